import { describe, expect, it } from 'vitest';

import {
  inBatches,
  LLM_BATCH,
  LlmAnswerError,
  llmRequest,
  readLlmAnswer,
  readLlmContent,
} from './llm-classify';

const answer = (content: string) => ({ choices: [{ message: { role: 'assistant', content } }] });

describe('classification by an instruct LLM', () => {
  it('asks for JSON, numbering the sentences in order', () => {
    const request = llmRequest('m', [
      { text: 'I will call\nthe bank.', context: null },
      { text: 'Hi!', context: null },
    ]);
    expect(request.response_format.type).toBe('json_schema');
    expect(request.response_format.json_schema.schema.required).toEqual(['labels']);
    expect(request.messages[1]?.content).toBe('Sentences:\n1. I will call the bank.\n2. Hi!');
  });

  it('reads one verdict per sentence, clamping the confidence', () => {
    const verdicts = readLlmAnswer(
      answer('{"labels":[{"label":"Plan","confidence":1.4},{"label":"none","confidence":0.9}]}'),
      2,
    );
    expect(verdicts).toEqual([
      { label: 'plan', confidence: 1 },
      { label: 'none', confidence: 0.9 },
    ]);
  });

  it('reads fact and habit, and tells the model what they mean', () => {
    const verdicts = readLlmContent(
      '{"labels":[{"label":"fact","confidence":0.8},{"label":" Habit ","confidence":0.6}]}',
      2,
    );
    expect(verdicts).toEqual([
      { label: 'fact', confidence: 0.8 },
      { label: 'habit', confidence: 0.6 },
    ]);
    const system = llmRequest('m', [{ text: 'x', context: null }]).messages[0]?.content ?? '';
    expect(system).toMatch(/\bfact \(/);
    expect(system).toMatch(/\bhabit \(/);
  });

  it('finds the JSON inside a code fence or a sentence of the model’s own', () => {
    const content = 'Here you go:\n```json\n{"labels":[{"label":"idea","confidence":0.7}]}\n```';
    expect(readLlmContent(content, 1)).toEqual([{ label: 'idea', confidence: 0.7 }]);
  });

  it.each([
    ['not JSON', answer('sure! plan')],
    ['broken JSON', answer('{"labels":[{"label":"plan"')],
    ['a wrong count', answer('{"labels":[{"label":"plan","confidence":0.5}]}')],
    ['an unknown label', answer('{"labels":[{"label":"todo"},{"label":"none"}]}')],
    ['no content', { choices: [] }],
  ])('refuses %s with a clear error', (_name, response) => {
    expect(() => readLlmAnswer(response, 2)).toThrow(LlmAnswerError);
  });

  it('classifies in batches, keeping the order', async () => {
    const inputs = Array.from({ length: LLM_BATCH * 2 + 1 }, (_, i) => ({
      text: `s${i}`,
      context: null,
    }));
    const sizes: number[] = [];
    const results = await inBatches(inputs, (batch) => {
      sizes.push(batch.length);
      return Promise.resolve(
        batch.map((input) => ({ label: 'none' as const, confidence: Number(input.text.slice(1)) })),
      );
    });
    expect(sizes).toEqual([LLM_BATCH, LLM_BATCH, 1]);
    expect(results.map((r) => r.confidence)).toEqual(inputs.map((_, i) => i));
  });
});
