import type { SentencePair } from './load-data';

/** Tatoeba's lines all start with this licence phrase; it is said once in the header instead. */
const LICENCE_PREFIX = 'CC-BY 2.0 (France) Attribution: ';

/**
 * ATTRIBUTION.txt: the credit line of every Tatoeba pair the shipped table was fitted on
 * (sentence numbers and contributors), as CC-BY 2.0 FR asks, in the order they were read.
 */
export function attributionText(pairs: readonly SentencePair[]): string {
  const lines = pairs
    .filter((pair) => pair.source === 'tatoeba')
    .map((pair) => pair.attribution.replace(LICENCE_PREFIX, ''));
  const header = [
    'Sentence pairs the Chinese token table (zh-table.bin, zh-vocab.json) was fitted on.',
    'Tatoeba Project (https://tatoeba.org), English-Chinese pairs as selected by ManyThings.org,',
    'licensed CC-BY 2.0 France (https://creativecommons.org/licenses/by/2.0/fr/).',
    'Thanks to the Tatoeba contributors named below. Each line is one pair:',
    'tatoeba.org #<English sentence> (<contributor>) & #<Chinese sentence> (<contributor>).',
    `${lines.length} pairs.`,
    '',
  ];
  return [...header, ...lines, ''].join('\n');
}
