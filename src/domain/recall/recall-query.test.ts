import { describe, expect, it } from 'vitest';

import { composeRecallQuery, previousOwnTurns } from './recall-query';

describe('composeRecallQuery', () => {
  it('is the trimmed draft when there are no earlier turns', () => {
    expect(composeRecallQuery('  what about the venue?  ', [])).toBe('what about the venue?');
  });

  it('puts the last two earlier turns before the draft, oldest first', () => {
    const turns = ['We moved to Lisbon', 'The wedding is in June', 'Jonas booked the hall'];
    expect(composeRecallQuery('what about the venue?', turns)).toBe(
      'The wedding is in June\nJonas booked the hall\nwhat about the venue?',
    );
  });

  it('skips blank turns and gives nothing for a blank draft', () => {
    expect(composeRecallQuery('ok', ['  ', 'Paint the fence'])).toBe('Paint the fence\nok');
    expect(composeRecallQuery('   ', ['Paint the fence'])).toBe('');
  });
});

describe('previousOwnTurns', () => {
  it('keeps the last speaker’s earlier lines, not the other side’s', () => {
    const transcript = [
      'Bart: I will perform a magic trick at the party!',
      'Assistant: That is fantastic!',
      'Bart: What should I wear?',
      'Assistant: Your favourite outfit.',
      'Bart: I want to make it special!',
    ].join('\n');
    expect(previousOwnTurns(transcript)).toEqual([
      'I will perform a magic trick at the party!',
      'What should I wear?',
    ]);
  });

  it('reads full-width colons and joins continuation lines to their turn', () => {
    const transcript = '我：下周去杭州\n顺便看看西湖\nAI：好的\n我：订哪家酒店？';
    expect(previousOwnTurns(transcript)).toEqual(['下周去杭州\n顺便看看西湖']);
  });

  it('is empty for a transcript of one line or none', () => {
    expect(previousOwnTurns('Bart: hello')).toEqual([]);
    expect(previousOwnTurns('')).toEqual([]);
  });
});
