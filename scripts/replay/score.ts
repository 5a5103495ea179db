import type { ItemStatus, ItemType } from '../../src/domain/item';
import type { Flow } from './flows';

/** An item on the board at the end of a flow, with the texts it had before. */
export type BoardItem = {
  content: string;
  earlierTexts: string[];
  type: ItemType;
  status: ItemStatus;
  /** The local day of its due date, YYYY-MM-DD, or null. */
  dueDay: string | null;
};

/** What one flow scored: counts, so that files pool flows by adding them. */
export type FlowScore = {
  expected: number;
  found: number;
  statusRight: number;
  withNow: number;
  nowRight: number;
  withDue: number;
  dueRight: number;
  notItems: number;
  junk: number;
  damage: number;
  /** Lines for the human-readable report: what went wrong, by expected text. */
  misses: string[];
};

/**
 * "Holds": the words appear in the text, ignoring case and runs of spaces. FORMAT.md
 * copies `match` from what was said, so a plain substring is the honest test.
 */
export function holds(text: string, words: string): boolean {
  const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
  return norm(text).includes(norm(words));
}

function holdsAnyVersion(item: BoardItem, words: string): boolean {
  return holds(item.content, words) || item.earlierTexts.some((text) => holds(text, words));
}

/**
 * Scores one flow's final board against its `expect` (FORMAT.md): an expected item is
 * found when exactly one board item holds `match` (now or in an earlier version) and
 * that item has the right type. Status, change (`now`) and due are judged on that one
 * item; an expected item with `now` or `due` that was not found counts as wrong.
 */
export function scoreFlow(board: readonly BoardItem[], expect: Flow['expect']): FlowScore {
  const score: FlowScore = {
    expected: expect.items.length,
    found: 0,
    statusRight: 0,
    withNow: 0,
    nowRight: 0,
    withDue: 0,
    dueRight: 0,
    notItems: expect.not_items.length,
    junk: 0,
    damage: 0,
    misses: [],
  };
  for (const wanted of expect.items) {
    const holders = board.filter((item) => holdsAnyVersion(item, wanted.match));
    const [only] = holders;
    const item = holders.length === 1 && only?.type === wanted.type ? only : null;
    if (wanted.now !== undefined) score.withNow += 1;
    if (wanted.due !== undefined) score.withDue += 1;
    if (!item) {
      const why =
        holders.length === 0
          ? 'not filed'
          : holders.length > 1
            ? `${holders.length} items hold it`
            : `filed as ${only?.type ?? '?'}`;
      score.misses.push(`missed "${wanted.match}" (${wanted.type}): ${why}`);
      continue;
    }
    score.found += 1;
    if (item.status === wanted.status) score.statusRight += 1;
    else score.misses.push(`"${wanted.match}" is ${item.status}, not ${wanted.status}`);
    if (wanted.now !== undefined) {
      if (holds(item.content, wanted.now)) score.nowRight += 1;
      else score.misses.push(`"${wanted.match}" does not say "${wanted.now}": "${item.content}"`);
    } else if (!holds(item.content, wanted.match)) {
      score.damage += 1;
      score.misses.push(`DAMAGE "${wanted.match}" now reads "${item.content}"`);
    }
    if (wanted.due !== undefined) {
      if (item.dueDay === wanted.due) score.dueRight += 1;
      else score.misses.push(`"${wanted.match}" due ${item.dueDay ?? 'never'}, not ${wanted.due}`);
    }
  }
  for (const smallTalk of expect.not_items) {
    const taken = board.find((item) => holdsAnyVersion(item, smallTalk));
    if (!taken) continue;
    score.junk += 1;
    score.misses.push(`junk "${smallTalk}" filed as ${taken.type}`);
  }
  return score;
}

/** A file's metrics, as `--json` prints them; a rate with nothing to count is null. */
export type FileMetrics = {
  file: string;
  flows: number;
  itemRecall: number | null;
  statusAccuracy: number | null;
  updateAccuracy: number | null;
  dueAccuracy: number | null;
  junkRate: number | null;
  damage: number;
};

const rate = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/**
 * Pools flows by adding their counts. Status accuracy is over the items found (a status
 * can only be judged on an item that exists); the other rates are over what was expected.
 */
export function summariseFile(file: string, scores: readonly FlowScore[]): FileMetrics {
  const sum = (key: keyof Omit<FlowScore, 'misses'>) =>
    scores.reduce((total, s) => total + s[key], 0);
  return {
    file,
    flows: scores.length,
    itemRecall: rate(sum('found'), sum('expected')),
    statusAccuracy: rate(sum('statusRight'), sum('found')),
    updateAccuracy: rate(sum('nowRight'), sum('withNow')),
    dueAccuracy: rate(sum('dueRight'), sum('withDue')),
    junkRate: rate(sum('junk'), sum('notItems')),
    damage: sum('damage'),
  };
}
