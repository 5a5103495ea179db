import { liveQuery } from 'dexie';
import i18next from 'i18next';

import { formatTime } from '../components/format';
import { getDb } from '../db/database';
import { claimDueNotices, forgetDueWatch, itemsWithDueDates } from '../db/due-watch-repo';
import { readSettings } from '../db/settings-repo';
import {
  dueNoticeTag,
  isDueNoticeData,
  isWholeDay,
  OPEN_DUE_PARAM,
  type DueNotice,
  type DueNoticeData,
} from '../domain/due-notifications';
import { setShowingAgenda } from '../stores/board-store';
import { selectItem } from '../stores/ui-store';

const CHECK_EVERY_MS = 60_000;
/** A summary names this many items; the rest are counted. */
const SUMMARY_LINES = 4;

/** Opens what a clicked notification names: the item's panel, or the agenda for a summary. */
function openDue({ itemId }: DueNoticeData): void {
  if (itemId === null) setShowingAgenda(true);
  else selectItem(itemId);
  window.location.hash = '#/board';
}

function describe(notice: DueNotice): { title: string; body: string } {
  const t = i18next.getFixedT(null, 'board');
  if (notice.kind === 'summary') {
    const lines = notice.contents.slice(0, SUMMARY_LINES);
    const more = notice.contents.length - lines.length;
    if (more > 0) lines.push(t('agenda.notify.summaryMore', { count: more }));
    const title = t('agenda.notify.summaryTitle', { count: notice.contents.length });
    return { title, body: lines.join('\n') };
  }
  const time = formatTime(notice.dueAt, i18next.language);
  const body = notice.isOverdue
    ? t('agenda.notify.overdue', { time })
    : isWholeDay(notice.dueAt)
      ? t('agenda.notify.dueToday')
      : t('agenda.notify.dueAt', { time });
  return { title: notice.content, body };
}

/**
 * Through the service worker when one is active: an installed app on a phone may not
 * construct notifications at all, and a click then reaches the app even if its page was
 * closed (sw/notification-click.ts). A plain `Notification` otherwise (development).
 */
async function show(notice: DueNotice): Promise<void> {
  const { title, body } = describe(notice);
  const data: DueNoticeData = {
    type: 'open-due',
    itemId: notice.kind === 'item' ? notice.itemId : null,
  };
  const options: NotificationOptions = { body, tag: dueNoticeTag(notice), data };
  const registration =
    'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  if (registration?.active) {
    await registration.showNotification(title, options);
    return;
  }
  const notification = new Notification(title, options);
  notification.onclick = () => {
    window.focus();
    openDue(data);
    notification.close();
  };
}

async function check(): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const db = getDb();
  const notices = await claimDueNotices(db, await itemsWithDueDates(db), Date.now());
  for (const notice of notices) await show(notice);
}

function checkQuietly(): void {
  // A failed check (storage gone, a notification refused) is tried again at the next one.
  check().catch((error: unknown) => console.warn('Due-date check failed', error));
}

function checkWhenShown(): void {
  if (document.visibilityState === 'visible') checkQuietly();
}

/** A click on a notification while no page was open started this one with `?due=…`. */
function openFromLocation(): void {
  const params = new URLSearchParams(window.location.search);
  const itemId = params.get(OPEN_DUE_PARAM);
  if (itemId === null) return;
  params.delete(OPEN_DUE_PARAM);
  const rest = params.toString();
  const search = rest === '' ? '' : `?${rest}`;
  window.history.replaceState(null, '', `${window.location.pathname}${search}#/board`);
  openDue({ type: 'open-due', itemId: itemId === '' ? null : itemId });
}

/**
 * Tells the person when items fall due, while the setting is on and the browser allows it:
 * every minute and whenever the page is shown again, each due date once
 * (`domain/due-notifications.ts`). Turning the setting off forgets what was told.
 */
export function startDueNotifier(): void {
  openFromLocation();
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (isDueNoticeData(event.data)) openDue(event.data);
    });
  }
  let timer: ReturnType<typeof setInterval> | null = null;
  let wasOn: boolean | null = null;
  liveQuery(() => readSettings(getDb())).subscribe((settings) => {
    const isOn = settings.dueNotifications;
    if (isOn === wasOn) return;
    wasOn = isOn;
    if (isOn) {
      checkQuietly();
      timer = setInterval(checkQuietly, CHECK_EVERY_MS);
      document.addEventListener('visibilitychange', checkWhenShown);
      return;
    }
    if (timer !== null) clearInterval(timer);
    timer = null;
    document.removeEventListener('visibilitychange', checkWhenShown);
    forgetDueWatch(getDb()).catch((error: unknown) => console.warn('Due-date watch kept', error));
  });
}
