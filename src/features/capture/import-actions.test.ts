import { describe, expect, it, vi } from 'vitest';

import { getDb } from '../../db/database';
import { SpeakerNotFoundError } from '../../domain/conversation-import/me-speaker';
import { parseConversationText } from '../../domain/conversation-import/parse-conversation-text';
import { classifyInWorker } from '../../ml/capture-client';
import { useNoticeStore } from '../../stores/notice-store';
import { setupAppTests } from '../../test/render';
import chatgptExport from '../../domain/conversation-import/fixtures/chatgpt-conversations.json?raw';
import { SENTENCES_PER_SLICE, type FindProgress } from './classify-in-slices';
import { commitReview, findCandidates } from './import-actions';

vi.mock('../../ml/capture-client', () => ({
  classifyInWorker: vi.fn(),
  classifyWithEndpoint: vi.fn(),
}));

setupAppTests();

// A stand-in classifier that calls every sentence a plan, so every turn read shows.
vi.mocked(classifyInWorker).mockImplementation((inputs) =>
  Promise.resolve(inputs.map(() => ({ label: 'plan' as const, confidence: 0.8 }))),
);

const chatgpt = () => parseConversationText(chatgptExport);

describe('the Import view resolves "me" as npm run extract does', () => {
  it('reads a role name as the person: only their turns become candidates', async () => {
    const parsed = chatgpt();
    const rows = await findCandidates(parsed, 'user');
    const userTexts = parsed.conversations.flatMap((conversation) =>
      conversation.turns.filter((turn) => turn.speaker === 'User').map((turn) => turn.text),
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(userTexts.some((text) => text.includes(row.text))).toBe(true);
    }
  });

  it('keeps the resolved speaker as the source’s me', async () => {
    const parsed = chatgpt();
    const rows = await findCandidates(parsed, 'User');
    expect(await commitReview(parsed, 'USER', rows)).toBe(true);
    const sources = await getDb().sources.toArray();
    expect(sources.map((source) => (source.kind === 'conversation' ? source.me : null))).toEqual(
      sources.map(() => 'User'),
    );
  });

  it('refuses a name no speaker has and writes nothing', async () => {
    const parsed = chatgpt();
    await expect(findCandidates(parsed, 'Priya')).rejects.toBeInstanceOf(SpeakerNotFoundError);
    expect(await commitReview(parsed, 'Priya', [])).toBe(false);
    expect(await getDb().sources.count()).toBe(0);
    expect(useNoticeStore.getState().notices.at(-1)?.text).toContain(
      'Choose one of its speakers: ChatGPT, User.',
    );
  });
});

describe('finding items in a long conversation', () => {
  it('reports progress to the last sentence of every conversation', async () => {
    const progress: FindProgress[] = [];
    await findCandidates(chatgpt(), 'User', { onProgress: (p) => progress.push(p) });
    const last = progress.at(-1);
    expect(last?.total).toBeGreaterThan(0);
    expect(last?.done).toBe(last?.total);
  });

  it('stops asking the worker once cancelled, and writes nothing', async () => {
    const turns = Array.from({ length: SENTENCES_PER_SLICE * 20 }, (_, index) =>
      index % 2 === 0 ? `Me: I will water plot ${index}.` : `Sam: Plot ${index} is dry.`,
    );
    const parsed = parseConversationText(turns.join('\n'));
    const abort = new AbortController();
    vi.mocked(classifyInWorker).mockClear();
    const found = findCandidates(parsed, 'Me', {
      signal: abort.signal,
      onProgress: ({ done }) => {
        if (done >= SENTENCES_PER_SLICE * 2) abort.abort();
      },
    });
    await expect(found).rejects.toMatchObject({ name: 'AbortError' });
    expect(vi.mocked(classifyInWorker)).toHaveBeenCalledTimes(2);
    expect(await getDb().items.count()).toBe(0);
    expect(await getDb().sources.count()).toBe(0);
  });
});

describe('importing a conversation again after editing a candidate', () => {
  const transcript = 'Me: I will water the roses on Sunday.\nSam: Lovely.';

  it('recognises the edited candidate by the sentence it was proposed as', async () => {
    const [row] = await findCandidates(parseConversationText(transcript), 'Me');
    if (!row) throw new Error('no candidate');
    const edited = { ...row, text: 'Water the roses (Sunday morning)', isAccepted: true };
    expect(await commitReview(parseConversationText(transcript), 'Me', [edited])).toBe(true);

    const again = await findCandidates(parseConversationText(transcript), 'Me');
    expect(again.map((next) => [next.text, next.isAlreadyImported, next.isAccepted])).toEqual([
      [row.text, true, false],
    ]);
    expect(await commitReview(parseConversationText(transcript), 'Me', again)).toBe(true);
    const items = await getDb().items.toArray();
    expect(items.map((item) => [item.content, item.version])).toEqual([
      ['Water the roses (Sunday morning)', 2],
    ]);
    // What was said stays in the item's history, set aside by the person's edit.
    const versions = await getDb().itemVersions.toArray();
    expect(versions.map((version) => [version.content, version.version, version.cause])).toEqual([
      [row.text, 1, { kind: 'user' }],
    ]);
  });

  it('keeps each edited sentence when an edit ends in a space, for every later row too', async () => {
    const two = 'Me: I will water the roses on Sunday.\nMe: I need to repot the fern next week.';
    const rows = await findCandidates(parseConversationText(two), 'Me');
    expect(rows).toHaveLength(2);
    const edits = ['Water the roses (Sunday) ', 'Repot the fern\n'];
    const accepted = rows.map((row, index) => ({
      ...row,
      text: edits[index] ?? row.text,
      isAccepted: true,
    }));
    expect(await commitReview(parseConversationText(two), 'Me', accepted)).toBe(true);
    const versions = await getDb().itemVersions.toArray();
    expect(versions.map((version) => version.content).sort()).toEqual(
      rows.map((row) => row.text).sort(),
    );
    const again = await findCandidates(parseConversationText(two), 'Me');
    expect(again.every((row) => row.isAlreadyImported)).toBe(true);
  });

  it('files an unedited candidate at version 1, with no earlier text', async () => {
    const rows = await findCandidates(parseConversationText(transcript), 'Me');
    const accepted = rows.map((row) => ({ ...row, isAccepted: true }));
    expect(await commitReview(parseConversationText(transcript), 'Me', accepted)).toBe(true);
    expect((await getDb().items.toArray()).map((item) => item.version)).toEqual([1]);
    expect(await getDb().itemVersions.count()).toBe(0);
  });
});
