// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { isChatMessagesJson } from './chat-messages-json';
import { parseConversationText } from './parse-conversation-text';
import { importFixture, rejection } from '../../test/import-fixtures';

const fixture = importFixture;
const json = (value: unknown) => JSON.stringify(value);

describe('a bare list of role/content messages', () => {
  const parsed = parseConversationText(fixture('chat-messages.json'), 'chat.json');
  const turns = parsed.conversations[0]?.turns ?? [];

  it('is one conversation, without the system prompt, tool calls or tool results', () => {
    expect(parsed.format).toBe('chat-json');
    expect(parsed.conversations).toHaveLength(1);
    expect(parsed.conversations[0]?.title).toBe('');
    expect(turns).toHaveLength(8);
    const texts = turns.map((turn) => turn.text);
    expect(texts.some((text) => /helpful assistant|"ok"|set_reminder/.test(text))).toBe(false);
    expect(texts[5]).toBe("Done. You'll get a reminder on Monday evening to pump the tyres.");
  });

  it('names the roles User and Assistant and proposes User as me', () => {
    expect(turns.map((turn) => turn.speaker)).toEqual([
      'User',
      'Assistant',
      'User',
      'Assistant',
      'User',
      'Assistant',
      'User',
      'Assistant',
    ]);
    expect(parsed.speakers).toEqual(['User', 'Assistant']);
    expect(parsed.suggestedMe).toBe('User');
  });

  it('joins the text parts of a content array and leaves the image out', () => {
    expect(turns[2]?.text).toBe("Here's the route I drew.\n\nIs the river path a good idea?");
    expect(turns[3]?.text).toBe(
      'Yes: the river path is flat and away from cars. It adds about a kilometre.',
    );
  });

  it('reads created_at as an ISO time', () => {
    expect(turns[0]?.at).toBe(Date.UTC(2024, 4, 2, 18, 30));
    expect(turns[1]?.at).toBe(Date.UTC(2024, 4, 2, 18, 30, 12, 500));
  });
});

describe('a list of conversations', () => {
  const parsed = parseConversationText(fixture('chat-conversations.json'));
  const [sourdough, moving] = parsed.conversations;

  it('keeps each titled conversation and drops one of instructions only', () => {
    expect(parsed.format).toBe('chat-json');
    expect(parsed.conversations.map((c) => [c.title, c.turns.length])).toEqual([
      ['Sourdough starter', 3],
      ['Moving flat', 2],
    ]);
  });

  it('reads Open WebUI messages under chat, with timestamp in epoch seconds', () => {
    expect(sourdough?.turns[0]).toEqual({
      speaker: 'User',
      text: 'My sourdough starter smells like nail polish. Is it dead?',
      at: 1717228800_000,
    });
    expect(sourdough?.turns[1]?.at).toBe(1717228831_000);
  });

  it('reads input_text and output_text parts, createdAt in ms or ISO with a zone', () => {
    expect(moving?.turns).toEqual([
      { speaker: 'User', text: '下个月搬家，我应该先做什么？', at: 1717315200000 },
      {
        speaker: 'Assistant',
        text: '先订搬家公司，再通知房东和物业。',
        at: Date.UTC(2024, 5, 2, 0, 0, 9),
      },
    ]);
  });
});

describe('other shapes of the same messages', () => {
  it('reads {"messages": […]} with its title', () => {
    const text = json({
      title: 'Plans',
      messages: [
        { role: 'user', content: 'I plan to repaint the kitchen.', timestamp: '1717228800' },
        { role: 'assistant', content: 'Pick a washable paint.' },
      ],
    });
    const parsed = parseConversationText(text);
    expect(parsed.format).toBe('chat-json');
    expect(parsed.conversations[0]?.title).toBe('Plans');
    expect(parsed.conversations[0]?.turns[0]?.at).toBe(1717228800_000);
  });

  it('reads {"conversations": […]}, and takes chat.title when the top title is empty', () => {
    const text = json({
      conversations: [
        { title: '', chat: { title: 'Inner', messages: [{ role: 'user', content: 'hi' }] } },
        { messages: [{ role: 'assistant', content: 'hello' }] },
      ],
    });
    const parsed = parseConversationText(text);
    expect(parsed.conversations.map((c) => c.title)).toEqual(['Inner', '']);
  });

  it('gives a time it cannot read no time, and keeps the message', () => {
    const text = json([
      { role: 'user', content: 'a', timestamp: 'yesterday' },
      { role: 'user', content: 'b', created_at: -5 },
    ]);
    expect(parseConversationText(text).conversations[0]?.turns.map((turn) => turn.at)).toEqual([
      null,
      null,
    ]);
  });
});

describe('recognising the shape', () => {
  it('needs a known role and a content field', () => {
    expect(isChatMessagesJson([{ role: 'user', content: 'hi' }])).toBe(true);
    expect(isChatMessagesJson([{ role: 'user' }])).toBe(false);
    expect(isChatMessagesJson([{ role: 'narrator', content: 'hi' }])).toBe(false);
    expect(isChatMessagesJson({ messages: [{ type: 'message', from: 'Ana', text: 'hi' }] })).toBe(
      false,
    );
    expect(isChatMessagesJson([{ title: 'x', messages: [{ role: 'tool', content: '' }] }])).toBe(
      true,
    );
  });

  it('leaves ChatGPT, Claude and Telegram exports to their own readers', () => {
    const names: [string, string][] = [
      ['chatgpt-conversations.json', 'chatgpt'],
      ['claude-conversations.json', 'claude'],
      ['telegram-chat.json', 'telegram'],
      ['telegram-full-export.json', 'telegram'],
    ];
    for (const [name, format] of names) {
      expect(isChatMessagesJson(JSON.parse(fixture(name)))).toBe(false);
      expect(parseConversationText(fixture(name)).format).toBe(format);
    }
  });

  it('refuses messages with no text anywhere, naming the shape', () => {
    const cases = [
      [{ role: 'system', content: 'Be brief.' }],
      [{ role: 'user', content: '   ' }],
      [{ role: 'user', content: [{ type: 'image_url', image_url: { url: 'x' } }] }],
      { messages: [{ role: 'assistant', content: null, tool_calls: [] }] },
    ];
    for (const value of cases) {
      const error = rejection(json(value));
      expect(error.code).toBe('unknown');
      expect(error.message).toBe('This chat-message JSON export holds no messages to import.');
    }
  });

  it('refuses messages without a role or content as JSON of no known shape', () => {
    const error = rejection(json([{ role: 'user' }, { content: 'hi' }]));
    expect(error.code).toBe('unknown');
    expect(error.message).toMatch(/not a ChatGPT, Claude or Telegram export, nor a list of chat/);
  });

  it('names the shape when the file is cut off', () => {
    const text = fixture('chat-messages.json');
    const error = rejection(text.slice(0, 300));
    expect(error.code).toBe('truncated');
    expect(error.message).toMatch(/looks like a chat-message JSON export/);
  });
});
