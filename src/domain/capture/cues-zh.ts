import { zh, type Cue } from './cue';

/** Verbs that a "不…了" or "得…" statement is built on (not adjectives: 不疼了 is no decision). */
const ACTION = String.raw`(去|来|买|要|做|搞|弄|办|学|考|玩|接|换|搬|回|续|读|报|参加|等|找|给|跟|交|写|约|带|修|订|看|打|把|先|再|联系|问|查|送|准备|处理|确认|提前)`;

/**
 * An intention somewhere in the sentence: then a 了 in it ends a job still to do, or an
 * earlier event told as the reason ("得去退押金，上次拖了半个月"), not the news itself.
 * 要…了 close together is "about to" (腿要断了), no intention.
 */
const INTENT = String.raw`(得(?![我很不])|要(?![^，。,]{0,3}了)|想|打算|准备|记得|别忘)`;

/** Chinese cues (see cues.ts). */
export const ZH_CUES: readonly Cue[] = [
  // plan: an intention or obligation; Chinese drops the subject, so none is required.
  zh(
    'plan',
    1.4,
    String.raw`(打算|准备|计划(要|去|在|把|下)|要去|得去|要把|得把|先把|记得|别忘了|回头|安排|约上|报名|想把|争取|必须|一定要|(?<![觉记值舍使显懂晓])得(赶紧|抓紧|${ACTION})|要(赶紧|抓紧|给|跟|找|交|买|办|写|做|约|换|带|修|订))`,
  ),
  zh(
    'plan',
    0.8,
    String.raw`(明天|后天|下周|下个?月|下礼拜|下学期|下半年|明年|这周|本周|这个(季度|月|星期|周末)|月底|年底|今晚(?!的)|之前要|前要|[0-9一二三四五六七八九十]+号(之)?前|周[一二三四五六日末]前)`,
  ),
  zh('plan', 0.5, String.raw`周[一二三四五六日末]`),
  // A time and a bare verb: 月底搬, 周五交, 明天走.
  zh(
    'plan',
    1.0,
    String.raw`(下个?月初?|月[底初]|下周[一二三四五六日末]?|明天|后天|周[一二三四五六日末])(就|再)?(搬|交|走|去|回|到|办|开|考|飞|出发)[。！!，,]?$`,
  ),
  // 想 + a verb of doing is "I want to do", an intention; 我在想 / 想法 stay ideas.
  zh(
    'plan',
    1.0,
    String.raw`(^|[，,。；\s]|我|也|还|一直|早就)想(把|学|去|回|买|找|自己|开|办|做|换|报|搬|约|带|修|给|跟|联系|重新|好好)`,
  ),

  // idea: a possibility, floated; "要不要" is a question, not a proposal.
  zh(
    'idea',
    1.6,
    String.raw`(要不(?!要)|不如|或许|也许|说不定|如果把|能不能把|可以试试|试试|想试|搞个|弄个|换个思路|有个想法|我在想|(觉得|感觉|想着|琢磨).{0,12}可以|可以(先|考虑|试|搞|做个|加个)|考虑(一下)?(把|用|搞|做))`,
  ),

  // decision: a settled choice or a rule from now on.
  zh(
    'decision',
    1.6,
    String.raw`((?<!做|做了|的)决定(?!的)|定了|就这么(定|办)|就这样吧|从(今天|现在|明天|下周)起|以后.{0,8}(都|不|每|一律|只|必须|我来|就)|一律|统一(改|用)|不再|还是选|就选|就用|就定|说好了|想好了|没有例外|不许|不${ACTION}{1,2}了)`,
  ),

  // decision: from a day on, every day (从明天开始每天…).
  zh(
    'decision',
    1.4,
    String.raw`从(今天|现在|明天|下周|下个?月|这周)(起|开始).{0,6}(每天|每周|每晚|都|不再|一律|只)`,
  ),

  // question: an open question the person holds, not a rhetorical one.
  // ASCII "?" is read by the English cue; counting it twice would make every query a question.
  zh('question', 1.0, String.raw`？\s*$`),
  zh('question', 2.0, String.raw`(到底|究竟)`),
  zh(
    'question',
    1.4,
    String.raw`(该不该|要不要|是否|有没有必要|有必要吗|值不值得|值得吗|是.{1,15}还是.{1,15}|还是.*？|怎么办|为什么)`,
  ),
  zh(
    'question',
    1.2,
    String.raw`(没想明白|没想清楚|想不明白|想不通|搞不清|不知道(该|要|是|怎么|为什么)|纠结(要不要|是|该))`,
  ),

  // insight: something realised or learnt, or a cause found.
  zh(
    'insight',
    1.5,
    String.raw`((?<!没|不)发现|原来|看来|意识到|(?<!没|不)明白了|让我(明白|意识到|知道|懂得|发现)|(?<!没|不)想明白|体会到|才知道|终于懂|关键(是|在)|不在于|而是|教训|学到|(?<!不)是因为|往往|归根结底|说到底)`,
  ),
  zh('insight', 1.0, String.raw`不是.{1,12}[，,](而)?是`),
  zh('insight', 0.6, String.raw`(其实|越.{1,6}越|只要.{1,10}就)`),

  // none: requests to an assistant, small talk, invitations.
  zh('none', 1.6, String.raw`^(请|帮我|给我|你能|能不能帮|翻译|总结|写一|列出|用表格)`),
  zh('none', 1.4, String.raw`^把.{0,12}(排|整理|翻译|改|润色|总结)一下|有空.{0,10}吗`),
  zh('none', 1.0, String.raw`(哈哈|早啊|你好|谢谢|收到|好的|吃了吗|天气|你知道|还行)`),
  // none: hearsay and other people's plans.
  zh(
    'none',
    1.6,
    String.raw`(^(听说|据说|新闻说)|^.{0,6}(通知|公告|宣布)|说(他|她|他们)(明年|下|要|打算|准备|想))`,
  ),
  // Hearsay after a comma is a note on the person's own sentence (想报名，听说很抢手).
  zh('none', 0.6, String.raw`[，,](听说|据说)`),
  zh(
    'none',
    1.2,
    String.raw`(他|她|他们|她们)(也|还|都)?(打算|准备|计划|要去|想去|明年|下个?月|下周)`,
  ),
  zh('none', 0.8, String.raw`^(他|她|他们|她们)`),
  // Someone else is the subject: their plans are news, however plan-like the verb.
  zh(
    'none',
    2.4,
    String.raw`^(我)?(闺女|女儿|儿子|老公|老婆|爸爸?|妈妈?|爷爷|奶奶|同事|朋友|老板|室友|邻居|[表堂][哥姐弟妹]|哥哥?|姐姐?|弟弟?|妹妹?)(也|还|都)?.{0,6}(要|打算|准备|想|计划)`,
  ),
  // none: finished events (了, 过, 完), often with a past time.
  zh(
    'none',
    1.0,
    String.raw`(昨天|昨晚|前天|上周|上个月|上次|去年|刚才|刚刚|今天早上|已经把).*(了|过)`,
  ),
  zh(
    'none',
    1.0,
    String.raw`(刚.{0,3}完|了(一)?趟|了一(下午|上午|晚上|整天|天)|泡汤|搞砸|黄了|终于.{0,8}完了)`,
  ),
  // 跑了三个, 看了两集, 等了一个小时: a deed counted out is a deed done.
  zh(
    'none',
    1.0,
    String.raw`^(?!.*${INTENT}).*[\u4e00-\u9fff]了[一二三四五六七八九十两几半0-9]+(个|次|趟|遍|集|本|天|小时|分钟|公里|圈|家|场|节|杯)`,
  ),
  // A sentence that ends on 了 tells of something done or changed; intentions end otherwise.
  // Not after a modal: in "得找物业把门锁换了" the 了 ends a job still to do.
  zh('none', 0.8, String.raw`(^(?!.*${INTENT}).*了[。！!~～]*$|被.{1,6}了)`),
  // none: descriptions and exclamations ("又…了", "太…了", feelings, sarcasm, rhetoric).
  zh('none', 1.0, String.raw`(又.{1,4}了|(^|[，,])太.{1,3}了|感慨|烦死|累死|笑死|气死|难过|郁闷)`),
  zh(
    'none',
    1.2,
    String.raw`(怎么.{0,10}就.{0,10}(呢|了)[？?]|难道|[？?]{2}|[!！][?？]|[?？][!！])`,
  ),
];
