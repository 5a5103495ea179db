import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../components/confirm-dialog';
import { runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import { updateSettings } from '../../db/settings-repo';
import { HUB_INSTRUCT_LLM, isHubModelId } from '../../domain/hub-models';
import type { Settings } from '../../domain/settings';
import { FieldError, SettingsField } from './settings-field';

type BrowserLlmFormProps = { modelId: string; host: string; device: Settings['hubDevice'] };

/** The download the offered model means on this device setting: WASM takes a larger file. */
function offeredMegabytes(device: Settings['hubDevice']): string {
  const { approxMegabytes: gpu, approxMegabytesWasm: wasm = gpu } = HUB_INSTRUCT_LLM;
  if (device === 'wasm') return String(wasm);
  return device === 'webgpu' ? String(gpu) : `${gpu}–${wasm}`;
}

/** Chooses the in-browser instruct LLM; its download starts only after the person agrees. */
export function BrowserLlmForm({ modelId, host, device }: BrowserLlmFormProps) {
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
      <p className="hint">
        {t('classifier.browser.about', {
          model: HUB_INSTRUCT_LLM.id,
          gpu: HUB_INSTRUCT_LLM.approxMegabytes,
          wasm: HUB_INSTRUCT_LLM.approxMegabytesWasm ?? HUB_INSTRUCT_LLM.approxMegabytes,
        })}
      </p>
      <SettingsField
        id="browser-llm-id"
        className="wide"
        label={t('classifier.browser.modelId')}
        value={idText}
        onChange={setIdText}
        isInvalid={isInvalid}
        errorId="browser-llm-id-error"
      >
        <button type="submit">{t('classifier.browser.use')}</button>
      </SettingsField>
      {isInvalid && <FieldError id="browser-llm-id-error">{t('models.importBadId')}</FieldError>}
      <ConfirmDialog
        isOpen={isAsking}
        title={t('classifier.browser.consentTitle')}
        body={t('classifier.browser.consentBody', {
          model: chosen,
          // The size is known for the offered model only; another id's shows as "?".
          megabytes: isOffered ? offeredMegabytes(device) : '?',
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
