import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One Chinese sentence and its English translation, with where it came from. */
export type SentencePair = {
  readonly english: string;
  readonly chinese: string;
  /** `tatoeba` pairs are the ones split for tuning and the held-out eval. */
  readonly source: 'tatoeba' | 'memorybank';
  /** Tatoeba's per-line credit (sentence numbers and contributors); empty for MemoryBank. */
  readonly attribution: string;
};

const TATOEBA_FILE = 'tatoeba-cmn/cmn.txt';
const MEMORYBANK_FILES = ['memorybank/cn/memory_bank_cn.json', 'memorybank/en/memory_bank_en.json'];

/** Where each file can be had again, for the message when it is missing. */
const ORIGINS: Record<string, string> = {
  [TATOEBA_FILE]:
    'github.com/ekinakyurek/lexical TRANSLATE/cmn.txt (Tatoeba via ManyThings.org, CC-BY 2.0 FR)',
  'memorybank/cn/memory_bank_cn.json':
    'github.com/zhongwanjun/MemoryBank-SiliconFriend eval_data/cn/ (MIT)',
  'memorybank/en/memory_bank_en.json':
    'github.com/zhongwanjun/MemoryBank-SiliconFriend eval_data/en/ (MIT)',
};

/** Thrown when the training data is not where the script looks; the message says what to get. */
export class MissingDataError extends Error {}

/** Fails with one message naming every missing file and its origin, before any work starts. */
export function assertDataPresent(dataDir: string): void {
  const missing = [TATOEBA_FILE, ...MEMORYBANK_FILES].filter((f) => !existsSync(join(dataDir, f)));
  if (missing.length === 0) return;
  const lines = missing.map((f) => `  ${join(dataDir, f)}  — from ${ORIGINS[f] ?? 'unknown'}`);
  throw new MissingDataError(
    `Training data missing (see ../shared/data/README.md):\n${lines.join('\n')}`,
  );
}

/** Tatoeba's `English\tChinese\tattribution` lines; exact duplicate pairs are kept once. */
export function loadTatoeba(dataDir: string): SentencePair[] {
  const seen = new Set<string>();
  const pairs: SentencePair[] = [];
  for (const line of readFileSync(join(dataDir, TATOEBA_FILE), 'utf8').split('\n')) {
    const [english, chinese, attribution] = line.split('\t');
    if (!english || !chinese) continue;
    const key = `${english}\t${chinese}`;
    if (seen.has(key)) continue;
    seen.add(key);
    pairs.push({ english, chinese, source: 'tatoeba', attribution: attribution?.trim() ?? '' });
  }
  return pairs;
}

type Turn = { query?: unknown; response?: unknown };
type MemoryBankUser = { history?: Record<string, Turn[]> };

function readUsers(path: string): MemoryBankUser[] {
  return Object.values(JSON.parse(readFileSync(path, 'utf8')) as Record<string, MemoryBankUser>);
}

/**
 * MemoryBank's parallel chats. The user names differ between the two files (张曼婷 is
 * Emily), so users pair up by position; within a user, turns pair up by date and position,
 * and only on dates where both files have the same number of turns.
 */
export function loadMemoryBank(dataDir: string): SentencePair[] {
  const [cnPath, enPath] = MEMORYBANK_FILES.map((f) => join(dataDir, f));
  const cnUsers = readUsers(cnPath ?? '');
  const enUsers = readUsers(enPath ?? '');
  const pairs: SentencePair[] = [];
  const add = (english: unknown, chinese: unknown) => {
    if (typeof english !== 'string' || typeof chinese !== 'string') return;
    if (english.trim() === '' || chinese.trim() === '') return;
    pairs.push({
      english: english.trim(),
      chinese: chinese.trim(),
      source: 'memorybank',
      attribution: '',
    });
  };
  cnUsers.forEach((cnUser, u) => {
    const enHistory = enUsers[u]?.history ?? {};
    for (const [date, cnTurns] of Object.entries(cnUser.history ?? {})) {
      const enTurns = enHistory[date];
      if (!enTurns || enTurns.length !== cnTurns.length) continue;
      cnTurns.forEach((cnTurn, t) => {
        add(enTurns[t]?.query, cnTurn.query);
        add(enTurns[t]?.response, cnTurn.response);
      });
    }
  });
  return pairs;
}
