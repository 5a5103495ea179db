import { commitImport } from '../src/db/capture-repo';
import { ForethoughtDb } from '../src/db/database';
import { extractCandidates } from '../src/domain/capture/extract-candidates';
import { parseConversationText } from '../src/domain/conversation-import/parse-conversation-text';
import { classifyInWorker } from '../src/ml/capture-client';
import { getMlClient } from '../src/ml/worker-client';
import type { BenchParams, Measured } from './bench-api';
import { freshSentences } from './corpus';
import { modelReady } from './ml';
import { repeat, timeMs } from './repeat';

/** The other side of the chat, and small talk of the person's own, between their plans. */
const REPLIES = ['Sounds good.', 'Why that one?', 'OK, tell me more.', 'Ha, fair enough.'];
const CHATTER = ['Lovely weather today.', 'Thanks, that helps!', 'I had pasta for lunch.'];

/**
 * A pasted chat of `messages` turns, as a plain transcript with timestamps: the person
 * ("Me") and Sam take turns; the person's turns mix plans with small talk, two sentences
 * each, so the classifier sees both kinds.
 */
function transcript(messages: number): string {
  const plans = freshSentences(messages);
  const lines: string[] = [];
  for (let i = 0; i < messages; i += 1) {
    const minute = String(i % 60).padStart(2, '0');
    const hour = String(8 + (Math.floor(i / 60) % 12)).padStart(2, '0');
    const stamp = `[2026-11-02 ${hour}:${minute}]`;
    const text =
      i % 2 === 0
        ? `${plans[i] ?? ''} ${CHATTER[i % CHATTER.length] ?? ''}`
        : (REPLIES[i % REPLIES.length] ?? '');
    lines.push(`${stamp} ${i % 2 === 0 ? 'Me' : 'Sam'}: ${text}`);
  }
  return lines.join('\n');
}

/**
 * A pasted chat of 1,000 messages, extracted and indexed as the Import view does it:
 * parse, classify the person's sentences in the real worker, commit every candidate in one
 * transaction, embed the new items into the worker's index. The review in between is the
 * person's time, not the app's, so every candidate is taken as accepted.
 */
export async function extractChat(params: BenchParams<'extract-chat'>): Promise<Measured> {
  await modelReady();
  // A database of its own, with the app's schema: the app's data is not touched.
  const db = new ForethoughtDb('forethought-bench-import');
  const counts = { turns: 0, candidates: 0, items: 0, embedded: 0 };
  try {
    const real = await repeat(params, async () => {
      await db.delete();
      await db.open();
      const text = transcript(params.messages);
      return timeMs(async () => {
        const parsed = parseConversationText(text);
        const [conversation] = parsed.conversations;
        if (!conversation) throw new Error('The bench transcript did not parse.');
        const found = await extractCandidates(conversation, 'Me', classifyInWorker, Date.now());
        const accepted = found.map((c) => ({
          ...c,
          conversationIndex: 0,
          turnIndex: c.turnIndex ?? 0,
        }));
        const { items } = await commitImport(db, parsed, 'Me', accepted, Date.now());
        const entries = items.map((item) => ({
          id: item.id,
          text: item.content,
          status: item.status,
          saidAt: item.saidAt,
        }));
        const { embeddedIds } = await getMlClient().call('index-upsert', { entries });
        Object.assign(counts, {
          turns: conversation.turns.length,
          candidates: found.length,
          items: items.length,
          embedded: embeddedIds.length,
        });
      });
    });
    return {
      unit: 'ms',
      real,
      naive: null,
      notes: [
        `${counts.turns} turns parsed; ${counts.candidates} candidates found in the person's sentences`,
        `${counts.items} items committed in one transaction; ${counts.embedded} embedded into the index`,
      ],
    };
  } finally {
    await db.delete();
  }
}
