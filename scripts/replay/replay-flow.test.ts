import { describe, expect, it } from 'vitest';

import { createFakeEmbedder } from '../../src/test/fake-embedder';
import type { Flow } from './flows';
import { createReplayer } from './replay-flow';

const flow: Flow = {
  id: 'tiny',
  lang: 'en',
  start: '2026-09-07',
  steps: [
    {
      day: 0,
      time: '21:30',
      kind: 'journal',
      text: 'I need to renew my passport by Friday. The weather was grey.',
    },
    { day: 2, time: '12:05', kind: 'chat', text: 'I need to renew my passport by Friday.' },
  ],
  expect: { items: [], not_items: [] },
};

describe('replaying a flow through the app’s capture', () => {
  it('files what capture offers, at the step’s date, and follows later steps', async () => {
    const replayer = await createReplayer(createFakeEmbedder());
    try {
      const board = await replayer.replay(flow);
      const passport = board.filter((item) => item.content.includes('renew my passport'));
      // One item: the chat message restates it (a mention), it is not filed twice.
      expect(passport).toHaveLength(1);
      expect(passport[0]).toMatchObject({ type: 'plan', status: 'referenced' });
      // "by Friday" said on Monday 7 Sep 2026: the due date comes from the step's own date.
      expect(passport[0]?.dueDay).toBe('2026-09-11');
      // A second replay starts from an empty profile.
      expect(await replayer.replay({ ...flow, steps: flow.steps.slice(0, 1) })).toHaveLength(
        board.length,
      );
    } finally {
      replayer.dispose();
    }
  });
});
