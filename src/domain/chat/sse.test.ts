import { describe, expect, it } from 'vitest';

import { createStreamReader, StreamErrorEvent, StreamFormatError } from './sse';

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

  it('stops at a payload that is not JSON, keeping the pieces before it', () => {
    const reader = createStreamReader();
    expect(reader.push(`${chunk('ok')}data: {not json\n${chunk('late')}`)).toEqual(['ok']);
    expect(reader.failure()).toBeInstanceOf(StreamFormatError);
    expect(reader.push(chunk('later'))).toEqual([]);
  });

  it('reads nothing after [DONE]', () => {
    const reader = createStreamReader();
    expect(reader.push(`data: [DONE]\n${chunk('late')}`)).toEqual([]);
  });

  it('keeps the text up to the cap, drops the rest and says it is full', () => {
    const reader = createStreamReader({ maxChars: 5 });
    expect(reader.push(chunk('Hel') + chunk('lo'))).toEqual(['Hel', 'lo']);
    expect(reader.isFull()).toBe(false);
    expect(reader.push(chunk(' world') + chunk('!'))).toEqual([]);
    expect(reader.isFull()).toBe(true);

    const cut = createStreamReader({ maxChars: 4 });
    expect(cut.push(chunk('Hello'))).toEqual(['Hell']);
    expect(cut.isFull()).toBe(true);
  });

  it('never keeps half of a character outside the Basic Multilingual Plane', () => {
    const reader = createStreamReader({ maxChars: 2 });
    expect(reader.push(chunk('a😀'))).toEqual(['a']);
    expect(reader.isFull()).toBe(true);
  });

  it('refuses a line longer than any reply could be, rather than holding it', () => {
    const reader = createStreamReader({ maxChars: 10 });
    expect(reader.push(`data: ${'x'.repeat(5000)}`)).toEqual([]);
    expect(reader.failure()).toBeInstanceOf(StreamFormatError);
  });

  it('tells a whole reply (by [DONE] or a finish reason) from one cut off', () => {
    const ended = createStreamReader();
    ended.push(chunk('Hi'));
    expect(ended.isComplete()).toBe(false);
    ended.push(`data: ${JSON.stringify({ choices: [{ delta: {}, finish_reason: 'stop' }] })}\n`);
    expect(ended.isComplete()).toBe(true);
    expect(ended.isDone()).toBe(false);
  });

  it('raises the error a server sends inside its stream', () => {
    const reader = createStreamReader();
    const error = `data: ${JSON.stringify({ error: { message: 'model unloaded' } })}\n`;
    expect(reader.push(chunk('Hi') + error)).toEqual(['Hi']);
    expect(reader.failure()).toBeInstanceOf(StreamErrorEvent);
    expect(reader.failure()?.message).toMatch(/model unloaded/);
  });
});
