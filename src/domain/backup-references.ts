import type { Backup } from './backup-format';
import { BACKUP_TABLES, type BackupProblem, type ReferenceTarget } from './backup-problem';
import type { Cause } from './item';
import type { Source } from './source';

type Data = Backup['data'];

/** Two records of one table with the same id: writing both by id would drop one. */
export function findDuplicateId(data: Data): BackupProblem | null {
  for (const table of BACKUP_TABLES) {
    const seen = new Set<string>();
    for (const row of data[table]) {
      if (seen.has(row.id)) return { code: 'duplicate-id', table, id: row.id };
      seen.add(row.id);
    }
  }
  return null;
}

/** A conversation's turns are numbered by position, as the app writes them. */
export function findMisnumberedTurn(data: Data): BackupProblem | null {
  for (const [sourceIndex, source] of data.sources.entries()) {
    if (source.kind !== 'conversation') continue;
    const index = source.turns.findIndex((turn, position) => turn.index !== position);
    if (index >= 0) {
      const path = `data.sources.${sourceIndex}.turns.${index}.index`;
      return { code: 'invalid', path, detail: 'a turn’s index must be its position' };
    }
  }
  return null;
}

/**
 * An entry's earlier texts are in the order they were replaced, none before the entry was
 * written, as `reviseEntry` keeps them: the last one's time is when the current text was written.
 */
export function findMisorderedRevision(data: Data): BackupProblem | null {
  for (const [sourceIndex, source] of data.sources.entries()) {
    if (source.kind !== 'journal') continue;
    let previous = source.createdAt;
    for (const [index, revision] of (source.revisions ?? []).entries()) {
      if (revision.replacedAt < previous) {
        const path = `data.sources.${sourceIndex}.revisions.${index}.replacedAt`;
        return { code: 'invalid', path, detail: 'earlier texts must be in time order' };
      }
      previous = revision.replacedAt;
    }
  }
  return null;
}

type Check = { path: string; target: ReferenceTarget; ref: string; isFound: boolean };

function hasTurn(source: Source | undefined, turnIndex: number): boolean {
  return source?.kind === 'conversation' && turnIndex < source.turns.length;
}

/** One check per reference in the file: what points where, and whether it is there. */
function* referenceChecks(data: Data): Generator<Check> {
  const itemIds = new Set(data.items.map((item) => item.id));
  const episodeIds = new Set(data.episodes.map((episode) => episode.id));
  const sources = new Map(data.sources.map((source) => [source.id, source]));
  const sourceAndTurn = function* (path: string, sourceId: string | null, turn: number | null) {
    if (sourceId !== null) {
      yield {
        path: `${path}.sourceId`,
        target: 'source',
        ref: sourceId,
        isFound: sources.has(sourceId),
      } as const;
    }
    if (turn !== null) {
      const isFound = sourceId !== null && hasTurn(sources.get(sourceId), turn);
      yield { path: `${path}.turnIndex`, target: 'turn', ref: String(turn), isFound } as const;
    }
  };
  const cause = (path: string, value: Cause): Check | null =>
    value.kind === 'message'
      ? {
          path: `${path}.cause.episodeId`,
          target: 'episode',
          ref: value.episodeId,
          isFound: episodeIds.has(value.episodeId),
        }
      : null;
  for (const [index, item] of data.items.entries()) {
    yield* sourceAndTurn(`data.items.${index}`, item.sourceId, item.turnIndex);
  }
  for (const table of ['itemVersions', 'transitions'] as const) {
    for (const [index, row] of data[table].entries()) {
      const path = `data.${table}.${index}`;
      yield {
        path: `${path}.itemId`,
        target: 'item',
        ref: row.itemId,
        isFound: itemIds.has(row.itemId),
      };
      const causeCheck = cause(path, row.cause);
      if (causeCheck) yield causeCheck;
    }
  }
  for (const [index, episode] of data.episodes.entries()) {
    yield* sourceAndTurn(`data.episodes.${index}`, episode.sourceId, episode.turnIndex);
  }
  yield* memoryReferenceChecks(data, itemIds, episodeIds);
}

/** A memory's provenance (episodes, items) and its supersession links. */
function* memoryReferenceChecks(
  data: Data,
  itemIds: ReadonlySet<string>,
  episodeIds: ReadonlySet<string>,
): Generator<Check> {
  const memoryIds = new Set(data.memories.map((memory) => memory.id));
  for (const [index, memory] of data.memories.entries()) {
    const path = `data.memories.${index}`;
    for (const [at, ref] of memory.episodeIds.entries()) {
      yield {
        path: `${path}.episodeIds.${at}`,
        target: 'episode',
        ref,
        isFound: episodeIds.has(ref),
      };
    }
    for (const [at, ref] of memory.itemIds.entries()) {
      yield { path: `${path}.itemIds.${at}`, target: 'item', ref, isFound: itemIds.has(ref) };
    }
    for (const link of ['supersedesId', 'supersededById'] as const) {
      const ref = memory[link];
      if (ref !== null) {
        yield { path: `${path}.${link}`, target: 'memory', ref, isFound: memoryIds.has(ref) };
      }
    }
  }
}

/**
 * The first reference that does not resolve inside the file: an item's source and turn,
 * a version's or transition's item and the episode its cause names, an episode's source
 * and turn. A backup is a whole export, so everything it points at is in it.
 */
export function findDanglingReference(data: Data): BackupProblem | null {
  for (const { path, target, ref, isFound } of referenceChecks(data)) {
    if (!isFound) return { code: 'dangling', path, target, ref };
  }
  return null;
}
