import { beforeEach, describe, expect, it, vi } from 'vitest';

import { pushNotice, pushStickyNoticeOnce, useNoticeStore } from './notice-store';

const texts = () => useNoticeStore.getState().notices.map((notice) => notice.text);

beforeEach(() => {
  useNoticeStore.setState({ notices: [] }, true);
});

describe('notice store', () => {
  it('keeps the last four notices, and a sticky one however many follow', () => {
    pushStickyNoticeOnce('error', 'Reload this tab', 'reload');
    for (const n of [1, 2, 3, 4, 5, 6]) pushNotice('error', `Refused ${n}`);
    expect(texts()).toEqual([
      'Reload this tab',
      'Refused 3',
      'Refused 4',
      'Refused 5',
      'Refused 6',
    ]);
    expect(useNoticeStore.getState().notices[0]).toMatchObject({
      action: 'reload',
      isSticky: true,
    });
  });

  it('shows a sticky notice once, however often it is pushed', () => {
    pushStickyNoticeOnce('error', 'Reload this tab', 'reload');
    pushStickyNoticeOnce('error', 'Reload this tab', 'reload');
    expect(texts()).toEqual(['Reload this tab']);
  });

  it('carries the action of a storage-full error', () => {
    pushNotice('error', 'Storage is full', { action: 'open-backup' });
    expect(useNoticeStore.getState().notices[0]?.action).toBe('open-backup');
  });

  it('lets plain information fade, but keeps one that offers a way to act', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      pushNotice('info', 'Entry saved.');
      pushNotice('info', '4 items went stale.', { action: 'open-review' });
      vi.advanceTimersByTime(60_000);
      expect(useNoticeStore.getState().notices.map((notice) => notice.text)).toEqual([
        '4 items went stale.',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
