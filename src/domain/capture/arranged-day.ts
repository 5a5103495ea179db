import type { WrittenMessage } from './capture-decisions';
import { namesADayToCome } from './sentence-days';
import { toSimplified } from './simplified';

/**
 * Whether a sentence reports the writer arranging something for a day to come — "Booked a
 * haircut for Tuesday", "the MOT is booked for the 20th", 约了小王周六去爬山, 订了下周三的票 —
 * an appointment, so a plan for that day, though told in the past tense. The arranging verb
 * and the day must share a clause: "Gig 还是 13 号，海报已经印好了" did something else on a
 * day that merely names one. Someone else's arrangement ("Lena's defence is scheduled for the
 * 20th", 他约了周六) is not the writer's plan.
 */
export function arrangesADayToCome(sentence: string, message: WrittenMessage): boolean {
  const clauses = toSimplified(sentence.normalize('NFKC')).split(CLAUSE_BREAK);
  return clauses.some((clause) => {
    const verb = ARRANGING.exec(clause);
    if (verb === null || !namesADayToCome(clause, message)) return false;
    return !isSomeoneElses(clause.slice(0, verb.index));
  });
}

/** Words that may stand before the verb without being someone: "Just booked", "It's booked". */
const NOT_SOMEONE = new Set([
  'i',
  'it',
  'that',
  'this',
  'just',
  'finally',
  'already',
  'also',
  'so',
  'then',
  'today',
  'yesterday',
  'now',
  'we',
  'all',
  'ok',
  'okay',
]);

const CLAUSE_BREAK = /[,，;；。.!！?？]\s*/u;

/** Verbs that arrange a time: booked, scheduled, reserved, signed up; 约, 订, 预约, 挂号, 报名. */
const ARRANGING =
  /\b(?:booked|scheduled|reserved|arranged|signed up|registered|set up)\b|(?<![节大爽失违毁制婉简])约|订|预约|挂号|挂了|报名|报上/iu;

/** Before the verb: a third person or someone's own thing ("Lena's", "he", 他们, 老板说). */
function isSomeoneElses(subject: string): boolean {
  const text = subject.trim();
  const possessive = /\b(\w+)['’]s\b/i.exec(text);
  if (possessive !== null && !NOT_SOMEONE.has((possessive[1] ?? '').toLowerCase())) return true;
  if (/\b(?:he|she|they|his|her|their)\b/i.test(text)) return true;
  // "Sabine booked …": a name right before the verb (not "I", nor "Just booked …").
  const name = /^([A-Z][a-z]+)(?:\s+(?:has|had|just|already))?$/u.exec(text);
  if (name !== null && !NOT_SOMEONE.has((name[1] ?? '').toLowerCase())) return true;
  return /^(?:他|她|他们|她们)|说/u.test(text);
}
