import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { reportInfo, runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import { updateSettings } from '../../db/settings-repo';
import type { Settings } from '../../domain/settings';
import { FieldError } from './settings-field';

type Thresholds = Settings['thresholds'];
const SCORERS = ['dense', 'lexical', 'rerank'] as const;

function parseScore(text: string): number | null {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= 1 ? value : null;
}

/**
 * The show-nothing thresholds, one per scorer; a bad value is refused, not stored. Only the
 * recall panel reads them: capture and search keep thresholds of their own.
 */
export function ThresholdsForm({ thresholds }: { thresholds: Thresholds }) {
  const { t } = useTranslation('settings');
  const [texts, setTexts] = useState(() => SCORERS.map((scorer) => String(thresholds[scorer])));
  const [isInvalid, setInvalid] = useState(false);

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    const [dense, lexical, rerank] = texts.map(parseScore);
    if (dense == null || lexical == null || rerank == null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const saved = await runUserAction(() =>
      updateSettings(getDb(), { thresholds: { dense, lexical, rerank } }),
    );
    if (saved) reportInfo(t('models.thresholdsSaved'));
  }

  return (
    <>
      <h3>{t('models.thresholdsTitle')}</h3>
      <p className="hint">{t('models.thresholdsHint')}</p>
      <form className="settings-row" onSubmit={(event) => void onSubmit(event)}>
        {SCORERS.map((scorer, index) => (
          <label key={scorer} className="threshold">
            {t(`models.${scorer}`)}
            <input
              inputMode="decimal"
              value={texts[index]}
              onChange={(event) =>
                setTexts(texts.map((text, i) => (i === index ? event.target.value : text)))
              }
            />
          </label>
        ))}
        <button type="submit">{t('models.thresholdsSave')}</button>
        {isInvalid && <FieldError>{t('models.thresholdsInvalid')}</FieldError>}
      </form>
    </>
  );
}
