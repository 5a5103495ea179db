import { describe, expect, it } from 'vitest';

import { chatCompletionsUrl } from './capture-client';

describe('chatCompletionsUrl', () => {
  it.each([
    ['http://localhost:11434', 'http://localhost:11434/v1/chat/completions'],
    ['http://localhost:11434/', 'http://localhost:11434/v1/chat/completions'],
    ['http://localhost:1234/v1', 'http://localhost:1234/v1/chat/completions'],
    ['http://localhost:1234/v1/', 'http://localhost:1234/v1/chat/completions'],
    ['https://box.lan/llm', 'https://box.lan/llm/v1/chat/completions'],
  ])('posts %s to %s', (endpoint, expected) => {
    expect(chatCompletionsUrl(endpoint).href).toBe(expected);
  });
});
