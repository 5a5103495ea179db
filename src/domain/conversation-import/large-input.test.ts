// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { parseConversationText } from './parse-conversation-text';

const MB = 1024 * 1024;
const SENTENCE = 'I think we should plan the garden before the spring rain starts, and ask Sam. ';

/** A ChatGPT-shaped export of ~`bytes`, each conversation a chain of user/assistant turns. */
function chatGptExport(bytes: number): { text: string; turns: number } {
  const conversations: string[] = [];
  let size = 0;
  let turns = 0;
  for (let c = 0; size < bytes; c++) {
    const mapping: Record<string, unknown> = {
      root: { id: 'root', message: null, parent: null, children: [`${c}-0`] },
    };
    for (let m = 0; m < 40; m++) {
      const role = m % 2 === 0 ? 'user' : 'assistant';
      mapping[`${c}-${m}`] = {
        id: `${c}-${m}`,
        message: {
          id: `${c}-${m}`,
          author: { role, name: null, metadata: {} },
          create_time: 1709647331 + m,
          content: { content_type: 'text', parts: [SENTENCE.repeat(4)] },
          status: 'finished_successfully',
          metadata: {},
          recipient: 'all',
        },
        parent: m === 0 ? 'root' : `${c}-${m - 1}`,
        children: m === 39 ? [] : [`${c}-${m + 1}`],
      };
    }
    const conversation = JSON.stringify({ title: `Chat ${c}`, mapping, current_node: `${c}-39` });
    conversations.push(conversation);
    size += conversation.length + 1;
    turns += 40;
  }
  return { text: `[${conversations.join(',')}]`, turns };
}

/** A plain transcript of ~`bytes`: stamped speaker lines, every third with a continuation. */
function plainTranscript(bytes: number): { text: string; turns: number } {
  const lines: string[] = [];
  let size = 0;
  let turns = 0;
  while (size < bytes) {
    const speaker = turns % 2 === 0 ? 'Alice' : 'Bob';
    const line = `[2024-03-05 14:${String(turns % 60).padStart(2, '0')}] ${speaker}: ${SENTENCE}`;
    lines.push(line);
    size += line.length + 1;
    if (turns % 3 === 0) {
      lines.push(SENTENCE);
      size += SENTENCE.length + 1;
    }
    turns++;
  }
  return { text: lines.join('\n'), turns };
}

/** A WhatsApp Android export of ~`bytes`: every fourth message runs over two lines. */
function whatsAppExport(bytes: number): { text: string; turns: number } {
  const lines: string[] = [];
  let size = 0;
  let turns = 0;
  while (size < bytes) {
    const speaker = turns % 2 === 0 ? 'Maya Lin' : 'Leo Park';
    const minute = String(turns % 60).padStart(2, '0');
    const line = `3/14/24, 9:${minute}\u202fPM - ${speaker}: ${SENTENCE}`;
    lines.push(line);
    size += line.length + 1;
    if (turns % 4 === 0) {
      lines.push(SENTENCE);
      size += SENTENCE.length + 1;
    }
    turns++;
  }
  return { text: lines.join('\n'), turns };
}

/** A bare list of role/content messages of ~`bytes`, with a system prompt to skip. */
function chatMessagesJson(bytes: number): { text: string; turns: number } {
  const messages: string[] = [JSON.stringify({ role: 'system', content: 'Be brief.' })];
  let size = 0;
  let turns = 0;
  while (size < bytes) {
    const role = turns % 2 === 0 ? 'user' : 'assistant';
    const content = turns % 3 === 0 ? [{ type: 'text', text: SENTENCE }] : SENTENCE.repeat(2);
    const message = JSON.stringify({ role, content, timestamp: 1717228800 + turns });
    messages.push(message);
    size += message.length + 1;
    turns++;
  }
  return { text: `[${messages.join(',')}]`, turns };
}

/** A WhatsApp export of ~`bytes` from a phone set to Chinese: `2024/3/14 下午9:05 - `. */
function yearFirstWhatsApp(bytes: number): { text: string; turns: number } {
  const lines: string[] = [];
  let size = 0;
  let turns = 0;
  while (size < bytes) {
    const speaker = turns % 2 === 0 ? '林小雨' : 'Emma Hart';
    const minute = String(turns % 60).padStart(2, '0');
    const line = `2024/3/14 下午9:${minute} - ${speaker}: ${SENTENCE}`;
    lines.push(line);
    size += line.length + 1;
    if (turns % 4 === 0) {
      lines.push(`备注：${SENTENCE}`);
      size += SENTENCE.length + 4;
    }
    turns++;
  }
  return { text: lines.join('\n'), turns };
}

/** Long lines shaped to make a backtracking pattern blow up, if one were used. */
const ADVERSARIAL = [
  `${'2024-03-05 '.repeat(200_000)}x`,
  'a: '.repeat(500_000),
  `**${'*'.repeat(1_000_000)}`,
  `#${' #'.repeat(500_000)}x`,
  `User: hi\n${'- '.repeat(500_000)}x`,
  `[${'14:02 '.repeat(300_000)}`,
  `${'12/31/21, '.repeat(200_000)}x`,
  `[31/12/2021, 21:41:05] ${'a '.repeat(500_000)}`,
  `${'2021/12/31 '.repeat(200_000)}x`,
  `[2021/12/31 ${'下午'.repeat(300_000)}`,
  `[${'{"role":"user","content":['.repeat(2_000)}`,
];

describe('large input', () => {
  it('parses a ~20 MB ChatGPT export in linear time', () => {
    const { text, turns } = chatGptExport(20 * MB);
    expect(text.length).toBeGreaterThan(20 * MB);
    const parsed = parseConversationText(text, 'conversations.json');
    const parsedTurns = parsed.conversations.reduce((sum, c) => sum + c.turns.length, 0);
    expect(parsedTurns).toBe(turns);
    expect(parsed.speakers).toEqual(['User', 'ChatGPT']);
  }, 30_000);

  it('parses a ~20 MB plain transcript in linear time', () => {
    const { text, turns } = plainTranscript(20 * MB);
    const parsed = parseConversationText(text);
    expect(parsed.format).toBe('plain');
    expect(parsed.conversations[0]?.turns).toHaveLength(turns);
    expect(parsed.conversations[0]?.turns[0]?.text).toBe(`${SENTENCE.trim()}\n${SENTENCE.trim()}`);
  }, 30_000);

  it('parses a ~20 MB WhatsApp export in linear time', () => {
    const { text, turns } = whatsAppExport(20 * MB);
    const parsed = parseConversationText(text);
    expect(parsed.format).toBe('whatsapp');
    expect(parsed.conversations[0]?.turns).toHaveLength(turns);
    expect(parsed.conversations[0]?.turns[0]?.at).toBe(new Date(2024, 2, 14, 21, 0).getTime());
  }, 30_000);

  it('parses a ~20 MB list of chat messages in linear time', () => {
    const { text, turns } = chatMessagesJson(20 * MB);
    const parsed = parseConversationText(text, 'messages.json');
    expect(parsed.format).toBe('chat-json');
    expect(parsed.conversations[0]?.turns).toHaveLength(turns);
    expect(parsed.conversations[0]?.turns[1]?.at).toBe(1717228801_000);
    expect(parsed.speakers).toEqual(['User', 'Assistant']);
  }, 30_000);

  it('parses a ~20 MB year-first WhatsApp export in linear time', () => {
    const { text, turns } = yearFirstWhatsApp(20 * MB);
    const parsed = parseConversationText(text);
    expect(parsed.format).toBe('whatsapp');
    expect(parsed.conversations[0]?.turns).toHaveLength(turns);
    expect(parsed.conversations[0]?.turns[1]?.at).toBe(new Date(2024, 2, 14, 21, 1).getTime());
  }, 30_000);

  it('gets through lines built to make a backtracking pattern explode', () => {
    const started = performance.now();
    for (const text of ADVERSARIAL) {
      try {
        parseConversationText(text);
      } catch {
        // Rejections are fine here; only the time is measured.
      }
    }
    expect(performance.now() - started).toBeLessThan(5_000);
  }, 30_000);
});
