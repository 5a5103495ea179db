import { parseConversationText } from '../../../domain/conversation-import/parse-conversation-text';
import { toWireImportError, type ParseWorkerMessage } from './parse-protocol';
import { readFileText } from './read-file-text';

/**
 * The worker's one job: read a file (the first half of the progress) or take a pasted
 * text, parse it (the rest), and post the result — or the rejection, as a plain object.
 */
export async function handleParseRequest(
  input: File | string,
  post: (message: ParseWorkerMessage) => void,
): Promise<void> {
  const progress = (fraction: number) => post({ kind: 'progress', fraction });
  try {
    if (typeof input === 'string') {
      post({ kind: 'result', result: parseConversationText(input, undefined, progress) });
      return;
    }
    const text = await readFileText(input, (read) => progress(read / 2));
    const result = parseConversationText(text, input.name, (parsed) => progress(0.5 + parsed / 2));
    post({ kind: 'result', result });
  } catch (error) {
    post({ kind: 'failed', failure: toWireImportError(error) });
  }
}
