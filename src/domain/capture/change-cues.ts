/*
 * The cues of a change ("moved to Friday", "改到下周") and of a plan given up ("never mind",
 * "不去了"), with what undoes them; statements.ts reads sentences with them.
 */

import { EN_DAYS, EN_DURATION, EN_MONTHS, WHEN, ZH_DURATION, ZH_WHEN } from './date-when-words';

/** Every pattern global, with indices: a sentence may hold a cue more than once. */
export function globalCues(patterns: readonly RegExp[]): readonly RegExp[] {
  // `d` gives the indices of a cue's `object` group (see unblockedCueSites).
  return patterns.map((pattern) => new RegExp(pattern.source, `${pattern.flags}gd`));
}

// ── Change ─────────────────────────────────────────────────────────────────────────────

/** Verbs that move a plan in time: "pushed the launch to Friday", "moved it up a day". */
const EN_MOVE =
  'push(?:ed|es|ing)?|mov(?:e|ed|es|ing)|bump(?:ed|s|ing)?|shift(?:ed|s|ing)?|pull(?:ed|s|ing)?|' +
  'reschedul(?:e|ed|es|ing)|postpon(?:e|ed|es|ing)|delay(?:ed|s|ing)?|extend(?:ed|s|ing)?';
/** Up to four words naming what moved ("my appointment", "saturday practice"): its topic. */
const EN_OBJECT = "(?<object>(?:[\\w'-]+\\s+){1,4}?)";

/** A day ahead, named as a day ("on Friday", "on March 31", "for the 9th", tomorrow). */
const EN_DAY_AHEAD =
  `(?:(?:next|this)\\s+)?(?:${EN_DAYS})\\b|(?:${EN_MONTHS})\\s+\\d{1,2}\\b|` +
  'the\\s+\\d{1,2}(?:st|nd|rd|th)\\b|tomorrow\\b';
/** A Chinese day ahead: 下周三, 周六, 明天, 19 号, 月底 — not a duration, nor today or this year. */
const ZH_DAY_AHEAD =
  '(?:下下|下|这|這|本)(?:个|個)?(?:周|週|星期|礼拜|禮拜)[一二三四五六日天末]?|' +
  '(?:周|週|星期|礼拜|禮拜)[一二三四五六日天末]|(?:明|后|後)天|大后天|大後天|' +
  '(?:下|这|這|本)(?:个|個)?月(?:[底末初中]|\\d{1,2}\\s*(?:号|號|日))?|[月][底末初中]|' +
  '\\d{1,2}\\s*(?:号|號|日)(?!子)';

/*
 * A cue's `to` group, where it has one, marks where its new time begins: the time said
 * after it is the new one (due-date-change.ts), "moved the dinner from friday to sunday".
 */
export const CHANGE_CUES = globalCues([
  /\bchange of plans?\b|\bplans? (?:have |has )?changed\b|\bchanged my mind\b/,
  /\bon second thoughts?\b|\bscratch that\b|\bforget what i said\b/,
  /\binstead\b|\brather than\b|\bi meant\b|\bcorrection\b|\bno,? wait\b/,
  // "actually next month", "actually, let's meet at 6" — not "I actually liked it"
  new RegExp(
    `(?:^|[,;:]\\s*|\\b(?:oh|no|wait|hmm|um|well|ok|okay)\\b[,\\s]*)actually\\b,?\\s+(?:\\w+\\s+){0,2}?(?<to>)` +
      `(?:${WHEN}|let's|lets|let us|we'll|we will|i'll|i will|we should|make it|move|push|change|how about|what about)`,
    'u',
  ),
  // "moved my appointment to march 3rd", "pushed the launch back to next friday" — with a
  // time after it: "moved the couch to the bedroom" moves a couch
  new RegExp(
    `\\b(?:${EN_MOVE}|bring|brought|chang(?:e|ed|ing)|switch(?:ed|ing)?)\\s+${EN_OBJECT}` +
      `(?:(?:back|forward|up|out)\\s+)?(?:to|until|till|til|into)\\s+(?<to>)${WHEN}`,
    'u',
  ),
  // "pushed back a week", "moved it up a day", "delayed by two hours", "extended by a week"
  new RegExp(
    `\\b(?:${EN_MOVE})\\s+(?<object>(?:[\\w'-]+\\s+){0,4}?)(?:(?:back|forward|up|out)\\s+(?:by\\s+)?|by\\s+)(?<to>)${EN_DURATION}`,
  ),
  // "the offsite slipped two days", "delayed a week": moved by an amount, no particle needed
  new RegExp(`\\b(?:slipped|slid|delayed|postponed)\\s+(?:by\\s+)?(?<to>)${EN_DURATION}`),
  // "a week later than planned", "two days earlier than scheduled": against the plan itself
  new RegExp(
    `(?<to>)\\b${EN_DURATION}\\s+(?:later|earlier|sooner)\\s+than\\s+(?:planned|scheduled|we said|agreed)\\b`,
  ),
  // "push it back", "bring the call forward" — not "push the bin back to the curb", nor
  // "brought it up" (mentioned it)
  new RegExp(
    '\\b(?:push(?:ed|ing)?|mov(?:e|ed|ing)|bump(?:ed|ing)?|shift(?:ed|ing)?)\\s+' +
      '(?:it|that|this|them|things|the \\w+|our \\w+|my \\w+)\\s+(?:back|forward|up|out)\\b' +
      `(?!\\s+(?:to|into|onto|against|toward|towards|in|from|on)\\b(?!\\s+${WHEN}))|` +
      '\\b(?:bring|brought)\\s+(?:it|that|this|them|the \\w+|our \\w+|my \\w+)\\s+forward\\b',
    'u',
  ),
  // "the review got brought forward, it's Thursday now": moved, the new day said just after
  new RegExp(
    `\\b(?:brought|moved|pulled|pushed|bumped)\\s+(?:forward|up|back)\\b[,;:]?\\s+` +
      `(?:[\\w'-]+\\s+){0,3}?(?<to>)${WHEN}`,
    'u',
  ),
  // "change it to online", "switched the call to zoom": a change of how, not only of when
  /\b(?:chang(?:e|ed|ing)|switch(?:ed|ing)?)\s+(?:it|that|this|them|things|the \w+|our \w+|my \w+)\s+(?:to|back)\b/,
  /\b(?:pushed|postponed|rescheduled|delayed|shifted|bumped)\s+(?:back\s+|out\s+)?(?:to|until|till)\b(?<to>)/,
  // "report pushing to Monday" — the -ing form only with a time after it: "I'm pushing to get
  // the application in" is effort, not a move
  new RegExp(
    `\\b(?:pushing|postponing|rescheduling|delaying|shifting|bumping)\\s+(?:back\\s+|out\\s+)?(?:to|until|till)\\s+(?<to>)${WHEN}`,
    'u',
  ),
  // "the zine will have to wait until next quarter", "on hold", "on the back burner"
  /\b(?:will|'ll|has to|have to|must|can) wait (?:until|till)\b(?<to>)|\bon hold\b|\bback ?burner\b/,
  // "moved to Monday", "it was moved to" — "we moved to Berlin" is no change of plan
  new RegExp(
    `\\b(?:moved|moving|changed|changing|switched|extended)\\s+(?:back\\s+)?to\\s+(?<to>)${WHEN}`,
    'u',
  ),
  // "the eye test is now Monday the 15th": the day a named thing has become — not "it's now
  // Friday" (today's date), "this is now the 3rd time", nor any number ("the rent is now 1,200")
  new RegExp(
    `(?<!\\b(?:it|this|that|which|there)\\s?)\\b(?:is|are|'s)\\s+now\\s+(?:on\\s+|for\\s+)?(?<to>)` +
      `(?:(?:next|this)\\s+(?:week|${EN_DAYS})|tomorrow|tonight|${EN_DAYS}|${EN_MONTHS}|the \\d{1,2}(?:st|nd|rd|th))\\b`,
    'u',
  ),
  // "the bank meeting is now happening on the 14th" — not "the MOT is now booked for the
  // 20th" (done), nor "the table is now set for 8 people"
  new RegExp(
    `\\b(?:is|are|'s)\\s+now\\s+(?:happening|taking place|scheduled|rescheduled)\\s+` +
      `(?:on\\s+|for\\s+)?(?<to>)${WHEN}`,
    'u',
  ),
  /\b(?:was|were|been|is|it's|got) (?:moved|changed|switched|extended)\b/,
  /\b(?:postpon(?:e|ed|ing)|reschedul(?:e|ed|ing))\b|\b(?:push(?:ed|ing)?|put(?:ting)?) (?:it |that |this )?(?:back|off)\b/,
  /^(?:let's |lets )?make (?:it|that) (?:on |at |for )?(?<to>)(?:next|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\d)/,
  // a deadline given more time: "the client gave me until the 17th", "got an extension"
  new RegExp(
    `\\b(?:gave|give|gives|giving|given|granted|grants?)\\s+(?:me|us|him|her|them|you)\\s+` +
      `(?:until|till|til|to)\\s+(?<to>)${WHEN}|` +
      "\\b(?:got|gave|given|granted|we've got|i've got)\\s+(?:me\\s+|us\\s+)?(?:an|another|one more)\\s+extension\\b",
    'u',
  ),
  // "extended the deadline for the annual budget report to March 27": however long its object
  new RegExp(
    `\\b(?:extend|mov|push)(?:ed|es|s|ing|e)?\\s+(?:the|my|our|their)\\s+(?:deadline|due date)\\b` +
      `[^.;!?]{0,60}?\\s(?:to|until|till)\\s+(?<to>)${WHEN}`,
    'u',
  ),
  // "the sweep can't come until the 23rd", "they can't fit me in before Friday": the earliest
  // day to be had is the plan's day
  new RegExp(
    "\\b(?:can't|cannot|can not|won't|couldn't|isn't able to|aren't able to)\\s+" +
      '(?:come|make it|do it|fit (?:me|us|it|him|her) in|see (?:me|us|him|her)|get to (?:it|us|me)|start)\\b' +
      `(?:\\s+[\\w'-]+){0,3}?\\s+(?:until|till|til|before)\\s+(?<to>)${WHEN}`,
    'u',
  ),
  // "I'm now flying out on March 31", "we're now meeting on the 9th": the new arrangement,
  // on a day (not "I'm now going to bed at 11pm", "now living in Berlin from March")
  new RegExp(
    `\\b(?:i'm|i am|we're|we are|it's|it is|they're|they are|he's|she's)\\s+now\\s+\\w+ing\\b` +
      `(?:\\s+[\\w'-]+){0,4}?\\s+(?:on|for)\\s+(?<to>)(?:${EN_DAY_AHEAD})`,
    'u',
  ),
  /\bthe (?:new|revised|updated) (?:date|deadline|due date|time|day) (?:is|was|'s|will be)\b(?<to>)/,
  // a slot taken as it came: "the earliest appointment they had was thursday"
  new RegExp(
    '\\b(?:earliest|first available|next available) (?:slot|appointment|opening|booking|date)\\b' +
      `(?:\\s+[\\w'-]+){0,3}?\\s+(?:is|was|'s)\\s+(?<to>)${WHEN}`,
    'u',
  ),
  new RegExp(
    `\\bcould only (?:get|book|find|grab)\\s+(?:[\\w'-]+\\s+){0,4}?(?:on|for|at)\\s+(?<to>)${WHEN}`,
    'u',
  ),
  // 改到, 改成, 改为, 改期, 改去 …; 改天 ("some other day") is left out: mostly a pleasantry
  /改(?:到|成|为|為|在|期|去|坐|用|约|約|订|訂|买|買|乘|走)/,
  /推迟|推遲|推后|推後|延后|延後|延期|延到|顺延|順延|挪后|挪後|往后推|往後推|往后挪|往後挪|往后延|往後延/,
  // 推到下周, 提前到明天, 推到 19 号 (mixed text spaces its numbers) — with a time after it: 挪到客厅 moves furniture, 我提前到了 is early
  new RegExp(`(?:推|挪|拖|提前|提早|延迟|延遲|延长|延長)到\\s*(?<to>)(?:${ZH_WHEN})`),
  // 提前了两天, 会议提前一天, 延长了一周 — but 提前一天订票 books a day ahead
  new RegExp(
    `(?:提前|提早|往前(?:挪|推|提|移)|延迟|延遲|延长|延長)了?(?<to>)${ZH_DURATION}` +
      '(?=\\s*(?:$|[,.!?;，。！？；]|了|啦|吧|呢))',
  ),
  // 汇报提前，周四就要交: moved earlier or later, the new day in the clause that follows
  new RegExp(
    `(?:提前|提早|推迟|推遲|延后|延後)了?[,，]\\s*[^,，。.!?！？]{0,8}?(?<to>)(?:${ZH_WHEN})`,
  ),
  // 只能约到下周三: the only slot to be had is the plan's new day
  new RegExp(
    `(?:只能|最早|最快)[^,，。]{0,4}?(?:约|約|订|訂|排|预约|預約|挂|掛|抢|搶)(?:到|在)\\s*(?<to>)(?:${ZH_WHEN})`,
  ),
  // 只能等到下周六, 得等到月底: the plan waits for a later day (not 我等到十点, waiting done)
  new RegExp(`(?:只能|只好|得|要|先)等到\\s*(?<to>)(?:${ZH_DAY_AHEAD})`),
  // slides 可以周四再发: a deadline relaxed to a later day (not 可能下周再涨价, 功能)
  new RegExp(
    `(?:可以|(?<![可功性才技智体])能)\\s*(?<to>)(?:${ZH_DAY_AHEAD})[^,，。.!?！？]{0,4}?再`,
  ),
  // 师傅要下周三才能来, 最早也要下周四才有号: someone free no sooner, so that is the day —
  // not 到周五才能修好, when a thing will be ready
  // (a day ahead, said as one still to come: not 今天早上才来, 一个小时才来, 今年才来北京)
  new RegExp(
    `(?:要|得|只能|最早|最快)[^,，。.!?！？]{0,4}?(?<to>)(?:${ZH_DAY_AHEAD})[^,，。.!?！？]{0,4}?` +
      '才(?:能|可以|会|會)?(?:来|來|有号|有號|有空|有位|排上|轮到|輪到|上门|上門)',
  ),
  /换成|換成|换到|換到|换为|換為|换个时间|換個時間|换一天|換一天/,
  // 时间调到7月18号, 调成下周三 — with a time after it: 他调到北京了 is a transfer
  // 空调 (air conditioner), 协调 (coordinate), 强调, 单调, 声调 hold 调 in another word
  new RegExp(
    `(?<![空协協强強单單声聲音腔格色])(?:调|調)(?:到|成|为|為|整到|整为|整為|整成)\\s*(?<to>)(?:${ZH_WHEN})`,
  ),
  /改主意|改[变變]了?(?:主意|想法|计划|計劃)|变卦|變卦|计划有变|計劃有變|计划变了|計劃變了|重新安排|说错了|說錯了|更正|我是说|我是說/,
  /^不[对對]/, // "不对，是周四": a correction
  // 其实下周, 其实明天 — not 其实我很喜欢
  /其[实實](?:我们|我們|咱们|咱們)?(?:还是|還是|应该|應該)?(?:下|明天|后天|後天|这周|這週|本周|周[一二三四五六日末]|星期|礼拜|禮拜|\d|[一二三四五六七八九十]+[月号號日])/,
  // 还是下周吧 — not 我还是觉得他对吧 ("I still think") nor 你去还是我去 ("or")
  /(?:^|[,:]\s*|\bactually\s*|那就?|其[实實]|我们|我們|咱们|咱們|要不然?|算了|嗯|呃|哎|我看)[还還]是[^,.!?。]{1,12}吧/,
  /不如[^,.!?。]{1,12}吧/, // 不如下周吧
  /不[^,.!?。]{1,8}了[,\s]*(?:改|换|換|还是|還是)/, // 不去了，改去上海
  // 算了，直接送人; "never mind, I'll just take the bus": given up for another way, a change
  /算了[,\s]*(?:直接|干脆|乾脆|就|还是|還是|改)/,
  /\bnever ?mind\b[,\s]+(?:i'll|we'll|i will|we will|let's|lets) just\b/,
]);

const CHANGE_BLOCKERS_BEFORE: readonly RegExp[] = [
  /\b(?:not|never|don't|dont|do not|didn't|didnt|won't|wont|can't|cant|cannot|no need to)\b|n't\b/,
  // 不要改到下周, 别推迟; but 不去了改去上海 (a 不…了 closed before the cue) is itself a change
  /(?:不要|不用|不必|别|別|不能|不会|不會|没|沒|无需|無需|不想|不(?![如过過然错錯对對]))[^了]*$/,
];

export function isChangeBlocked(before: string): boolean {
  return CHANGE_BLOCKERS_BEFORE.some((pattern) => pattern.test(before));
}

// ── Abandon ────────────────────────────────────────────────────────────────────────────

export const ABANDON_CUES = globalCues([
  // "never mind the marathon", "forget the zine", "scrap the trip"
  /\bnever ?mind\b|\bforget (?:about )?(?:the|that|it|my|our)\b|\bscrap(?:ped|ping)? (?:the|that|it|my|our)\b/,
  /\b(?:giving|gave|give) up on\b|\bgive it up\b|\bcall(?:ed|ing)? (?:it|the \w+|that) off\b/,
  /\b(?:drop(?:ped|ping)?|ditch(?:ed|ing)?|shelv(?:e|ed|ing)) (?:the|that|this|my|our) (?:idea|plan)\b/,
  /\bnot (?:doing|going to do|gonna do|running|going ahead with) (?:the|that|this|it|my|our)\b/,
  /\b(?:no longer|not anymore|not any more) (?:doing|going|planning|running)\b|\bi'm out\b/,
  // "the barn visit is off the table", "that's not happening"
  /\b(?:is|are|'s|’s) (?:off the table|not happening)\b/,
  // 算了不搞了, 不去了, 放弃了; 不X了 ends with 了 and no change after it (不去了，改去上海)
  /算了|放弃|放棄|作罢|作罷|拉倒|取消计划|取消計劃/,
  /不(?:再)?(?:搞|做|弄|去|报|報|买|買|学|學|考|跑|办|辦|参加|參加|试|試|打算|想)(?<object>[^,，。.!?！？]{0,12}?)了(?![,，\s]*(?:改|换|換|还是|還是))/,
  // 决定先不开了, 决定暂时不装修了: a decision not to do it, whatever the verb
  /决定(?:了)?(?:先|暂时|暫時|还是|還是|今年|就)?不(?<object>[^,，。.!?！？]{1,8}?)了(?![,，\s]*(?:改|换|換|还是|還是))/,
]);

/** "I won't give up on it", "if I'm out of time": a negation or a condition undoes it. */
const ABANDON_BLOCKERS_BEFORE: readonly RegExp[] = [
  /\b(?:not|never|won't|wont|don't|dont|can't|cant)\s*$/,
  /\b(?:if|unless|whether)\b/,
  /如果|假如|要是|别|別|不会|不會|不能/,
];

export function isAbandonBlocked(before: string): boolean {
  return ABANDON_BLOCKERS_BEFORE.some((pattern) => pattern.test(before));
}
