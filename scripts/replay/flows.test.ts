import { describe, expect, it } from 'vitest';

import { parseFlows, stepTime } from './flows';

const line = (patch: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: 'f1',
    lang: 'en',
    start: '2026-09-07',
    steps: [{ day: 2, time: '21:30', kind: 'journal', text: 'Renew my passport.' }],
    expect: { items: [{ match: 'passport', type: 'plan', status: 'open' }], not_items: [] },
    ...patch,
  });

describe('reading flow files', () => {
  it('reads flows, skipping blank lines', () => {
    const flows = parseFlows(`${line()}\n\n${line({ id: 'f2' })}\n`, 'f.jsonl');
    expect(flows.map((flow) => flow.id)).toEqual(['f1', 'f2']);
  });

  it('refuses a bad line with its number and field', () => {
    expect(() => parseFlows(`${line()}\n{oops`, 'f.jsonl')).toThrow('f.jsonl:2: not a JSON');
    const badType = line({
      expect: { items: [{ match: 'x', type: 'todo', status: 'open' }], not_items: [] },
    });
    expect(() => parseFlows(badType, 'f.jsonl')).toThrow(
      'f.jsonl:1: expect.items.0.type unknown item type',
    );
  });

  it('places a step at start + day, at its local time', () => {
    const at = new Date(stepTime('2026-09-07', { day: 25, time: '08:05' }));
    expect([at.getFullYear(), at.getMonth() + 1, at.getDate()]).toEqual([2026, 10, 2]);
    expect([at.getHours(), at.getMinutes()]).toEqual([8, 5]);
  });
});
