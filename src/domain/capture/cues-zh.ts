import { zh, type Cue } from './cue';

/** Verbs that a "不…了" or "得…" statement is built on (not adjectives: 不疼了 is no decision). */
const ACTION = String.raw`(去|来|买|要|做|搞|弄|办|学|考|玩|接|换|搬|回|续|读|报|参加|等|找|给|跟|交|写|约|带|修|订|看|打|把|先|再|联系|问|查|送|准备|处理|确认|提前)`;

/**
 * An intention somewhere in the sentence: then a 了 in it ends a job still to do, or an
 * earlier event told as the reason ("得去退押金，上次拖了半个月"), not the news itself.
 * 要…了 close together is "about to" (腿要断了), no intention.
 */
const INTENT = String.raw`(得(?![我很不])|要(?![^，。,]{0,3}了)|想|打算|准备|记得|别忘)`;

/**
 * A routine not yet begun, a choice being made, a day named, a realisation or a guess: then
 * 每天 or 总是 belongs to a plan, a decision, a story, an insight or an idea (明天开始每天跑步,
 * 从下周起每周…, 上周每天加班, 才发现我每次…, 每周复盘一下可能更好), not a habit; and a question
 * about a routine asks, it does not tell.
 */
const NOT_SETTLED = String.raw`(打算|准备(?!好)|计划|想要|要不|开始|从.{1,6}(起|开始)|明天|后天|下周|下个?月|明年|以后|今后|今晚|这周|本周|这个(周末|月)|决定|定了|说好|一律|不再|再也不|就这么|昨天|昨晚|前天|上周|上个?月|去年|刚才|那时|小时候|以前|懂了|明白了|意识到|发现|原来|才知道|可能|也许|或许|说不定|[？?]|了[。！!]?$)`;
/** Someone else as the subject: their routines are news about them, not the person's. */
const OTHER_SUBJECT = String.raw`^(他|她|它|他们|她们|[^我，。]{0,3}(老公|老婆|儿子|女儿|同事|老板|领导|朋友|室友|邻居)(?!叫|今年|是))`;
/** People and animals in one's life. */
const KIN = String.raw`(闺蜜|好朋友|发小|同学|搭档|合伙人|导师|师傅|老公|老婆|丈夫|妻子|爱人|对象|男朋友|女朋友|儿子|女儿|闺女|孩子|娃|爸爸?|妈妈?|父亲|母亲|父母|哥哥?|姐姐?|弟弟?|妹妹?|外婆|外公|奶奶|爷爷|公公|婆婆|岳父|岳母|领导|老板|上司|室友|狗|猫)`;

/** Chinese cues (see cues.ts). */
export const ZH_CUES: readonly Cue[] = [
  // plan: an intention or obligation; Chinese drops the subject, so none is required.
  zh(
    'plan',
    1.4,
    String.raw`(打算|准备|计划(要|去|在|把|下)|要去|得去|要把|得把|先把|记得|别忘了|回头|安排|约上|报名|想把|争取|必须|一定要|(?<![觉记值舍使显懂晓])得(?!要命|要死)(赶紧|抓紧|(一起|尽快|马上|早点)?${ACTION})|要(赶紧|抓紧|给|跟|找|交|买|办|写|做|约|换|带|修|订))`,
  ),
  // A chore that is due: 车该保养了, 滤芯该换了 (活该 and 应该 are other words).
  zh('plan', 1.2, String.raw`(?<![活应])该(${ACTION}|剪|洗|保养|充|清|收拾)`),
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
  // 明天开完会我去找财务: a time ahead and the writer going to do something.
  zh(
    'plan',
    1.2,
    String.raw`(明天|后天|下周|下个?月|周[一二三四五六日末]|今晚|晚点|回头|等会儿?)[^。]{0,20}我(去|来|再)(找|跟|问|把|约|给|买|办|交|联系|确认|处理|看看)`,
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

  // 就在家过年，不出去了: settling on one thing and giving up the other.
  zh('decision', 1.4, String.raw`就[^，。]{1,12}[，,]\s*(就)?不[^，。]{1,8}了`),

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

  // fact: who the person is — body, diet, work, place, people, tools, tastes.
  zh(
    'fact',
    1.8,
    String.raw`^(?![^，,]*${NOT_SETTLED}).*((我|本人)(是|属)\s?(素食者|素食主义者|吃素的|左撇子|独生子女?|独生女|过敏体质|夜猫子|熊猫血|[EI][NS][TF][JP]|(做|搞|干|学)[^，。]{1,6}的|[^，。]{0,4}(老师|医生|护士|工程师|程序员|设计师|会计|律师|学生|研究生|博士|自由职业者?|全职(妈妈|爸爸)|司机|厨师|销售|产品经理|公务员)|[^，。]{1,3}族|[鼠牛虎兔龙蛇马羊猴鸡狗猪](?![^，。]{0,2}年)|(双子|白羊|金牛|巨蟹|狮子|处女|天秤|天蝎|射手|摩羯|水瓶|双鱼)座|[ABO]{1,2}型血)|对.{1,12}过敏|我是\s?(vegetarian|vegan|pescatarian)|过敏体质|乳糖不耐|不耐受|吃素|素食|(我|本人)?不(吃|喝)(肉|猪肉|牛肉|羊肉|鱼|海鲜|辣|香菜|葱|蒜|鸡蛋|蛋|奶|牛奶|酒|咖啡)|滴酒不沾|忌口|我(的)?(腰|胃|腿|膝盖|颈椎|眼睛|心脏|肠胃)不(太)?好|(有|得了)([0-9一二]型)?(糖尿病|高血压|哮喘|胃病|偏头痛|颈椎病|腰椎间盘|鼻炎)|[0-9一二三四五六七八九十百]+度近视|近视[0-9一二三四五六七八九十百]+度|血型)`,
  ),
  zh(
    'fact',
    1.5,
    String.raw`^(?![^，,]*${NOT_SETTLED}).*(我(的|家|们家)?的?[^，。]{0,2}${KIN}[^，。]{0,4}(叫(?!个|了|车|外卖|醒|人|上)|姓|今年|[0-9一二三四五六七八九十两]+岁|(?<!不)是|在(读|上)|在[^，。]{1,10}(上学|工作|上班|读书|念书))|(我|[A-Za-z]+|(只|条|个|位))\s?(叫(?!个|了|车|外卖|醒|人|上)|名字是)\s?[^，。\s]{1,8}\s?([，,。！]|$)|(我|我们)家(有)?[一二三四五六七八九两0-9]+口人|(我|我们家?)(没有|有)(车|房|孩子|宠物)[。，,！]|(养了|养着)[一两三四五六七八九0-9]+(只|条)|我(家)?有(一|两|三|四|俩|仨|[0-9])(个|只|条)(孩子|女儿|儿子|娃|猫|狗|兄弟|姐妹|哥哥|姐姐|弟弟|妹妹)|我(现在|目前)?(住在|住)[^，。]{0,8}(楼|区|市|省|县|村|小区|附近|郊区|市中心|胡同)|我(老家|家乡|籍贯)(是|在)|我(是|来自|出生在|生在|长在)[^，。]{1,6}(人)?([。！，,]|$)|毕业于|我在[^，。]{1,12}(公司|医院|学校|银行|大学|工厂|单位|事务所|工作室|集团|门店|研究所)(做|当|上班|工作)|我(会|能)说[^，。]{1,6}(话|语)|我(平时|在家|上班)?说[^，。]{1,4}(话|语))`,
  ),
  // Tools and stack: what the person or their team works with.
  zh(
    'fact',
    1.6,
    String.raw`^(?![^，,]*${NOT_SETTLED}).*((我们|我|公司|团队|项目|组里|我们组|我们公司)(的)?\s?(后端|前端|服务端|数据库|技术栈|框架|代码|仓库|服务器|接口|文档|backend|frontend|stack|infra|CI|repo)[^，。]{0,6}(是|用|都用|跑在|放在|部署在|写的|写在|托管在|存在)|(我们|我|团队|公司|组里)(一直|平时|都|主要|现在)?(用的是|在用|使用|用)\s?[A-Za-z])`,
  ),
  // Tastes: what the person likes or can't stand (我想 is an intention, not a taste).
  zh(
    'fact',
    1.2,
    String.raw`^(?![^，,]*${NOT_SETTLED}).*(我(最|很|挺|特别|比较|更|不太|不|超|一直)?(喜欢|爱吃|爱喝|讨厌|受不了|偏爱|不爱|不喜欢)|最喜欢的.{1,8}是|(更|比较)喜欢|宁愿|不习惯)`,
  ),

  // habit: how the person usually does things — a recurring time or a frequency word.
  zh(
    'habit',
    1.5,
    String.raw`^(?!.*${NOT_SETTLED})(?!${OTHER_SUBJECT}).*(每天|每日|每晚|每早|每周|每星期|每礼拜|每个?(月|周末|工作日|星期[一二三四五六日天]|周[一二三四五六日末]|季度|早上|晚上)|每年|每逢|每次|每回|(?<![今明昨后前每])天天|平时|平常|一般(?!般)(都|会|是|在|不)?|通常|向来|一向|从来不|从不|总是|经常|很少|基本(上)?(都|不)|习惯|雷打不动|风雨无阻|固定|照例|按惯例|每[一二三四五六七八九十两0-9]+(天|周|个?月|年|小时)|一(周|星期|个月|年|天)[^，。]{0,6}[一二三四五六七八九十两0-9]+(次|回)|都(在|是)[^，。]{0,4}(周[一二三四五六日末]|星期|早上|晚上|下午|上午|中午|月底|月初)|我(都|一般都|每次都|总)会|每(个|次|回)?\s?[A-Za-z]+)`,
  ),
  // 周末不看工作消息, 睡前都…, 下班后一般…: a time of day or week and a standing rule.
  zh(
    'habit',
    1.3,
    String.raw`^(?!.*${NOT_SETTLED})(?!${OTHER_SUBJECT}).*(工作日|周末|早上|晚上|睡前|饭后|下班后|上班前|午饭后|午休)(我)?(都|从不|从来不|一般|基本|不|只|先|会)`,
  ),
  // 下雨的话我都…, 只要…就会…: a condition and a standing answer to it.
  zh(
    'habit',
    1.2,
    String.raw`^(?!.*${NOT_SETTLED})(?!${OTHER_SUBJECT}).*(的话|只要|要是|如果)[^，。]{0,8}[，,]?(我|我们)?(都|一般|总是|就会)`,
  ),
  // 我晚上八点跑步: a clock time and an everyday deed, with no day named, is a routine.
  zh(
    'habit',
    1.2,
    String.raw`^(?!.*${NOT_SETTLED})(?!${OTHER_SUBJECT})(我|我们)?(早上|晚上|中午|下午|上午|每天)?[0-9一二三四五六七八九十两]+点(半|钟)?(左右)?(前|后|之前|之后)?(就)?(跑步|睡觉|睡|起床|起|上床|吃饭|吃早饭|健身|锻炼|游泳|冥想|读书|看书|遛狗|散步|下班|上班|到公司|开会|学习)`,
  ),

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
