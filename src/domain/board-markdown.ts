import { toColumns, EMPTY_FILTER } from './board-filter';
import { ITEM_STATUSES, type ItemStatus, type ItemType, type ProspectiveItem } from './item';

/** The words the Markdown uses, in the person's language. */
export type MarkdownLabels = {
  title: string;
  exportedLine: string;
  status: Record<ItemStatus, string>;
  type: Record<ItemType, string>;
  said: (at: number) => string;
  due: (at: number) => string;
  empty: string;
};

/** Keeps an item's text on its own list line whatever it contains. */
function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/([\\`*_[\]#<>])/g, '\\$1');
}

function itemLine(item: ProspectiveItem, labels: MarkdownLabels): string {
  const facts = [labels.said(item.saidAt)];
  if (item.dueAt !== null) facts.push(labels.due(item.dueAt));
  return `- **${labels.type[item.type]}** — ${oneLine(item.content)} _(${facts.join(', ')})_`;
}

/** The board (not archived items) as Markdown for reading: one section per column. */
export function boardToMarkdown(items: readonly ProspectiveItem[], labels: MarkdownLabels): string {
  const columns = toColumns(items, EMPTY_FILTER);
  const lines = [`# ${labels.title}`, '', labels.exportedLine, ''];
  for (const status of ITEM_STATUSES) {
    lines.push(`## ${labels.status[status]} (${columns[status].length})`, '');
    if (columns[status].length === 0) lines.push(labels.empty);
    for (const item of columns[status]) lines.push(itemLine(item, labels));
    lines.push('');
  }
  return lines.join('\n');
}
