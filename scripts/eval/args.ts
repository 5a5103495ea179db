import { parseArgs } from 'node:util';

import type { SplitPart } from '../replay/split';

import { HUB_EMBEDDER, isHubModelId } from '../../src/domain/hub-models';
import { DEFAULT_LLM_MODEL, isHubHost } from '../../src/domain/settings';

export type Tier = 'builtin' | 'lexical' | 'hub';

/**
 * The instruct LLM `npm run models:build-llm` writes into models-build/: the default for
 * `--browser-llm-dir`, so that the folder that script makes is read as it is. The app's own
 * default (HUB_INSTRUCT_LLM) is downloaded from the Hub; with a copy of it in DIR, name it
 * with `--browser-llm`.
 */
export const BUILT_INSTRUCT_LLM = 'HuggingFaceTB/SmolLM2-135M-Instruct';

/** Where the Hub tier's model files come from. */
export type HubModelSource =
  /** A host in the Hub's URL scheme (`{owner}/{name}/resolve/main/…`): the Hub, a mirror. */
  | { kind: 'host'; url: string }
  /** A local folder in the Hub layout (`{owner}/{name}/…`), served on loopback by the eval. */
  | { kind: 'dir'; path: string };

export type HubDevice = 'wasm' | 'webgpu';

/** What `--tier hub` runs: one embedder, from one source, on one device, in Chromium. */
export type HubOptions = {
  source: HubModelSource;
  /** Hub id, `owner/name`. */
  embedder: string;
  device: HubDevice;
  /** Force WebGPU onto SwiftShader (Chromium's CPU implementation of it). */
  isSwiftShader: boolean;
};

type CommonArgs = {
  files: string[];
  isJson: boolean;
  /** Overrides the app's default threshold for every scorer; null keeps the defaults. */
  threshold: number | null;
  /** Query with the writer's turns before the draft, as the app's "earlier turns" toggle. */
  isWithTurns: boolean;
  /** The false-alarm rate the proposed threshold may reach. */
  maxFalseAlarmRate: number;
  /**
   * Classification files are labelled by this OpenAI-compatible endpoint (the app's
   * optional LLM classifier) instead of the tier's classifier; null: the tier's.
   */
  llmEndpoint: { url: string; model: string } | null;
  /**
   * Classification files are labelled by an in-browser instruct LLM read from a local folder
   * in the Hub layout (`{dir}/{owner}/{name}/…`), run by transformers.js on onnxruntime-node
   * with the app's prompt and reading; null: not.
   */
  browserLlm: { dir: string; modelId: string } | null;
  /**
   * Items ranked another way than the app ranks them (builtin-tier.ts): dense alone, or the
   * cosine fused with the words shared; null: as the app does (shared-words.ts).
   */
  fusion: RecallFusion | null;
  /** Only the recall cases of this part (by a hash of the id, as replay splits flows). */
  part: SplitPart | null;
};

/**
 * The cosine alone, reciprocal-rank fusion with the BM25 ranking, or the cosine plus
 * `weight` × BM25 (for every draft, or only for mostly Chinese ones).
 */
export type RecallFusion =
  | { kind: 'dense' }
  | { kind: 'first-view' }
  | { kind: 'second-view' }
  | { kind: 'uncalibrated' }
  | { kind: 'rrf' }
  | { kind: 'words'; weight: number; isChineseOnly: boolean };

export type EvalArgs = CommonArgs &
  ({ tier: 'builtin' | 'lexical'; hub: null } | { tier: 'hub'; hub: HubOptions });

export const USAGE = `Usage: tsx scripts/eval.ts [--json] [--tier builtin|lexical] [--threshold X]
                          [--max-false-alarm RATE] [--with-turns] [--fusion dense|first-view|second-view|uncalibrated|rrf|words:W|words-zh:W]
                          [--part design|check] FILE…
       tsx scripts/eval.ts --tier hub (--model-host URL | --model-dir DIR) [--embedder ID]
                          [--device wasm|webgpu] [--swiftshader] [other options] FILE…
       tsx scripts/eval.ts --llm-endpoint URL [--llm-model NAME] [other options] FILE…
       tsx scripts/eval.ts --browser-llm-dir DIR [--browser-llm ID] [other options] FILE…
  --tier             builtin (default: the built-in model's cosine, onnxruntime-node), lexical (BM25
                     only), or hub (a Hub embedder's cosine, run by the app's ML worker in
                     headless Chromium: transformers.js on onnxruntime-web)
  --model-host       hub: the Hub or a mirror in its URL scheme (e.g. https://huggingface.co/)
  --model-dir        hub: a local folder in the Hub layout ({owner}/{name}/config.json, …),
                     served on loopback for the run
  --embedder         hub: the embedder's Hub id (default ${HUB_EMBEDDER.id})
  --device           hub: wasm (default) or webgpu
  --swiftshader      hub, webgpu only: force Chromium's CPU WebGPU adapter (SwiftShader; Chromium
                     also falls back to it by itself where it finds no GPU, and the report says so)
  --llm-endpoint     classification files: label them with an OpenAI-compatible endpoint (e.g.
                     Ollama at http://localhost:11434), as the app's optional LLM classifier does
  --llm-model        the model the endpoint runs (default ${DEFAULT_LLM_MODEL})
  --browser-llm-dir  classification files: label them with an in-browser instruct LLM from a
                     local folder in the Hub layout (e.g. models-build, made by npm run
                     models:build-llm), run by transformers.js on onnxruntime-node (4-bit)
  --browser-llm      its Hub id, the folder under DIR (default ${BUILT_INSTRUCT_LLM})
  --threshold        show-nothing threshold to report at (default: the app's, per scorer)
  --max-false-alarm  false-alarm rate allowed when proposing a threshold (default 0.1)
  --with-turns       query with the writer's two turns before the draft (from later_context_full)
  --fusion           builtin: rank items otherwise than the app (the cosine, calibrated across
                     languages, + 0.15 × BM25 for mostly Chinese drafts, ordered with the second
                     view): first-view (the same without the second view), second-view (its
                     cosine alone), uncalibrated (both views, pairs across languages not
                     calibrated: the weight by the draft's language), dense (the calibrated
                     cosine alone), rrf (reciprocal-rank fusion of it with BM25 over the case's
                     memories), words:W (it + W × BM25) or words-zh:W (the same for mostly
                     Chinese drafts only)
  --part             recall files: only the design or the check part of the cases (a hash of
                     each id, as replay splits flows)
  --json             also print one JSON object on the last line`;

/** The options that only mean something with `--tier hub`. */
const HUB_FLAGS = ['model-host', 'model-dir', 'embedder', 'device', 'swiftshader'] as const;

/** Parses the command line; throws with a message fit for the terminal on bad input. */
export function parseEvalArgs(argv: readonly string[]): EvalArgs {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      tier: { type: 'string', default: 'builtin' },
      threshold: { type: 'string' },
      'max-false-alarm': { type: 'string', default: '0.1' },
      'with-turns': { type: 'boolean', default: false },
      fusion: { type: 'string' },
      part: { type: 'string' },
      'model-host': { type: 'string' },
      'model-dir': { type: 'string' },
      embedder: { type: 'string' },
      device: { type: 'string' },
      swiftshader: { type: 'boolean' },
      'llm-endpoint': { type: 'string' },
      'llm-model': { type: 'string' },
      'browser-llm-dir': { type: 'string' },
      'browser-llm': { type: 'string' },
    },
  });
  const { tier } = values;
  if (tier !== 'builtin' && tier !== 'lexical' && tier !== 'hub') {
    throw new Error(`Unknown tier "${tier}": use builtin, lexical or hub.`);
  }
  if (tier !== 'hub') {
    const stray = HUB_FLAGS.filter((flag) => values[flag] !== undefined);
    if (stray.length > 0) {
      const flags = stray.map((flag) => `--${flag}`).join(', ');
      throw new Error(`${flags} only appl${stray.length > 1 ? 'y' : 'ies'} to --tier hub.`);
    }
  }
  if (positionals.length === 0) throw new Error('No eval files given.');
  const common: CommonArgs = {
    files: positionals,
    isJson: values.json,
    threshold: values.threshold === undefined ? null : toNumber('--threshold', values.threshold),
    isWithTurns: values['with-turns'],
    maxFalseAlarmRate: toNumber('--max-false-alarm', values['max-false-alarm']),
    llmEndpoint: toLlmEndpoint(values['llm-endpoint'], values['llm-model']),
    browserLlm: toBrowserLlm(values['browser-llm-dir'], values['browser-llm']),
    fusion: values.fusion === undefined ? null : toFusion(values.fusion),
    part: toPart(values.part),
  };
  if (common.fusion !== null && tier !== 'builtin') {
    throw new Error('--fusion applies to --tier builtin.');
  }
  if (common.llmEndpoint && common.browserLlm) {
    throw new Error('Label with one LLM: --llm-endpoint or --browser-llm-dir, not both.');
  }
  if (tier !== 'hub') return { ...common, tier, hub: null };
  return { ...common, tier, hub: toHubOptions(values) };
}

type HubValues = {
  'model-host'?: string;
  'model-dir'?: string;
  embedder?: string;
  device?: string;
  swiftshader?: boolean;
};

function toHubOptions(values: HubValues): HubOptions {
  const embedder = values.embedder ?? HUB_EMBEDDER.id;
  if (!isHubModelId(embedder)) {
    throw new Error(`--embedder needs a Hub id of the form owner/name, not "${embedder}".`);
  }
  const device = values.device ?? 'wasm';
  if (device !== 'wasm' && device !== 'webgpu') {
    throw new Error(`Unknown device "${device}": use wasm or webgpu.`);
  }
  const isSwiftShader = values.swiftshader ?? false;
  if (isSwiftShader && device !== 'webgpu') {
    throw new Error('--swiftshader is a WebGPU adapter: use it with --device webgpu.');
  }
  return { source: toSource(values), embedder, device, isSwiftShader };
}

function toSource(values: HubValues): HubModelSource {
  const host = values['model-host'];
  const dir = values['model-dir'];
  if (host !== undefined && dir !== undefined) {
    throw new Error('Give the Hub tier one model source: --model-host or --model-dir, not both.');
  }
  if (dir !== undefined) {
    if (dir.trim() === '') throw new Error('--model-dir needs a folder.');
    return { kind: 'dir', path: dir };
  }
  if (host === undefined) {
    // No default: the Hub itself is a download of hundreds of MB, which should be asked for.
    throw new Error(
      'The Hub tier needs a model source: --model-host URL (the Hub, a mirror, or a local ' +
        'host in the Hub’s URL scheme) or --model-dir DIR (a folder in the Hub layout).',
    );
  }
  return { kind: 'host', url: toHostUrl(host) };
}

/** The host as transformers.js's `env.remoteHost` wants it: http(s), with a trailing slash. */
function toHostUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`--model-host needs a URL such as https://huggingface.co/, not "${text}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`--model-host needs an http or https URL, not "${text}".`);
  }
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

function toLlmEndpoint(
  url: string | undefined,
  model: string | undefined,
): CommonArgs['llmEndpoint'] {
  if (url === undefined) {
    if (model !== undefined) throw new Error('--llm-model names the model of --llm-endpoint.');
    return null;
  }
  if (!isHubHost(url)) throw new Error(`--llm-endpoint needs an http(s) URL, not "${url}".`);
  if (model?.trim() === '') throw new Error('--llm-model needs a model name.');
  return { url, model: model ?? DEFAULT_LLM_MODEL };
}

function toBrowserLlm(
  dir: string | undefined,
  modelId: string | undefined,
): CommonArgs['browserLlm'] {
  if (dir === undefined) {
    if (modelId !== undefined)
      throw new Error('--browser-llm names the model in --browser-llm-dir.');
    return null;
  }
  if (dir.trim() === '') throw new Error('--browser-llm-dir needs a folder.');
  const id = modelId ?? BUILT_INSTRUCT_LLM;
  if (!isHubModelId(id)) {
    throw new Error(`--browser-llm needs a Hub id of the form owner/name, not "${id}".`);
  }
  return { dir, modelId: id };
}

function toNumber(flag: string, text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) throw new Error(`${flag} needs a number.`);
  return value;
}

function toPart(text: string | undefined): SplitPart | null {
  if (text === undefined) return null;
  if (text === 'design' || text === 'check') return text;
  throw new Error(`--part is design or check, not "${text}".`);
}

function toFusion(text: string): RecallFusion {
  const kinds = ['rrf', 'dense', 'first-view', 'second-view', 'uncalibrated'] as const;
  const kind = kinds.find((known) => known === text);
  if (kind !== undefined) return { kind };
  const [, scope, weight] = /^(words|words-zh):(\d+(?:\.\d+)?)$/u.exec(text) ?? [];
  if (weight === undefined)
    throw new Error(
      `--fusion is rrf, words:W (e.g. words:0.1, words-zh:0.1), dense, first-view, second-view or uncalibrated, not "${text}".`,
    );
  return { kind: 'words', weight: Number(weight), isChineseOnly: scope === 'words-zh' };
}
