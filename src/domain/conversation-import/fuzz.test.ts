// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { parseConversationText } from './parse-conversation-text';
import {
  CONVERSATION_FORMATS,
  IMPORT_REJECTION_CODES,
  ImportRejectedError,
  type ParsedImport,
} from './parsed';

const FIXTURE_DIR = new URL('./fixtures/', import.meta.url);
const fixtures = readdirSync(FIXTURE_DIR).map((name) => ({
  name,
  text: readFileSync(new URL(name, FIXTURE_DIR), 'utf8'),
}));
const CODES: readonly string[] = IMPORT_REJECTION_CODES;

/** mulberry32: a small seeded PRNG, so a failure replays exactly. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}
type Random = ReturnType<typeof createRandom>;

const TOKENS = [
  'User',
  'Assistant',
  'Alice',
  'Bob Smith',
  '我',
  'AI',
  '张三',
  ':',
  '：',
  ': ',
  '\n',
  '\r\n',
  '\n\n',
  ' ',
  '\t',
  '**',
  '## ',
  '# ',
  '> ',
  '[',
  ']',
  '(',
  ')',
  '{',
  '}',
  '"',
  ',',
  '---',
  '2024-03-05',
  '2024/3/5',
  '14:02',
  '14:02:11',
  ' PM',
  'T',
  'https://x.y',
  '[图片]',
  '12/31/21, ',
  '9:41\u202fPM - ',
  '[31/12/2021, 21:41:05] ',
  '\u200e',
  '<Media omitted>',
  'image omitted',
  'hi',
  '"mapping":',
  '"chat_messages":',
  '"messages":',
  '"role":',
  '"user"',
  '"assistant"',
  '"content":',
  '"type":"text","text":',
  '2021/12/31 ',
  '下午9:41 - ',
  '上午12:05',
  '中午',
  '[2021/12/31 21:41:05] ',
  '<省略影音内容>',
  '图片已省略',
  'null',
  '0',
  '-',
  '\ufeff',
  '\ufffd',
  '\u0001',
];

function tokenString(random: Random): string {
  const parts: string[] = [];
  const length = random.int(60);
  for (let index = 0; index < length; index++) parts.push(random.pick(TOKENS));
  return parts.join('');
}

function codeUnitString(random: Random, max: number): string {
  const codes: number[] = [];
  const length = random.int(200);
  for (let index = 0; index < length; index++) codes.push(random.int(max));
  return String.fromCharCode(...codes);
}

function mutate(random: Random, text: string): string {
  let result = text;
  const edits = 1 + random.int(6);
  for (let edit = 0; edit < edits; edit++) {
    const at = random.int(result.length + 1);
    const span = random.int(40);
    const kind = random.int(4);
    if (kind === 0) result = result.slice(0, at) + result.slice(at + span);
    else if (kind === 1)
      result = result.slice(0, at) + result.slice(at, at + span).repeat(3) + result.slice(at);
    else if (kind === 2) result = result.slice(0, at) + random.pick(TOKENS) + result.slice(at);
    else
      result =
        result.slice(0, at) + codeUnitString(random, 0x10000).slice(0, 3) + result.slice(at + 1);
  }
  return result;
}

/** Replaces a random value deep in a JSON tree with a value of another kind. */
function mutateJson(random: Random, value: unknown): unknown {
  const odd = [
    null,
    0,
    -1.5,
    1e300,
    '',
    'x',
    true,
    [],
    {},
    ['a', { text: 1 }],
    { role: 'user' },
    { role: 'assistant', content: [{ type: 'text' }] },
  ];
  if (random.next() < 0.08) return random.pick(odd);
  if (Array.isArray(value)) return value.map((item) => mutateJson(random, item));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mutateJson(random, item)]),
    );
  }
  return value;
}

/** The contract: an ImportRejectedError, or an import with at least one non-empty turn. */
function contractBreach(text: string): string | null {
  let parsed: ParsedImport;
  try {
    parsed = parseConversationText(text, 'fuzz.txt', () => undefined);
  } catch (error) {
    if (!(error instanceof ImportRejectedError)) return `threw ${String(error)}`;
    if (!CODES.includes(error.code)) return `code ${error.code}`;
    if (text.includes('\0') && error.code !== 'binary' && text.trim().length > 0) {
      return `NUL input rejected as ${error.code}`;
    }
    return null;
  }
  if (text.includes('\0')) return 'NUL input was accepted';
  if (!CONVERSATION_FORMATS.includes(parsed.format)) return `format ${parsed.format}`;
  if (parsed.conversations.length === 0) return 'no conversation';
  for (const conversation of parsed.conversations) {
    if (conversation.turns.length === 0) return 'a conversation without turns';
    for (const turn of conversation.turns) {
      if (turn.text.trim().length === 0 || turn.speaker.length === 0) return 'an empty turn';
      if (turn.at !== null && !Number.isFinite(turn.at)) return `time ${turn.at}`;
    }
  }
  if (!parsed.speakers.includes(parsed.suggestedMe)) return 'suggestedMe is not a speaker';
  return null;
}

function runCases(count: number, seed: number, make: (random: Random) => string) {
  const random = createRandom(seed);
  const breaches: string[] = [];
  for (let index = 0; index < count; index++) {
    const text = make(random);
    const breach = contractBreach(text);
    if (breach) breaches.push(`${breach}: ${JSON.stringify(text.slice(0, 120))}`);
  }
  return breaches.slice(0, 5);
}

describe('parseConversationText under random input', () => {
  it('token soup', () => {
    expect(runCases(1500, 1, tokenString)).toEqual([]);
  });

  it('random UTF-16 code units, lone surrogates included', () => {
    expect(runCases(500, 2, (random) => codeUnitString(random, 0x10000))).toEqual([]);
  });

  it('byte-ish strings', () => {
    expect(runCases(500, 3, (random) => codeUnitString(random, 0x100))).toEqual([]);
  });

  it('mutated fixtures', () => {
    expect(runCases(1200, 4, (random) => mutate(random, random.pick(fixtures).text))).toEqual([]);
  });

  it('JSON fixtures with values of the wrong kind deep inside', () => {
    const jsonFixtures = fixtures.filter(({ name }) => name.endsWith('.json'));
    const make = (random: Random) =>
      JSON.stringify(mutateJson(random, JSON.parse(random.pick(jsonFixtures).text)));
    expect(runCases(600, 5, make)).toEqual([]);
  });

  it('truncated fixtures; a JSON export cut anywhere is rejected as truncated', () => {
    const wrongCodes: string[] = [];
    const make = (r: Random) => {
      const { name, text } = r.pick(fixtures);
      const cut = text.slice(0, r.int(text.length));
      const lastBracket = Math.max(text.lastIndexOf(']'), text.lastIndexOf('}'));
      // Past its first two non-blank characters (`[{`, `{"`), a cut export is still JSON-like.
      const isJsonLike = cut.replace(/\s/g, '').length >= 2;
      if (name.endsWith('.json') && isJsonLike && cut.length <= lastBracket) {
        try {
          parseConversationText(cut);
          wrongCodes.push(`${name} cut at ${cut.length} was accepted`);
        } catch (error) {
          const code = error instanceof ImportRejectedError ? error.code : String(error);
          if (code !== 'truncated') wrongCodes.push(`${name} cut at ${cut.length}: ${code}`);
        }
      }
      return cut;
    };
    expect(runCases(800, 7, make)).toEqual([]);
    expect(wrongCodes.slice(0, 5)).toEqual([]);
  });
});
