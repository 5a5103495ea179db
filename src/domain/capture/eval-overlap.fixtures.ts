/* Shared by the heads' tests: training sentences must share none with the evaluation files. */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const sentenceOf = (text: string) => text.replace(/[\s,.!?;:，。！？；：]+/gu, ' ').trim();

/** The texts that are, sentence for sentence, also in an evaluation file kept in `eval/`. */
export function sharedWithEvaluation(texts: readonly string[]): string[] {
  const folder = fileURLToPath(new URL('../../../eval/', import.meta.url));
  const evaluation = new Set(
    readdirSync(folder)
      .filter((name) => name.endsWith('.jsonl'))
      .flatMap((name) => readFileSync(`${folder}${name}`, 'utf8').split(/["\n。！？.!?]/u))
      .map(sentenceOf),
  );
  return texts.filter((text) => evaluation.has(sentenceOf(text)));
}
