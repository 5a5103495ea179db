/// <reference lib="webworker" />
import { dueNoticeUrl, isDueNoticeData } from '../domain/due-notifications';

/**
 * A click on a due-date notification (app/due-notifier.ts) focuses an open window of the
 * app and asks it to open the item, or opens the app at the item when none is open.
 */
export function openAppOnNotificationClick(sw: ServiceWorkerGlobalScope, base: URL): void {
  sw.addEventListener('notificationclick', (event) => {
    const data: unknown = event.notification.data;
    if (!isDueNoticeData(data)) return;
    event.notification.close();
    event.waitUntil(
      (async () => {
        const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows[0];
        if (!open) {
          await sw.clients.openWindow(dueNoticeUrl(base, data));
          return;
        }
        await open.focus();
        open.postMessage(data);
      })(),
    );
  });
}
