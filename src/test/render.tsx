// Rendering features as the app does: English UI, the notice stack on screen, an empty
// database and fresh stores before every test.
import { render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, vi } from 'vitest';

import { initI18n } from '../app/i18n';
import { Notices } from '../components/notices';
import { wipeAllData } from '../db/backup-repo';
import { getDb } from '../db/database';
import { ALL_TABLES, type TableName } from '../db/schema';
import { useBoardStore } from '../stores/board-store';
import { dismissNotice, useNoticeStore } from '../stores/notice-store';
import { useUiStore } from '../stores/ui-store';

/**
 * jsdom lacks a few browser APIs the app uses; these stand-ins do the least that the
 * components rely on.
 */
function polyfillBrowserGaps(): void {
  // <dialog>: jsdom has the element and its `open` attribute, but no modal methods.
  const dialog = HTMLDialogElement.prototype;
  if (typeof dialog.showModal !== 'function') {
    dialog.showModal = function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
  }
  if (typeof dialog.close !== 'function') {
    dialog.close = function close(this: HTMLDialogElement) {
      this.open = false;
      this.dispatchEvent(new Event('close'));
    };
  }
  // Blob#arrayBuffer (the import reads the chosen file with it): jsdom 26 has FileReader only.
  if (typeof Blob.prototype.arrayBuffer !== 'function') {
    Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
        reader.readAsArrayBuffer(this);
      });
    };
  }
}

let i18nReady: Promise<void> | null = null;

/** Initialises i18next in English once per test file (each file has its own modules). */
export function ensureI18n(): Promise<void> {
  i18nReady ??= initI18n('en');
  return i18nReady;
}

const initialBoard = useBoardStore.getInitialState();
const initialUi = useUiStore.getInitialState();

/** Empties the app's database and puts every store and the UI language back as they start. */
export async function resetApp(): Promise<void> {
  await ensureI18n();
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
  await wipeAllData(getDb());
  useBoardStore.setState(initialBoard, true);
  useUiStore.setState(initialUi, true);
  useNoticeStore.setState({ notices: [] }, true);
}

/** Registers the per-file and per-test setup; call once at the top of a test file. */
export function setupAppTests(): void {
  beforeAll(async () => {
    polyfillBrowserGaps();
    await ensureI18n();
  });
  beforeEach(resetApp);
}

/**
 * Gives every element a 300×800 client box for the current test. jsdom has no layout, and
 * @tanstack/react-virtual replaces its `initialRect` with the scroll element's measured
 * clientWidth/clientHeight (0×0 in jsdom) as soon as it observes the element, so without
 * this a virtualised column renders no cards. (Spies are restored after each test.)
 */
export function stubElementLayout(): void {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(800);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(300);
}

/** The notice stack wired to its store, as `App` renders it. */
function ConnectedNotices() {
  const notices = useNoticeStore((state) => state.notices);
  return <Notices notices={notices} onDismiss={dismissNotice} />;
}

/** Renders a feature with the notice stack beside it, so refusals show up as alerts. */
export function renderFeature(ui: ReactNode): RenderResult {
  return render(
    <>
      {ui}
      <ConnectedNotices />
    </>,
  );
}

/** The texts of the notices in the store right now. */
export function noticeTexts(): string[] {
  return useNoticeStore.getState().notices.map((notice) => notice.text);
}

/** Row counts of every table, to show that a refused action changed nothing. */
export async function tableCounts(): Promise<Record<TableName, number>> {
  const db = getDb();
  const counts = await Promise.all(ALL_TABLES.map((name) => db.table(name).count()));
  return Object.fromEntries(ALL_TABLES.map((name, index) => [name, counts[index] ?? -1])) as Record<
    TableName,
    number
  >;
}
