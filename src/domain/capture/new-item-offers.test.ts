import { describe, expect, it } from 'vitest';

import type { BoardEntry, SentenceToClassify, WrittenMessage } from './capture-decisions';
import type { Classification } from './labels';
import { newItemOffers } from './new-item-offers';

const message: WrittenMessage = {
  text: 'irrelevant here',
  sourceId: 'entry-1',
  episodeId: 'ep-1',
  turnIndex: null,
  saidAt: Date.UTC(2026, 2, 2, 9),
};
const van: BoardEntry = {
  id: 'van',
  type: 'question',
  content: 'Keep the old van or buy an electric one?',
  dueAt: null,
};

function offersFor(sentence: SentenceToClassify, verdict: Classification) {
  return newItemOffers(message, [sentence], [verdict]).map((decision) =>
    decision.kind === 'offer' ? decision.suggestion.kind : decision.kind,
  );
}

describe('newItemOffers: a question brought up again', () => {
  it('is closed as answered, and the decision filed, when the writer says they decided', () => {
    const text = 'We decided to keep the old van another year.';
    const kinds = offersFor(
      { index: 0, text, answers: van },
      { label: 'decision', confidence: 0.5 },
    );
    expect(kinds).toEqual(['mention', 'close', 'new-item']);
  });

  it('is closed but nothing filed when it was settled by what was done or advised', () => {
    const text = 'Asked the mechanic about the van, he said keep it, so I kept it.';
    const kinds = offersFor(
      { index: 0, text, answers: van },
      { label: 'decision', confidence: 0.3 },
    );
    expect(kinds).toEqual(['mention', 'close']);
  });

  it('is only mentioned when the sentence asks it again', () => {
    const text = 'Still torn about the van, electric or not?';
    const kinds = offersFor(
      { index: 0, text, answers: van },
      { label: 'question', confidence: 0.6 },
    );
    expect(kinds).toEqual(['mention']);
  });

  it('closes a question settled in other words, filing nothing new', () => {
    const text = "We're not renting the van, the train is easier.";
    const kinds = offersFor({ index: 0, text, answers: van }, { label: 'none', confidence: 0.4 });
    expect(kinds).toEqual(['mention', 'close']);
  });
});

describe('newItemOffers: the part after a settled question', () => {
  it('files only a decision when it must be one', () => {
    const base = {
      index: 0,
      text: 'Never mind, decided to take the bus.',
      judged: 'decided to take the bus',
      onlyIf: 'decision',
    } as const;
    expect(offersFor(base, { label: 'decision', confidence: 0.5 })).toEqual(['new-item']);
    expect(offersFor(base, { label: 'plan', confidence: 0.5 })).toEqual([]);
  });
});

describe('newItemOffers: a kept idea or decision said again', () => {
  const podcast: BoardEntry = {
    id: 'podcast',
    type: 'idea',
    content: 'A podcast about the old tram lines',
    dueAt: null,
  };

  it('is mentioned, and a dated plan in the same sentence filed beside it', () => {
    const text = 'Recording a first episode of the tram podcast next Saturday.';
    const kinds = offersFor(
      { index: 0, text, restates: podcast },
      { label: 'plan', confidence: 0.5 },
    );
    expect(kinds).toEqual(['mention', 'new-item']);
  });

  it('is only mentioned when the sentence holds no plan with a day', () => {
    const text = 'Still love the tram podcast idea, maybe one day.';
    const kinds = offersFor(
      { index: 0, text, restates: podcast },
      { label: 'idea', confidence: 0.5 },
    );
    expect(kinds).toEqual(['mention']);
  });

  it('a question said again with an appointment in it keeps the appointment', () => {
    const text = 'A van dealer can see me next Tuesday about the electric one.';
    const kinds = offersFor({ index: 0, text, answers: van }, { label: 'plan', confidence: 0.4 });
    expect(kinds).toEqual(['mention', 'new-item']);
  });
});

describe('newItemOffers: a kept item the sentence touches', () => {
  const none: Classification = { label: 'none', confidence: 0.4 };
  it('is mentioned when nothing new is offered, and not when something is', () => {
    const text = 'Tried the van thing for a week, it works.';
    const touched = newItemOffers(message, [{ index: 0, text, touches: van }], [none]);
    expect(touched).toEqual([{ kind: 'mention', itemId: 'van' }]);
    const plan: Classification = { label: 'plan', confidence: 0.5 };
    const filed = newItemOffers(message, [{ index: 0, text, touches: van }], [plan]);
    expect(filed.map((decision) => decision.kind)).toEqual(['offer']);
  });
});

describe('newItemOffers: an insight or a question guessed without a word of its kind', () => {
  const offeredAs = (text: string, verdict: Classification) => {
    const [decision] = newItemOffers(message, [{ index: 0, text }], [verdict]);
    return decision?.kind === 'offer' && decision.suggestion.kind === 'new-item'
      ? decision.suggestion.candidate.type
      : null;
  };

  it('is not offered when the head was not even sure', () => {
    const insight: Classification = { label: 'insight', confidence: 0.2 };
    expect(offeredAs('The whole ward was run off its feet today.', insight)).toBeNull();
    const question: Classification = { label: 'question', confidence: 0.2 };
    expect(offeredAs('妈妈让我先别急着辞职', question)).toBeNull();
  });

  it('is offered with a word of its kind, when the head is sure, or as another kind', () => {
    const unsure: Classification = { label: 'insight', confidence: 0.2 };
    expect(offeredAs('I noticed I write better after a walk.', unsure)).toBe('insight');
    const sure: Classification = { label: 'insight', confidence: 0.3 };
    expect(offeredAs('Short runs leave me sharper than long ones.', sure)).toBe('insight');
    const plan: Classification = { label: 'plan', confidence: 0.2 };
    expect(offeredAs('The back tyre wants replacing.', plan)).toBe('plan');
  });
});

describe('newItemOffers: an event on a named day to come', () => {
  const none: Classification = { label: 'none', confidence: 0.4 };
  const offered = (text: string) => {
    const [decision] = newItemOffers(message, [{ index: 0, text }], [none]);
    return decision?.kind === 'offer' && decision.suggestion.kind === 'new-item'
      ? decision.suggestion.candidate
      : null;
  };

  it('is offered as a plan though the classifier read nothing, due on its day', () => {
    expect(offered('The choir concert is on Saturday the 14th.')).toMatchObject({ type: 'plan' });
    expect(offered('年会在3月20号')?.dueAt).not.toBeNull();
    expect(offered('The last chapter is due at the end of the month.')).toMatchObject({
      type: 'plan',
    });
    const deadline = offered('年度总结下个月底截止。');
    expect(deadline).toMatchObject({ type: 'plan' });
    expect(typeof deadline?.dueAt).toBe('number');
  });

  it('is not when the day is a period, the past, a question or small talk', () => {
    expect(offered('I could sleep for a week.')).toBeNull();
    expect(offered('The gym closed on Monday.')).toBeNull();
    expect(offered('Is the market on Sunday?')).toBeNull();
    expect(offered('My sister is moving to Leeds on Friday.')).toBeNull();
    expect(offered('A storm is coming in on Thursday.')).toBeNull();
    expect(offered('周六有暴雨')).toBeNull();
  });

  it('is not when the sentence tells how the calendar falls', () => {
    expect(offered('Bonfire night falls on a Thursday this year.')).toBeNull();
    expect(offered('My birthday is on a Sunday this time.')).toBeNull();
    expect(offered('今年的教师节正好是周五。')).toBeNull();
    expect(offered('The recital is on Sunday.')).toMatchObject({ type: 'plan' });
    expect(offered('Mum lands on Thursday at noon.')).toMatchObject({ type: 'plan' });
  });
});
