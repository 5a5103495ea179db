import type { ItemType } from '../item';
import { toSimplified } from './simplified';

/**
 * An explicit opening: the person named the kind of item themselves. Then the label is
 * theirs, not a guess. A bare label word ("Idea:", "想法：") names the column, not the item,
 * so the item's text leaves it out; a sentence ("We decided to…", "我们决定…", "The question
 * is whether…") is the person's own wording and is kept as written.
 */
export type ExplicitOpening = { label: ItemType; text: string };

type LabelWords = { label: ItemType; en: string; zh: string };

/** The words a person heads a note with, per label. Plurals and "for …" are allowed. */
const LABEL_WORDS: readonly LabelWords[] = [
  { label: 'plan', en: String.raw`plans?|to-?dos?|to do|reminder`, zh: '计划|安排|待办|提醒' },
  { label: 'idea', en: String.raw`ideas?|thought|brainwave`, zh: '想法|点子|主意|脑洞|灵感' },
  { label: 'decision', en: String.raw`decisions?|decided`, zh: '决定' },
  { label: 'question', en: String.raw`questions?|q`, zh: '问题|疑问' },
  {
    label: 'insight',
    en: String.raw`insights?|lessons?(?: learned| learnt)?|takeaways?|realisation|realization|til`,
    zh: '感悟|心得|教训|体会|领悟|收获',
  },
];

/**
 * Words before the label word that add nothing the item needs ("Quick question:", "我的想法：").
 * With any other word in front ("Gift idea:", "周末计划：") the label is still read, but the
 * text is kept whole: "gift" and "周末" say what the item is about or when it is due.
 */
const EMPTY_EN = new Set(
  'my our a an the one another new quick random small little big wild crazy silly dumb stupid fun open final key main important real honest serious shower latest'.split(
    ' ',
  ),
);
const EMPTY_ZH = new Set([
  '',
  '我',
  '我们',
  '我的',
  '我们的',
  '一个',
  '个',
  '新',
  '新的',
  '小',
  '突发',
]);

/**
 * Up to two words before the label word, none of them someone else's: "Her plan:" or
 * "Marta's idea:" is news about another person. "today's" and the like are times, not people.
 */
const EN_QUALIFIER = String.raw`(?!(?:his|her|their|your|he|she|they|someone)\b)(?:(?:today|tomorrow|tonight|week|weekend|month|year)'s|(?![\w-]+'s\b)[\w-]+)`;
const ZH_QUALIFIER = String.raw`(?:(?:我们?|今天|明天|今晚|周末|这周|下周|本周|今年|明年)的)?(?:(?![他她它你的]|别人|人家)\p{Script=Han}){0,4}?`;

/** What a Chinese question looks like without a question mark: 要不要, 是不是, …吗. */
const ZH_ASKS =
  /[？?]\s*$|要不要|该不该|是不是|能不能|会不会|可不可以|值不值|还是|是否|怎么|为什么|如何|哪|多少|什么时候|[吗呢]。?$/u;

/** The label headings, compiled once: English and Chinese, per label. */
const HEADINGS = LABEL_WORDS.map(({ label, en, zh }) => ({
  label,
  english: new RegExp(
    String.raw`^((?:${EN_QUALIFIER}\s+){0,2}?)(?:${en})(\s+for\s+[^:：]{1,40})?\s*[:：]\s*(.*)$`,
    'isu',
  ),
  chinese: new RegExp(String.raw`^(${ZH_QUALIFIER})(?:${zh})\s*[:：]\s*(.*)$`, 'su'),
}));

function labelHeading(text: string): ExplicitOpening | null {
  for (const heading of HEADINGS) {
    const { label } = heading;
    const english = heading.english.exec(text);
    if (english) {
      const qualifiers = (english[1] ?? '').toLowerCase().split(/\s+/u).filter(Boolean);
      const isBare = english[2] === undefined && qualifiers.every((w) => EMPTY_EN.has(w));
      return { label, text: isBare ? (english[3] ?? '') : text };
    }
    const chinese = heading.chinese.exec(text);
    // "问题：" is as often "the problem:" (a complaint) as "the question:": it asks or it is not one.
    if (chinese && (label !== 'question' || ZH_ASKS.test(chinese[2] ?? ''))) {
      const isBare = EMPTY_ZH.has(chinese[1] ?? '');
      return { label, text: isBare ? (chinese[2] ?? '') : text };
    }
  }
  return null;
}

/** A word or two that may come before a sentence opening: "So, we decided…", "最后我们决定…". */
const EN_LEAD = String.raw`^(?:(?:so|ok|okay|alright|right|well|finally|in the end|anyway|after all that)[,]?\s+)?`;
const ZH_LEAD = String.raw`^(?:(?:所以|最后|最终|好吧|嗯|总之)[，,]?)?`;

/**
 * Sentences that say what they are: a decision taken ("We've decided…", "我们决定…" — not "I
 * decided to take the bus", a past event told, nor one that asks, "我们决定了吗？") and a
 * question posed ("The question is whether…", "问题是要不要…" — only when what follows asks:
 * "问题是他根本不听" is a complaint, "the problem is", not a question).
 */
const SENTENCE_OPENINGS: readonly { label: ItemType; pattern: RegExp }[] = [
  {
    label: 'decision',
    pattern: new RegExp(
      String.raw`${EN_LEAD}(?:we|i)(?:'ve| have)(?: just| finally| now| already)? decided\b|${EN_LEAD}we(?: just| finally)? decided\b`,
      'iu',
    ),
  },
  {
    label: 'decision',
    pattern: new RegExp(
      String.raw`(?:${ZH_LEAD}(?:我们|我|咱们|咱|全家|家里)(?:已经|最后|最终|终于|还是|一致|商量(?:好了|后|了一下)?[，,]?)?|^(?:最后|最终)[，,]?)决定(?!权|性|于)`,
      'u',
    ),
  },
  {
    label: 'question',
    pattern: new RegExp(
      String.raw`${EN_LEAD}(?:the )?(?:big |real |open |main |only )?question is,?\s+(?:whether|if|how|what|why|when|where|who|which|do|does|should|can|could|will|would|is|are)\b`,
      'iu',
    ),
  },
];

const ZH_QUESTION_IS = new RegExp(
  String.raw`${ZH_LEAD}(?:现在的|眼下的|最大的|真正的)?问题是[:：，,]?(.*)$`,
  'su',
);

function sentenceOpening(text: string): ExplicitOpening | null {
  const asks = /[?？]\s*$/u.test(text);
  for (const { label, pattern } of SENTENCE_OPENINGS) {
    if (label === 'decision' && asks) continue;
    if (pattern.test(text)) return { label, text };
  }
  const questionIs = ZH_QUESTION_IS.exec(text);
  if (questionIs && ZH_ASKS.test(questionIs[1] ?? '')) {
    return { label: 'question', text };
  }
  return null;
}

/**
 * The label a sentence gives itself, and the item's text without a bare label word; null
 * when it names none, or when nothing follows the label word ("Idea:" alone files nothing).
 */
export function explicitOpening(sentence: string): ExplicitOpening | null {
  // Phones type curly apostrophes ("today’s plan"); the patterns are written with straight ones.
  // Traditional characters fold into the simplified ones the label words are written in.
  const text = toSimplified(sentence.trim()).replace(/[‘’ʼ]/gu, "'");
  const opening = labelHeading(text) ?? sentenceOpening(text);
  if (opening === null || opening.text.trim() === '') return null;
  // The rest is a suffix of `text`, which is as long as the sentence: cut the sentence as written.
  return { ...opening, text: sentence.trim().slice(text.length - opening.text.length) };
}
