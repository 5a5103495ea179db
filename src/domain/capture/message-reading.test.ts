import { describe, expect, it } from 'vitest';

import {
  boardOf,
  kinds,
  read,
  readAsTheHeadRead,
  readWithCosines,
} from './message-reading.fixtures';
import { MEANT_BY_MEANING } from './plans-meant-by-meaning';

describe('readMessage: no silent rewrite', () => {
  it('changes an item unasked only when the sentence repeats its own words and nothing else is close', () => {
    const board = boardOf(
      ['kiln', 'plan', 'Fire the pottery kiln on Friday'],
      ['tax', 'plan', 'Send the tax forms to Ines'],
    );
    const reading = read('The pottery kiln firing got pushed to Sunday.', board);
    expect(kinds(reading)).toEqual(['sure-change']);
    const [decision] = reading.decisions;
    expect(decision?.kind === 'sure-change' && decision.change.before.content).toBe(
      'Fire the pottery kiln on Friday',
    );
  });

  it('offers the change, showing both texts, when the sentence names the item by one word', () => {
    const board = boardOf(
      ['kiln', 'plan', 'Fire the pottery kiln on Friday'],
      ['tax', 'plan', 'Send the tax forms to Ines'],
    );
    const reading = read('The kiln got pushed to Sunday.', board);
    expect(kinds(reading)).not.toContain('sure-change');
    const offer = reading.decisions.find((d) => d.kind === 'offer');
    expect(offer?.kind === 'offer' && offer.suggestion.kind).toBe('update');
  });

  it('counts a shared Chinese name as one word, not as its overlapping character pairs', () => {
    const board = boardOf(['call', 'plan', '周三给王建国打电话'], ['bike', 'plan', '周末修自行车']);
    const reading = read('王建国那边改到周五了。', board);
    expect(kinds(reading)).not.toContain('sure-change');
    expect(kinds(reading)).toContain('offer');
  });

  it('closes a question a decision answers and files the answer, never overwriting the question', () => {
    const board = boardOf(['roof', 'question', 'Slate or clay tiles for the shed roof?']);
    const reading = read('For the shed roof tiles we switched to slate instead.', board);
    expect(kinds(reading)).not.toContain('sure-change');
    const closes = reading.decisions.flatMap((d) =>
      d.kind === 'offer' && d.suggestion.kind === 'close' ? [d.suggestion] : [],
    );
    expect(closes).toMatchObject([{ itemId: 'roof', outcome: 'done' }]);
    expect(reading.toClassify.map((s) => s.index)).toEqual([0]);
  });
});

describe('readMessage: done said of an item named indirectly', () => {
  it('asks which one when two items are named about as well', () => {
    const board = boardOf(
      ['vet', 'plan', 'Book the vet for the cat'],
      ['groomer', 'plan', 'Book the groomer for the cat'],
    );
    const reading = read('Booked the cat in.', board);
    expect(kinds(reading)).toEqual(['ask']);
    const [ask] = reading.decisions;
    const ids = ask?.kind === 'ask' ? ask.suggestion.choices.map((c) => c.itemId) : [];
    expect(ids.sort()).toEqual(['groomer', 'vet']);
  });

  it('leaves an appointment made for a day to come to the classifier, whole', () => {
    const board = boardOf(['bins', 'plan', 'Put the garden waste bin out']);
    const reading = read('The boiler service is booked for the 20th.', board);
    expect(reading.decisions).toEqual([]);
    expect(reading.toClassify).toMatchObject([{ index: 0 }]);
    expect(reading.toClassify[0]?.judged).toBeUndefined();
    // Done today is a day told, not a day ahead: only what it says besides is judged.
    const today = read('今天把工牌交了，心里怪怪的。', board).toClassify;
    expect(today.every((sentence) => sentence.judged !== undefined)).toBe(true);
  });

  it('says nothing when the finished thing was never written down', () => {
    const board = boardOf(['vet', 'plan', 'Book the vet for the cat']);
    // Far apart in meaning too: recall's cosine is below MEANT_BY_MEANING.
    const reading = read('Finished the crossword.', board, MEANT_BY_MEANING - 0.1);
    expect(reading.decisions).toEqual([]);
  });

  it('offers to close the one plan a done sentence means by meaning alone', () => {
    const board = boardOf(
      ['vet', 'plan', 'Book the vet for the cat'],
      ['shed', 'idea', 'Paint the shed green'],
      ['tax', 'plan', 'File the tax return'],
    );
    // The idea is nearer still, but ideas are not done by doing; the tax return is far.
    const cosines = { vet: 0.45, shed: 0.5, tax: 0.2 };
    const reading = readWithCosines(
      'Whiskers had his jabs at the clinic, all sorted.',
      board,
      cosines,
    );
    const closes = reading.decisions.flatMap((decision) =>
      decision.kind === 'offer' && decision.suggestion.kind === 'close'
        ? [decision.suggestion.itemId]
        : [],
    );
    expect(closes).toEqual(['vet']);
    expect(reading.decisions.filter((decision) => decision.kind !== 'offer')).toEqual([]);
  });

  it('says nothing when no plan is near enough in meaning', () => {
    const board = boardOf(['vet', 'plan', 'Book the vet for the cat']);
    const reading = readWithCosines('Finished the crossword.', board, { vet: 0.2 });
    expect(reading.decisions).toEqual([]);
  });

  it('asks which one when two plans are about as near in meaning', () => {
    const board = boardOf(
      ['vet', 'plan', 'Book the vet for the cat'],
      ['groomer', 'plan', 'Find a groomer for the dog'],
    );
    const reading = read('All sorted at the clinic, both of them.', board);
    const asked = reading.decisions.filter((decision) => decision.kind === 'ask');
    expect(asked).toHaveLength(1);
  });

  it('never reads an item off the snapshot, such as one filed from this same message', () => {
    const reading = read('Booked the vet for the cat.', boardOf());
    expect(reading.decisions).toEqual([]);
  });
});

describe('readMessage: restatement', () => {
  it('marks the item referenced when a sentence says it again', () => {
    const board = boardOf(['lamp', 'idea', 'A reading lamp clamped to the bunk bed']);
    const reading = read('Still thinking about that reading lamp for the bunk bed.', board);
    expect(reading.decisions).toEqual([{ kind: 'mention', itemId: 'lamp' }]);
    expect(reading.toClassify).toEqual([]);
  });

  it('a strong match in the other language is a restatement too', () => {
    const board = boardOf(['lamp', 'idea', 'A reading lamp clamped to the bunk bed']);
    const reading = read('还在想上铺那盏阅读灯。', board, 0.8);
    expect(reading.decisions).toEqual([{ kind: 'mention', itemId: 'lamp' }]);
  });

  it('leaves a sentence about something else to the classifier', () => {
    const board = boardOf(['lamp', 'idea', 'A reading lamp clamped to the bunk bed']);
    const reading = read('Need to renew my passport before June.', board);
    expect(reading.decisions).toEqual([]);
    expect(reading.toClassify).toEqual([
      { index: 0, text: 'Need to renew my passport before June.' },
    ]);
  });
});

describe('readMessage: a done statement that names nothing', () => {
  const board = boardOf(
    ['essay', 'plan', 'Hand in the history essay by Thursday'],
    ['tyres', 'plan', 'Swap the winter tyres on the van'],
  );

  it('closes the one plan due around now', () => {
    const reading = read('Submitted it!', board, 0.1, ['essay']);
    expect(reading.decisions).toMatchObject([
      { kind: 'offer', suggestion: { kind: 'close', itemId: 'essay' } },
    ]);
  });

  it('asks which one when two plans are due around now', () => {
    const reading = read('搞定了！', board, 0.1, ['essay', 'tyres']);
    expect(kinds(reading)).toEqual(['ask']);
  });

  it('says nothing when no plan is due around now', () => {
    expect(read('Did it!', board, 0.1, []).decisions).toEqual([]);
  });

  it('is not used when the statement names what was done', () => {
    const reading = read('Finished the crossword.', board, 0.1, ['essay']);
    expect(reading.decisions).toEqual([]);
  });
});

describe('readMessage: a question brought up again', () => {
  const board = boardOf(['van', 'question', 'Keep the old van or buy an electric one?']);

  it('leaves it to the classifier, marked as the question it may answer', () => {
    const reading = read("We're keeping the old van, the electric ones cost too much.", board);
    expect(reading.decisions).toEqual([]);
    expect(reading.toClassify).toMatchObject([{ index: 0, answers: { id: 'van' } }]);
  });

  it('is not closed by a change that shares one word with it', () => {
    const reading = read('The van service moved to Friday instead.', board);
    expect(reading.decisions.some((d) => d.kind === 'offer')).toBe(false);
  });

  it('is marked as answered by a decision that names it by one word among much that is new', () => {
    const board = boardOf(
      ['cpd', 'question', 'Should I sign up for the CIPD course this year or wait?'],
      ['tyres', 'plan', 'Get new tyres for the Golf'],
    );
    const reading = read(
      'After a long talk with Ben I decided to start the CIPD modules in May.',
      board,
    );
    expect(reading.toClassify).toMatchObject([{ index: 0, answers: { id: 'cpd' } }]);
  });

  it("is not marked as answered by a sentence without the writer's decision words", () => {
    const board = boardOf(
      ['cpd', 'question', 'Should I sign up for the CIPD course this year or wait?'],
      ['tyres', 'plan', 'Get new tyres for the Golf'],
    );
    const reading = read('Priya from work is starting the CIPD modules in May.', board);
    expect(reading.toClassify).toMatchObject([{ index: 0 }]);
    expect(reading.toClassify[0]?.answers).toBeUndefined();
  });

  it('is closed when the writer decides against it, 决定 naming nothing itself', () => {
    const board = boardOf(
      ['pmp', 'question', '要不要考个 PMP，对转岗有没有用？'],
      ['car', 'plan', '周末去把车保养了'],
    );
    const reading = read('查了一下，PMP 太贵了，决定不考了。', board);
    const closes = reading.decisions.flatMap((d) =>
      d.kind === 'offer' && d.suggestion.kind === 'close' ? [d.suggestion] : [],
    );
    expect(closes).toMatchObject([{ itemId: 'pmp', outcome: 'dropped' }]);
  });

  it("leaves the whole sentence to be judged a decision when it holds the writer's decision words", () => {
    const board = boardOf(
      ['logo', 'question', '要不要把 logo 换成蓝色？'],
      ['tax', 'plan', '月底前报税'],
    );
    const reading = read('logo 的事商量了很久，最后决定不换了。', board);
    expect(reading.toClassify).toMatchObject([{ index: 0, onlyIf: 'decision' }]);
    expect(reading.toClassify[0]?.judged).toBeUndefined();
  });
});

describe('readMessage: what a done statement may close', () => {
  it('never closes an insight: saying it again only mentions it', () => {
    const board = boardOf(['nap', 'insight', 'I write better after a short nap']);
    const reading = read('Finished the chapter after a short nap, write better for sure.', board);
    expect(reading.decisions).toEqual([{ kind: 'mention', itemId: 'nap' }]);
  });

  it('closes a plan, but not an idea, on what the status head read alone', () => {
    const board = boardOf(
      ['tiles', 'plan', 'Regrout the bathroom tiles'],
      ['mural', 'idea', 'Paint a mural on the garden wall'],
    );
    // The head reads both as done; no cue pattern does.
    const head = (text: string) =>
      readAsTheHeadRead(text, board, { status: 'done', onlyIfNamed: false });
    expect(head('Bathroom tiles regrouted at last.').decisions).toContainEqual(
      expect.objectContaining({ kind: 'offer' }),
    );
    expect(head('The garden wall mural, painted over the weekend.').decisions).not.toContainEqual(
      expect.objectContaining({ kind: 'offer' }),
    );
  });
});
