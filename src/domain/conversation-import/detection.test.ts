// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { MAX_IMPORT_CHARS } from './limits';
import { parseConversationText } from './parse-conversation-text';
import type { ImportRejectionCode } from './parsed';
import { importFixture, rejection } from '../../test/import-fixtures';

const fixture = importFixture;
const example = (name: string) =>
  readFileSync(new URL(`../../../e2e/fixtures/conversations/${name}`, import.meta.url), 'utf8');

const codeOf = (text: string): ImportRejectionCode => rejection(text).code;

describe('format detection', () => {
  it.each([
    ['chatgpt-conversations.json', 'chatgpt'],
    ['claude-conversations.json', 'claude'],
    ['telegram-chat.json', 'telegram'],
    ['telegram-full-export.json', 'telegram'],
    ['plain-timestamps.txt', 'plain'],
    ['plain-roles.txt', 'plain'],
    ['plain-chinese.txt', 'plain'],
    ['wechat-time-first.txt', 'wechat'],
    ['wechat-name-first.txt', 'wechat'],
    ['whatsapp-android.txt', 'whatsapp'],
    ['whatsapp-ios.txt', 'whatsapp'],
    ['whatsapp-zh.txt', 'whatsapp'],
    ['whatsapp-zh-ios.txt', 'whatsapp'],
    ['chat-messages.json', 'chat-json'],
    ['chat-conversations.json', 'chat-json'],
    ['markdown-bold.md', 'markdown'],
    ['markdown-headings.md', 'markdown'],
    ['markdown-quotes.md', 'markdown'],
  ])('%s is %s', (name, format) => {
    expect(parseConversationText(fixture(name), name).format).toBe(format);
  });

  it('reads JSON by its shape, whatever the file is called', () => {
    expect(parseConversationText(fixture('chatgpt-conversations.json'), 'result.json').format).toBe(
      'chatgpt',
    );
    expect(parseConversationText(fixture('telegram-chat.json'), 'conversations.json').format).toBe(
      'telegram',
    );
    expect(parseConversationText(fixture('plain-roles.txt'), 'conversations.json').format).toBe(
      'plain',
    );
    expect(parseConversationText(fixture('chat-messages.json'), 'result.json').format).toBe(
      'chat-json',
    );
  });

  it('does not take a transcript that opens with a bracketed time for JSON', () => {
    const parsed = parseConversationText('[14:02] Alice: hi\n[14:03] Bob: hello');
    expect(parsed.format).toBe('plain');
    expect(parsed.conversations[0]?.turns).toHaveLength(2);
  });

  it('picks the format that explains most lines', () => {
    // WeChat messages that happen to look like "Name: text" lines.
    const weChat =
      '2024-03-05 14:02:11 张三\n备注: 带伞\n2024-03-05 14:03:00 我\n好的\n2024-03-05 14:04:00 张三\n地点: 门口';
    expect(parseConversationText(weChat).format).toBe('wechat');
    // A plain transcript with one line that looks like a WeChat header.
    const plain = 'Alice: hi\nBob: hello\n2024-03-05 14:02 Carol\nAlice: ok\nBob: bye';
    expect(parseConversationText(plain).format).toBe('plain');
  });

  it('reports progress that only rises and ends at 1', () => {
    const names = [
      'chatgpt-conversations.json',
      'chat-conversations.json',
      'plain-timestamps.txt',
      'whatsapp-ios.txt',
      'whatsapp-zh.txt',
    ];
    for (const name of names) {
      const fractions: number[] = [];
      parseConversationText(fixture(name), name, (fraction) => fractions.push(fraction));
      expect(fractions.at(-1)).toBe(1);
      expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
      expect(new Set(fractions).size).toBe(fractions.length);
    }
  });
});

describe('rejections', () => {
  it('refuses empty and whitespace-only input as empty', () => {
    expect(codeOf('')).toBe('empty');
    expect(codeOf(' \n\t\r\n ')).toBe('empty');
    expect(codeOf('\ufeff')).toBe('empty');
  });

  it('refuses binary content as binary', () => {
    const png = String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
    expect(codeOf(png + 'IHDR')).toBe('binary');
    // UTF-16 read as UTF-8: a NUL after every ASCII letter.
    expect(codeOf('U\0s\0e\0r\0:\0 \0h\0i\0')).toBe('binary');
    // No NUL, but mostly controls and replacement characters (a mis-decoded file).
    expect(codeOf('User: \ufffd\ufffd\u0001\u0002\u0003\u0004\ufffd\u0007 ok')).toBe('binary');
    expect(rejection('\u0000').message).toMatch(/not text/);
  });

  it('accepts a few odd characters in real text', () => {
    const text = `User: hi \ufffd\nAssistant: ${'a fine answer '.repeat(20)}`;
    expect(parseConversationText(text).conversations[0]?.turns).toHaveLength(2);
  });

  it('refuses a cut-off export as truncated, naming the export', () => {
    const cases: [string, RegExp][] = [
      ['chatgpt-conversations.json', /ChatGPT/],
      ['claude-conversations.json', /Claude/],
      ['telegram-chat.json', /Telegram/],
      ['telegram-full-export.json', /Telegram/],
      ['chat-messages.json', /chat-message JSON/],
      ['chat-conversations.json', /chat-message JSON/],
    ];
    for (const [name, exportName] of cases) {
      const text = fixture(name);
      const error = rejection(text.slice(0, Math.floor(text.length * 0.6)));
      expect(error.code).toBe('truncated');
      expect(error.message).toMatch(exportName);
    }
    expect(codeOf('[{"title": "Trip')).toBe('truncated');
    expect(rejection('{"a": ').message).toMatch(
      /looks like a JSON export, but the file ends early/,
    );
  });

  it('refuses JSON of no known shape, and known exports without messages, as unknown', () => {
    expect(codeOf('{"items": [1, 2, 3]}')).toBe('unknown');
    expect(codeOf('[{"a": 1}]')).toBe('unknown');
    const emptyChatGpt = rejection('[{"title": "x", "mapping": {}, "current_node": null}]');
    expect(emptyChatGpt.code).toBe('unknown');
    expect(emptyChatGpt.message).toMatch(/ChatGPT export holds no messages/);
    // A list under "messages" with neither roles nor Telegram's fields is still no chat.
    expect(codeOf('{"messages": [{"author": "a", "body": "b"}]}')).toBe('unknown');
    const emptyChat = rejection('[{"role": "user", "content": ""}]');
    expect(emptyChat.message).toMatch(/chat-message JSON export holds no messages/);
  });

  it('refuses text with no speaker as unknown', () => {
    expect(codeOf('Just some thoughts I had today.\nNothing like a chat.')).toBe('unknown');
    expect(codeOf('User:\nAssistant:   \n')).toBe('unknown');
  });

  it('refuses more than the limit as too-large', () => {
    const error = rejection(`User: ${'a'.repeat(MAX_IMPORT_CHARS)}`);
    expect(error.code).toBe('too-large');
    expect(error.message).toMatch(/largest import is 50 MB/);
  });
});

describe('the example files a person can try', () => {
  it.each([
    [
      'chatgpt-export.json',
      'chatgpt',
      'User',
      "OK, I've decided to sign up for the Lyon half marathon.",
    ],
    ['claude-export.json', 'claude', 'User', 'We decided to go with the matte finish.'],
    ['telegram-result.json', 'telegram', 'Me', 'Open question: glossy or matte paper?'],
    ['wechat-chat.txt', 'wechat', '我', '我决定了，周六早上七点在公园门口见。'],
    ['whatsapp-chat.txt', 'whatsapp', 'Maya Lin', 'We decided to take the night train to Porto.'],
    [
      'plain-transcript.txt',
      'plain',
      'Me',
      'We decided to archive everything older than two years.',
    ],
    ['markdown-chat.md', 'markdown', 'User', "I've decided to start with a simple country loaf."],
    [
      'chat-messages.json',
      'chat-json',
      'User',
      "OK, I've decided to cycle on Tuesdays and Thursdays, starting next week.",
    ],
  ])('%s is %s, proposes %s, and holds the decision', (name, format, me, decision) => {
    const parsed = parseConversationText(example(name), name);
    expect(parsed.format).toBe(format);
    expect(parsed.suggestedMe).toBe(me);
    const texts = parsed.conversations.flatMap((conversation) => conversation.turns);
    expect(texts.find((turn) => turn.text === decision)?.speaker).toBe(me);
  });

  it('the ChatGPT example keeps only the shown answer to the plan', () => {
    const parsed = parseConversationText(example('chatgpt-export.json'));
    const texts = parsed.conversations[0]?.turns.map((turn) => turn.text) ?? [];
    expect(texts).toHaveLength(14);
    expect(texts).not.toContain('Half marathons are 21.1 km.');
  });
});
