import type { Backup } from '../domain/backup-format';
import {
  T0,
  makeBackup,
  makeConversationSource,
  makeEpisode,
  makeItem,
  makeTransition,
} from './factories';

/**
 * Backup files for the malformed-backup table (db/backup-malformed.test.ts): a valid sample
 * with every kind of reference, and ways to break it, as the bytes a person would hand in.
 */
export type Json = Record<string, unknown>;
export type Rows = Json[];
export type BackupJson = Json & {
  data: Record<'items' | 'itemVersions' | 'transitions' | 'sources' | 'episodes', Rows> & Json;
};

/**
 * A valid backup with every kind of reference: an item filed from turn 1 of a conversation,
 * that conversation's episodes, a transition caused by one of them, and a journal entry.
 */
export function sampleBackup(): Backup {
  const backup = makeBackup();
  const chat = makeConversationSource({
    id: 'chat',
    turns: [
      { index: 0, speaker: 'Me', text: 'Lisbon or Porto?', at: T0 },
      { index: 1, speaker: 'Me', text: 'We decided on Lisbon.', at: T0 + 1 },
    ],
  });
  const turnEpisode = makeEpisode('chat', { id: 'turn-1', kind: 'chat-turn', turnIndex: 1 });
  const item = makeItem({ id: 'lisbon', sourceId: 'chat', turnIndex: 1, type: 'decision' });
  const cause = { kind: 'message', episodeId: 'turn-1' } as const;
  backup.data.sources.push(chat);
  backup.data.episodes.push(turnEpisode);
  backup.data.items.push(item);
  backup.data.transitions.push(makeTransition('lisbon', { cause }));
  return backup;
}

export function sampleJson(): BackupJson {
  return JSON.parse(JSON.stringify(sampleBackup())) as BackupJson;
}

/** The sample with one part broken, as the bytes of a file. */
export function broken(change: (json: BackupJson) => void): Uint8Array {
  const json = sampleJson();
  change(json);
  return new TextEncoder().encode(JSON.stringify(json));
}

export function row(rows: Rows, index: number): Json {
  const found = rows[index];
  if (!found) throw new Error(`the sample has row ${index}`);
  return found;
}

export const encode = (text: string) => new TextEncoder().encode(text);

export function utf16le(text: string, withMark: boolean): Uint8Array {
  const units = Array.from(text, (char) => char.charCodeAt(0));
  const body = units.flatMap((code) => [code & 0xff, code >> 8]);
  return new Uint8Array(withMark ? [0xff, 0xfe, ...body] : body);
}

/** 60 MB: one conversation whose turns together run past the conversation import limit. */
export function sixtyMegabytes(): Uint8Array {
  const turnText = 'x'.repeat(1024 * 1024);
  return broken((json) => {
    const turns = Array.from({ length: 60 }, (_, index) => ({
      index,
      speaker: 'Me',
      text: turnText,
      at: T0,
    }));
    row(json.data.sources, 1).turns = turns;
  });
}
