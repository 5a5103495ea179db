import { useTranslation } from 'react-i18next';

import { runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import { updateSettings } from '../../db/settings-repo';
import { SampleJournalButton } from './sample-journal';

const CARDS = [
  ['writeTitle', 'write'],
  ['kindsTitle', 'kinds'],
  ['lifecycleTitle', 'lifecycle'],
] as const;

/**
 * The first run's three cards: writing, the five kinds, the lifecycle. Put away for good;
 * or tried at once on a sample journal.
 */
export function IntroCards() {
  const { t } = useTranslation('journal');
  return (
    <section className="intro-cards" aria-label={t('intro.label')} data-testid="intro-cards">
      {CARDS.map(([title, body]) => (
        <article key={title} className="intro-card">
          <h2>{t(`intro.${title}`)}</h2>
          <p>{t(`intro.${body}`)}</p>
        </article>
      ))}
      <div className="intro-actions">
        <button
          type="button"
          onClick={() => void runUserAction(() => updateSettings(getDb(), { hasSeenIntro: true }))}
        >
          {t('intro.done')}
        </button>
        <SampleJournalButton />
      </div>
    </section>
  );
}
