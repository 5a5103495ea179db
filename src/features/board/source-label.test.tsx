import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

import { getDb } from '../../db/database';
import type { ConversationSource } from '../../domain/source';
import { renderFeature, setupAppTests } from '../../test/render';
import { SourceLabel } from './source-label';

setupAppTests();

const MARCH_9 = new Date(2024, 2, 9, 20, 2).getTime();
const IMPORTED_AT = new Date(2026, 11, 2, 9, 0).getTime();

function chat(overrides: Partial<ConversationSource>): ConversationSource {
  return {
    id: 'chat-1',
    kind: 'conversation',
    title: '',
    format: 'plain',
    me: 'Maya',
    turns: [
      { index: 0, speaker: 'Maya', text: 'I will book the train.', at: MARCH_9 },
      { index: 1, speaker: 'Leo', text: 'Great', at: MARCH_9 + 60_000 },
      { index: 2, speaker: 'Ana', text: 'Count me in', at: null },
      { index: 3, speaker: 'Leo', text: 'Same', at: null },
    ],
    createdAt: IMPORTED_AT,
    ...overrides,
  };
}

async function labelOf(source: ConversationSource): Promise<string | null> {
  await getDb().sources.put(source);
  renderFeature(<SourceLabel sourceId={source.id} />);
  return (await screen.findByText(/·/u)).textContent;
}

describe('the source label of an imported chat', () => {
  it('names an untitled chat by who the person spoke with, and the day it began', async () => {
    expect(await labelOf(chat({}))).toBe('Imported chat · with Leo and Ana · Mar 9, 2024');
  });

  it('names a chat by its title, and by the import day when the export has no times', async () => {
    const turns = [{ index: 0, speaker: 'Maya', text: 'I will call.', at: null }];
    expect(await labelOf(chat({ title: 'Trip planning', turns }))).toBe(
      'Imported chat · Trip planning · Dec 2, 2026',
    );
  });

  it('speaks Chinese too', async () => {
    await i18next.changeLanguage('zh-CN');
    expect(await labelOf(chat({}))).toBe('导入的聊天 · 与Leo和Ana · 2024年3月9日');
  });

  it('leaves the app’s own chat as it was', async () => {
    const own = chat({ id: 'chat-2', title: 'Chat', format: 'chat' });
    expect(await labelOf(own)).toBe('Chat · Dec 2, 2026');
  });
});

describe('the source label of a chat written in the app', () => {
  it('says Chat in the language on screen, whatever title it was stored with', async () => {
    const written = chat({ id: 'chat-own', format: 'chat', title: 'Chat', me: 'Me' });
    await i18next.changeLanguage('zh-CN');
    try {
      expect(await labelOf(written)).toMatch(/^聊天 · /u);
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
