import type { BackupTable } from '../domain/backup-problem';
import { cutLabel } from '../domain/conversation-import/bounded-labels';
import { TEXT_LIMITS } from '../domain/integrity/text-limits';

type Row = { id: string } & Record<string, unknown>;

/** A value that should be text, as text: a number or true/false written where text belongs. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** Labels (a title, a speaker, which speaker is the person) are cut to their limit. */
function label(value: unknown, max: number): string {
  return cutLabel(asText(value), max);
}

/**
 * An item's text over its limit: the start stays its text and the whole of it goes to the
 * front of its context, so nothing of it is lost.
 */
function fixItem(row: Row): Row {
  const content = asText(row.content);
  const context = asText(row.context);
  if (content.length <= TEXT_LIMITS.item && content.trim() !== '') {
    return { ...row, content, context };
  }
  const kept = content.trim() === '' ? '…' : cutLabel(content, TEXT_LIMITS.item);
  return { ...row, content: kept, context: `${content}\n\n${context}`.trim() };
}

function fixSource(row: Row): Row {
  if (row.kind === 'journal') return { ...row, text: asText(row.text) };
  const turns = Array.isArray(row.turns) ? (row.turns as Row[]) : [];
  return {
    ...row,
    title: label(row.title, TEXT_LIMITS.title),
    format: label(row.format, TEXT_LIMITS.label),
    me: label(row.me, TEXT_LIMITS.speaker),
    turns: turns.map((turn, index) => ({
      ...turn,
      index,
      speaker: label(turn.speaker, TEXT_LIMITS.speaker),
      text: asText(turn.text),
    })),
  };
}

/** A text of the wrong kind made text; one over its limit is not cut (null: left as it is). */
function keepWhole(row: Row, field: string, max: number): Row | null {
  const text = asText(row[field]);
  return text.length > max ? null : { ...row, [field]: text };
}

/**
 * A row that breaks the row definition (domain/backup-format.ts ROW_SCHEMAS), mended where
 * the fault is a text of the wrong kind or over its limit; null when there is no such
 * mending (the caller leaves the row as it is, and the report still counts it).
 */
export function fixRow(table: BackupTable, row: { id: string }): Row | null {
  const record = row as Row;
  switch (table) {
    case 'items':
      return fixItem(record);
    case 'itemVersions':
      return keepWhole(record, 'content', TEXT_LIMITS.item);
    case 'sources':
      return fixSource(record);
    case 'episodes':
      return {
        ...record,
        text: asText(record.text),
        speaker: record.speaker === null ? null : label(record.speaker, TEXT_LIMITS.speaker),
      };
    case 'memories':
      return keepWhole(record, 'content', TEXT_LIMITS.memory);
    case 'transitions':
      return null;
  }
}
