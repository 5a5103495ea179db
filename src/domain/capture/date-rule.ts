/** A pattern chrono-node misses, and the day it means relative to the day it was said. */
export type DateRule = {
  /** Global, so that every occurrence is found. */
  pattern: RegExp;
  resolve: (match: RegExpMatchArray, today: Date) => Date | null;
};
