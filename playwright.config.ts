import { defineConfig } from '@playwright/test';

/**
 * End-to-end specs run in Debian's Chromium (Playwright cannot download its own browser
 * here) against the production build served by `vite preview`.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 4173);
/** `E2E_PORT` and `E2E_DIST` let two runs share a machine without sharing a build or a port. */
const distDir = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'e2e',
  outputDir: distDir === 'dist' ? 'test-results' : `test-results-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 1400, height: 900 },
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `npx vite build --outDir ${distDir} && npx vite preview --outDir ${distDir} --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
