import { describe, expect, it } from 'vitest';

import { makeMemory } from '../../test/factories';
import { decideProposal, type ReadSentence } from './consolidate';
import { saysNoLonger } from './contradiction';

const postgres = makeMemory({ id: 'pg', content: 'We use PostgreSQL', fromType: 'decision' });
const active = new Map([[postgres.id, postgres]]);

const read = (
  text: string,
  label: ReadSentence['verdict']['label'],
  nearest = 0,
): ReadSentence => ({
  text,
  episodeId: 'e1',
  verdict: { label, confidence: 0.7 },
  nearest: nearest > 0 ? [{ id: 'pg', score: nearest }] : [],
});

describe('decideProposal', () => {
  it('proposes a fact or habit with the episode it was read from', () => {
    expect(decideProposal(read('My daughter is called Xiaomi', 'fact'), active)).toEqual({
      kind: 'fact',
      content: 'My daughter is called Xiaomi',
      origin: 'consolidation',
      episodeIds: ['e1'],
    });
    expect(decideProposal(read('周末不看工作消息', 'habit'), active)?.kind).toBe('habit');
  });

  it('proposes nothing for other labels, near-ties or restatements; a fairly sure fact is proposed', () => {
    expect(decideProposal(read('Book the flights', 'plan'), active)).toBeNull();
    const unsure = {
      ...read('We use Kotlin', 'fact'),
      verdict: { label: 'fact', confidence: 0.3 },
    };
    expect(decideProposal(unsure as ReadSentence, active)).toBeNull();
    // A plain statement the label head is only fairly sure of is still worth asking about.
    const fairlySure = {
      ...read('Hi, my name is Lucy', 'fact'),
      verdict: { label: 'fact', confidence: 0.37 },
    };
    expect(decideProposal(fairlySure as ReadSentence, active)?.kind).toBe('fact');
    expect(decideProposal(read('we use postgres', 'fact', 0.9), active)).toBeNull();
  });

  it('proposes a sentence close to a kept memory when it names something the memory does not', () => {
    const daughter = makeMemory({ id: 'd', content: 'My daughter is called Xiaomi' });
    const nüer = makeMemory({ id: 'n', content: '我女儿叫小米' });
    const kept = new Map([daughter, nüer].map((memory) => [memory.id, memory]));
    const near = (text: string, id: string, score: number): ReadSentence => ({
      text,
      episodeId: 'e2',
      verdict: { label: 'fact', confidence: 0.7 },
      nearest: [{ id, score }],
    });
    // Cosines as the built-in model gives them: close, and yet another person.
    expect(decideProposal(near('My son is called Xiaomi', 'd', 0.84), kept)?.content).toBe(
      'My son is called Xiaomi',
    );
    expect(decideProposal(near('我儿子叫小米', 'n', 0.85), kept)?.content).toBe('我儿子叫小米');
    // The same words again, or fewer of them, are a restatement.
    expect(decideProposal(near('My daughter is called Xiaomi!', 'd', 0.97), kept)).toBeNull();
    expect(decideProposal(near('我女儿叫小米。', 'n', 0.98), kept)).toBeNull();
  });

  it('proposes nothing said about the one addressed; a greeting with a name still counts', () => {
    expect(decideProposal(read('You are a thoughtful AI assistant.', 'fact'), active)).toBeNull();
    expect(decideProposal(read("You're always so patient with me.", 'habit'), active)).toBeNull();
    expect(decideProposal(read("You know, I'm vegetarian.", 'fact'), active)?.kind).toBe('fact');
    expect(decideProposal(read('你也是我的一个好伴侣和朋友。', 'fact'), active)).toBeNull();
    expect(decideProposal(read('你好，我叫刘琳，很高兴认识你。', 'fact'), active)?.kind).toBe(
      'fact',
    );
  });

  it('offers a "no longer" sentence near a kept memory as its successor, whatever its label', () => {
    expect(decideProposal(read("We're moving off PostgreSQL", 'plan', 0.6), active)).toMatchObject({
      kind: 'fact',
      supersedesId: 'pg',
    });
    // Far from every kept memory, it supersedes nothing.
    expect(decideProposal(read("We're moving off Jira", 'plan', 0.2), active)).toBeNull();
  });
});

describe('saysNoLonger', () => {
  it.each([
    "We're moving off PostgreSQL",
    "I don't run in the evenings anymore",
    'I quit coffee',
    '我们改用 MySQL 了',
    '我不再吃肉了',
  ])('reads a change in %s', (text) => {
    expect(saysNoLonger(text)).toBe(true);
  });

  it.each(['We use PostgreSQL', 'I run at 8pm', '我女儿叫小米', 'Moving is stressful'])(
    'reads no change in %s',
    (text) => {
      expect(saysNoLonger(text)).toBe(false);
    },
  );
});
