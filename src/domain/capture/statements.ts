/**
 * Two kinds of statement about an item already kept: that it is finished ("I've booked it",
 * "搞定了"), and that it changed ("actually next month", "改到下周"). Each is a list of cues;
 * a cue counts unless the words just before it, in the same clause, block it (a negation,
 * an intention, a condition), and never in a question. English, Chinese and mixed text;
 * case, full-width punctuation and curly quotes do not matter.
 */

import {
  ABANDON_CUES,
  CHANGE_CUES,
  globalCues,
  isAbandonBlocked,
  isChangeBlocked,
} from './change-cues';
import { toSimplified } from './simplified';

/** The person says something is finished; not when denied, asked, hoped or planned. */
export function isDoneStatement(text: string): boolean {
  return hasUnblockedCue(text, DONE_CUES, isDoneBlocked);
}

/** The person revises something they said; a question ("can we move it?") is no revision. */
export function isChangeStatement(text: string): boolean {
  return hasUnblockedCue(text, CHANGE_CUES, isChangeBlocked);
}

/**
 * Where a change is said: `sentence` normalized as statements are read (NFKC, lower case,
 * straight quotes) and its unblocked change cues in it, in no particular order. A cue's `to`
 * group marks where the new time begins (change-cues.ts); due-date-change.ts reads it.
 */
export function changeCuesOf(sentence: string): { text: string; cues: RegExpExecArray[] } {
  const text = normalize(sentence);
  const cues = CHANGE_CUES.flatMap((cue) => [...text.matchAll(cue)]).filter(
    (match) => !isChangeBlocked(clauseBefore(text, match.index)),
  );
  return { text, cues };
}

/** The person gives a plan up ("never mind the marathon", "算了不搞了"): it ends, not done. */
export function isAbandonStatement(text: string): boolean {
  return hasUnblockedCue(text, ABANDON_CUES, isAbandonBlocked);
}

/** What a sentence says about an item already kept, if anything. */
export type StatementKind = 'done' | 'change' | 'abandon';

/**
 * A statement and where it is said: each clause holding one of its cues ("shipped the retry
 * logic" in "Kept Wednesday free and shipped the retry logic"), with that clause's topic —
 * the clause without the cue's own words, empty when it names nothing ("paid and
 * everything"). A sentence may say it more than once ("BLS renewed, finished the podcast").
 */
export type Statement = {
  kind: StatementKind;
  sites: CueSite[];
  /** The sentence without the statement's clauses: what else it says. */
  rest: string;
  /** Read by a head, not a cue (learned-statement.ts): it closes or moves plans only. */
  isLearned?: true;
  /**
   * Read by the status head with less certainty: it stands only when the sentence's own
   * words surely name an open plan; otherwise the sentence is read as if it said nothing.
   */
  onlyIfNamed?: true;
};

export function readStatement(sentence: string): Statement | null {
  const kind = statementKindOf(sentence);
  if (kind === null) return null;
  const [cues, isBlocked] = CUES_OF[kind];
  const sites = unblockedCueSites(sentence, cues, isBlocked);
  let rest = normalize(sentence);
  for (const { clause } of sites) rest = rest.replace(clause, ' ');
  return { kind, sites, rest: rest.replace(/\s+/gu, ' ').trim() };
}

/**
 * A sentence's statement about a kept item. A change wins: "registered, but the exam moved
 * to April" leaves the plan alive with a new date, and "not going, let's do Friday instead"
 * gives a new arrangement although it also gives something up.
 */
export function statementKindOf(sentence: string): StatementKind | null {
  if (isChangeStatement(sentence)) return 'change';
  if (isDoneStatement(sentence)) return 'done';
  if (isAbandonStatement(sentence)) return 'abandon';
  return null;
}

// ── Done ───────────────────────────────────────────────────────────────────────────────
/** Verbs whose result (完, 好, 妥, 定) means the task is finished: 做完, 订好, 搞定, 办妥. */
const ZH_TASK_VERBS =
  '(?:做|写|寫|弄|办|辦|搞|订|訂|定|约|約|买|買|交|付|修|装|裝|改|看|读|讀|学|學|考|洗|' +
  '整理|处理|處理|准备|準備|收拾|打扫|打掃|安排|预约|預約|预订|預訂|提交|搬|吃|录|錄|剪|拍|画|畫|' +
  '查|算|谈|談|联系|聯繫|申请|申請|填|签|簽|寄|发|發|忙|缴|繳|还|還|报|報|检查|檢查|复习|復習|' +
  '背|练|練|清理|上传|上傳|打印|翻译|翻譯|测试|測試|部署)(?:完|好|妥|定)';
const ZH_DONE_PARTICLE = '(?:了|啦|咯|喽|嘍|啰|囉|哒|噠)';

/** A task verb's past, which said bare reports a deed: "oat milk ordered". */
const TASK_PARTICIPLES =
  '(?:booked|ordered|paid|renewed|submitted|emailed|mailed|texted|called|sent|fixed|repaired|' +
  'sharpened|replaced|returned|reserved|registered|signed up|scheduled|installed|updated|' +
  'cleaned|delivered|built|planted|printed|filed|shipped|posted|uploaded|published|' +
  'sorted out|picked up|dropped off|solved|figured out|answered|listed|arrived)';
/** What may follow a bare participle that reports a deed ("renewed at lunch"), unlike one
 * that describes a thing ("a printed resume"). */
const AFTER_A_DEED =
  '(?:and|this|today|yesterday|last|already|finally|at|on|for|by|with|from|in|to|before|after|' +
  'earlier|tonight|just|early|online)';

const DONE_CUES = globalCues([
  // "finished", "done with", "it's done", "sorted", "all set"
  /\b(?:finished|completed|accomplished|wrapped up|done|taken care of|crossed off|ticked off|checked off|nailed it|good to go|all set)\b/,
  /\bsorted\b(?! by)/, // "the list is sorted by date" is no news
  /\b(?:is|it's|it is|now|all|are) complete\b/, // not the imperative "complete the form"
  // "I've booked it", "we just paid the deposit"
  /\b(?:i|we|i've|we've|i have|we have|just|already|finally)\s+(?:just\s+|already\s+|finally\s+)?(?:booked|paid|sent|submitted|ordered|bought|fixed|filed|signed|scheduled|cancell?ed|renewed|returned|handed in|turned in|called|emailed|replied|registered|signed up|reserved|delivered|posted|uploaded|printed|packed|cleaned)\b/,
  /\b(?:booked|paid|sent|submitted|ordered|fixed|renewed|cancell?ed|scheduled|reserved) (?:it|them)\b/,
  // "oat milk ordered", "emailed the landlord!!", "paid and all": a task verb's
  // past, said bare. Loose on purpose: a close is only offered for an item it names.
  new RegExp(
    `(?<=^|[,;:]\\s*|\\b(?:and|then)\\s+)${TASK_PARTICIPLES}\\b|` +
      // after any word, Latin or Han: "耳环全部 listed 了" mixes the two
      `(?<=\\S\\s+)${TASK_PARTICIPLES}(?=\\s*(?:[^\\w\\s]|$)|\\s+${AFTER_A_DEED}\\b)`,
  ),
  /^(?:did|made|wrote|got|bought|finished|ran|fixed|took|went to)\s+(?:the|my|our|every|all|it|that|those|these)\b/,
  /\b(?:is|are|was|were|got|been|all|now)\s+(?:done|built|fixed|booked|paid|sent|submitted|ordered|renewed|sorted|installed|delivered|planted|printed|finished|ready)\b(?! by| with)/,
  // "Shelves are up!", "the new fence is up at last": put up, as a thing stands (not
  // "what's up", "prices are up by…", "time is up")
  /(?<!\b(?:what|that|it|time|prices?|rent|rates?|numbers?|sales))(?:'s|'re|\s+is|\s+are)\s+(?:now\s+|finally\s+|all\s+)?up\b(?=\s*(?:[!.,;]|$|at last|and|now|finally))/,
  // 做完了, 订好啦, 搞定了; 已经做完, 都写好 (the particle or 已经/都 makes it done)
  new RegExp(`${ZH_TASK_VERBS}${ZH_DONE_PARTICLE}`),
  // 洗完车了, 订好回家的车票了: the object between the result and 了 is what was done
  new RegExp(`${ZH_TASK_VERBS}(?<object>[^\\s,，。.!?！？了]{1,6}?)${ZH_DONE_PARTICLE}`, 'u'),
  // the gap may not hold a negation or an intention: 都没做完, 已经要做好
  new RegExp(
    `(?:已经|已經|已|早就|都|终于|終於|总算|總算)[^,.!?。没沒不未要会會能想]{0,6}?${ZH_TASK_VERBS}`,
  ),
  /搞定|办妥|辦妥|弄妥|解决了|解決了|搞清楚了|弄清楚了|弄明白了|搞明白了|想通了|找到原因|问清楚了|問清楚了/,
  /(?:拿到|收到|领到|領到|到手)了/, // 新护照拿到了: what was waited for has come
  // 球鞋买到了, 票抢到了, 医生约到了: what was sought was got (找到了 too: 找到原因 above)
  /(?:买|買|抢|搶|约|約|订|訂|找|借|租|挂|掛|申请|申請|约|排)到了/,
  // 学费交上去了, 材料寄出去了, 礼物送过去了: handed over, sent off
  /(?:交|寄|发|發|送|递|遞|传|傳|提交|上交)(?:上|出|过|過)(?:去|来|來)?了/,
  /(?:报|報|约|約|订|訂|买|買|抢|搶|排|挂|掛)上了/, // 书法班报上了: got a place
  /(?:退|还|還|寄|送|拿|要|领|領)回(?:来|來|去)了/, // 押金退回来了: what was owed came back
  // "problem solved", "figured it out", "found out why": a question answered
  /\b(?:mystery|problem|issue|question) (?:is )?solved\b|\bfigured (?:it |that )?out\b|\bfound out (?:why|what|how|that)\b/, // finished by themselves: "搞定！"
  /已完成|(?:已经|已經|都|终于|終於)完成|完成(?:了|啦|咯)/,
  /(?:交|付|订|訂|买|買|寄|缴|繳|签|簽)了|报名了|報名了|报了名|報了名|报上名|報上名/, // 材料交了, 房租付了
  /(?<![节節大爽失违違毁毀制婉简簡])(?:约|約)好?了/, // 约了小王周六爬山, not 爽约了 (stood up)
  // 跑完了, 开完了, 重置好了: any verb with the result 完 or 好 — but not 用完 (used up),
  // 还好 / 挺好 (fine) and the like. The verb stays in the topic: in 杯测完了 it is half
  // of the thing done (杯测, cupping), where the cue alone would leave only 杯.
  /(?<object>(?![用卖賣花没沒还還很太真就最挺多那也正刚剛只友爱愛你您美良不了])\p{Script=Han})(?:完|好)(?:了|啦)/u,
  /\bok(?:ay)?了/, // "OK了"
  // 信用卡已经还了, 房贷还清了 (还 is also "still"; 把漫画还了 returns a thing, no plan paid)
  /(?:(?:已经|已經|早就|都)(?:还|還)清?|(?:还|還)清)了(?=\s*(?:$|[,，。.!！~～]))/u,
]);

const DONE_BLOCKERS_BEFORE: readonly RegExp[] = [
  /\b(?:not|never|no|nothing|hardly|barely)\b|n't\b/, // "not finished yet", "haven't booked"
  /\b(?:havent|hasnt|isnt|arent|wasnt|didnt|dont|doesnt|wont|cant|couldnt)\b/,
  /'ll\b|\b(?:will|shall|going to|gonna|about to|would|could|should|might|may|must|can)\b/,
  /\b(?:want|wants|need|needs|hope|hopes|plan|plans|try|trying|expect|wish|let's|lets)\b/,
  /\b(?:if|when|once|until|unless|whether|get|gets|getting)\b/, // "when I'm done", "get it done"
  /\b(?:almost|nearly|half|partly|partially|mostly|quite|close to|soon)\b/,
  /\bwell\s*$/, // "well done!" is praise
  /\bto(?: be)?\s*$/, // "to be done"
  // 还没搞定, 未完成 (不过 "but" is no negation; 一分没少 "none missing" and 没想到 are none)
  /[没沒](?!少|错|錯|问题|問題|想到|事)|[未别別]|不(?![过過错錯久但仅僅如少])/,
  /(?<![开開聚约約长長年例晚宴大班周週早组組论論流协協工学學社览覽茶舞酒晨唱])[会會]|将|將|(?<![重主])要|能|可以|打算|计划|計劃|准备|準備|想|希望|需要|应该|應該|争取|爭取/, // 明天就能做完了
  /等|如果|假如|要是|一旦/, // 等我做完了
  /(?:快要?|差不多|几乎|幾乎|就要|马上|馬上)$/, // 快做完了: almost
  // 我来搞定: "I'll take care of it" (not 师傅来修好了: someone came and fixed it)
  /(?:我|我们|我們|你|您|咱|咱们|咱們|让我|讓我|自己)[来來]$/,
];
/** 做完了再说, 做完了以后: finishing is the condition of something else. */
const DONE_BLOCKERS_AFTER = /^\s*(?:之后|以后|之後|以後|再|就|才|的话|的話|后|後)/;

function isDoneBlocked(before: string, after: string): boolean {
  return (
    DONE_BLOCKERS_BEFORE.some((pattern) => pattern.test(before)) || DONE_BLOCKERS_AFTER.test(after)
  );
}

const CUES_OF: Record<
  StatementKind,
  [readonly RegExp[], (before: string, after: string) => boolean]
> = {
  done: [DONE_CUES, isDoneBlocked],
  change: [CHANGE_CUES, isChangeBlocked],
  abandon: [ABANDON_CUES, isAbandonBlocked],
};

// ── Shared reading ─────────────────────────────────────────────────────────────────────

/** Lower case; NFKC folds full-width "？！，" and letters into ASCII; quotes straightened. */
function normalize(text: string): string {
  // Traditional characters fold into the simplified ones the cues are written in.
  return toSimplified(text.normalize('NFKC'))
    .replace(/[‘’‛`´]/g, "'")
    .toLowerCase();
}

function hasUnblockedCue(
  text: string,
  cues: readonly RegExp[],
  isBlocked: (before: string, after: string) => boolean,
): boolean {
  return unblockedCueSites(text, cues, isBlocked).length > 0;
}

/** Where a cue was found: the clause that holds it, and that clause without the cue. */
export type CueSite = { clause: string; topic: string };

/** Every clause with an unblocked cue, in reading order, each once. */
function unblockedCueSites(
  text: string,
  cues: readonly RegExp[],
  isBlocked: (before: string, after: string) => boolean,
): CueSite[] {
  const clauses = new Map<number, { text: string; cueSpans: [number, number][] }>();
  for (const [offset, sentence] of sentencesOf(normalize(text)).entries()) {
    if (isQuestion(sentence)) continue;
    for (const cue of cues) {
      for (const match of sentence.matchAll(cue)) {
        const end = match.index + match[0].length;
        if (isBlocked(clauseBefore(sentence, match.index), sentence.slice(end))) continue;
        const { start, end: clauseEnd } = clauseAround(sentence, match.index, end);
        const key = offset * 100_000 + start;
        const clause = clauses.get(key) ?? { text: sentence.slice(start, clauseEnd), cueSpans: [] };
        // A cue may hold what it is about (不考 barista 证了): its `object` group stays topic.
        const object = match.indices?.groups?.object;
        if (object) {
          clause.cueSpans.push([match.index - start, object[0] - start]);
          clause.cueSpans.push([object[1] - start, end - start]);
        } else clause.cueSpans.push([match.index - start, end - start]);
        clauses.set(key, clause);
      }
    }
  }
  return [...clauses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, clause]) => ({ clause: clause.text.trim(), topic: withoutSpans(clause) }));
}

/** A clause without its cues' own words: "problem solved" names no topic. */
function withoutSpans(clause: { text: string; cueSpans: [number, number][] }): string {
  // Code units, as the spans are: a character outside the BMP is never half in a cue.
  const kept = clause.text
    .split('')
    .map((unit, index) =>
      clause.cueSpans.some(([from, to]) => index >= from && index < to) ? ' ' : unit,
    );
  return kept.join('').replace(/\s+/gu, ' ').trim();
}

/** The clause (between clause breaks) that holds the span from `start` to `end`. */
function clauseAround(sentence: string, start: number, end: number) {
  const breaks = [...sentence.matchAll(new RegExp(CLAUSE_BREAK.source, 'gu'))];
  let from = 0;
  let to = sentence.length;
  for (const found of breaks) {
    const at = found.index;
    if (at + found[0].length <= start) from = at + found[0].length;
    else if (at >= end) {
      to = at;
      break;
    }
  }
  return { start: from, end: to };
}

/** Sentences with their end marks: "Done. Is it?" → ["done.", "is it?"]. */
function sentencesOf(text: string): string[] {
  return (text.match(/[^.!?;。\n]+[.!?;。\n]*/g) ?? []).map((sentence) => sentence.trim());
}

const QUESTION_PATTERNS: readonly RegExp[] = [
  /\?[\s"')]*$/,
  // "is it done", "have you finished" — asked without a question mark
  /^(?:is|are|was|were|did|do|does|have|has|had|can|could|will|would|should|shall)\s+(?:it|you|we|they|he|she|i|that|this|these|those|the|everything|everyone|all)\b/,
  /(?:吗|嗎|么|麼|没|沒|没有|沒有|呢|否)[\s.!。~]*$/, // 做完了吗, 交了没
  /是否|(?![不没沒])(\p{Script=Han})[不没沒]\1/u, // A-not-A: 有没有, 是不是, 要不要
];

function isQuestion(sentence: string): boolean {
  return QUESTION_PATTERNS.some((pattern) => pattern.test(sentence));
}

/** A clause ends at a comma, a colon or a "but": "No, it's done" is done. */
const CLAUSE_BREAK = /[,:、]|\bbut\b|\band\b|但是?|不过|不過|可是/;
const WINDOW = 40;

function clauseBefore(sentence: string, index: number): string {
  const clauses = sentence.slice(0, index).split(CLAUSE_BREAK);
  return (clauses[clauses.length - 1] ?? '').slice(-WINDOW);
}
