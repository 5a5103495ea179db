import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { toIndexEntry } from '../../src/app/index-sync';
import { getDb } from '../../src/db/database';
import { addItem } from '../../src/db/items-repo';
import { addJournalEntry } from '../../src/db/journal-repo';
import { pendingSuggestions } from '../../src/db/suggestions-repo';
import type { Suggestion } from '../../src/domain/capture/suggestion';
import type { ItemType, ProspectiveItem } from '../../src/domain/item';
import { getMlClient } from '../../src/ml/worker-client';
import { captureMessage } from '../../src/stores/capture-store';
import { correctEntry } from '../../src/features/journal/journal-actions';
import { createFakeEmbedder } from '../../src/test/fake-embedder';
import { createReplayer, type Replayer } from './replay-flow';

/*
 * Capture over the app's own worker handlers (a word-bucket stand-in for the encoder, so
 * what decides is what a sentence names): the cases a person met, where a change or a done
 * statement rewrote or closed an item about something else.
 */

const T = Date.UTC(2026, 10, 8, 20, 0);
let replayer: Replayer;

beforeAll(async () => {
  replayer = await createReplayer(createFakeEmbedder());
});
afterAll(() => replayer.dispose());
beforeEach(async () => {
  const db = getDb();
  await db.transaction('rw', db.tables, () => Promise.all(db.tables.map((t) => t.clear())));
  await getMlClient().call('index-load', {
    entries: [],
    vectorIds: [],
    vectors: new Float32Array(),
  });
});

async function keep(content: string, type: ItemType = 'plan'): Promise<ProspectiveItem> {
  const item = await addItem(
    getDb(),
    { content, type, context: '', saidAt: T, sourceId: null, turnIndex: null, dueAt: null },
    T,
  );
  await getMlClient().call('index-upsert', { entries: [toIndexEntry(item)] });
  return item;
}

async function write(text: string): Promise<Suggestion[]> {
  const db = getDb();
  const entry = await addJournalEntry(db, text, T + 60_000);
  const episode = await db.episodes.where('sourceId').equals(entry.id).first();
  if (!episode) throw new Error('no episode');
  await captureMessage({
    text,
    sourceId: entry.id,
    episodeId: episode.id,
    turnIndex: null,
    saidAt: entry.createdAt,
  });
  return pendingSuggestions(db);
}

const current = async (id: string) => (await getDb().items.get(id))?.content;

describe('a change never rewrites an item about something else', () => {
  it('leaves an unrelated item alone, and still offers the entry’s other sentences', async () => {
    const zine = await keep(
      'Maybe I could turn my notes on onboarding into a short zine for new hires',
      'idea',
    );
    const offers = await write(
      "Priya's farewell drinks got moved to next Friday. " +
        'Also I need to renew my gym card before it expires.',
    );
    expect(await current(zine.id)).toBe(zine.content);
    expect(await getDb().itemVersions.count()).toBe(0);
    expect(offers.filter((offer) => offer.kind !== 'new-item')).toEqual([]);
    const texts = offers.flatMap((o) => (o.kind === 'new-item' ? [o.candidate.text] : []));
    expect(texts).toContain('Also I need to renew my gym card before it expires.');
  });

  it('gives the item it names the changed sentence, not the whole entry', async () => {
    const dinner = await keep("Jun's birthday dinner on Friday at the noodle place");
    const offers = await write(
      "Jun's birthday dinner got moved to Saturday. Also I need to renew my gym card before it expires.",
    );
    // Its words kept, the change after them: the new version loses nothing it said.
    expect(await current(dinner.id)).toBe(
      "Jun's birthday dinner on Friday at the noodle place — Jun's birthday dinner got moved to Saturday.",
    );
    expect((await getDb().items.get(dinner.id))?.status).toBe('referenced');
    const texts = offers.flatMap((o) => (o.kind === 'new-item' ? [o.candidate.text] : []));
    expect(texts).toContain('Also I need to renew my gym card before it expires.');
  });

  it('asks instead of applying when two items are equally named', async () => {
    const call = await keep('Call the dentist about the cleaning appointment');
    const book = await keep('Book the vet appointment for the cat');
    const offers = await write('The appointment got moved to next Tuesday.');
    expect(await current(call.id)).toBe(call.content);
    expect(await current(book.id)).toBe(book.content);
    const updates = offers.filter((offer) => offer.kind === 'update');
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ sentence: 'The appointment got moved to next Tuesday.' });
  });
});

describe('a change is made unasked only when it is unmistakable', () => {
  it('offers, and rewrites nothing, when the sentence names the item by one word', async () => {
    const dinner = await keep('Dinner with Jun at the noodle place on Friday');
    const offers = await write('Friday got moved to Saturday.');
    expect(await current(dinner.id)).toBe(dinner.content);
    expect(await getDb().itemVersions.count()).toBe(0);
    expect(offers.filter((offer) => offer.kind === 'update')).toEqual([
      expect.objectContaining({ itemId: dinner.id, itemText: dinner.content }),
    ]);
  });

  it('offers, and rewrites nothing, when only the sentence before names the item', async () => {
    const tractor = await keep('Sell the old tractor to the dairy over in Millbrook');
    await write('The dairy in Millbrook called about the old tractor again.');
    await getDb().suggestions.clear();
    const offers = await write(
      'The dairy in Millbrook called about the old tractor again. It got moved to spring.',
    );
    expect(await current(tractor.id)).toBe(tractor.content);
    expect(await getDb().itemVersions.count()).toBe(0);
    // Whatever is offered for it shows both texts; nothing is offered for another item.
    for (const offer of offers) {
      if (offer.kind === 'update') expect(offer.itemId).toBe(tractor.id);
    }
  });

  it('rewrites nothing when the one name a Chinese sentence shares is all it shares', async () => {
    const awning = await keep('把卫生室门口的遮阳棚修好，夏天太晒了。');
    await write('想把卫生室的旧柜子换成带锁的。');
    expect(await current(awning.id)).toBe(awning.content);
    expect(await getDb().itemVersions.count()).toBe(0);
  });

  it('never overwrites a question with the decision that answers it', async () => {
    const question = await keep(
      'Should Mia go to the public school or the private one?',
      'question',
    );
    const offers = await write('Mia’s school got changed: we picked the public school.');
    expect(await current(question.id)).toBe(question.content);
    expect(await getDb().itemVersions.count()).toBe(0);
    expect(offers.filter((offer) => offer.kind === 'update')).toEqual([]);
  });
});

describe('a done statement closes the item it names, or none', () => {
  it('offers to close the one of two similar items that is named', async () => {
    const flights = await keep('Book flights to Lisbon for May');
    const hotel = await keep('Book the hotel in Lisbon for May');
    const offers = await write('Flights booked! 机票搞定了');
    const closes = offers.filter((offer) => offer.kind === 'close');
    expect(closes).toHaveLength(1);
    expect(closes[0]).toMatchObject({ itemId: flights.id, outcome: 'done' });
    expect(closes.some((offer) => 'itemId' in offer && offer.itemId === hotel.id)).toBe(false);
  });

  it('asks which one when two items are named about as well, and closes nothing by itself', async () => {
    const landlord = await keep('Call the landlord about the leaking boiler');
    const plumber = await keep('Call the plumber about the leaking boiler');
    const offers = await write('Sorted out the leaking boiler today.');
    expect(offers.filter((offer) => offer.kind === 'close')).toEqual([]);
    const asked = offers.filter((offer) => offer.kind === 'choose-close');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ outcome: 'done' });
    const choices = asked[0]?.kind === 'choose-close' ? asked[0].choices : [];
    expect(new Set(choices.map((choice) => choice.itemId))).toEqual(
      new Set([landlord.id, plumber.id]),
    );
    for (const item of [landlord, plumber]) {
      expect((await getDb().items.get(item.id))?.status).toBe('open');
    }
  });

  it('asks nothing when the sentence names no item at all', async () => {
    await keep('Call the landlord about the leaking boiler');
    await keep('Call the plumber about the leaking boiler');
    const offers = await write('Did it.');
    expect(offers.filter((offer) => offer.kind !== 'new-item')).toEqual([]);
  });

  it('closes nothing for something never written down', async () => {
    await keep('Finish the grant report for the river survey');
    const offers = await write('Finished the book last night, great ending.');
    expect(offers.filter((offer) => offer.kind === 'close')).toEqual([]);
  });

  it('offers to close an abandoned plan as dropped', async () => {
    const marathon = await keep('Swim the autumn triathlon with Dana');
    const offers = await write('Never mind the triathlon, my knee cannot take it.');
    expect(offers.filter((offer) => offer.kind === 'close')).toEqual([
      expect.objectContaining({ itemId: marathon.id, outcome: 'dropped' }),
    ]);
  });
});

describe('a restatement mentions the item instead of adding it again', () => {
  it('marks the item referenced and offers no duplicate', async () => {
    const postgres = await keep('We decided to use PostgreSQL for the billing service', 'decision');
    const offers = await write('We decided to use PostgreSQL for the billing service.');
    expect((await getDb().items.get(postgres.id))?.status).toBe('referenced');
    expect(offers.filter((offer) => offer.kind === 'new-item')).toEqual([]);
  });
});

describe('a corrected journal entry', () => {
  it('is read again only for the sentences the correction added', async () => {
    const before = 'Rainy day at home. I need to call the plumber about the kitchen sink.';
    await write(before);
    const entry = await getDb().sources.toCollection().first();
    if (!entry) throw new Error('no entry');
    const offeredBefore = await pendingSuggestions(getDb());
    await getDb().suggestions.clear();

    const corrected = await correctEntry(
      entry.id,
      `${before} Also I need to renew my gym card before it expires.`,
    );
    expect(corrected?.kind).toBe('corrected');
    await vi.waitFor(async () => expect(await pendingSuggestions(getDb())).not.toEqual([]));

    const texts = (await pendingSuggestions(getDb())).flatMap((o) =>
      o.kind === 'new-item' ? [o.candidate.text] : [],
    );
    expect(texts).toEqual(['Also I need to renew my gym card before it expires.']);
    expect(offeredBefore.length).toBeGreaterThan(0);
  });
});

describe('a plan given up for another way', () => {
  it('becomes a new version holding the other way, not a drop', async () => {
    const shelf = await keep('想把旧书架挂闲鱼卖掉，反正新家也放不下。');
    await keep('得跟物业约时间退门禁卡押金。');
    const offers = await write('旧书架挂了两周没人要，算了，直接送给隔壁邻居。');
    expect(await current(shelf.id)).toBe(
      '想把旧书架挂闲鱼卖掉，反正新家也放不下。 — 旧书架挂了两周没人要，算了，直接送给隔壁邻居。',
    );
    expect(offers.filter((offer) => offer.kind === 'close')).toEqual([]);
  });

  it('closes nothing on a done clause beside a clause about another item', async () => {
    const friday = await keep('Keep Friday afternoons free of meetings', 'decision');
    const offers = await write('Kept Friday free and mailed the tax forms.');
    expect(offers.filter((offer) => offer.kind === 'close')).toEqual([]);
    expect((await getDb().items.get(friday.id))?.status).not.toBe('closed');
  });
});

describe('what follows a finished event', () => {
  it('is offered only when its own words say what it is', async () => {
    const reaction = await write('Finished the novel last night, the ending felt rushed.');
    expect(reaction).toEqual([]);
    await getDb().suggestions.clear();
    const plan = await write('新房子总算定了，下月初搬。');
    const offered = plan.flatMap((o) => (o.kind === 'new-item' ? [o.candidate] : []));
    expect(plan).toHaveLength(1);
    expect(offered[0]).toMatchObject({ text: '新房子总算定了，下月初搬。', type: 'plan' });
  });
});

describe('facts and habits about the person', () => {
  it('are not offered as items, while a plan beside them is', async () => {
    const offers = await write(
      "I'm allergic to walnuts. I always stretch before I cycle. I need to return the library books.",
    );
    const texts = offers.flatMap((o) => (o.kind === 'new-item' ? [o.candidate.text] : []));
    expect(texts).toEqual(['I need to return the library books.']);
  });
});

describe('a sentence naming someone else is not the item said again', () => {
  it('offers the plan for dad beside the one for mum, and leaves mum’s as it was', async () => {
    const mum = await keep('I need to call mum on Sunday about the trip');
    const offers = await write('I need to call dad on Sunday about the trip.');
    expect((await getDb().items.get(mum.id))?.status).toBe('open');
    const texts = offers.flatMap((o) => (o.kind === 'new-item' ? [o.candidate.text] : []));
    expect(texts).toEqual(['I need to call dad on Sunday about the trip.']);
  });

  it('closes nothing when the one named is someone else', async () => {
    await keep('Call mum on Sunday about the trip');
    const offers = await write('Called dad on Sunday about the trip, all sorted.');
    expect(offers.filter((offer) => offer.kind === 'close')).toEqual([]);
  });

  it('still reads the same person in other words as the item said again', async () => {
    const mum = await keep('I need to call mum on Sunday about the trip');
    const offers = await write('Must call Mum on Sunday about the trip!');
    expect((await getDb().items.get(mum.id))?.status).toBe('referenced');
    expect(offers.filter((offer) => offer.kind === 'new-item')).toEqual([]);
  });
});
