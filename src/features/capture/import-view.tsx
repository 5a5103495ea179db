import i18next from 'i18next';
import { useRef, type ClipboardEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';

import { describeError } from '../../components/describe-error';
import type { ParsedImport } from '../../domain/conversation-import/parsed';
import { createImportStore, type ImportStep } from '../../stores/import-store';
import { parseInWorker } from './parsing/parse-client';
import { FindProgressBar } from './find-progress';
import { commitReview, findCandidates } from './import-actions';
import type { ReviewRow } from './import-review';
import { LastImportPanel } from './last-import-panel';
import { ReviewList } from './review-list';
import './import-extra.css';

type Step = ImportStep<ReviewRow>;

const useImportStore = createImportStore<ReviewRow>();
const setText = (text: string) => useImportStore.setState({ text });
const setStep = (step: Step) => useImportStore.setState({ step });
const setError = (error: string | null) => useImportStore.setState({ error });
const isAbortError = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError';

/**
 * A paste longer than this goes straight to the parse worker and never into the text box:
 * a text box holding megabytes makes the page lay out and re-render all of it, which held
 * the page for seconds (8 s for 12 MB).
 */
const LARGE_PASTE_CHARS = 256 * 1024;

/**
 * Import a conversation: paste or drop it, see what was detected, say which speaker is
 * you, review the candidates, and commit them in one go. Nothing is written before commit.
 */
export function ImportView() {
  const { t } = useTranslation('capture');
  const { text, step, error } = useImportStore(useShallow((state) => ({ ...state })));
  const fileInput = useRef<HTMLInputElement>(null);

  async function read(input: File | string) {
    setError(null);
    const abort = new AbortController();
    setStep({ kind: 'parsing', fraction: 0, abort });
    try {
      const parsed = await parseInWorker(input, {
        signal: abort.signal,
        onProgress: (fraction) => setStep({ kind: 'parsing', fraction, abort }),
      });
      setStep({ kind: 'detected', parsed, me: parsed.suggestedMe });
    } catch (caught) {
      setStep({ kind: 'input' });
      if (!isAbortError(caught)) {
        setError(describeError(caught, i18next.getFixedT(null, 'common')));
      }
    }
  }

  async function classify(parsed: ParsedImport, me: string) {
    const abort = new AbortController();
    // Cancel and Start over move on at once; the job's own end must then change nothing.
    const isCurrent = () => {
      const now = useImportStore.getState().step;
      return now.kind === 'classifying' && now.abort === abort;
    };
    setStep({ kind: 'classifying', parsed, me, done: 0, total: 0, abort });
    try {
      const rows = await findCandidates(parsed, me, {
        signal: abort.signal,
        onProgress: ({ done, total }) => {
          if (isCurrent()) setStep({ kind: 'classifying', parsed, me, done, total, abort });
        },
      });
      if (isCurrent()) setStep({ kind: 'review', parsed, me, rows });
    } catch (caught) {
      if (isAbortError(caught) || !isCurrent()) return;
      setError(describeError(caught, i18next.getFixedT(null, 'common')));
      setStep({ kind: 'detected', parsed, me });
    }
  }

  /** Back to the start; a search for items still running stops before its next slice. */
  function startOver() {
    if (step.kind === 'classifying') step.abort.abort();
    setStep({ kind: 'input' });
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    const file = event.dataTransfer.files[0];
    const dropped = file ?? event.dataTransfer.getData('text/plain');
    if (step.kind === 'input' && dropped !== '') void read(dropped);
  }

  function onPaste(event: ClipboardEvent) {
    const pasted = event.clipboardData.getData('text/plain');
    if (pasted.length <= LARGE_PASTE_CHARS) return;
    event.preventDefault();
    void read(pasted);
  }

  return (
    <div className="import-view" onDragOver={(event) => event.preventDefault()} onDrop={onDrop}>
      <h1>{t('import.title')}</h1>
      {error !== null && (
        <p className="form-error" role="alert" data-testid="import-error">
          {error}
        </p>
      )}
      {step.kind === 'input' && (
        <section className="import-input">
          <label htmlFor="import-text">{t('import.pasteLabel')}</label>
          <textarea
            id="import-text"
            rows={10}
            value={text}
            placeholder={t('import.pastePlaceholder')}
            onChange={(event) => setText(event.target.value)}
            onPaste={onPaste}
          />
          <p className="hint">{t('import.largePaste')}</p>
          <div className="import-buttons">
            <button type="button" onClick={() => void read(text)}>
              {t('import.read')}
            </button>
            <button type="button" onClick={() => fileInput.current?.click()}>
              {t('import.chooseFile')}
            </button>
            <input
              ref={fileInput}
              type="file"
              hidden
              aria-label={t('import.fileLabel')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void read(file);
              }}
            />
          </div>
          <p className="hint">{t('import.dropHint')}</p>
          <LastImportPanel />
        </section>
      )}
      {step.kind === 'parsing' && (
        <section className="import-progress">
          <label htmlFor="import-progress">{t('import.parsing')}</label>
          <progress id="import-progress" value={step.fraction} max={1} />
          <button type="button" onClick={() => step.abort.abort()}>
            {t('import.cancel')}
          </button>
        </section>
      )}
      {(step.kind === 'detected' || step.kind === 'classifying') && (
        <section className="import-detected" data-testid="import-detected">
          <p>
            {t('import.detected', {
              format: t(`import.formats.${step.parsed.format}`),
              conversations: step.parsed.conversations.length,
              turns: step.parsed.conversations.reduce((sum, c) => sum + c.turns.length, 0),
            })}
          </p>
          <label htmlFor="import-me">{t('import.meLabel')}</label>
          <select
            id="import-me"
            value={step.me}
            disabled={step.kind === 'classifying'}
            onChange={(event) => setStep({ ...step, me: event.target.value })}
          >
            {step.parsed.speakers.map((speaker) => (
              <option key={speaker} value={speaker}>
                {speaker}
              </option>
            ))}
          </select>
          {step.kind === 'classifying' ? (
            <FindProgressBar
              done={step.done}
              total={step.total}
              onCancel={() => {
                step.abort.abort();
                setStep({ kind: 'detected', parsed: step.parsed, me: step.me });
              }}
            />
          ) : (
            <button type="button" onClick={() => void classify(step.parsed, step.me)}>
              {t('import.find')}
            </button>
          )}
          <button type="button" onClick={startOver}>
            {t('import.startOver')}
          </button>
        </section>
      )}
      {step.kind === 'review' && (
        <ReviewList
          rows={step.rows}
          onChange={(rows) => setStep({ ...step, rows })}
          onCancel={() => setStep({ kind: 'input' })}
          onCommit={() =>
            void commitReview(step.parsed, step.me, step.rows).then((isDone) => {
              if (isDone) {
                setText('');
                setStep({ kind: 'input' });
              }
            })
          }
        />
      )}
    </div>
  );
}
