// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { parseConversationText } from './parse-conversation-text';
import { ImportRejectedError } from './parsed';
import { importFixture } from '../../test/import-fixtures';

const fixture = importFixture;

describe('ChatGPT conversations.json', () => {
  const parsed = parseConversationText(fixture('chatgpt-conversations.json'), 'conversations.json');
  const [kyoto, cats] = parsed.conversations;

  it('follows current_node back to the root: the kept regeneration and the edited prompt', () => {
    expect(parsed.format).toBe('chatgpt');
    expect(kyoto?.title).toBe('Kyoto trip planning');
    expect(kyoto?.turns.map((turn) => turn.text)).toEqual([
      "I'm planning a trip to Kyoto in April. What should I book first?",
      'Book your accommodation first: April is cherry-blossom season and ryokans fill up months ahead.\n\nFlights can wait a few weeks.',
      "Here's the map of the area. Is Gion a good base?",
      "Yes. Gion is walkable, close to the Kamo river and to Higashiyama's temples.",
      "Thanks! I've decided: I'll book the ryokan in Gion tonight.",
      'Great choice. Ask for a room facing the garden.',
    ]);
  });

  it('names the roles User and ChatGPT and proposes User as me', () => {
    expect(kyoto?.turns.map((turn) => turn.speaker)).toEqual([
      'User',
      'ChatGPT',
      'User',
      'ChatGPT',
      'User',
      'ChatGPT',
    ]);
    expect(parsed.suggestedMe).toBe('User');
    expect(parsed.speakers).toEqual(['ChatGPT', 'User']);
  });

  it('reads create_time seconds as epoch ms', () => {
    expect(kyoto?.turns[0]?.at).toBe(1709647331123);
    expect(kyoto?.turns[1]?.at).toBe(1709647390250);
  });

  it('keeps voice transcriptions, skips blank prompts, and drops a chat with no messages', () => {
    expect(cats?.turns.map((turn) => [turn.speaker, turn.text])).toEqual([
      ['User', 'What should I name my cat?'],
      ['ChatGPT', 'How about Miso?'],
      ['ChatGPT', 'Or Tofu, if you prefer something softer.'],
    ]);
    expect(parsed.conversations).toHaveLength(2);
  });

  it('without a current_node, shows the newest branch (the last child each time)', () => {
    const export_ = JSON.parse(fixture('chatgpt-conversations.json')) as Record<string, unknown>[];
    const first = { ...export_[0], current_node: null };
    const turns = parseConversationText(JSON.stringify([first])).conversations[0]?.turns;
    expect(turns?.[1]?.text).toMatch(/^Book your accommodation first/);
    expect(turns?.at(-1)?.text).toBe('Great choice. Ask for a room facing the garden.');
  });

  // A loop means turns before it are lost: the file is refused whole, not half imported.
  it('refuses a mapping whose parents loop, naming the loop', () => {
    const mapping = {
      a: { id: 'a', parent: 'b', children: ['b'], message: null },
      b: {
        id: 'b',
        parent: 'a',
        children: ['a'],
        message: { author: { role: 'user' }, content: { content_type: 'text', parts: ['hi'] } },
      },
    };
    const loop = JSON.stringify({ mapping, current_node: 'b' });
    let refusal: unknown = null;
    try {
      parseConversationText(loop);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ImportRejectedError);
    expect(refusal).toMatchObject({ code: 'damaged', message: /loop back to "b"/ });
  });
});

describe('Claude conversations.json', () => {
  const parsed = parseConversationText(fixture('claude-conversations.json'));
  const [shed, translation] = parsed.conversations;

  it('reads the text blocks of content, not tool calls, thinking or the placeholder text', () => {
    expect(parsed.format).toBe('claude');
    expect(shed?.title).toBe('Garden shed budget');
    expect(shed?.turns[1]).toEqual({
      speaker: 'Claude',
      text: 'A 4 × 3 m timber shed fits that budget.\n\nOrder the timber early: prices go up in May.',
      at: Date.UTC(2024, 2, 5, 14, 2, 30, 654),
    });
    expect(shed?.turns.map((turn) => turn.speaker)).toEqual(['User', 'Claude', 'User', 'Claude']);
    expect(shed?.turns[0]?.at).toBe(Date.UTC(2024, 2, 5, 14, 2, 11, 123));
  });

  it('falls back to text when there is no content array, and drops empty chats', () => {
    expect(translation?.title).toBe('');
    expect(translation?.turns).toEqual([
      {
        speaker: 'User',
        text: "Translate 'open question' into French.",
        at: Date.UTC(2023, 10, 20, 8),
      },
      { speaker: 'Claude', text: '« question ouverte »', at: Date.UTC(2023, 10, 20, 8, 0, 5) },
    ]);
    expect(parsed.conversations).toHaveLength(2);
    expect(parsed.suggestedMe).toBe('User');
  });
});

describe('Telegram result.json', () => {
  it('reads a single chat: rich-text arrays joined, service messages and bare media skipped', () => {
    const parsed = parseConversationText(fixture('telegram-chat.json'));
    expect(parsed.format).toBe('telegram');
    const chat = parsed.conversations[0];
    expect(chat?.title).toBe('Alice');
    expect(chat?.turns.map((turn) => [turn.speaker, turn.text])).toEqual([
      ['Alice', 'Did you see the flat on Rue Victor Hugo?'],
      [
        'Bob',
        "Yes! Here's the listing: https://example.com/flat/42 — I'll call the agent tomorrow.",
      ],
      ['Alice', 'What about the deposit?'],
      ['Bob', "Two months' rent.\nWe can split it."],
      ['user999', 'Hi both'],
    ]);
    expect(chat?.turns[0]?.at).toBe(1709647331000);
    // Without date_unixtime, `date` is the exporter's wall clock, read as local time.
    expect(chat?.turns[4]?.at).toBe(new Date(2024, 2, 5, 14, 8, 0).getTime());
    // The chat is named after Alice, the other party; Bob states a plan of his own.
    expect(parsed.suggestedMe).toBe('Bob');
  });

  it('reads every chat of a full export and proposes its owner as me', () => {
    const parsed = parseConversationText(fixture('telegram-full-export.json'));
    expect(parsed.conversations.map((chat) => [chat.title, chat.turns.length])).toEqual([
      ['Alice', 2],
      ['', 2],
    ]);
    expect(parsed.conversations[1]?.turns.map((turn) => turn.text)).toEqual([
      'Idea: a shared shopping list',
      "Remember Alice's birthday",
    ]);
    expect(parsed.suggestedMe).toBe('Bob Martin');
    expect(parsed.speakers).toEqual(['Bob Martin', 'Alice']);
  });

  it('without an owner, proposes a speaker named Me', () => {
    const chat = {
      name: 'Sam',
      messages: [
        { id: 1, type: 'message', date: '2024-06-01T08:00:00', from: 'Sam', text: 'a' },
        { id: 2, type: 'message', date: '2024-06-01T08:01:00', from: 'Sam', text: 'b' },
        { id: 3, type: 'message', date: '2024-06-01T08:02:00', from: 'Me', text: 'c' },
      ],
    };
    expect(parseConversationText(JSON.stringify(chat)).suggestedMe).toBe('Me');
  });
});
