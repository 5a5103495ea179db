import type { ClassifyInput } from '../domain/capture/extract-candidates';
import type { Classification } from '../domain/capture/labels';
import { getMlClient } from './worker-client';

/** Classifies texts in the ML worker (it waits for the model the settings name to load). */
export async function classifyInWorker(inputs: ClassifyInput[]): Promise<Classification[]> {
  if (inputs.length === 0) return [];
  const { results } = await getMlClient().call('classify', { inputs });
  return results;
}
