import type { CaptureLabel } from './labels';

/**
 * Cue patterns: the words people use when they state a plan, float an idea, settle a
 * decision, leave a question open or note an insight, in English and Chinese. Each match
 * adds its weight to its label; the nearest-example step (classifier.ts) does the rest.
 * Patterns are written from how each kind of statement is phrased, not from any test set.
 */
type Cue = { label: CaptureLabel; pattern: RegExp; weight: number };

const en = (label: CaptureLabel, weight: number, source: string): Cue => ({
  label,
  weight,
  pattern: new RegExp(source, 'i'),
});
const zh = (label: CaptureLabel, weight: number, source: string): Cue => ({
  label,
  weight,
  pattern: new RegExp(source),
});

const CUES: readonly Cue[] = [
  // plan: an intention with the person as the doer, often with a time.
  en(
    'plan',
    1.2,
    String.raw`\b(i'?ll|i will|we'?ll|we will|i'?m going to|we'?re going to|gonna|planning to|plan to|i intend to|i want to|i'?d like to|need to|have to|got to|must)\b`,
  ),
  en(
    'plan',
    0.8,
    String.raw`\b(tomorrow|tonight|next (week|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday|quarter)|this (weekend|week|month|evening)|by (monday|tuesday|wednesday|thursday|friday|the end)|before (monday|tuesday|wednesday|thursday|friday|the))\b`,
  ),
  en(
    'plan',
    0.8,
    String.raw`\b(starting (monday|tomorrow|next)|every day this|book(ing)?|sign up|schedule)\b`,
  ),
  zh(
    'plan',
    1.2,
    String.raw`(打算|准备|计划|要去|得去|要把|得把|先把|记得|回头|安排|约上|报名|想把|争取)`,
  ),
  zh(
    'plan',
    0.8,
    String.raw`(明天|后天|下周|下个?月|下礼拜|周[一二三四五六日末]前?|这周|本周|月底|年底|今晚|晚上回去|之前要|前要|开始)`,
  ),
  // idea: a possibility, floated ("What if…?" is an idea, however it is punctuated).
  en('idea', 2.2, String.raw`^(what if|how about|what about)\b`),
  en(
    'idea',
    1.4,
    String.raw`\b(what if|how about|maybe (we|i) (could|should)|we could|i could|could try|might try|might be (worth|nice|fun)|would be (cool|nice|fun)|idea:|possibly|perhaps we)\b`,
  ),
  en('idea', 0.7, String.raw`\b(maybe|might|could|perhaps|i wonder if)\b`),
  zh(
    'idea',
    1.4,
    String.raw`(要不|不如|或许|也许|说不定|如果把|能不能把|可以试试|试试|搞个|弄个|换个思路|有个想法|我在想)`,
  ),
  // decision: a settled choice.
  en(
    'decision',
    1.6,
    String.raw`\b(decided|decision|we'?re going with|going with|sticking with|settled on|final answer|from now on|no more|not going back|won'?t|i'?m not going to|we'?re not|for good|it'?s (settled|final))\b`,
  ),
  en('decision', 0.8, String.raw`\b(not \w+, (not|but)|, not \w+\.?$|instead of|rather than)\b`),
  zh(
    'decision',
    1.6,
    String.raw`(决定|定了|就这么|就这样吧|从今天起|从现在起|以后(每|都|不|再)|不再|不买了|不去了|不折腾|还是选|就选|就用|就在|不.了)`,
  ),
  // question: an open question the person wants answered.
  en('question', 1.0, String.raw`\?\s*$|\?\s`),
  en(
    'question',
    1.3,
    String.raw`\b(should i|should we|i wonder (whether|why|how)|not sure (whether|if|how)|i can'?t decide|still (don'?t know|wondering)|figure out|work (that|it) out|bottom of it|is it (the|that|worth)|would .* actually|how much of|what would|why do i|why does)\b`,
  ),
  zh('question', 1.0, String.raw`[？?]\s*$`),
  zh(
    'question',
    1.4,
    String.raw`(到底|该不该|要不要|是否|还是.*[？?]|没想明白|没想清楚|想不明白|不知道(该|要|是)|迟早要面对|怎么办|为什么|什么时候该|几岁)`,
  ),
  // insight: something realised or learnt.
  en(
    'insight',
    1.5,
    String.raw`\b(i (realised|realized|noticed|learned|learnt|found|figured)|turns out|it turns out|lesson|the (key|trick|problem|secret) is|was never|isn'?t the problem|aren'?t the problem|only (started|works)|always|never|the more .* the)\b`,
  ),
  en(
    'insight',
    0.6,
    String.raw`\b(actually|really|need(s)? (me|more)|do(es)? better when|when i)\b`,
  ),
  zh(
    'insight',
    1.5,
    String.raw`((?<!没|不)发现|原来|意识到|(?<!没|不)明白了|(?<!没|不)想明白|体会到|才知道|其实|关键(是|在)|不在于|而是|不是.*是|只要.*就|越.*越|教训|学到)`,
  ),
  // none: requests to an assistant, small talk, finished past events.
  en(
    'none',
    1.6,
    String.raw`^(please |can you |could you |would you |write |translate |summari[sz]e |list |give me |make (it|this|me) |tell me |explain |show me |help me |rewrite |fix )`,
  ),
  en(
    'none',
    1.0,
    String.raw`\b(hi|hello|hey|thanks|thank you|lol|haha|good morning|lovely weather|how are you|sounds good|no idea|ok(ay)?)\b`,
  ),
  en(
    'none',
    0.8,
    String.raw`\b(yesterday|last (night|week|weekend)|this morning) (i|we)\b|\b(i|we) (went|had|ate|watched|saw|did|finished)\b`,
  ),
  zh('none', 1.6, String.raw`^(请|帮我|给我|你能|能不能帮|翻译|总结|写一|列出|用表格)`),
  zh('none', 1.0, String.raw`(哈哈|早啊|你好|谢谢|收到|好的|吃了吗|天气|惊喜呢|都对|你知道)`),
  zh('none', 0.8, String.raw`(昨天|昨晚|上周|去年|刚才|已经把).*(了|过)`),
];

export type CueScores = Record<CaptureLabel, number>;

export function emptyScores(): CueScores {
  return { plan: 0, idea: 0, decision: 0, question: 0, insight: 0, none: 0 };
}

/** The summed weight of the cues that match, per label (a cue counts once per text). */
export function cueScores(text: string): CueScores {
  const scores = emptyScores();
  for (const cue of CUES) {
    if (cue.pattern.test(text)) scores[cue.label] += cue.weight;
  }
  return scores;
}
