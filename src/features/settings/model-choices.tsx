import { useTranslation } from 'react-i18next';

import { MODEL_FACTS, percent } from './model-facts';

type ModelChoicesProps = { isHub: boolean; onUseBuiltin: () => void; onUseHub: () => void };

/**
 * The two model choices side by side, in plain words: what each gains (languages, how
 * often recall finds the right item), what it costs (the download), and where the numbers
 * come from. The chosen one says so; the other offers to switch.
 */
export function ModelChoices({ isHub, onUseBuiltin, onUseHub }: ModelChoicesProps) {
  const { t, i18n } = useTranslation('settings');
  const score = (share: number) => percent(share, i18n.language);
  const scores = (hit5: { en: number; zh: number; cross: number }) => ({
    en: score(hit5.en),
    zh: score(hit5.zh),
    cross: score(hit5.cross),
  });
  const chosen = <p className="model-choice-chosen">{t('models.chosen')}</p>;

  return (
    <>
      <div className="model-choices">
        <section className="model-choice" aria-labelledby="model-builtin-title">
          <h3 id="model-builtin-title">{t('models.builtinTitle')}</h3>
          <p>{t('models.builtinGains')}</p>
          <p>{t('models.builtinCost', { megabytes: MODEL_FACTS.builtinMegabytes })}</p>
          <p>{t('models.builtinMeasured', scores(MODEL_FACTS.builtinHit5))}</p>
          {isHub ? (
            <button type="button" onClick={onUseBuiltin}>
              {t('models.useBuiltin')}
            </button>
          ) : (
            chosen
          )}
        </section>
        <section className="model-choice" aria-labelledby="model-hub-title">
          <h3 id="model-hub-title">{t('models.hubTitle')}</h3>
          <p>{t('models.hubGains')}</p>
          <p>
            {t('models.hubCost', {
              megabytes: MODEL_FACTS.hubMegabytes,
              embedderMb: MODEL_FACTS.embedderMegabytes,
              rerankerMb: MODEL_FACTS.rerankerMegabytes,
            })}
          </p>
          <p>{t('models.hubMeasured', scores(MODEL_FACTS.fullVocabularyHit5))}</p>
          {isHub ? (
            chosen
          ) : (
            <button type="button" onClick={onUseHub}>
              {t('models.useHub')}
            </button>
          )}
        </section>
      </div>
      <p className="hint">{t('models.numbersSource')}</p>
    </>
  );
}
