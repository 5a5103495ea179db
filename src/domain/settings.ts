import { z } from 'zod';

export const UI_LANGUAGES = ['en', 'zh-CN'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

export const MIN_STALE_DAYS = 1;
export const MAX_STALE_DAYS = 3650;

/** Settings as the person may set them: a value out of range is refused, not replaced. */
export const settingsPatchSchema = z
  .object({
    staleDays: z.number().int().min(MIN_STALE_DAYS).max(MAX_STALE_DAYS),
    language: z.enum(UI_LANGUAGES).nullable(),
    hasAskedPersistence: z.boolean(),
  })
  .partial()
  .strict();

/**
 * Settings as stored. Parsed with zod on every read: rows written by older versions (or
 * by hand) may lack fields or hold bad values, and fall back to defaults field by field.
 */
export const settingsSchema = z.object({
  staleDays: z.number().int().min(MIN_STALE_DAYS).max(MAX_STALE_DAYS).catch(30),
  /** null: follow the browser's language. */
  language: z.enum(UI_LANGUAGES).nullable().catch(null),
  /** Whether `navigator.storage.persist()` has been asked already (it is asked once). */
  hasAskedPersistence: z.boolean().catch(false),
});

export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  staleDays: 30,
  language: null,
  hasAskedPersistence: false,
};

export function parseSettings(raw: unknown): Settings {
  const parsed = settingsSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

/** The UI language for a browser language list when the person has not chosen one. */
export function languageFromBrowser(languages: readonly string[]): UiLanguage {
  const first = languages.find((tag) => /^(zh|en)\b/i.test(tag)) ?? 'en';
  return first.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}
