// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { parseConversationText } from './parse-conversation-text';
import type { ParsedConversation } from './parsed';
import { suggestMe } from './suggest-me';

const lines = (...rows: string[]) => rows.join('\n');
const meOf = (text: string, fileName?: string) => parseConversationText(text, fileName).suggestedMe;

describe('the speaker proposed as me', () => {
  it('is the one who states plans in the first person, not the one with most turns', () => {
    const chat = lines(
      'Nadia: Did you see the match?',
      'Omar: Not yet.',
      'Nadia: Amazing ending',
      'Nadia: Honestly',
      'Omar: I need to renew my passport before June.',
      'Nadia: Good luck',
      "Omar: And I'll book the dentist on Monday.",
    );
    expect(meOf(chat)).toBe('Omar');
  });

  it('reads Chinese plans as well', () => {
    const chat = lines(
      '小王：周末去哪儿玩了？',
      '小李：就在家。',
      '小王：哈哈',
      '小王：好吧',
      '小李：我打算下周去体检。',
    );
    expect(meOf(chat)).toBe('小李');
  });

  it('leaves out the party a WhatsApp export is named after', () => {
    const chat = lines(
      '3/9/24, 8:02 PM - Leo Park: I will call the agent tomorrow.',
      "3/9/24, 8:03 PM - Leo Park: And I'll send you the listing.",
      '3/9/24, 8:05 PM - Maya Lin: Great',
    );
    expect(meOf(chat, 'WhatsApp Chat with Leo Park.txt')).toBe('Maya Lin');
    // Without the file's name nothing says who exported it: the plans decide.
    expect(meOf(chat)).toBe('Leo Park');
  });

  it('leaves out the other party of a Telegram chat, which is named after them', () => {
    const message = (id: number, from: string, text: string) => ({
      id,
      type: 'message',
      date: `2024-06-01T08:0${id}:00`,
      from,
      text,
    });
    const chat = {
      name: 'Sam',
      type: 'personal_chat',
      messages: [
        message(1, 'Sam', 'Are you coming on Friday?'),
        message(2, 'Sam', 'Bring the cake'),
        message(3, 'Ana', 'Sure'),
      ],
    };
    expect(meOf(JSON.stringify(chat))).toBe('Ana');
  });

  it('keeps what the export or the names say first', () => {
    const conversation: ParsedConversation = {
      title: 'Bo',
      turns: [{ speaker: 'Bo', text: "I'll go", at: null }],
    };
    expect(suggestMe(['Bo', 'Al'], 'Al', [conversation])).toBe('Al');
    expect(suggestMe(['Bo', '我'], null, [conversation])).toBe('我');
    const withAssistant = lines(
      'Kim: hi',
      'AI: I will help you plan.',
      'AI: Let me think.',
      'Kim: ok',
    );
    expect(meOf(withAssistant)).toBe('Kim');
  });

  it('falls back to the speaker with most turns, and to nobody in an empty list', () => {
    const chat = lines('Ann: hi', 'Ben: hello', 'Ann: how are you?');
    expect(meOf(chat)).toBe('Ann');
    expect(suggestMe([], null, [])).toBe('');
  });
});
