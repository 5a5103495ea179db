/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  addPlugins,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

import { isolationHeadersPlugin } from './isolation-headers';
import { deleteOtherModelCaches, routeModelFiles, warmModelCache } from './model-cache';
import { openAppOnNotificationClick } from './notification-click';

/**
 * The service worker (built by vite-plugin-pwa from this file, with Workbox): the app shell
 * precached, model files in a cache of their own, COOP/COEP added to what it serves. A new
 * version waits until the person chooses to reload (the page posts SKIP_WAITING).
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const base = new URL(import.meta.env.BASE_URL, self.location.origin);

addPlugins([isolationHeadersPlugin]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Every view is the one page (views live in the URL's hash), so navigations get index.html —
// all but the bench build's own page (bench/index.html, `npm run bench`), served as itself.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(new URL('index.html', base).href), {
    denylist: [new RegExp(`^${escapeForRegExp(new URL('bench/', base).pathname)}`)],
  }),
);
routeModelFiles(base);

self.addEventListener('install', (event) => {
  event.waitUntil(warmModelCache(base));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(deleteOtherModelCaches(base));
});
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
openAppOnNotificationClick(self, base);
// The first install takes the open page at once, so its later requests go through the cache.
clientsClaim();

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
