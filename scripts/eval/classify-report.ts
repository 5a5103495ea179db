import { CAPTURE_LABELS } from '../../src/domain/capture/labels';
import type { ClassifySummary } from './classify-metrics';

export type ClassifyFileReport = ClassifySummary & {
  file: string;
  kind: 'classification';
  classifier: string;
  /**
   * Fact or habit verdicts counted as `none`: on a file with no fact or habit in its gold
   * labels they mean "not an item" (classify-tier.ts); null on a file that labels them.
   */
  memoryVerdictsScoredAsNone: number | null;
  byLang: Record<string, ClassifySummary>;
};

const pct = (value: number) => value.toFixed(3);

function summaryLine(name: string, summary: ClassifySummary): string {
  const none = summary.perLabel.none;
  return (
    `  ${name.padEnd(8)} n=${String(summary.cases).padStart(4)}  accuracy ${pct(summary.accuracy)}` +
    `  macro-F1 ${pct(summary.macroF1)}  none precision ${pct(none.precision)}`
  );
}

/** The human-readable block for one classification file. */
export function formatClassifyReport(report: ClassifyFileReport): string {
  const lines = [`${report.file} — classification by ${report.classifier}`];
  if (report.memoryVerdictsScoredAsNone !== null) {
    lines.push(
      `  (no fact or habit in the gold labels: ${report.memoryVerdictsScoredAsNone} fact/habit verdicts scored as none, i.e. not an item)`,
    );
  }
  lines.push(summaryLine('all', report));
  for (const [lang, summary] of Object.entries(report.byLang))
    lines.push(summaryLine(lang, summary));
  lines.push('  label      precision recall  F1     support');
  for (const label of CAPTURE_LABELS) {
    const s = report.perLabel[label];
    lines.push(
      `  ${label.padEnd(10)} ${pct(s.precision)}     ${pct(s.recall)}  ${pct(s.f1)}  ${s.support}`,
    );
  }
  lines.push(`  confusion (rows: truth; columns: ${CAPTURE_LABELS.join(', ')})`);
  for (const truth of CAPTURE_LABELS) {
    const row = CAPTURE_LABELS.map((predicted) =>
      String(report.confusion[truth][predicted]).padStart(4),
    );
    lines.push(`  ${truth.padEnd(10)}${row.join('')}`);
  }
  return lines.join('\n');
}
