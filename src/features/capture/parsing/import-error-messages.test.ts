import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';

import { describeError } from '../../../components/describe-error';
import {
  IMPORT_REJECTION_CODES,
  ImportRejectedError,
} from '../../../domain/conversation-import/parsed';
import { ensureI18n } from '../../../test/render';

beforeAll(async () => {
  await ensureI18n();
});

const NOTHING_SAVED = { en: 'Nothing was saved.', 'zh-CN': '没有保存任何内容。' };

describe('every reason an import is refused reads as its own sentence in both languages', () => {
  it.each(['en', 'zh-CN'] as const)('%s', (language) => {
    const t = i18next.getFixedT(language, 'common');
    const sentences = IMPORT_REJECTION_CODES.map((code) =>
      describeError(new ImportRejectedError(code, 'DETAIL.'), t),
    );
    for (const sentence of sentences) {
      expect(sentence).not.toMatch(/error\.|import-/);
      expect(sentence).toContain(NOTHING_SAVED[language]);
    }
    expect(new Set(sentences).size).toBe(IMPORT_REJECTION_CODES.length);
  });
});
