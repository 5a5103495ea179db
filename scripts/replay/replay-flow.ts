import { toIndexEntry } from '../../src/app/index-sync';
import { appendChatTurn } from '../../src/db/chat-repo';
import { getDb } from '../../src/db/database';
import { sweepStaleItems } from '../../src/db/items-repo';
import { addJournalEntry } from '../../src/db/journal-repo';
import { readSettings } from '../../src/db/settings-repo';
import type { Embedder } from '../../src/ml/embedder';
import { getMlClient } from '../../src/ml/worker-client';
import { captureMessage, type WrittenMessage } from '../../src/stores/capture-store';
import { setModelState } from '../../src/stores/model-store';
import { acceptEveryOffer, resetOffers, type MeantToClose } from './accept-offers';
import { installFixedClock, type FixedClock } from './fixed-clock';
import { stepTime, type Flow, type FlowStep } from './flows';
import { traceStep } from './trace';
import { inProcessWorkerClass } from './in-process-worker';
import { holds, type BoardItem } from './score';

export type Replayer = {
  /**
   * Plays a flow on an empty profile and returns the board it leaves; `trace`, when
   * given, hears what capture did at each step (`npm run replay -- --trace ID`).
   */
  replay(flow: Flow, trace?: Trace): Promise<BoardItem[]>;
  dispose(): void;
};

/**
 * Replays flows through the app's own capture path: each step is stored as the journal or
 * the chat stores it (addJournalEntry, appendChatTurn), then `captureMessage` runs as the
 * features call it, against the app's database (fake-indexeddb in Node, which the caller
 * installs) and the ML worker's own handlers over `embedder`; every offer is accepted.
 * Between steps the worker's index is brought in step with the items, as recall sync
 * does in the app after each write, and the stale sweep runs at the step's moment.
 */
export async function createReplayer(embedder: Embedder): Promise<Replayer> {
  globalThis.Worker = inProcessWorkerClass(embedder);
  const clock = installFixedClock(0);
  await getMlClient().call('load-model', { tier: 'builtin' });
  await getMlClient().call('index-load', {
    entries: [],
    vectorIds: [],
    vectors: new Float32Array(),
  });
  setModelState({ phase: 'ready' });
  return {
    replay: (flow, trace) => replayFlow(flow, clock, trace),
    dispose() {
      clock.restore();
      getMlClient().terminate();
      embedder.dispose();
    },
  };
}

/** Hears one line at a time of what capture did. */
export type Trace = (line: string) => void;

async function replayFlow(flow: Flow, clock: FixedClock, trace?: Trace): Promise<BoardItem[]> {
  const db = getDb();
  await db.transaction('rw', db.tables, () => Promise.all(db.tables.map((t) => t.clear())));
  await getMlClient().call('index-load', {
    entries: [],
    vectorIds: [],
    vectors: new Float32Array(),
  });
  await resetOffers();
  const { staleDaysByType } = await readSettings(db);
  let chatSession: string | null = null;
  for (const step of flow.steps) {
    const now = stepTime(flow.start, step);
    clock.set(now);
    await sweepStaleItems(db, now, staleDaysByType);
    await syncIndex();
    const { message, previousText, sessionId } = await storeStep(step, chatSession, now);
    chatSession = sessionId ?? chatSession;
    const outcome = await captureMessage(message, previousText);
    const offers = await acceptEveryOffer(meantToCloseIn(flow));
    trace?.(traceStep(step, outcome, offers));
  }
  return readBoard();
}

/** The person's answer to "Which one is done?": an item this flow expects closed. */
function meantToCloseIn(flow: Flow): MeantToClose {
  const closing = flow.expect.items.filter((item) => item.status === 'closed');
  return (itemText) => closing.some((item) => holds(itemText, item.match));
}

/** Stores a step as the journal or the chat view does, and says what capture is given. */
async function storeStep(step: FlowStep, sessionId: string | null, now: number) {
  const db = getDb();
  if (step.kind === 'journal') {
    const entry = await addJournalEntry(db, step.text, now);
    const episode = await db.episodes.where('sourceId').equals(entry.id).first();
    if (!episode) throw new Error('The journal entry was stored without its episode.');
    const message: WrittenMessage = {
      text: entry.text,
      sourceId: entry.id,
      episodeId: episode.id,
      turnIndex: null,
      saidAt: entry.createdAt,
    };
    return { message, previousText: null, sessionId: null };
  }
  const sent = await appendChatTurn(db, sessionId, step.text, now);
  const message: WrittenMessage = {
    text: step.text.trim(),
    sourceId: sent.sourceId,
    episodeId: sent.episodeId,
    turnIndex: sent.turnIndex,
    saidAt: now,
  };
  return { message, previousText: sent.previousText, sessionId: sent.sourceId };
}

/** What recall sync does after every write: the worker's index holds the board's items. */
async function syncIndex(): Promise<void> {
  const items = await getDb()
    .items.filter((item) => item.archivedAt === null)
    .toArray();
  if (items.length > 0)
    await getMlClient().call('index-upsert', { entries: items.map(toIndexEntry) });
}

async function readBoard(): Promise<BoardItem[]> {
  const db = getDb();
  const items = await db.items.filter((item) => item.archivedAt === null).toArray();
  const versions = await db.itemVersions.toArray();
  return items.map((item) => ({
    content: item.content,
    earlierTexts: versions.filter((v) => v.itemId === item.id).map((v) => v.content),
    type: item.type,
    status: item.status,
    dueDay: item.dueAt === null ? null : localDay(item.dueAt),
  }));
}

function localDay(ms: number): string {
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
