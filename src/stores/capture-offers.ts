import { getDb } from '../db/database';
import type { SureChange } from '../db/capture-apply';
import type { About } from '../domain/capture/aboutness';
import { changedText } from '../domain/capture/change-text';
import { dueDateOf } from '../domain/capture/due-date';
import type { StatementKind } from '../domain/capture/statements';
import type {
  ChooseCloseSuggestion,
  CloseSuggestion,
  UpdateSuggestion,
} from '../domain/capture/suggestion';
import type { ProspectiveItem } from '../domain/item';
import type { WrittenMessage } from './capture-reading';

/*
 * The offers capture makes after reading a message, and the changes it may make unasked,
 * built from the item as it is stored now (stores/capture-store.ts decides which).
 */

export async function itemOrThrow(id: string): Promise<ProspectiveItem> {
  const item = await getDb().items.get(id);
  if (!item) throw new Error(`The item ${id} vanished while the message was read.`);
  return item;
}

export async function closeOffer(
  id: string,
  message: WrittenMessage,
  about: About,
  kind: StatementKind,
  sentence: string,
): Promise<CloseSuggestion> {
  const item = await itemOrThrow(about.id);
  return {
    id: `${id}:close`,
    kind: 'close',
    createdAt: message.saidAt,
    episodeId: message.episodeId,
    itemId: item.id,
    itemText: item.content,
    outcome: kind === 'abandon' ? 'dropped' : 'done',
    sentence,
  };
}

export async function chooseCloseOffer(
  id: string,
  message: WrittenMessage,
  itemIds: readonly string[],
  kind: StatementKind,
  sentence: string,
): Promise<ChooseCloseSuggestion> {
  const items = await Promise.all(itemIds.map(itemOrThrow));
  return {
    id: `${id}:choose-close`,
    kind: 'choose-close',
    createdAt: message.saidAt,
    episodeId: message.episodeId,
    choices: items.map((item) => ({ itemId: item.id, itemText: item.content })),
    outcome: kind === 'abandon' ? 'dropped' : 'done',
    sentence,
  };
}

/** The new text and due date a change gives an item (a plan's due date follows the change). */
function changeOf(item: ProspectiveItem, about: About, sentence: string, saidAt: number) {
  const content = changedText(item.content, sentence, about.named);
  const dueAt = item.type === 'plan' ? (dueDateOf(sentence, saidAt) ?? item.dueAt) : item.dueAt;
  return { content, dueAt };
}

export async function updateOffer(
  id: string,
  message: WrittenMessage,
  about: About,
  sentence: string,
): Promise<UpdateSuggestion> {
  const item = await itemOrThrow(about.id);
  return {
    id: `${id}:update`,
    kind: 'update',
    createdAt: message.saidAt,
    episodeId: message.episodeId,
    itemId: item.id,
    itemText: item.content,
    ...changeOf(item, about, sentence, message.saidAt),
    sentence,
  };
}

/** The new text and due date an unmistakable change gives its item, with what it said before. */
export async function sureChangeOf(
  about: About,
  sentence: string,
  saidAt: number,
): Promise<SureChange> {
  const item = await itemOrThrow(about.id);
  return {
    itemId: item.id,
    ...changeOf(item, about, sentence, saidAt),
    before: { content: item.content, dueAt: item.dueAt },
  };
}
