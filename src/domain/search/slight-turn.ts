/**
 * A chat turn too slight to be found by meaning: one word ("amazing", "ok", "thanks!"), a
 * reaction with no words ("👍", "!!!", "😂😂"), or its Chinese like (哈哈哈, 好的, 嗯嗯, 收到).
 * Its vector lands near a great many queries, so in a chat log it would crowd real turns out
 * of Search and the recall panel, and it carries nothing to recall. Such turns are still found by
 * their word (the lexical index), ranked after every fuller turn.
 */

/** Longer than this, a text is never slight: the check stays cheap over a long log. */
const MAX_SLIGHT_CHARS = 24;

/** Short Chinese acknowledgements of three characters (one or two are slight anyway). */
const ZH_ACKNOWLEDGEMENTS = new Set([
  '知道了',
  '收到了',
  '没问题',
  '好的呀',
  '谢谢你',
  '太好了',
  '太棒了',
]);

const HAN = /\p{Script=Han}/u;
/** Letters and digits of any script; what is left out is punctuation, symbols, emoji. */
const WORD_CHARS = /[\p{L}\p{N}]+/gu;

export function isSlightTurn(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length > MAX_SLIGHT_CHARS) return false;
  const words = trimmed.match(WORD_CHARS) ?? [];
  if (words.length === 0) return true;
  const joined = words.join('');
  if (!HAN.test(joined)) return words.length === 1;
  if (words.length > 1) return false;
  // Han characters are single code points, so code points count them.
  const chars = Array.from(joined);
  return chars.length <= 2 || new Set(chars).size === 1 || ZH_ACKNOWLEDGEMENTS.has(joined);
}
