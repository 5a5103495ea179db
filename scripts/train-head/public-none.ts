import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { cueScores } from '../../src/domain/capture/cues';
import { isMemoryLabel, type CaptureLabel } from '../../src/domain/capture/labels';

/**
 * Public small talk used as `none` when the label head is trained (data/sources.json says
 * where each file comes from, its version, licence and sha256). Never shipped in the app:
 * only the head trained on it is.
 */
export type PublicSentence = { text: string; lang: 'en' | 'zh' };

type Output = { lang: 'en' | 'zh'; sha256: string };
type Source = { outputs: Record<string, Output> };

const DATA = join(dirname(fileURLToPath(import.meta.url)), 'data');

/** A memory cue this strong means the line is a fact or habit about its speaker. */
const MEMORY_CUE_FLOOR = 1.2;

/**
 * Whether the cue patterns read a line as a fact or a habit ("I like seeing movies", "我是个
 * 程序员"). The corpus is labelled `none` wholesale; such lines would teach the head that what
 * a person says about themselves is nothing, against the memory seeds. Lines the cues read as
 * an item are kept: in small talk those are the cues' own false alarms (a joke with "I'll", a
 * rhetorical "why do…?"), the very sentences the head has to learn are not items.
 */
export function readsAsMemory(text: string): boolean {
  const scores = cueScores(text);
  const [top, score] = (Object.entries(scores) as [CaptureLabel, number][])
    .filter(([label]) => label !== 'none')
    .reduce((a, b) => (b[1] > a[1] ? b : a));
  return isMemoryLabel(top) && score >= MEMORY_CUE_FLOOR && score > scores.none;
}

/**
 * Every public sentence in `folder` (data/ unless a test names another), after checking each
 * file against the sha256 its sources.json records; a file that differs is refused.
 */
export function readPublicNone(folder: string = DATA): PublicSentence[] {
  const sources = JSON.parse(readFileSync(join(folder, 'sources.json'), 'utf8')) as Record<
    string,
    Source
  >;
  return Object.values(sources).flatMap((source) =>
    Object.entries(source.outputs).flatMap(([file, { lang, sha256 }]) => {
      const bytes = readFileSync(join(folder, file));
      const digest = createHash('sha256').update(bytes).digest('hex');
      if (digest !== sha256) throw new Error(`${file}: sha256 ${digest}, recorded ${sha256}`);
      return bytes
        .toString('utf8')
        .split('\n')
        .filter((text) => text.trim() !== '' && !readsAsMemory(text))
        .map((text) => ({ text, lang }));
    }),
  );
}
