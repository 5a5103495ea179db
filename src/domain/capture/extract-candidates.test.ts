import { describe, expect, it } from 'vitest';

import type { ParsedConversation } from '../conversation-import/parsed';
import { extractCandidates, type ClassifyInput } from './extract-candidates';
import type { Classification } from './labels';

const SAID = new Date(2026, 10, 20, 9, 30).getTime(); // a Friday, local time

const conversation: ParsedConversation = {
  title: 'Planning',
  turns: [
    { speaker: 'Assistant', text: 'How can I help today?', at: SAID - 60_000 },
    { speaker: 'User', text: 'I will call the bank next Friday.', at: SAID },
    { speaker: 'Assistant', text: 'Good idea. Anything else?', at: SAID + 60_000 },
    { speaker: 'User', text: 'Thanks, that is all.', at: SAID + 120_000 },
  ],
};

/** A stand-in classifier: "call" is a plan, everything else none; it records its inputs. */
function fakeClassifier(seen: ClassifyInput[]) {
  return (inputs: ClassifyInput[]): Promise<Classification[]> => {
    seen.push(...inputs);
    return Promise.resolve(
      inputs.map((input) =>
        input.text.includes('call')
          ? { label: 'plan', confidence: 0.8 }
          : { label: 'none', confidence: 0.9 },
      ),
    );
  };
}

describe('extractCandidates', () => {
  it("classifies only the writer's turns and keeps the turn, time, context and due date", async () => {
    const seen: ClassifyInput[] = [];
    const found = await extractCandidates(conversation, 'User', fakeClassifier(seen), SAID);
    expect(seen.map((input) => input.text)).toEqual([
      'I will call the bank next Friday.',
      'Thanks, that is all.',
    ]);
    expect(seen[0]?.context).toBe('How can I help today?');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      key: '1:0',
      text: 'I will call the bank next Friday.',
      type: 'plan',
      confidence: 0.8,
      turnIndex: 1,
      saidAt: SAID,
      dueAt: new Date(2026, 10, 27).getTime(),
    });
    expect(found[0]?.context).toBe(
      'Assistant: How can I help today?\nUser: I will call the bank next Friday.\n' +
        'Assistant: Good idea. Anything else?',
    );
  });

  it('offers no item for a sentence labelled a fact or a habit', async () => {
    const memories: ParsedConversation = {
      title: 'About me',
      turns: [
        { speaker: 'User', text: "I'm vegetarian. I run at 8pm. I will call Mum.", at: SAID },
      ],
    };
    const classify = (inputs: ClassifyInput[]): Promise<Classification[]> =>
      Promise.resolve(
        inputs.map((input): Classification => {
          if (input.text.includes('vegetarian')) return { label: 'fact', confidence: 0.9 };
          if (input.text.includes('8pm')) return { label: 'habit', confidence: 0.9 };
          return { label: 'plan', confidence: 0.7 };
        }),
      );
    const found = await extractCandidates(memories, 'User', classify, SAID);
    expect(found.map((candidate) => [candidate.text, candidate.type])).toEqual([
      ['I will call Mum.', 'plan'],
    ]);
  });

  it("files the classifier's text when it left out a label word", async () => {
    const noted: ParsedConversation = {
      title: 'Notes',
      turns: [{ speaker: 'User', text: 'Idea: a bird box for the balcony.', at: SAID }],
    };
    const classify = (inputs: ClassifyInput[]): Promise<Classification[]> =>
      Promise.resolve(
        inputs.map(() => ({ label: 'idea', confidence: 0.9, text: 'a bird box for the balcony.' })),
      );
    const found = await extractCandidates(noted, 'User', classify, SAID);
    expect(found.map((candidate) => candidate.text)).toEqual(['a bird box for the balcony.']);
  });

  it('finds nothing for a speaker who is not in the conversation', async () => {
    const found = await extractCandidates(conversation, 'Nobody', fakeClassifier([]), SAID);
    expect(found).toEqual([]);
  });
});
