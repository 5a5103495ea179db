import { describe, expect, it } from 'vitest';

import { boardOf, kinds, read, readAsTheHeadRead } from './message-reading.fixtures';

/* The reading of sentences that say a day, and of what the status head read half surely. */

describe('readMessage: a kept idea said again with a day in it', () => {
  it('is left to the classifier with the idea it restates', () => {
    const board = boardOf(['tram', 'idea', 'A podcast about the old tram lines']);
    const reading = read('Recording the old tram lines podcast pilot next Saturday.', board);
    expect(reading.decisions).toEqual([]);
    expect(reading.toClassify).toMatchObject([{ index: 0, restates: { id: 'tram' } }]);
  });

  it('without a day it is only mentioned', () => {
    const board = boardOf(['tram', 'idea', 'A podcast about the old tram lines']);
    const reading = read('Still thinking about the old tram lines podcast.', board);
    expect(reading.decisions).toEqual([{ kind: 'mention', itemId: 'tram' }]);
  });
});

describe('readMessage: a half-sure reading of the status head', () => {
  const board = boardOf(
    ['coach', 'plan', 'Find a swim coach for two more lessons on turns'],
    ['bins', 'idea', 'Paint the bin store green'],
  );
  const halfSure = (text: string) =>
    readAsTheHeadRead(text, board, { status: 'done', onlyIfNamed: true });

  it('offers to close the open plan the sentence names', () => {
    const reading = halfSure('Two lessons on turns with the swim coach, finally clicking.');
    const closes = reading.decisions.flatMap((d) =>
      d.kind === 'offer' && d.suggestion.kind === 'close' ? [d.suggestion] : [],
    );
    expect(closes).toMatchObject([{ itemId: 'coach', outcome: 'done' }]);
  });

  it('does not close a plan the sentence names by one word only', () => {
    const reading = halfSure('The coach was brilliant with the kids today.');
    expect(reading.decisions.some((d) => d.kind === 'offer')).toBe(false);
  });

  it('is read as saying nothing when the sentence names no open plan', () => {
    const reading = halfSure('Dinner at the Thai place with Sam on Friday.');
    expect(reading.decisions).toEqual([]);
    expect(reading.toClassify).toMatchObject([
      { index: 0, text: 'Dinner at the Thai place with Sam on Friday.' },
    ]);
    expect(reading.toClassify[0]?.judged).toBeUndefined();
  });
});

describe('readMessage: a plan said again with another day', () => {
  const board = boardOf(
    ['gutters', 'plan', 'Get the gutters on the garage cleared'],
    ['visa', 'plan', 'Renew the visa photos'],
  );

  it('offers the new day, both texts shown, never changing the plan unasked', () => {
    const reading = read('The gutters on the garage can be cleared on the 21st.', board);
    expect(kinds(reading)).toEqual(['mention', 'offer']);
    const [, offer] = reading.decisions;
    expect(offer?.kind === 'offer' && offer.suggestion.kind).toBe('update');
  });

  it('only mentions it when the sentence tells of the past', () => {
    const reading = read('We cleared the gutters on the garage on Sunday.', board);
    expect(kinds(reading)).not.toContain('offer');
  });
});

describe('readMessage: a question answered in words other than "decided"', () => {
  const board = boardOf(['allotment', 'question', 'Should we renew the allotment next year?']);
  const givenUp = (text: string) =>
    readAsTheHeadRead(text, board, { status: 'dropped', onlyIfNamed: false });
  const closes = (reading: ReturnType<typeof givenUp>) =>
    reading.decisions.flatMap((d) =>
      d.kind === 'offer' && d.suggestion.kind === 'close' ? [d.suggestion.itemId] : [],
    );

  it('offers to close the question a settling sentence names', () => {
    expect(closes(givenUp("We're not renewing the allotment, too much work."))).toEqual([
      'allotment',
    ]);
  });

  it('only mentions it while the writer still hesitates', () => {
    const reading = givenUp("I'm not sure about the allotment, too much work.");
    expect(closes(reading)).toEqual([]);
  });
});

describe('readMessage: a change only floated', () => {
  const board = boardOf(['course', 'plan', '暑假去考个潜水证']);
  it('is never a new version of the plan, asked or unasked', () => {
    const reading = read('也许可以改成暑假去学帆船。', board);
    expect(kinds(reading)).not.toContain('offer');
    expect(kinds(reading)).not.toContain('sure-change');
    // Read all the same: brought up, or left to the classifier.
    expect(reading.decisions.length + reading.toClassify.length).toBeGreaterThan(0);
  });
});

describe('readMessage: a question settled in a few words', () => {
  const board = boardOf(['delivery', 'question', '要不要在网上开个外卖店？']);
  it('is left to the classifier as the possible answer', () => {
    const reading = read('跟家里商量了，外卖先不做，抽成太高。', board);
    expect(reading.toClassify).toMatchObject([{ answers: { id: 'delivery' } }]);
  });
});

describe('readMessage: a kept item named surely by fewer words than a restatement', () => {
  const board = boardOf(
    ['stream', 'idea', '也许可以在网上直播卖橙子'],
    ['fence', 'plan', '周末把后院的篱笆修一下'],
  );
  it('is passed on with the sentence, to be mentioned if nothing new is filed', () => {
    const reading = read('试着直播了两次，效果比想象的好很多。', board);
    expect(reading.toClassify).toMatchObject([{ touches: { id: 'stream' } }]);
  });

  it('is not when the sentence names nothing kept', () => {
    const reading = read('今天下午去河边散步了，风很大。', board);
    expect(reading.toClassify).toHaveLength(1);
    expect(reading.toClassify[0]?.touches).toBeUndefined();
  });
});

describe('readMessage: how the calendar falls', () => {
  it('gives a plan no other day', () => {
    const window = boardOf(['window', 'plan', 'Redo the shop window before Halloween']);
    const said = read('Halloween falls on a Saturday this year, shop window first.', window);
    expect(kinds(said)).toEqual(['mention']);
    const sale = boardOf(['sale', 'plan', '国庆前把店里的橱窗换成秋天的']);
    expect(kinds(read('今年国庆店里的橱窗正好是周五。', sale))).not.toContain('offer');
  });
});
