import type { ItemStatus, ItemType } from '../item';
import type { MemoryKind } from '../memory/memory-record';
import type { Episode, Source } from '../source';

/**
 * A memory handed to the chat assistant with a message, as it was when handed: which kind,
 * which record, and the text the assistant read. Kept on the assistant's reply, so the
 * person can always see what it was given, even after the memory is edited or erased.
 */
export type GivenMemory =
  | {
      kind: 'item';
      id: string;
      text: string;
      itemType: ItemType;
      status: ItemStatus;
      saidAt: number;
    }
  | { kind: MemoryKind; id: string; text: string }
  | {
      kind: 'episode';
      id: string;
      text: string;
      at: number;
      /**
       * Who wrote the turn when the person did not: the assistant, or another speaker of an
       * imported conversation. Absent for the person's own words (and on replies given
       * before it was kept, which read as the person's).
       */
      by?: string;
    };

export type GivenKind = GivenMemory['kind'];

/** The order the system block lists them in: the design note's panel order. */
export const GIVEN_KIND_ORDER: readonly GivenKind[] = ['item', 'fact', 'habit', 'episode'];

/** At most this many of each kind go with a message: enough context, a short prompt. */
export const GIVEN_LIMITS: Record<GivenKind, number> = { item: 5, fact: 5, habit: 3, episode: 3 };

/**
 * The memories to give, in panel order, each kind cut to its limit, without the ones the
 * person dropped for this message.
 */
export function memoriesToGive(
  recalled: readonly GivenMemory[],
  droppedIds: readonly string[],
): GivenMemory[] {
  const dropped = new Set(droppedIds);
  return GIVEN_KIND_ORDER.flatMap((kind) =>
    recalled
      .filter((memory) => memory.kind === kind && !dropped.has(memory.id))
      .slice(0, GIVEN_LIMITS[kind]),
  );
}

/** Who wrote an episode, for `by`: undefined when it was the person (a journal, their turns). */
export function episodeWriter(
  episode: Pick<Episode, 'speaker'>,
  source: Source | undefined,
): string | undefined {
  if (episode.speaker === null || source?.kind !== 'conversation') return undefined;
  return episode.speaker === source.me ? undefined : episode.speaker;
}
