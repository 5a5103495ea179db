// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import type { ImportRejectionCode, ParsedImport } from '../../../domain/conversation-import/parsed';
import { handleParseRequest } from './parse-handler';
import type { ParseWorkerMessage } from './parse-protocol';

const MB = 1024 * 1024;
const FIXTURES = new URL('../../../domain/conversation-import/fixtures/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES), 'utf8');

/** Everything the worker would post for `input`: progress, then one result or error. */
async function runWorker(input: File | string): Promise<ParseWorkerMessage[]> {
  const posted: ParseWorkerMessage[] = [];
  await handleParseRequest(input, (message) => posted.push(message));
  return posted;
}

const file = (name: string, ...parts: BlobPart[]) => new File(parts, name);
const half = (text: string) => text.slice(0, Math.floor(text.length / 2));

function utf16(text: string, { bom, bigEndian }: { bom: boolean; bigEndian: boolean }) {
  const bytes: number[] = bom ? (bigEndian ? [0xfe, 0xff] : [0xff, 0xfe]) : [];
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    bytes.push(...(bigEndian ? [code >> 8, code & 0xff] : [code & 0xff, code >> 8]));
  }
  return new Uint8Array(bytes);
}

/** A ChatGPT node: `parent` may name a node that is not in the mapping. */
function node(id: string, parent: string | null, role: string, text: string) {
  return {
    id,
    parent,
    children: [],
    message: {
      author: { role },
      content: { content_type: 'text', parts: [text] },
      create_time: 1709647331,
    },
  };
}

function chatGpt(mapping: Record<string, unknown>, currentNode: string) {
  return JSON.stringify([{ title: 'Shed', mapping, current_node: currentNode }]);
}

function claude(messages: { uuid: string; text: string }[]) {
  const chat = messages.map(({ uuid, text }, index) => ({
    uuid,
    text,
    sender: index % 2 === 0 ? 'human' : 'assistant',
    created_at: '2024-03-05T14:02:11Z',
  }));
  return JSON.stringify([{ uuid: 'c1', name: 'Shed', chat_messages: chat }]);
}

const TRANSCRIPT = 'Me: I will paint the shed on Saturday.\nSam: Good idea.\n';

type Case = { name: string; input: () => File | string; code: ImportRejectionCode; says?: RegExp };

/** Malformed input: each is refused with a code the UI words in English and Chinese. */
const MALFORMED: Case[] = [
  { name: 'an empty file', input: () => file('empty.txt'), code: 'empty' },
  { name: 'only whitespace', input: () => file('blank.txt', ' \n\t\r\n  '), code: 'empty' },
  { name: 'an empty paste', input: () => '', code: 'empty' },
  {
    name: 'NUL bytes in a transcript',
    input: () => file('chat.txt', `${TRANSCRIPT}\0\0\0${TRANSCRIPT}`),
    code: 'binary',
  },
  {
    name: 'UTF-16 (little-endian) without its byte-order mark',
    input: () => file('chat.txt', utf16(TRANSCRIPT, { bom: false, bigEndian: false })),
    code: 'binary',
  },
  {
    name: 'UTF-16 (big-endian) without its byte-order mark',
    input: () => file('chat.txt', utf16(TRANSCRIPT, { bom: false, bigEndian: true })),
    code: 'binary',
  },
  {
    name: 'Latin-1 bytes, not UTF-8 (é would be lost)',
    input: () => file('chat.txt', new Uint8Array([...Buffer.from('Me: caf'), 0xe9, 0x0a])),
    code: 'encoding',
  },
  {
    name: 'a ChatGPT export cut in half',
    input: () => file('conversations.json', half(fixture('chatgpt-conversations.json'))),
    code: 'truncated',
    says: /ChatGPT/,
  },
  {
    name: 'a Claude export cut in half',
    input: () => file('conversations.json', half(fixture('claude-conversations.json'))),
    code: 'truncated',
    says: /Claude/,
  },
  {
    name: 'a Telegram export cut in half',
    input: () => file('result.json', half(fixture('telegram-full-export.json'))),
    code: 'truncated',
    says: /Telegram/,
  },
  {
    name: 'a list of chat messages cut in half',
    input: () => file('messages.json', half(fixture('chat-messages.json'))),
    code: 'truncated',
  },
  {
    name: 'a UTF-16 file with its byte-order mark, cut in half',
    input: () =>
      file(
        'c.json',
        utf16(half(fixture('claude-conversations.json')), { bom: true, bigEndian: false }),
      ),
    code: 'truncated',
  },
  {
    name: 'a file of 60 MB, refused by size before it is read',
    input: () => file('big.txt', new Uint8Array(60 * MB)),
    code: 'too-large',
  },
  {
    name: 'a paste of 60 MB',
    input: () => 'x'.repeat(60 * MB),
    code: 'too-large',
  },
  {
    name: 'one line of 20 MB',
    input: () => file('line.txt', 'word '.repeat(4 * MB)),
    code: 'unknown',
  },
  {
    name: 'arrays nested 100,000 deep',
    input: () => file('deep.json', `${'['.repeat(100_000)}${']'.repeat(100_000)}`),
    code: 'unknown',
  },
  {
    name: 'objects nested 100,000 deep',
    input: () => file('deep.json', `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`),
    code: 'unknown',
  },
  {
    name: 'an export hidden under a __proto__ key',
    input: () =>
      file(
        'c.json',
        `{"__proto__": {"mapping": ${JSON.stringify({ a: node('a', null, 'user', 'hi') })}}}`,
      ),
    code: 'unknown',
  },
  {
    name: 'numbers where the message texts should be',
    input: () =>
      file(
        'm.json',
        JSON.stringify([
          { role: 'user', content: 42 },
          { role: 'assistant', content: 7 },
        ]),
      ),
    code: 'unknown',
    says: /no messages/,
  },
  {
    name: 'a ChatGPT branch whose parent is not in the file',
    input: () => file('c.json', chatGpt({ b: node('b', 'gone', 'user', 'Plan the shed.') }, 'b')),
    code: 'damaged',
    says: /Shed/,
  },
  {
    name: 'ChatGPT parents that form a loop',
    input: () =>
      file(
        'c.json',
        chatGpt(
          { a: node('a', 'b', 'user', 'Plan the shed.'), b: node('b', 'a', 'assistant', 'OK.') },
          'b',
        ),
      ),
    code: 'damaged',
  },
  {
    name: 'a Claude conversation with two messages of the same id',
    input: () =>
      file(
        'c.json',
        claude([
          { uuid: 'm1', text: 'Plan the shed.' },
          { uuid: 'm1', text: 'Plan the shed.' },
        ]),
      ),
    code: 'damaged',
    says: /m1/,
  },
  {
    name: 'a Telegram chat with two messages of the same id',
    input: () =>
      file(
        'result.json',
        JSON.stringify({
          name: 'Sam',
          type: 'personal_chat',
          messages: [1, 1].map((id) => ({ id, type: 'message', from: 'Sam', text: 'Hi' })),
        }),
      ),
    code: 'damaged',
  },
  {
    name: 'a Forethought backup dropped on the conversation import',
    input: () =>
      file('backup.json', JSON.stringify({ format: 'forethought-export', version: 1, items: [] })),
    code: 'unknown',
    says: /backup/,
  },
  {
    name: 'a ChatGPT-like export of another version (no mapping, a message list)',
    input: () =>
      file('c.json', JSON.stringify({ version: 3, title: 'Shed', nodes: [{ text: 'hi' }] })),
    code: 'unknown',
  },
];

describe('the parse worker refuses malformed files and pastes, each with its reason', () => {
  it.each(MALFORMED)(
    '$name → $code',
    async ({ input, code, says }) => {
      const posted = await runWorker(input());
      const last = posted.at(-1);
      expect(last?.kind).toBe('failed');
      if (last?.kind !== 'failed') return;
      expect(last.failure.code).toBe(code);
      expect(last.failure.message.length).toBeGreaterThan(20);
      if (says) expect(last.failure.message).toMatch(says);
      expect(posted.filter((message) => message.kind === 'failed')).toHaveLength(1);
      expect(posted.some((message) => message.kind === 'result')).toBe(false);
    },
    30_000,
  );

  it('has at least 15 kinds of malformed input', () => {
    expect(MALFORMED.length).toBeGreaterThanOrEqual(15);
  });

  it('a __proto__ key never reaches the prototype of objects', async () => {
    await runWorker(file('c.json', '[{"__proto__": {"polluted": true}, "mapping": {}}]'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

/** Odd but readable input: imported, with nothing of what was said lost. */
describe('the parse worker reads odd but sound files whole', () => {
  async function parsedOf(input: File | string): Promise<ParsedImport> {
    const last = (await runWorker(input)).at(-1);
    if (last?.kind !== 'result') throw new Error(`not parsed: ${JSON.stringify(last)}`);
    return last.result;
  }

  it('UTF-16 with a byte-order mark, either byte order', async () => {
    for (const bigEndian of [false, true]) {
      const parsed = await parsedOf(file('chat.txt', utf16(TRANSCRIPT, { bom: true, bigEndian })));
      expect(parsed.conversations[0]?.turns.map((turn) => turn.text)).toEqual([
        'I will paint the shed on Saturday.',
        'Good idea.',
      ]);
    }
  });

  it('a UTF-8 byte-order mark before a JSON export', async () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf]);
    const parsed = await parsedOf(file('c.json', bom, fixture('claude-conversations.json')));
    expect(parsed.format).toBe('claude');
  });

  it('ChatGPT node ids named __proto__ and constructor', async () => {
    // Written by hand: JSON.stringify of an object literal would drop a __proto__ key.
    const root = JSON.stringify(node('__proto__', null, 'user', 'Plan the shed.'));
    const answer = JSON.stringify(node('constructor', '__proto__', 'assistant', 'Sure.'));
    const text = `[{"title": "Shed", "current_node": "constructor", "mapping": {"__proto__": ${root}, "constructor": ${answer}}}]`;
    const parsed = await parsedOf(file('c.json', text));
    expect(parsed.conversations[0]?.turns.map((turn) => turn.text)).toEqual([
      'Plan the shed.',
      'Sure.',
    ]);
  });

  it('ChatGPT times written as strings of seconds', async () => {
    const turn = node('a', null, 'user', 'Plan the shed.');
    const text = chatGpt(
      { a: { ...turn, message: { ...turn.message, create_time: '1709647331.5' } } },
      'a',
    );
    const parsed = await parsedOf(file('c.json', text));
    expect(parsed.conversations[0]?.turns[0]?.at).toBe(1709647331_500);
  });
});
