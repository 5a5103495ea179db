// @vitest-environment node
import { readdirSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { importFixture } from '../../test/import-fixtures';
import { resolveMe, SpeakerNotFoundError } from './me-speaker';
import { parseConversationText } from './parse-conversation-text';
import type { ParsedImport } from './parsed';

/** What a request resolves to, or the error's code and the names it lists. */
function outcome(requested: string, parsed: Pick<ParsedImport, 'format' | 'speakers'>) {
  try {
    return resolveMe(requested, parsed);
  } catch (error) {
    if (!(error instanceof SpeakerNotFoundError)) throw error;
    return { [error.code]: error.choices };
  }
}

const unknown = (speakers: string[]) => ({ unknown: speakers });

// Every fixture, with what `--me user`, `USER`, `Me`, `human`, `assistant` and a stranger's
// name resolve to; null where the request is refused with the list of speakers.
const FIXTURES: [file: string, speakers: string[], resolved: (string | null)[]][] = [
  ['chat-conversations.json', ['User', 'Assistant'], ['User', 'User', 'User', 'User', 'Assistant']],
  ['chat-messages.json', ['User', 'Assistant'], ['User', 'User', 'User', 'User', 'Assistant']],
  ['chatgpt-conversations.json', ['ChatGPT', 'User'], ['User', 'User', 'User', 'User', 'ChatGPT']],
  ['claude-conversations.json', ['User', 'Claude'], ['User', 'User', 'User', 'User', 'Claude']],
  ['markdown-bold.md', ['User', 'Assistant'], ['User', 'User', 'User', 'User', 'Assistant']],
  ['markdown-headings.md', ['User', 'Assistant'], ['User', 'User', 'User', 'User', 'Assistant']],
  ['plain-roles.txt', ['User', 'Assistant'], ['User', 'User', 'User', 'User', 'Assistant']],
  ['plain-chinese.txt', ['我', 'AI'], ['我', '我', '我', '我', 'AI']],
  ['wechat-name-first.txt', ['李四', '我', 'Li Si (work)'], ['我', '我', '我', '我', null]],
  ['wechat-time-first.txt', ['张三', '我'], ['我', '我', '我', '我', null]],
  ['markdown-quotes.md', ['Alice', 'Bob'], [null, null, null, null, null]],
  ['plain-timestamps.txt', ['Alice', 'Bob', 'Carol Ann'], [null, null, null, null, null]],
  ['telegram-chat.json', ['Alice', 'Bob', 'user999'], [null, null, null, null, null]],
  ['telegram-full-export.json', ['Bob Martin', 'Alice'], [null, null, null, null, null]],
  ['whatsapp-android.txt', ['Maya Lin', 'Leo Park'], [null, null, null, null, null]],
  ['whatsapp-ios.txt', ['陈晓', 'Sam Ortiz', '+44 7700 900123'], [null, null, null, null, null]],
  ['whatsapp-zh-ios.txt', ['王芳', 'Noah Kim'], [null, null, null, null, null]],
  ['whatsapp-zh.txt', ['林小雨', '周明', 'Emma Hart'], [null, null, null, null, null]],
];

describe('resolveMe over every fixture', () => {
  it('has a row for every fixture file', () => {
    const files = readdirSync(new URL('./fixtures/', import.meta.url)).sort();
    expect(FIXTURES.map(([file]) => file).sort()).toEqual(files);
  });

  it.each(FIXTURES)('%s', (file, speakers, resolved) => {
    const parsed = parseConversationText(importFixture(file), file);
    expect(parsed.speakers).toEqual(speakers);
    const requests = ['user', 'USER', 'Me', 'human', 'assistant'];
    expect(requests.map((requested) => outcome(requested, parsed))).toEqual(
      resolved.map((speaker) => speaker ?? unknown(speakers)),
    );
    expect(outcome('Nobody Here', parsed)).toEqual(unknown(speakers));
    // Each speaker's own name, and the same in other case and spacing, is that speaker.
    for (const speaker of speakers) {
      expect(outcome(speaker, parsed)).toBe(speaker);
      expect(outcome(`  ${speaker.toUpperCase()} `, parsed)).toBe(speaker);
    }
  });
});

describe('resolveMe', () => {
  const chat = (...speakers: string[]) => ({ format: 'plain' as const, speakers });

  it('matches a name written in full-width forms, or with other spacing', () => {
    expect(outcome('Ｌｉ Ｓｉ（ｗｏｒｋ）', chat('李四', 'Li Si(work)'))).toBe('Li Si(work)');
    expect(outcome('carol   ann', chat('Alice', 'Carol Ann'))).toBe('Carol Ann');
    expect(outcome('ＵＳＥＲ', chat('User', 'Assistant'))).toBe('User');
  });

  it('prefers the exact name over one that differs in case', () => {
    expect(outcome('alice', chat('Alice', 'alice'))).toBe('alice');
    expect(outcome('Alice', chat('Alice', 'alice'))).toBe('Alice');
  });

  it('refuses a name that several speakers match, listing them', () => {
    expect(outcome('ALICE', chat('Alice', 'alice', 'Bob'))).toEqual({
      ambiguous: ['Alice', 'alice'],
    });
    expect(outcome('human', chat('Me', 'User', 'Sam'))).toEqual({ ambiguous: ['Me', 'User'] });
  });

  it('takes a name of a speaker before a role of the same word', () => {
    expect(outcome('me', chat('User', 'Me'))).toBe('Me');
    expect(outcome('user', chat('User', 'Me'))).toBe('User');
  });

  it('does not take a product name for the assistant role', () => {
    const chatgpt = { format: 'chatgpt' as const, speakers: ['User', 'ChatGPT'] };
    expect(outcome('claude', chatgpt)).toEqual(unknown(['User', 'ChatGPT']));
    expect(outcome('AI', chatgpt)).toBe('ChatGPT');
  });

  it('does not give a role to a speaker the export lacks', () => {
    expect(outcome('user', { format: 'chatgpt', speakers: ['ChatGPT'] })).toEqual(
      unknown(['ChatGPT']),
    );
  });

  it('refuses an empty name', () => {
    expect(outcome('  ', chat('User', 'Assistant'))).toEqual(unknown(['User', 'Assistant']));
  });

  it('says what was asked and which speakers there are', () => {
    expect(() => resolveMe('user', chat('Maya Lin', 'Leo Park'))).toThrow(
      'No speaker "user" in this conversation; its speakers: "Maya Lin", "Leo Park".',
    );
  });
});
