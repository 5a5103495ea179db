import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { readPublicNone, readsAsMemory } from './public-none';

/** A data folder with one file and a sources.json that records `recorded` as its sha256. */
function folderWith(text: string, recorded?: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'public-none-'));
  const sha256 = recorded ?? createHash('sha256').update(text).digest('hex');
  writeFileSync(join(folder, 'talk-en.txt'), text);
  const outputs = { 'talk-en.txt': { lang: 'en', sha256 } };
  writeFileSync(join(folder, 'sources.json'), JSON.stringify({ talk: { outputs } }));
  return folder;
}

describe('readsAsMemory', () => {
  it('leaves out what a speaker says about themselves, as a fact or a habit', () => {
    expect(readsAsMemory("I'm a vegetarian.")).toBe(true);
    expect(readsAsMemory('我每天早上都跑步。')).toBe(true);
  });

  it("keeps small talk, and the lines the cues mistake for an item (the head's to learn)", () => {
    expect(readsAsMemory('What a lovely evening.')).toBe(false);
    expect(readsAsMemory("Sure, and I'll be the queen of Sheba.")).toBe(false);
    expect(readsAsMemory('你为什么总是问这个？')).toBe(false);
  });
});

describe('readPublicNone', () => {
  it('reads one sentence a line, in the language its file is recorded with', () => {
    const folder = folderWith('Nice to meet you.\n\nSee you around.\n');
    expect(readPublicNone(folder)).toEqual([
      { text: 'Nice to meet you.', lang: 'en' },
      { text: 'See you around.', lang: 'en' },
    ]);
  });

  it('refuses a file whose sha256 is not the recorded one', () => {
    const folder = folderWith('Nice to meet you.\n', '0'.repeat(64));
    expect(() => readPublicNone(folder)).toThrow(/sha256/);
  });

  it('checks and reads the committed data', () => {
    const sentences = readPublicNone();
    expect(new Set(sentences.map((s) => s.lang))).toEqual(new Set(['en', 'zh']));
  });
});
