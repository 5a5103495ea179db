import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { START_MARK_PREFIX } from '../../src/ml/start-marks';
import {
  MODEL_CACHE_PREFIX,
  MODEL_FILES_MANIFEST,
  type ModelFilesManifest,
} from '../../src/ml/worker/builtin/asset-paths';
import { launchBrowser, withTimeout } from './browser';
import { startByteCounter } from './byte-counter';

const MB = 1_000_000;
const VISIT_TIMEOUT_MS = 180_000;

export type FirstVisit = {
  /** Bytes on the wire (headers and bodies, as sent) until the panel could recall. */
  beforeRecall: number;
  /** …and until the service worker kept everything for offline use. */
  whole: number;
  requests: number;
};

/**
 * A first visit as a person makes it: a new profile (on disk) opens the app, whose recall
 * is ready once the worker holds the model and the index; the second view then joins and
 * the service worker keeps what the next visit needs offline. What the server sends to the
 * page, its workers and the service worker is counted as it crossed the wire
 * (byte-counter.ts).
 */
export async function measureFirstVisit(baseUrl: string, buildDir: string): Promise<FirstVisit> {
  const counter = await startByteCounter(new URL(baseUrl));
  const browser = await launchBrowser([], { onDisk: true });
  let requests = 0;
  browser.context.on('request', () => (requests += 1));
  try {
    const page = await browser.context.newPage();
    await page.goto(`${counter.url}/#/chat`);
    // When the worker held the model and the index, on the wall clock.
    const recallAt = await (
      await page.waitForFunction(
        (mark) => {
          const [entry] = performance.getEntriesByName(mark);
          return entry ? performance.timeOrigin + entry.startTime : false;
        },
        `${START_MARK_PREFIX}index-loaded`,
        { timeout: VISIT_TIMEOUT_MS },
      )
    ).jsonValue();
    const beforeRecall = counter.receivedBy(Number(recallAt));
    await withTimeout(
      untilKeptOffline(page, offlineFileCount(buildDir)),
      VISIT_TIMEOUT_MS,
      'the service worker keeping the model files',
    );
    // The second view loads after recall works: the visit is whole once it has joined.
    await page.goto(`${counter.url}/#/settings`);
    await page
      .getByTestId('model-current')
      .and(page.locator('[data-second-view]:not([data-second-view=""])'))
      .waitFor({ timeout: VISIT_TIMEOUT_MS });
    return { beforeRecall, whole: counter.received(), requests };
  } finally {
    await browser.close();
    await counter.close();
  }
}

function offlineFileCount(buildDir: string): number {
  const manifest = JSON.parse(
    readFileSync(join(buildDir, MODEL_FILES_MANIFEST), 'utf8'),
  ) as ModelFilesManifest;
  return manifest.offline.length;
}

/** Until the service worker controls the page and its model cache holds every offline file. */
async function untilKeptOffline(page: Page, files: number): Promise<void> {
  const isKept = () =>
    page.evaluate(
      async ({ expected, prefix }) => {
        if (navigator.serviceWorker.controller === null) return false;
        const names = await caches.keys();
        const models = names.find((name) => name.startsWith(prefix));
        if (!models) return false;
        return (await (await caches.open(models)).keys()).length >= expected;
      },
      { expected: files, prefix: MODEL_CACHE_PREFIX },
    );
  // page.waitForFunction would take the predicate's promise itself for a truthy answer.
  while (!(await isKept())) await page.waitForTimeout(250);
}

/**
 * Opens the app once in `context` and waits until its service worker controls it and keeps
 * the model files: pages opened after are served as a person's later visits are.
 */
export async function keepOffline(
  context: BrowserContext,
  baseUrl: string,
  buildDir: string,
): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/#/board`);
    await withTimeout(
      untilKeptOffline(page, offlineFileCount(buildDir)),
      VISIT_TIMEOUT_MS,
      'the service worker keeping the model files',
    );
  } finally {
    await page.close();
  }
}

export function firstVisitMeasuredLine({ beforeRecall, whole, requests }: FirstVisit): string {
  return `First visit, measured: ${(beforeRecall / MB).toFixed(1)} MB on the wire until recall works, ${(whole / MB).toFixed(1)} MB until the service worker kept everything for offline use (${requests} requests, a new profile, the preview server on loopback)`;
}
