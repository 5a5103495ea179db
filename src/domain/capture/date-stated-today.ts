/**
 * "It's November 11th and I haven't started", 今天11号了: a date said as the day it is now
 * is no deadline. Only a date naming today and introduced as today's ("it's", "today is",
 * 今天是) is one; "the party? it's the 22nd" still names a day to come.
 */

/** Where a time expression lies in the text, and the local midnight of the day it names. */
type Span = { index: number; end: number; day: Date };

/** "it's", "today is", 今天(是|已经): what introduces the date of the day itself. */
const TODAY_IS_BEFORE =
  /(?:\b(?:it's|it is|today is|today's|today being)\s+(?:the\s+)?|今天(?:是|已经|已經|都)?|今日(?:是)?)$/i;
/** "today", 今天 before its own date ("today is the 11th", 今天是11号): said with it, not apart. */
const TODAY_WORD = /^(?:today|今天|今日)$/i;
const BETWEEN_TODAY_AND_DATE = /^\s*(?:is\s+(?:the\s+)?|是|已经|已經|都)?\s*$/i;

/**
 * Whether `span` only tells the date of the day it was said in: it names today and is
 * introduced as today's, or it is the word "today" followed by today's date.
 */
export function isTodaysDateStated(
  span: Span,
  spans: readonly Span[],
  text: string,
  today: Date,
): boolean {
  if (!isToday(span, today)) return false;
  const found = text.slice(span.index, span.end);
  if (TODAY_WORD.test(found)) {
    return spans.some(
      (date) =>
        date.index >= span.end &&
        isToday(date, today) &&
        BETWEEN_TODAY_AND_DATE.test(text.slice(span.end, date.index)),
    );
  }
  const quote = text.slice(0, span.index).replace(/’/g, "'");
  return TODAY_IS_BEFORE.test(quote);
}

function isToday(span: Span, today: Date): boolean {
  return span.day.getTime() === today.getTime();
}
