// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { parseConversationText } from './parse-conversation-text';
import { importFixture, localTime } from '../../test/import-fixtures';

const fixture = importFixture;
const local = localTime;

describe('plain transcripts', () => {
  it('reads timestamps in several shapes, continuation lines and day lines', () => {
    const parsed = parseConversationText(fixture('plain-timestamps.txt'), 'notes/Team sync.txt');
    expect(parsed.format).toBe('plain');
    const turns = parsed.conversations[0]?.turns ?? [];
    expect(parsed.conversations[0]?.title).toBe('Team sync');
    expect(turns.map((turn) => [turn.speaker, turn.at])).toEqual([
      ['Alice', local(2024, 3, 5, 14, 2)],
      ['Bob', local(2024, 3, 5, 14, 3)],
      ['Alice', local(2024, 3, 5, 14, 5)],
      ['Bob', local(2024, 3, 5, 14, 6)],
      ['Alice', local(2024, 3, 5, 14, 7)],
      ['Carol Ann', local(2024, 3, 5, 14, 9, 30)],
      ['Alice', local(2024, 3, 6, 9, 15)],
    ]);
    expect(turns[1]?.text).toBe(
      'sure.\nI looked at the numbers this morning:\n  - sign-ups are up 12%\n  - churn is flat',
    );
    expect(turns[3]?.text).toBe('yes, the 18th. Open question: who writes the release notes?');
    expect(turns[4]?.text).toBe('I will. Link: https://example.com/notes');
    expect(parsed.suggestedMe).toBe('Alice');
  });

  it('reads User/Assistant with CRLF line ends; a lone "Note:" in an answer is text', () => {
    const parsed = parseConversationText(fixture('plain-roles.txt'));
    const turns = parsed.conversations[0]?.turns ?? [];
    expect(turns.map((turn) => turn.speaker)).toEqual([
      'User',
      'Assistant',
      'User',
      'Assistant',
      'User',
    ]);
    expect(turns[1]?.text).toBe(
      'Of course. A few questions first:\n\n1. How much space do you have?\n2. How many hours of sun?',
    );
    expect(turns[3]?.text).toBe(
      'Then start with tomatoes, courgettes and basil.\nNote: basil hates the cold.',
    );
    expect(turns.every((turn) => turn.at === null)).toBe(true);
    expect(parsed.suggestedMe).toBe('User');
  });

  it('reads 我：/AI： with full-width and ASCII colons', () => {
    const parsed = parseConversationText(fixture('plain-chinese.txt'));
    const turns = parsed.conversations[0]?.turns ?? [];
    expect(turns.map((turn) => turn.speaker)).toEqual(['我', 'AI', '我', 'AI']);
    expect(turns[2]?.text).toBe('先学平假名吧。\n还有，我每天只有半小时。');
    expect(parsed.suggestedMe).toBe('我');
  });

  it('between people, a speaker who speaks once is still a speaker', () => {
    const turns = parseConversationText('Alice: a\nBob: b\nAlice: c\nCarol: d').conversations[0]
      ?.turns;
    expect(turns?.map((turn) => turn.speaker)).toEqual(['Alice', 'Bob', 'Alice', 'Carol']);
  });
});

describe('WeChat exports', () => {
  it('reads time-first headers, multi-line messages, and skips media placeholders', () => {
    const parsed = parseConversationText(fixture('wechat-time-first.txt'));
    expect(parsed.format).toBe('wechat');
    const turns = parsed.conversations[0]?.turns ?? [];
    expect(turns).toEqual([
      { speaker: '张三', text: '周末要不要一起去爬山？', at: local(2024, 3, 5, 14, 2, 11) },
      {
        speaker: '我',
        text: '好啊！\n我打算周六早上八点出发。\n路线你来定？',
        at: local(2024, 3, 5, 14, 3, 40),
      },
      { speaker: '张三', text: '香山怎么样？人少一点。', at: local(2024, 3, 5, 14, 4, 30) },
      {
        speaker: '我',
        text: '就定香山了。\n还有一个问题：要不要叫上李四？',
        at: local(2024, 3, 5, 14, 10),
      },
    ]);
    expect(parsed.suggestedMe).toBe('我');
  });

  it('reads name-first headers, names with spaces and brackets, and skips date separators', () => {
    const parsed = parseConversationText(fixture('wechat-name-first.txt'));
    expect(parsed.format).toBe('wechat');
    expect(parsed.conversations[0]?.turns.map((turn) => [turn.speaker, turn.text])).toEqual([
      ['李四', '明天的会改到下午三点了'],
      ['我', '收到。\n我会把报告提前发给大家。'],
      ['Li Si (work)', '👍'],
    ]);
    expect(parsed.suggestedMe).toBe('我');
  });

  it('without a me-like name, proposes the speaker with most turns', () => {
    const text = '2024-03-05 14:02 甲\n一\n2024-03-05 14:03 乙\n二\n2024-03-05 14:04 乙\n三';
    const parsed = parseConversationText(text);
    expect(parsed.speakers).toEqual(['乙', '甲']);
    expect(parsed.suggestedMe).toBe('乙');
  });
});

describe('Markdown chat logs', () => {
  it('reads **User:** labels and takes the H1 as the title', () => {
    const parsed = parseConversationText(fixture('markdown-bold.md'), 'reading.md');
    expect(parsed.format).toBe('markdown');
    const conversation = parsed.conversations[0];
    expect(conversation?.title).toBe('Reading list');
    expect(conversation?.turns.map((turn) => turn.speaker)).toEqual([
      'User',
      'Assistant',
      'User',
      'Assistant',
    ]);
    expect(conversation?.turns[1]?.text).toBe(
      "That's a good, steady pace. Some tips:\n\n- Keep a list of what you want to read next.\n- **Note:** audiobooks count too.",
    );
  });

  it("reads ## headings; an answer's own ### headings and rules stay inside it", () => {
    const parsed = parseConversationText(fixture('markdown-headings.md'));
    const turns = parsed.conversations[0]?.turns ?? [];
    expect(parsed.conversations[0]?.title).toBe('Chat export: Pricing page');
    expect(turns.map((turn) => turn.speaker)).toEqual(['User', 'Assistant', 'User', 'Assistant']);
    expect(turns[1]?.text).toBe(
      'It depends on your customers. A few points:\n\n### Pros\n\nYearly prices look lower per month.\n\n### Cons\n\nThey can feel like a trap.',
    );
    expect(turns[2]?.text).toBe("Let's show monthly by default, with a yearly toggle.");
  });

  it('reads > **Alice**: quotes without the quote marks', () => {
    const parsed = parseConversationText(fixture('markdown-quotes.md'));
    expect(parsed.conversations[0]?.turns).toEqual([
      {
        speaker: 'Alice',
        text: 'the onboarding is too long.\nWe lose people on step three.',
        at: null,
      },
      { speaker: 'Bob', text: "agreed. I'll cut it to two steps.", at: null },
      { speaker: 'Alice', text: 'insight: people skip the tutorial anyway.', at: null },
    ]);
    expect(parsed.speakers).toEqual(['Alice', 'Bob']);
  });
});
