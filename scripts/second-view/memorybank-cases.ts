import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { seededRandom } from '../../src/domain/memory/clustered-vectors';

/**
 * Recall cases made from MemoryBank (github.com/zhongwanjun/MemoryBank-SiliconFriend,
 * eval_data/, MIT), training data for the second view's weights and never an evaluation set:
 * its fifteen people chat with an assistant over ten days, the same turns in English and in
 * Chinese. A person's next message the same day is "a later message about the same thing"
 * as their message before it; their messages on other days are the rest of their memories.
 *
 * Each case: the draft is turn i + 1 in one language, the memory is turn i in one language
 * (the same or the other: four kinds), and the distractors are the person's turns on other
 * days, each in a language drawn by a seeded coin, so that a board holds both languages, as a
 * bilingual person's does, and a weight that favours one language over the other shows.
 */
export type MemoryBankCase = {
  person: string;
  draftLanguage: 'en' | 'zh';
  memoryLanguage: 'en' | 'zh';
  draft: string;
  /** The memory first, then the distractors. */
  candidates: string[];
};

type Turn = { query: string };
type Person = { history: Record<string, Turn[]> };

export function readMemoryBankCases(folder: string): MemoryBankCase[] {
  const read = (path: string) =>
    JSON.parse(readFileSync(join(folder, path), 'utf8')) as Record<string, Person>;
  const english = Object.values(read('en/memory_bank_en.json'));
  const chinese = Object.values(read('cn/memory_bank_cn.json'));
  const random = seededRandom(7);
  const cases: MemoryBankCase[] = [];
  english.forEach((personEn, p) => {
    const personZh = chinese[p];
    if (personZh === undefined) return;
    const days = alignedDays(personEn, personZh);
    days.forEach(({ en, zh }, d) => {
      const others = days
        .filter((_, e) => e !== d)
        .flatMap((day) => day.en.map((_, t) => ({ day, t })));
      for (let i = 0; i + 1 < en.length; i++) {
        for (const draftLanguage of ['en', 'zh'] as const) {
          for (const memoryLanguage of ['en', 'zh'] as const) {
            const text = (
              turns: { en: string[]; zh: string[] },
              t: number,
              language: 'en' | 'zh',
            ) => (language === 'en' ? turns.en[t] : turns.zh[t]) ?? '';
            const distractors = others.map(({ day, t }) =>
              text(day, t, random() < 0.5 ? 'en' : 'zh'),
            );
            cases.push({
              person: String(p),
              draftLanguage,
              memoryLanguage,
              draft: text({ en, zh }, i + 1, draftLanguage),
              candidates: [text({ en, zh }, i, memoryLanguage), ...distractors],
            });
          }
        }
      }
    });
  });
  return cases;
}

/** The days whose turns line up one to one in both languages (four do not). */
function alignedDays(personEn: Person, personZh: Person): { en: string[]; zh: string[] }[] {
  return Object.entries(personEn.history).flatMap(([day, turnsEn]) => {
    const turnsZh = personZh.history[day];
    if (turnsZh === undefined || turnsZh.length !== turnsEn.length) return [];
    return [{ en: turnsEn.map((t) => t.query), zh: turnsZh.map((t) => t.query) }];
  });
}
