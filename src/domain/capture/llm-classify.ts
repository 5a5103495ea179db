import type { ClassifyInput } from './extract-candidates';
import { isCaptureLabel, type Classification } from './labels';

/**
 * Classification by an instruct LLM: the same prompt and the same reading of its answer
 * whether the model runs in this browser (transformers.js) or behind an OpenAI-compatible
 * endpoint on the person's machine (Ollama, LM Studio).
 */

/** What the model is told: the labels and what each means (near-misses too), the JSON shape. */
const SYSTEM_PROMPT = [
  'You label sentences a person wrote in a journal or a chat (English, Chinese or mixed).',
  'Labels: plan (something they intend to do), idea (a possibility they float),',
  'decision (a choice they have made), question (an open question they want answered about',
  'their life or work; not small talk, not a request to an assistant), insight (something they',
  'realised or learnt), fact (a lasting truth about the person: who they are, their family and',
  'the names of people in their life, where they live or work, diet, allergies, health, the',
  'tools they use, what they like or dislike), habit (how they usually do things: a routine, a',
  'recurring schedule, a rule they live by, how they prefer to work), none (small talk,',
  'feelings, finished past events, news about others, thanks, instructions or requests to an',
  'assistant).',
  'A routine they mean to start is a plan, a choice just made is a decision; a single past',
  'event is none.',
  'Answer with JSON only: {"labels":[{"label":"plan","confidence":0.8}, ...]}, one entry per',
  'sentence, in order; confidence between 0 and 1.',
].join(' ');

/** Sentences per request: small models lose count past this. */
export const LLM_BATCH = 8;

export type LlmMessage = { role: 'system' | 'user'; content: string };

/** The chat for one batch of sentences, numbered in order. */
export function llmMessages(inputs: readonly ClassifyInput[]): LlmMessage[] {
  const numbered = inputs.map((input, i) => `${i + 1}. ${input.text.replace(/\s+/g, ' ')}`);
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: `Sentences:\n${numbered.join('\n')}` },
  ];
}

/**
 * Room for `count` verdicts of about 15 tokens each, and for what small models add around
 * them (a code fence, indentation, a sentence of their own): a cut-off answer is refused.
 */
export function maxNewTokensFor(count: number): number {
  return 32 + 32 * count;
}

/**
 * Structured output by JSON schema: Ollama and LM Studio both take it (LM Studio refuses
 * `json_object`). The schema holds the shape only; the reader checks labels and count.
 */
const LABELS_FORMAT = {
  type: 'json_schema',
  json_schema: {
    name: 'labels',
    schema: {
      type: 'object',
      properties: {
        labels: {
          type: 'array',
          items: {
            type: 'object',
            properties: { label: { type: 'string' }, confidence: { type: 'number' } },
            required: ['label', 'confidence'],
          },
        },
      },
      required: ['labels'],
    },
  },
} as const;

export type ChatRequest = {
  model: string;
  temperature: number;
  response_format: typeof LABELS_FORMAT;
  messages: LlmMessage[];
};

/** The chat-completions request body for a batch of sentences. */
export function llmRequest(model: string, inputs: readonly ClassifyInput[]): ChatRequest {
  return {
    model,
    temperature: 0,
    response_format: LABELS_FORMAT,
    messages: llmMessages(inputs),
  };
}

/** Why an OpenAI-compatible endpoint gave no answer; `detail` is the address or the status. */
export class EndpointError extends Error {
  constructor(
    readonly code: 'unreachable' | 'status' | 'timeout',
    readonly detail: string,
  ) {
    super(`The classification endpoint failed (${code}): ${detail}`);
    this.name = 'EndpointError';
  }
}

export class LlmAnswerError extends Error {
  constructor(detail: string) {
    super(`The classification model gave an answer that could not be read: ${detail}.`);
    this.name = 'LlmAnswerError';
  }
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/**
 * The JSON object in a model's text. Small models often wrap it in a code fence or a
 * sentence of their own, so the outermost braces are taken.
 */
function jsonIn(content: string): unknown {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start === -1 || end < start) throw new LlmAnswerError('no JSON object in it');
  try {
    return JSON.parse(content.slice(start, end + 1));
  } catch {
    throw new LlmAnswerError('its JSON does not parse');
  }
}

/** Reads a model's text into one verdict per input, in order; throws LlmAnswerError. */
export function readLlmContent(content: string, count: number): Classification[] {
  const labels = asRecord(jsonIn(content))?.labels;
  if (!Array.isArray(labels) || labels.length !== count) {
    throw new LlmAnswerError(`expected ${count} labels`);
  }
  return labels.map((entry: unknown) => {
    const record = asRecord(entry);
    const label = typeof record?.label === 'string' ? record.label.trim().toLowerCase() : '';
    const confidence = typeof record?.confidence === 'number' ? record.confidence : NaN;
    if (!isCaptureLabel(label)) throw new LlmAnswerError(`unknown label "${label}"`);
    const clamped = Number.isFinite(confidence) ? Math.min(1, Math.max(0, confidence)) : 0.5;
    return { label, confidence: clamped };
  });
}

/** Reads a chat-completions response (OpenAI's shape); throws LlmAnswerError. */
export function readLlmAnswer(response: unknown, count: number): Classification[] {
  const choices = asRecord(response)?.choices;
  const first = Array.isArray(choices) ? asRecord(choices[0]) : null;
  const content = asRecord(first?.message)?.content;
  if (typeof content !== 'string') throw new LlmAnswerError('no message content');
  return readLlmContent(content, count);
}

/** Runs `classifyBatch` over `inputs` in batches of LLM_BATCH, keeping their order. */
export async function inBatches(
  inputs: readonly ClassifyInput[],
  classifyBatch: (batch: ClassifyInput[]) => Promise<Classification[]>,
): Promise<Classification[]> {
  const results: Classification[] = [];
  for (let start = 0; start < inputs.length; start += LLM_BATCH) {
    results.push(...(await classifyBatch(inputs.slice(start, start + LLM_BATCH))));
  }
  return results;
}
