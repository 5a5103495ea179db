import { useTranslation } from 'react-i18next';

import { confidenceWord } from '../../domain/capture/confidence-words';

/** A candidate's confidence as a word ("likely" / "maybe"), never as a decimal. */
export function ConfidenceWord({ confidence }: { confidence: number }) {
  const { t } = useTranslation('capture');
  const word = confidenceWord(confidence);
  return (
    <span
      className="candidate-meta"
      data-testid="confidence-word"
      data-confidence={word}
      title={t('confidenceWord.hint')}
    >
      {t(`confidenceWord.${word}`)}
    </span>
  );
}
