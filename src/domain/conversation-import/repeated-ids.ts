import { ImportRejectedError } from './parsed';

/**
 * Watches the ids of one conversation's messages: an export gives each message its own, so
 * two with one id mean a file spliced together or written twice, and which copy is right
 * cannot be told. Messages without an id are not checked.
 *
 * @param where names the conversation in the message, e.g. `the Claude conversation “Shed”`.
 * @returns a function to call with each message's id; it throws ImportRejectedError
 *   ('damaged') on the first id seen twice.
 */
export function repeatedIdCheck(where: string): (id: unknown) => void {
  const seen = new Set<string | number>();
  return (id) => {
    if (typeof id !== 'string' && typeof id !== 'number') return;
    if (seen.has(id)) {
      throw new ImportRejectedError(
        'damaged',
        `In ${where}, two messages have the id ${JSON.stringify(id)}. ` +
          'Export it again and import the new file.',
      );
    }
    seen.add(id);
  };
}

/** A conversation's title for a message: quoted, or "without a title". */
export function describeTitle(title: string): string {
  return title.length > 0 ? `“${title}”` : 'without a title';
}
