import { describe, expect, it } from 'vitest';

import { resources } from './i18n';

/** Every string of a catalogue, keyed by its dotted path ("board.detail.save"). */
function leaves(node: unknown, path = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
    for (const [key, child] of Object.entries(node)) {
      for (const [leafPath, value] of leaves(child, path ? `${path}.${key}` : key)) {
        found.set(leafPath, value);
      }
    }
  } else {
    found.set(path, node);
  }
  return found;
}

function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const english = leaves(resources.en);
const chinese = leaves(resources['zh-CN']);

describe('message catalogues', () => {
  it('walks a non-trivial catalogue', () => {
    // Guards the walker itself: a broken walk would make every check below pass vacuously.
    expect(english.size).toBeGreaterThan(100);
    expect(english.get('board.detail.save')).toBe('Save changes');
    expect(chinese.get('board.detail.save')).toBe('保存修改');
    expect(variables('From {{from}} to {{ to }}')).toEqual(['from', 'to']);
  });

  it('has the same keys in both languages', () => {
    expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has a non-empty string for every Chinese message', () => {
    const bad = [...chinese].filter(([, value]) => typeof value !== 'string' || !value.trim());
    expect(bad).toEqual([]);
  });

  it('has no Chinese message left in English', () => {
    // Names and symbols may be the same in both; sentences should not be.
    const untranslated = [...english].filter(([key, value]) => {
      const zh = chinese.get(key);
      return typeof value === 'string' && /[a-z]{3,} [a-z]{3,}/i.test(value) && zh === value;
    });
    expect(untranslated).toEqual([]);
  });

  it('keeps every interpolation variable of an English message in its Chinese counterpart', () => {
    const missing: string[] = [];
    for (const [key, value] of english) {
      if (typeof value !== 'string') continue;
      const zh = chinese.get(key);
      const zhVariables = typeof zh === 'string' ? variables(zh) : [];
      for (const name of variables(value)) {
        if (!zhVariables.includes(name)) missing.push(`${key}: {{${name}}}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('uses no variable in Chinese that English does not pass', () => {
    const extra: string[] = [];
    for (const [key, zh] of chinese) {
      const en = english.get(key);
      if (typeof zh !== 'string' || typeof en !== 'string') continue;
      const enVariables = variables(en);
      for (const name of variables(zh)) {
        if (!enVariables.includes(name)) extra.push(`${key}: {{${name}}}`);
      }
    }
    expect(extra).toEqual([]);
  });
});
