import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import { checkIntegrity, type IntegrityReport } from '../../db/integrity';
import { repairProfile, type RepairOutcome } from '../../db/integrity-repair';
import { withRecallSyncPaused } from '../../stores/model-store';

type Shown =
  | { kind: 'idle' }
  | { kind: 'checked'; report: IntegrityReport }
  | { kind: 'repaired'; outcome: RepairOutcome };

/** What is wrong, in one number each: references to rows that are gone, rows a backup refuses. */
function problemsOf(report: IntegrityReport) {
  return { broken: report.orphanTotal, refused: report.invalidTotal };
}

/**
 * Settings → Check this browser's data: runs the profile checker (the one the backup import
 * and sync use) and, when it finds something, offers the repair, which keeps every text.
 */
export function IntegritySection() {
  const { t } = useTranslation('settings');
  const [shown, setShown] = useState<Shown>({ kind: 'idle' });
  const [isBusy, setBusy] = useState(false);

  async function run(step: () => Promise<Shown>) {
    setBusy(true);
    const next = await runUserAction(step);
    setBusy(false);
    if (next) setShown(next);
  }
  const check = () => run(async () => ({ kind: 'checked', report: await checkIntegrity(getDb()) }));
  const repair = () =>
    run(async () => ({
      kind: 'repaired',
      // Recall's indexing waits: a batch saved meanwhile could name an owner just mended.
      outcome: await withRecallSyncPaused(() => repairProfile(getDb(), Date.now())),
    }));

  const report = shown.kind === 'checked' ? shown.report : null;
  const problems = report ? problemsOf(report) : null;
  const hasProblems = problems !== null && problems.broken + problems.refused > 0;
  return (
    <section className="settings-section" aria-labelledby="integrity-title">
      <h2 id="integrity-title">{t('integrity.title')}</h2>
      <p>{t('integrity.body')}</p>
      <button type="button" onClick={() => void check()} disabled={isBusy}>
        {t('integrity.check')}
      </button>
      <p role="status" className="integrity-status">
        {report && !hasProblems && t('integrity.sound', { items: report.counts.items })}
        {report && hasProblems && t('integrity.found', problems)}
        {shown.kind === 'repaired' && <RepairSummary outcome={shown.outcome} />}
      </p>
      {hasProblems && (
        <button type="button" onClick={() => void repair()} disabled={isBusy}>
          {t('integrity.repair')}
        </button>
      )}
    </section>
  );
}

function RepairSummary({ outcome }: { outcome: RepairOutcome }) {
  const { t } = useTranslation('settings');
  const before = problemsOf(outcome.before);
  const after = problemsOf(outcome.after);
  const mended = before.broken + before.refused - (after.broken + after.refused);
  return (
    <>
      {t('integrity.repaired', { count: mended })}{' '}
      {outcome.recoveredItems + outcome.recoveredSources > 0 &&
        t('integrity.recovered', {
          items: outcome.recoveredItems,
          sources: outcome.recoveredSources,
        })}{' '}
      {after.broken + after.refused > 0 && t('integrity.left', after)}
    </>
  );
}
