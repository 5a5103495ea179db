import { describe, expect, it } from 'vitest';

import {
  DEFAULT_SETTINGS,
  isHubHost,
  MAX_STALE_DAYS,
  MIN_STALE_DAYS,
  languageFromBrowser,
  parseSettings,
  settingsPatchSchema,
} from './settings';

describe('parseSettings', () => {
  it('keeps valid stored settings', () => {
    const stored = {
      ...DEFAULT_SETTINGS,
      staleDays: 7,
      language: 'zh-CN',
      hasAskedPersistence: true,
    };
    expect(parseSettings(stored)).toEqual(stored);
  });

  it.each([undefined, null, {}])('gives the defaults for %j', (raw) => {
    expect(parseSettings(raw)).toEqual(DEFAULT_SETTINGS);
  });

  it.each([
    ['staleDays too small', { staleDays: 0 }, { staleDays: 30 }],
    ['staleDays too large', { staleDays: MAX_STALE_DAYS + 1 }, { staleDays: 30 }],
    ['staleDays fractional', { staleDays: 2.5 }, { staleDays: 30 }],
    ['staleDays as text', { staleDays: '14' }, { staleDays: 30 }],
    ['unknown language', { language: 'fr' }, { language: null }],
    ['language as number', { language: 3 }, { language: null }],
    ['hasAskedPersistence as text', { hasAskedPersistence: 'yes' }, { hasAskedPersistence: false }],
  ])('replaces only the bad field when %s', (_label, bad, replaced) => {
    const good = { ...DEFAULT_SETTINGS, staleDays: 9, language: 'en', hasAskedPersistence: true };
    expect(parseSettings({ ...good, ...bad })).toEqual({ ...good, ...replaced });
  });

  it('fills missing fields one by one, keeping the rest', () => {
    expect(parseSettings({ staleDays: 12 })).toEqual({ ...DEFAULT_SETTINGS, staleDays: 12 });
    expect(parseSettings({ language: 'en' })).toEqual({ ...DEFAULT_SETTINGS, language: 'en' });
    expect(parseSettings({ hasAskedPersistence: true })).toEqual({
      ...DEFAULT_SETTINGS,
      hasAskedPersistence: true,
    });
  });

  it('accepts the range boundaries', () => {
    expect(parseSettings({ staleDays: MIN_STALE_DAYS }).staleDays).toBe(MIN_STALE_DAYS);
    expect(parseSettings({ staleDays: MAX_STALE_DAYS }).staleDays).toBe(MAX_STALE_DAYS);
  });

  it('falls back to the defaults for a row that is not an object', () => {
    expect(parseSettings('garbage')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings(42)).toEqual(DEFAULT_SETTINGS);
  });
});

describe('languageFromBrowser', () => {
  it.each([
    [['zh-TW'], 'zh-CN'],
    [['en-US', 'zh-CN'], 'en'],
    [['zh-CN', 'en-US'], 'zh-CN'],
    [['fr', 'zh-HK'], 'zh-CN'],
    [['fr'], 'en'],
    [[], 'en'],
  ])('picks the UI language for %j → %s', (languages, expected) => {
    expect(languageFromBrowser(languages)).toBe(expected);
  });
});

describe('settingsPatchSchema', () => {
  it('accepts a partial patch', () => {
    expect(settingsPatchSchema.parse({ staleDays: 5 })).toEqual({ staleDays: 5 });
    expect(settingsPatchSchema.parse({})).toEqual({});
  });

  it.each([MIN_STALE_DAYS - 1, MAX_STALE_DAYS + 1, 1.5, Number.NaN])(
    'refuses staleDays %s',
    (staleDays) => {
      expect(settingsPatchSchema.safeParse({ staleDays }).success).toBe(false);
    },
  );

  it('refuses unknown keys and bad languages', () => {
    const unknownKey = settingsPatchSchema.safeParse({ theme: 'dark' });
    expect(unknownKey.success).toBe(false);
    expect(unknownKey.error?.issues[0]?.code).toBe('unrecognized_keys');
    expect(settingsPatchSchema.safeParse({ language: 'de' }).success).toBe(false);
  });
});

describe('isHubHost', () => {
  it('takes http(s) hosts, the form and the stored settings alike', () => {
    expect(isHubHost('https://huggingface.co')).toBe(true);
    expect(isHubHost('http://127.0.0.1:8080/')).toBe(true);
    expect(isHubHost('ftp://mirror.example')).toBe(false);
    expect(isHubHost('huggingface.co')).toBe(false);
    expect(settingsPatchSchema.safeParse({ hubHost: 'huggingface.co' }).success).toBe(false);
  });
});
