import { en, enCased, zh, type Cue } from './cue';

/*
 * The marks of small talk that carries an item's words: someone else's plan told as news,
 * a hypothetical or a joke ("I'd…", "下辈子…"), a rhetorical question, a feeling. Each is
 * `none`; the weights are set so that the person's own intention in the same sentence ("I'm
 * worried about the budget, I'll ring finance tomorrow") still outweighs them.
 */

/** People other than the writer, as the subject of a sentence that opens with them. */
const OTHER_PEOPLE_EN = String.raw`(neighbou?rs?|landlord|landlady|manager|boss|school|council|teacher|doctor|friends?|colleagues?|co-?workers?|flatmates?|roommates?|in-laws|parents|sister|brother|mum|mom|dad|son|daughter|kids|children|wife|husband|partner|uncle|aunt|cousin|grandpa|grandma|gran|grandad|nan)`;
const OTHER_PEOPLE_ZH = String.raw`(房东|领导|老板|学校|公司|物业|邻居|楼下|隔壁|同事|朋友|同学|老师|闺蜜|室友|表(姐|妹|哥|弟)|堂(姐|妹|哥|弟)|小[\u4e00-\u9fff](?![时孩心])|老(?![公婆家是板师])[\u4e00-\u9fff])`;
/** A time ahead, the words of someone else's plan in Chinese. */
const AHEAD_ZH = String.raw`(要|打算|准备|想|计划|在考虑|考虑|在准备|下周|下个?月|明年|月底|年底|这周末|周末|[一二三四五六七八九十]+月)`;

/** Small-talk cues in both languages (see cues.ts). */
export const SMALL_TALK_CUES: readonly Cue[] = [
  // Hearsay of someone else's intention: "Ben says he'll…", "Hannah told me she's quitting".
  en(
    'none',
    1.6,
    String.raw`\b(says|said|told (me|us)|mentioned|reckons|swears|announced|promised)( that)? (he|she|they)('ll|'d|'s|'re| will| would| is| are| wants| plans| might| has decided)\b`,
  ),
  // "The landlord is raising the rent", "My manager is off to Singapore": another's doings
  // (not when they hand the writer a job: "my boss wants me to…").
  en(
    'none',
    1.4,
    String.raw`^(?!.*\b(me|us)\b)(the|our|my|his|her|their) (\w+ ){0,2}?${OTHER_PEOPLE_EN}\b[^,.;]*?\b(is|are|'s|'re) ((finally|just|still|already|now|also|really|actually) )?(\w+ing|off to|off school|off work|off sick|about to)\b`,
  ),
  // Someone else's decision: "They decided without asking us", "The council has agreed…".
  en(
    'none',
    1.4,
    String.raw`\b(he|she|they|management|the (board|council|company|school|landlord|club))( have| has|'ve|'s)? (just |finally |already )?(decided|agreed|chose|picked|settled on)\b`,
  ),
  // "…, she's moving to Hamburg next month", "Marta's starting in May": another person's
  // doings opening a sentence or a clause ("since she's working late" is left to the rest).
  // Lighter than the writer's own "I need to" or "I'll", which may follow in the same sentence.
  en(
    'none',
    1.0,
    String.raw`(^|[,;:—–-]\s*|\b(and|but|so) )(he|she|they)('s|'re| is| are) \w+ing\b`,
  ),
  enCased(
    'none',
    1.0,
    String.raw`(^|[,;:—–-]\s*)(?!(He|She|It|Today|Tomorrow|Tonight|That|There|What|Here|Who|Everyone|Everything|Nobody|Nothing)'s)[A-Z][a-z]+'s \w+ing\b`,
  ),
  // Hypotheticals and jokes: nobody means them as a plan, whatever "I'll" they hold.
  en(
    'none',
    1.8,
    String.raw`\b(if (i|we) (were|had|won)|if only|in (my|another|a) (next |other |past )?life|said (no ?one|nobody) ever|(should|could|would)(n'?t)?( have|'?ve) been)\b`,
  ),
  // "I'd move to the moon if…": a wish on a condition ("I'd like to" is an intention).
  en(
    'none',
    1.0,
    String.raw`\bi'?d (?!(like|love|rather|better|prefer|be (happy|glad))\b)\w+\b[^.?!]*\bif\b`,
  ),
  // Rhetorical questions: they ask for agreement, not an answer; they outweigh the question
  // mark and the "why do…" of an open question together.
  en(
    'none',
    2.6,
    String.raw`\b(even bother|why (do|does|did) (we|i|they|you|people) even|how hard can it be|what is it with|who needs \w+ anyway|does it ever stop|is it too much to ask|what'?s the point of|can (this|today|the) \w+ be over)\b`,
  ),
  // A "why" about how the world always behaves, the writer nowhere in it: a complaint ("Why
  // is the car park always full?", "Why does every form ask twice?", "Why 房租永远在涨").
  // About the writer's own things it
  // is a question to answer ("Why do my beans always wilt?"), and so is a why with no
  // "always" ("Why does the boiler cut out at night?").
  en(
    'none',
    2.6,
    String.raw`^why\b(?![^?.!]*\b(i|i'm|my|me|we|our|us|mine)\b)[^?.!]*(\b(always|never|every \w+|everything|everyone|everybody|nobody|no one|all the time|constantly)\b|永远|总是|老是|每个|每次|从来)`,
  ),
  // Feelings, with or without "I'm" ("Bit lonely this weekend").
  en(
    'none',
    1.0,
    String.raw`\b(nervous|anxious|worried|lonely|emotional|overwhelmed|stressed|homesick|gutted|chuffed|miss(ing)? (the|my|our|him|her|them))\b`,
  ),

  // 房东说一月份又要涨房租, 老王说这周末要修…, "Head nurse 说下个月…": hearsay of someone
  // else's plan (not "…说让我", a job handed to the writer).
  zh(
    'none',
    1.6,
    String.raw`^(?!我)([^，。]{1,5}|(?!(?:I|I'm|I've|We|we)\b)[A-Za-z][A-Za-z .'-]{0,20})(说|讲|提到|告诉我)(?!我|让我|叫我|要我)[^，。]{0,10}(要|打算|准备|想|会|得)`,
  ),
  // "Drummer 说他 August 要去 Bali": hearsay about him or her, whoever says it and however
  // long their name.
  zh(
    'none',
    1.6,
    String.raw`(说|讲|提到|告诉我)(他|她|他们|她们)(?!让我|叫我|要我)[^，。]{0,14}(要|打算|准备|想|会|下周|下个?月|明天|后天|周末|next week|next month|tomorrow)`,
  ),
  // 领导下周去新加坡开会, 学校九月起要改…: another person or body as the subject of a plan.
  zh('none', 2.4, String.raw`^${OTHER_PEOPLE_ZH}(也|还|都|在)?[^，。我]{0,6}${AHEAD_ZH}`),
  // 他们做决定的时候…, 公司拍板了: someone else's decision.
  zh(
    'none',
    1.4,
    String.raw`(他|她|他们|她们|别人|人家|领导|老板|公司|学校)[^，。我]{0,4}(做|做了|作)?(决定|拍板|定下)`,
  ),
  // Hypotheticals and jokes.
  zh(
    'none',
    1.6,
    String.raw`((要是|如果|假如)[^。]*(早就|就好了)|下辈子|上辈子|早知道|想象一下|太阳(就)?从西边出来)`,
  ),
  // Rhetorical questions (over a question mark and 为什么 together, as in English).
  zh(
    'none',
    2.6,
    String.raw`(有那么难吗|有意思吗|干嘛(还)?要|(还)?有完没完|谁还[^，。]{0,6}(啊|呢|吗)|凭什么|至于吗|能不能快点)`,
  ),
  // 为什么收购价每年都往下走？: the same complaint, the writer nowhere in it.
  zh(
    'none',
    2.6,
    String.raw`^为什么(?![^？?。！]*(我|咱))[^？?。！]*(总是|老是|每年|每次|每回|一到|从来|永远)`,
  ),
  // Feelings.
  zh(
    'none',
    1.2,
    String.raw`((有点|有些|好|很|特别|挺|超|莫名)(紧张|孤单|孤独|难过|感动|想哭|焦虑|担心|害怕|失落|想家|委屈|期待|烦|低落|郁闷|丧)|喘不过气|被掏空|忍不住(笑|哭))`,
  ),
  // "心情不好，说不上为什么": a mood with no cause to name, not a question held open.
  zh('none', 1.6, String.raw`说不(上|出)来?(为什么|是什么|哪里)`),
];
