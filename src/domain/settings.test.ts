import { describe, expect, it } from 'vitest';

import {
  DEFAULT_SETTINGS,
  isHubHost,
  MAX_STALE_DAYS,
  MIN_STALE_DAYS,
  languageFromBrowser,
  parseSettings,
  settingsPatchSchema,
  settingsSchema,
} from './settings';

const DEFAULTS = DEFAULT_SETTINGS.staleDaysByType;

describe('parseSettings', () => {
  it('keeps valid stored settings', () => {
    const stored = {
      ...DEFAULT_SETTINGS,
      staleDaysByType: { ...DEFAULT_SETTINGS.staleDaysByType, plan: 7, insight: 60 },
      language: 'zh-CN',
      hasAskedPersistence: true,
    };
    expect(parseSettings(stored)).toEqual(stored);
  });

  it.each([undefined, null, {}])('gives the defaults for %j', (raw) => {
    expect(parseSettings(raw)).toEqual(DEFAULT_SETTINGS);
  });

  it.each([
    ['stale periods not an object', { staleDaysByType: 12 }, { staleDaysByType: DEFAULTS }],
    ['unknown language', { language: 'fr' }, { language: null }],
    ['language as number', { language: 3 }, { language: null }],
    ['hasAskedPersistence as text', { hasAskedPersistence: 'yes' }, { hasAskedPersistence: false }],
  ])('replaces only the bad field when %s', (_label, bad, replaced) => {
    const good = {
      ...DEFAULT_SETTINGS,
      staleDaysByType: { ...DEFAULTS, plan: 9 },
      language: 'en',
      hasAskedPersistence: true,
    };
    expect(parseSettings({ ...good, ...bad })).toEqual({ ...good, ...replaced });
  });

  it('fills missing fields one by one, keeping the rest', () => {
    expect(parseSettings({ episodicDecayDays: 12 })).toEqual({
      ...DEFAULT_SETTINGS,
      episodicDecayDays: 12,
    });
    expect(parseSettings({ language: 'en' })).toEqual({ ...DEFAULT_SETTINGS, language: 'en' });
    expect(parseSettings({ hasAskedPersistence: true })).toEqual({
      ...DEFAULT_SETTINGS,
      hasAskedPersistence: true,
    });
  });

  it('accepts the range boundaries, and never', () => {
    const periods = { ...DEFAULTS, plan: MIN_STALE_DAYS, idea: MAX_STALE_DAYS, question: null };
    expect(parseSettings({ staleDaysByType: periods }).staleDaysByType).toEqual(periods);
  });

  it.each([
    ['too small', 0],
    ['too large', MAX_STALE_DAYS + 1],
    ['fractional', 2.5],
    ['text', '14'],
  ])('replaces only the kind whose stale period is bad (%s)', (_label, bad) => {
    const stored = { ...DEFAULTS, plan: 9, idea: bad, decision: 60 };
    expect(parseSettings({ staleDaysByType: stored }).staleDaysByType).toEqual({
      ...DEFAULTS,
      plan: 9,
      decision: 60,
    });
  });

  it.each([
    ['one period for the default kinds', { staleDays: 12 }, { plan: 12, idea: 12, question: 12 }],
    [
      'the kinds listed',
      { staleDays: 7, staleTypes: ['plan', 'insight'] },
      { plan: 7, idea: null, question: null, insight: 7 },
    ],
    ['no kind at all', { staleTypes: [] }, { plan: null, idea: null, question: null }],
    [
      'a bad period as 30 days',
      { staleDays: -4, staleTypes: ['decision'] },
      { plan: null, idea: null, question: null, decision: 30 },
    ],
    [
      'bad kinds as the default ones',
      { staleDays: 9, staleTypes: ['task'] },
      { plan: 9, idea: 9, question: 9 },
    ],
  ])('reads an older row’s stale rule: %s', (_label, older, periods) => {
    const read = parseSettings({ ...older, language: 'en' });
    expect(read).toEqual({
      ...DEFAULT_SETTINGS,
      staleDaysByType: { ...DEFAULTS, ...periods },
      language: 'en',
    });
    expect(read).not.toHaveProperty('staleDays');
  });

  it('prefers the per-kind periods when a row holds both shapes', () => {
    const periods = { ...DEFAULTS, plan: 3 };
    expect(parseSettings({ staleDays: 12, staleDaysByType: periods }).staleDaysByType).toEqual(
      periods,
    );
  });

  it('reads the older shape in a backup file too (the same schema parses it)', () => {
    const parsed = settingsSchema.parse({ staleDays: 20, staleTypes: ['question'] });
    expect(parsed.staleDaysByType).toEqual({ ...DEFAULTS, plan: null, idea: null, question: 20 });
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
    const periods = { ...DEFAULTS, plan: 5 };
    expect(settingsPatchSchema.parse({ staleDaysByType: periods })).toEqual({
      staleDaysByType: periods,
    });
    expect(settingsPatchSchema.parse({})).toEqual({});
  });

  it.each([MIN_STALE_DAYS - 1, MAX_STALE_DAYS + 1, 1.5, Number.NaN])(
    'refuses a stale period of %s',
    (days) => {
      const staleDaysByType = { ...DEFAULTS, plan: days };
      expect(settingsPatchSchema.safeParse({ staleDaysByType }).success).toBe(false);
    },
  );

  it('refuses the older stale fields and periods missing a kind', () => {
    expect(settingsPatchSchema.safeParse({ staleDays: 5 }).success).toBe(false);
    expect(settingsPatchSchema.safeParse({ staleDaysByType: { plan: 5 } }).success).toBe(false);
  });

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
