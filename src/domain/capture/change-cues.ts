/*
 * The cues of a change ("moved to Friday", "改到下周") and of a plan given up ("never mind",
 * "不去了"), with what undoes them; statements.ts reads sentences with them.
 */

/** Every pattern global, with indices: a sentence may hold a cue more than once. */
export function globalCues(patterns: readonly RegExp[]): readonly RegExp[] {
  // `d` gives the indices of a cue's `object` group (see unblockedCueSites).
  return patterns.map((pattern) => new RegExp(pattern.source, `${pattern.flags}gd`));
}

// ── Change ─────────────────────────────────────────────────────────────────────────────

/** What can follow "moved to" when a plan moved, not a person: a day, a time, a date. */
const EN_WHEN =
  '(?:next|this|tomorrow|tonight|today|later|another|noon|midnight|morning|afternoon|evening|the weekend|' +
  'monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun|' +
  'january|february|march|april|may|june|july|august|september|october|november|december|' +
  'jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|the \\d|\\d)\\b|\\p{Script=Han}';

export const CHANGE_CUES = globalCues([
  /\bchange of plans?\b|\bplans? (?:have |has )?changed\b|\bchanged my mind\b/,
  /\bon second thoughts?\b|\bscratch that\b|\bforget what i said\b/,
  /\binstead\b|\brather than\b|\bi meant\b|\bcorrection\b|\bno,? wait\b/,
  // "actually next month", "actually, let's meet at 6" — not "I actually liked it"
  new RegExp(
    `(?:^|[,;:]\\s*|\\b(?:oh|no|wait|hmm|um|well|ok|okay)\\b[,\\s]*)actually\\b,?\\s+(?:\\w+\\s+){0,2}?` +
      `(?:${EN_WHEN}|let's|lets|let us|we'll|we will|i'll|i will|we should|make it|move|push|change|how about|what about)`,
    'u',
  ),
  // "let's push it to Friday", "change it to 3pm", "bring the call forward"
  /\b(?:push(?:ed|ing)?|mov(?:e|ed|ing)|bump(?:ed|ing)?|shift(?:ed|ing)?|bring|brought|chang(?:e|ed|ing)|switch(?:ed|ing)?)\s+(?:it|that|this|them|things|the \w+|our \w+|my \w+)\s+(?:to|until|till|back|forward|up|out)\b/,
  /\b(?:pushed|postponed|rescheduled|delayed|shifted|bumped)\s+(?:back\s+|out\s+)?(?:to|until|till)\b/,
  // "the zine will have to wait until next quarter", "on hold", "on the back burner"
  /\b(?:will|'ll|has to|have to|must|can) wait (?:until|till)\b|\bon hold\b|\bback ?burner\b/,
  // "moved to Monday", "it was moved to" — "we moved to Berlin" is no change of plan
  new RegExp(`\\b(?:moved|changed|switched)\\s+(?:back\\s+)?to\\s+(?:${EN_WHEN})`, 'u'),
  /\b(?:was|were|been|is|it's|got) (?:moved|changed|switched)\b/,
  /\b(?:postpon(?:e|ed|ing)|reschedul(?:e|ed|ing))\b|\b(?:push(?:ed|ing)?|put(?:ting)?) (?:it |that |this )?(?:back|off)\b/,
  /^(?:let's |lets )?make (?:it|that) (?:on |at |for )?(?:next|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\d)/,
  // 改到, 改成, 改为, 改期, 改去 …; 改天 ("some other day") is left out: mostly a pleasantry
  /改(?:到|成|为|為|在|期|去|坐|用|约|約|订|訂|买|買|乘|走)/,
  /推迟|推遲|推后|推後|延后|延後|延期|延到|推到|拖到|挪到|挪后|挪後|提前到|往后推|往後推|往后挪|往後挪/,
  /换成|換成|换到|換到|换为|換為|换个时间|換個時間|换一天|換一天/,
  /改主意|改[变變]了?(?:主意|想法|计划|計劃)|变卦|變卦|计划有变|計劃有變|计划变了|計劃變了|重新安排|说错了|說錯了|更正|我是说|我是說/,
  /^不[对對]/, // "不对，是周四": a correction
  // 其实下周, 其实明天 — not 其实我很喜欢
  /其[实實](?:我们|我們|咱们|咱們)?(?:还是|還是|应该|應該)?(?:下|明天|后天|後天|这周|這週|本周|周[一二三四五六日末]|星期|礼拜|禮拜|\d|[一二三四五六七八九十]+[月号號日])/,
  // 还是下周吧 — not 我还是觉得他对吧 ("I still think") nor 你去还是我去 ("or")
  /(?:^|[,:]\s*|那就?|其[实實]|我们|我們|咱们|咱們|要不然?|算了|嗯|呃|哎|我看)[还還]是[^,.!?。]{1,12}吧/,
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
  // 算了不搞了, 不去了, 放弃了; 不X了 ends with 了 and no change after it (不去了，改去上海)
  /算了|放弃|放棄|作罢|作罷|拉倒|取消计划|取消計劃/,
  /不(?:再)?(?:搞|做|弄|去|报|報|买|買|学|學|考|跑|办|辦|参加|參加|试|試|打算|想)(?<object>[^,，。.!?！？]{0,12}?)了(?![,，\s]*(?:改|换|換|还是|還是))/,
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
