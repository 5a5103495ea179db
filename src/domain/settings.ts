import { z } from 'zod';

import { ITEM_TYPES, type ItemType } from './item';
import { DEFAULT_STALE_DAYS_BY_TYPE } from './lifecycle';
import { EPISODIC_DECAY_DAYS } from './memory/episodic-rank';
import { GRADUATION_DAYS } from './memory/graduation';
import { MEMORY_DECAY_DAYS } from './memory/memory-decay';
import { DEFAULT_HUB_HOST, HUB_EMBEDDER, HUB_INSTRUCT_LLM, HUB_RERANKER } from './hub-models';
import { MEMORY_THRESHOLDS, MEMORY_WEIGHTS, RECALL_THRESHOLDS } from './recall-defaults';

export const UI_LANGUAGES = ['en', 'zh-CN'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

export const MIN_STALE_DAYS = 1;
export const MAX_STALE_DAYS = 3650;

/** A kind's stale period: whole days without a mention, or null for never. */
const staleDaysSchema = z.number().int().min(MIN_STALE_DAYS).max(MAX_STALE_DAYS).nullable();
const staleDaysByTypeSchema = z.object(
  Object.fromEntries(ITEM_TYPES.map((type) => [type, staleDaysSchema])) as Record<
    ItemType,
    typeof staleDaysSchema
  >,
);

/** The settings counted in whole days, and the values each accepts. */
export const DAY_SETTING_LIMITS = {
  /** The episodic decay's width: tighter than the facts' five years, as the design note says. */
  episodicDecayDays: { min: 1, max: 1825 },
  /** The decay widths of facts and habits (memory-decay.ts). */
  factDecayDays: { min: 30, max: 3650 },
  habitDecayDays: { min: 7, max: 3650 },
  /** On how many separate days an idea or decision is confirmed before it may graduate. */
  graduationDays: { min: 2, max: 30 },
} as const;
export type DaySetting = keyof typeof DAY_SETTING_LIMITS;
const { episodicDecayDays: decayLimits } = DAY_SETTING_LIMITS;

/** A whole number of days within a day setting's limits. */
function daysSchema(setting: DaySetting) {
  const { min, max } = DAY_SETTING_LIMITS[setting];
  return z.number().int().min(min).max(max);
}

/** How much each index counts in recall_memory's fused list (0 leaves it out). */
const weightSchema = z.number().min(0).max(10);
const memoryWeightsSchema = z.object({
  prospective: weightSchema,
  fact: weightSchema,
  habit: weightSchema,
  episodic: weightSchema,
});

/** Where Ollama listens by default, and a model name it offers. */
export const DEFAULT_LLM_ENDPOINT = 'http://localhost:11434';
export const DEFAULT_LLM_MODEL = 'qwen2.5:3b-instruct';

/**
 * What labels captured sentences: the built-in classifier (cues and seed examples), a
 * small instruct LLM in this browser, or an OpenAI-compatible endpoint the person runs.
 */
export const CLASSIFIERS = ['builtin', 'browser-llm', 'endpoint'] as const;
export type ClassifierChoice = (typeof CLASSIFIERS)[number];

/**
 * Who answers in the Chat: nobody (the Chat is a drafting pad for another chat tool), the
 * in-browser instruct LLM, or the person's OpenAI-compatible endpoint (the same address and
 * model the classifier uses).
 */
export const CHAT_ASSISTANTS = ['none', 'browser-llm', 'endpoint'] as const;
export type ChatAssistant = (typeof CHAT_ASSISTANTS)[number];

export const MODEL_TIERS = ['builtin', 'hub'] as const;
export const HUB_DEVICES = ['auto', 'webgpu', 'wasm'] as const;

/** A model host must be an http(s) URL: the Hub itself, or a mirror in its URL scheme. */
export function isHubHost(value: string): boolean {
  return /^https?:\/\/[^\s/]+/.test(value);
}

const hubHostSchema = z.string().refine(isHubHost, 'Enter an http:// or https:// address.');

const score = z.number().min(0).max(1);
/** Show-nothing thresholds per scorer (see recall-defaults.ts for how they were chosen). */
const thresholdsSchema = z.object({ dense: score, lexical: score, rerank: score });
/** Facts and habits have their own show-nothing thresholds (no cross-encoder reads them). */
const memoryThresholdSchema = z.object({ dense: score, lexical: score });

/** Settings as the person may set them: a value out of range is refused, not replaced. */
export const settingsPatchSchema = z
  .object({
    staleDaysByType: staleDaysByTypeSchema,
    episodicDecayDays: z.number().int().min(decayLimits.min).max(decayLimits.max),
    factDecayDays: daysSchema('factDecayDays'),
    habitDecayDays: daysSchema('habitDecayDays'),
    graduationDays: daysSchema('graduationDays'),
    memoryThresholds: z.object({ fact: memoryThresholdSchema, habit: memoryThresholdSchema }),
    memoryWeights: memoryWeightsSchema,
    language: z.enum(UI_LANGUAGES).nullable(),
    hasAskedPersistence: z.boolean(),
    hasSeenIntro: z.boolean(),
    modelTier: z.enum(MODEL_TIERS),
    hubHost: hubHostSchema,
    hubEmbedder: z.string().min(1),
    hubReranker: z.string().min(1).nullable(),
    hubDevice: z.enum(HUB_DEVICES),
    thresholds: thresholdsSchema,
    classifier: z.enum(CLASSIFIERS),
    llmEndpoint: hubHostSchema,
    llmModel: z.string().trim().min(1),
    browserLlm: z.string().min(1),
    chatAssistant: z.enum(CHAT_ASSISTANTS),
    dueNotifications: z.boolean(),
  })
  .partial()
  .strict();

/**
 * Each kind's stale period (lifecycle.ts: decisions and insights never go stale, by default);
 * a bad period falls back to its kind's default alone.
 */
const storedStaleDaysByType = z
  .object(
    Object.fromEntries(
      ITEM_TYPES.map((type) => [type, staleDaysSchema.catch(DEFAULT_STALE_DAYS_BY_TYPE[type])]),
    ) as Record<ItemType, z.ZodCatch<typeof staleDaysSchema>>,
  )
  .catch({ ...DEFAULT_STALE_DAYS_BY_TYPE });

/** The older stale rule, read as it was: its defaults were 30 days for plans, ideas, questions. */
const legacyStaleDays = z.number().int().min(MIN_STALE_DAYS).max(MAX_STALE_DAYS).catch(30);
const legacyStaleTypes = z.array(z.enum(ITEM_TYPES)).catch(['plan', 'idea', 'question']);

/**
 * A row or file from before the per-kind periods: its kinds that went stale get its one
 * period, the others never go stale. Either field may be missing (only choices that
 * differed from the defaults were stored) or bad, and then reads as its old default.
 */
function staleDaysFromLegacy(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const { staleDays, staleTypes, ...row } = raw as Record<string, unknown>;
  const isLegacy = staleDays !== undefined || staleTypes !== undefined;
  if (!isLegacy || row.staleDaysByType !== undefined) return row;
  const days = legacyStaleDays.parse(staleDays);
  const types: readonly ItemType[] = legacyStaleTypes.parse(staleTypes);
  const periods = ITEM_TYPES.map((type): [ItemType, number | null] => [
    type,
    types.includes(type) ? days : null,
  ]);
  return { ...row, staleDaysByType: Object.fromEntries(periods) };
}

/**
 * Settings as stored. Parsed with zod on every read: rows written by older versions (or
 * by hand) may lack fields or hold bad values, and fall back to defaults field by field.
 */
const storedSettingsSchema = z.object({
  staleDaysByType: storedStaleDaysByType,
  /** The width of the Gaussian decay of past conversations in recall (episodic-rank.ts). */
  episodicDecayDays: z
    .number()
    .int()
    .min(decayLimits.min)
    .max(decayLimits.max)
    .catch(EPISODIC_DECAY_DAYS),
  factDecayDays: daysSchema('factDecayDays').catch(MEMORY_DECAY_DAYS.fact),
  habitDecayDays: daysSchema('habitDecayDays').catch(MEMORY_DECAY_DAYS.habit),
  graduationDays: daysSchema('graduationDays').catch(GRADUATION_DAYS),
  memoryThresholds: z
    .object({ fact: memoryThresholdSchema, habit: memoryThresholdSchema })
    .catch({ fact: { ...MEMORY_THRESHOLDS }, habit: { ...MEMORY_THRESHOLDS } }),
  memoryWeights: memoryWeightsSchema.catch({ ...MEMORY_WEIGHTS }),
  /** null: follow the browser's language. */
  language: z.enum(UI_LANGUAGES).nullable().catch(null),
  /** Whether `navigator.storage.persist()` has been asked already (it is asked once). */
  hasAskedPersistence: z.boolean().catch(false),
  /** Whether the first-run cards were put away. */
  hasSeenIntro: z.boolean().catch(false),
  /** The built-in tier until the person agrees to download the Hub models. */
  modelTier: z.enum(MODEL_TIERS).catch('builtin'),
  hubHost: hubHostSchema.catch(DEFAULT_HUB_HOST),
  hubEmbedder: z.string().min(1).catch(HUB_EMBEDDER.id),
  hubReranker: z.string().min(1).nullable().catch(HUB_RERANKER.id),
  hubDevice: z.enum(HUB_DEVICES).catch('auto'),
  thresholds: thresholdsSchema.catch({ ...RECALL_THRESHOLDS }),
  /** The built-in classifier until the person sets up another. */
  classifier: z.enum(CLASSIFIERS).catch('builtin'),
  /** An OpenAI-compatible endpoint on the person's own machine, and the model it runs. */
  llmEndpoint: hubHostSchema.catch(DEFAULT_LLM_ENDPOINT),
  llmModel: z.string().min(1).catch(DEFAULT_LLM_MODEL),
  /** The Hub id of the in-browser instruct LLM, fetched from `hubHost`. */
  browserLlm: z.string().min(1).catch(HUB_INSTRUCT_LLM.id),
  /** Nobody answers in the Chat until the person connects an LLM. */
  chatAssistant: z.enum(CHAT_ASSISTANTS).catch('none'),
  /** Browser notifications for items falling due: off until the person turns them on. */
  dueNotifications: z.boolean().catch(false),
});

/**
 * The stored settings as read from a row or a backup file of any version: the stale rule's
 * older shape (one `staleDays` for the kinds listed in `staleTypes`) becomes its per-kind
 * periods first.
 */
export const settingsSchema = z.preprocess(staleDaysFromLegacy, storedSettingsSchema);

export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  staleDaysByType: { ...DEFAULT_STALE_DAYS_BY_TYPE },
  episodicDecayDays: EPISODIC_DECAY_DAYS,
  factDecayDays: MEMORY_DECAY_DAYS.fact,
  habitDecayDays: MEMORY_DECAY_DAYS.habit,
  graduationDays: GRADUATION_DAYS,
  memoryThresholds: { fact: { ...MEMORY_THRESHOLDS }, habit: { ...MEMORY_THRESHOLDS } },
  memoryWeights: { ...MEMORY_WEIGHTS },
  language: null,
  hasAskedPersistence: false,
  hasSeenIntro: false,
  modelTier: 'builtin',
  hubHost: DEFAULT_HUB_HOST,
  hubEmbedder: HUB_EMBEDDER.id,
  hubReranker: HUB_RERANKER.id,
  hubDevice: 'auto',
  thresholds: { ...RECALL_THRESHOLDS },
  classifier: 'builtin',
  llmEndpoint: DEFAULT_LLM_ENDPOINT,
  llmModel: DEFAULT_LLM_MODEL,
  browserLlm: HUB_INSTRUCT_LLM.id,
  chatAssistant: 'none',
  dueNotifications: false,
};

/**
 * Show-nothing thresholds that were once the defaults. Settings were stored whole, so a
 * row written then holds them although the person never chose them; read as unset, the
 * recalibrated defaults reach that person too.
 */
const LEGACY_DEFAULT_THRESHOLDS = [
  { dense: 0.45, lexical: 0.2 },
  { dense: 0.45, lexical: 0.2, rerank: 0.5 },
  // The default on the earlier built-in model's scale.
  { dense: 0.41, lexical: 0.2, rerank: 0.5 },
];

function isSameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function parseSettings(raw: unknown): Settings {
  const row: Record<string, unknown> =
    typeof raw === 'object' && raw !== null ? { ...(raw as Record<string, unknown>) } : {};
  if (LEGACY_DEFAULT_THRESHOLDS.some((legacy) => isSameValue(row.thresholds, legacy))) {
    delete row.thresholds;
  }
  const parsed = settingsSchema.safeParse(row);
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

/**
 * What is stored of the settings: only the fields that differ from the defaults, so that
 * a default changed in a later version (a recalibrated threshold) reaches everyone who
 * has not chosen otherwise.
 */
export function storedSettingsOf(settings: Settings): Partial<Settings> {
  return Object.fromEntries(
    Object.entries(settings).filter(
      ([key, value]) => !isSameValue(value, DEFAULT_SETTINGS[key as keyof Settings]),
    ),
  );
}

/** The UI language for a browser language list when the person has not chosen one. */
export function languageFromBrowser(languages: readonly string[]): UiLanguage {
  const first = languages.find((tag) => /^(zh|en)\b/i.test(tag)) ?? 'en';
  return first.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}
