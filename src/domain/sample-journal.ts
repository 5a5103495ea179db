import { dueDateOf } from './capture/due-date';
import type { ItemStatus, ItemType } from './item';
import { DAY_MS } from './lifecycle';
import type { UiLanguage } from './settings';

/** One item the sample files from its entry: a passage of it, and when it falls due. */
export type SampleItem = {
  content: string;
  type: ItemType;
  /** Days from now (negative: already overdue); absent when it has no due date. */
  dueInDays?: number;
  /** Due when its entry says ("this weekend"), read as capture reads a date. */
  isDueAsWritten?: true;
  status?: ItemStatus;
};

/**
 * One entry of the sample journal, written `daysAgo` days before it is loaded. An entry that
 * `speaksOfTheWeekend` is kept within the current week (Monday on), so the weekend it names is
 * the one still to come (or under way), whatever day the sample is loaded on.
 */
export type SampleEntry = {
  daysAgo: number;
  text: string;
  items: SampleItem[];
  speaksOfTheWeekend?: true;
};

/**
 * A short journal to try the app on: a few weeks of entries with a plan of each kind,
 * something overdue, and English and Chinese side by side, so the workspace, the agenda
 * and search all have something to show. Every passage filed is a part of its entry.
 * One sentence states a fact and one a habit, filed as nothing: consolidation reads them
 * like any entry, so Memory has proposals to review (removing the sample removes them).
 */
const SAMPLE_EN: SampleEntry[] = [
  {
    daysAgo: 12,
    text: 'Planning the Lisbon trip in May. I need to book the flights before the prices go up. My sister Ana lives round the corner. Can Ana look after the cat while I am away?',
    items: [
      { content: 'book the flights before the prices go up', type: 'plan', dueInDays: -2 },
      { content: 'Can Ana look after the cat while I am away?', type: 'question' },
    ],
  },
  {
    daysAgo: 9,
    text: 'Decided: the team retro stays on Fridays, but only thirty minutes from now on.',
    items: [
      {
        content: 'the team retro stays on Fridays, but only thirty minutes from now on',
        type: 'decision',
      },
    ],
  },
  {
    daysAgo: 6,
    text: 'Idea: a small herb garden on the balcony, with basil, mint and spring onions.',
    items: [
      {
        content: 'a small herb garden on the balcony, with basil, mint and spring onions',
        type: 'idea',
      },
    ],
  },
  {
    daysAgo: 4,
    text: 'I noticed I sleep much better when the screens go off by ten. I read for half an hour in bed every night.',
    items: [{ content: 'I sleep much better when the screens go off by ten', type: 'insight' }],
  },
  {
    daysAgo: 2,
    speaksOfTheWeekend: true,
    text: '周末想学做葱油饼，先去菜市场买葱。',
    items: [{ content: '周末想学做葱油饼', type: 'plan', isDueAsWritten: true }],
  },
  {
    daysAgo: 1,
    text: 'Should the running club move to mornings? The evening runs keep getting cancelled.',
    items: [{ content: 'Should the running club move to mornings?', type: 'question' }],
  },
];

const SAMPLE_ZH: SampleEntry[] = [
  {
    daysAgo: 12,
    text: '在计划五月去里斯本。要在涨价之前订好机票。我妹妹叫安娜，就住在附近。我不在的时候，安娜能帮忙照顾猫吗？',
    items: [
      { content: '在涨价之前订好机票', type: 'plan', dueInDays: -2 },
      { content: '我不在的时候，安娜能帮忙照顾猫吗？', type: 'question' },
    ],
  },
  {
    daysAgo: 9,
    text: '决定了：团队复盘会还是放在周五，但以后只开三十分钟。',
    items: [{ content: '团队复盘会还是放在周五，但以后只开三十分钟', type: 'decision' }],
  },
  {
    daysAgo: 6,
    text: '想法：在阳台上种一个小香草园，种罗勒、薄荷和小葱。',
    items: [{ content: '在阳台上种一个小香草园，种罗勒、薄荷和小葱', type: 'idea' }],
  },
  {
    daysAgo: 4,
    text: '我发现十点以后不看屏幕，睡得好多了。我每天晚上睡前看半小时书。',
    items: [{ content: '十点以后不看屏幕，睡得好多了', type: 'insight' }],
  },
  {
    daysAgo: 2,
    speaksOfTheWeekend: true,
    text: 'This weekend I want to learn to make scallion pancakes; buy spring onions at the market first.',
    items: [{ content: 'learn to make scallion pancakes', type: 'plan', isDueAsWritten: true }],
  },
  {
    daysAgo: 1,
    text: '跑步俱乐部要不要改到早上？晚上的跑步总是被取消。',
    items: [{ content: '跑步俱乐部要不要改到早上？', type: 'question' }],
  },
];

export function sampleJournal(language: UiLanguage): SampleEntry[] {
  return language === 'zh-CN' ? SAMPLE_ZH : SAMPLE_EN;
}

/** When a sample entry was written, loaded at `now` (local days: the weekend is the person's). */
export function sampleWrittenAt(entry: SampleEntry, now: number): number {
  const daysSinceMonday = (new Date(now).getDay() + 6) % 7;
  const daysAgo = entry.speaksOfTheWeekend
    ? Math.min(entry.daysAgo, daysSinceMonday)
    : entry.daysAgo;
  return now - daysAgo * DAY_MS;
}

/** When a sample item falls due, its entry written at `writtenAt` and loaded at `now`. */
export function sampleDueAt(
  item: SampleItem,
  entry: SampleEntry,
  writtenAt: number,
  now: number,
): number | null {
  if (item.isDueAsWritten) return dueDateOf(entry.text, writtenAt);
  return item.dueInDays === undefined ? null : now + item.dueInDays * DAY_MS;
}

/** What was loaded as the sample, kept so that one click removes exactly that. */
export type SampleRecord = { sourceIds: string[]; itemIds: string[] };
