import { describe, expect, it } from 'vitest';

import { createStreamReader, StreamFormatError } from './sse';

function chunk(content: string): string {
  return `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;
}

describe('createStreamReader', () => {
  it('gives each piece of text in order and sees the end', () => {
    const reader = createStreamReader();
    expect(reader.push(chunk('Hel') + chunk('lo'))).toEqual(['Hel', 'lo']);
    expect(reader.isDone()).toBe(false);
    expect(reader.push('data: [DONE]\n\n')).toEqual([]);
    expect(reader.isDone()).toBe(true);
  });

  it('joins a line split across chunks, even inside a Chinese character', () => {
    const whole = chunk('周末看书');
    const reader = createStreamReader();
    const cut = whole.indexOf('看') + 1;
    expect(reader.push(whole.slice(0, cut))).toEqual([]);
    expect(reader.push(whole.slice(cut))).toEqual(['周末看书']);
  });

  it('skips chunks without text (a role, a finish reason) and comment lines', () => {
    const reader = createStreamReader();
    const roleOnly = `data: ${JSON.stringify({ choices: [{ delta: { role: 'assistant' } }] })}\n`;
    expect(reader.push(`: keep-alive\n${roleOnly}\r\n${chunk('ok')}`)).toEqual(['ok']);
  });

  it('refuses a payload that is not JSON', () => {
    expect(() => createStreamReader().push('data: {not json\n')).toThrow(StreamFormatError);
  });

  it('reads nothing after [DONE]', () => {
    const reader = createStreamReader();
    expect(reader.push(`data: [DONE]\n${chunk('late')}`)).toEqual([]);
  });
});
