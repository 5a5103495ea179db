import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../components/confirm-dialog';
import { runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import { updateSettings } from '../../db/settings-repo';
import { HUB_INSTRUCT_LLM, isHubModelId } from '../../domain/hub-models';

type BrowserLlmFormProps = { modelId: string; host: string };

/** Chooses the in-browser instruct LLM; its download starts only after the person agrees. */
export function BrowserLlmForm({ modelId, host }: BrowserLlmFormProps) {
  const { t } = useTranslation('settings');
  const [idText, setIdText] = useState(modelId);
  const [isAsking, setAsking] = useState(false);
  const [isInvalid, setInvalid] = useState(false);
  const chosen = idText.trim();
  const isOffered = chosen === HUB_INSTRUCT_LLM.id;

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    const isValid = isHubModelId(chosen);
    setInvalid(!isValid);
    if (isValid) setAsking(true);
  }

  return (
    <form className="hub-source" onSubmit={onSubmit}>
      <h3>{t('classifier.browser.title')}</h3>
      <div className="settings-row">
        <label htmlFor="browser-llm-id">{t('classifier.browser.modelId')}</label>
        <input
          id="browser-llm-id"
          className="wide"
          value={idText}
          aria-invalid={isInvalid}
          onChange={(event) => setIdText(event.target.value)}
        />
        <button type="submit">{t('classifier.browser.use')}</button>
      </div>
      {isInvalid && (
        <p className="field-error" role="alert">
          {t('models.importBadId')}
        </p>
      )}
      <ConfirmDialog
        isOpen={isAsking}
        title={t('classifier.browser.consentTitle')}
        body={t('classifier.browser.consentBody', {
          model: chosen,
          // The size is known for the offered model only; another id's shows as "?".
          megabytes: isOffered ? HUB_INSTRUCT_LLM.approxMegabytes : '?',
          licence: isOffered ? HUB_INSTRUCT_LLM.licence : '?',
          host,
        })}
        confirmLabel={t('models.consentConfirm')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void runUserAction(() =>
            updateSettings(getDb(), { classifier: 'browser-llm', browserLlm: chosen }),
          );
        }}
      />
    </form>
  );
}
