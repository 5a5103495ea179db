/**
 * Renders the app icons of the web app manifest from public/favicon.svg, in Debian's
 * Chromium (the e2e browser): 192 and 512 px, and a 512 px maskable one whose mark sits in
 * the middle 80% (the safe zone a launcher may crop to) on the icon's own green.
 * `npx tsx scripts/make-icons.ts` rewrites public/icons/; run it when the favicon changes.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from './bench/browser';

const root = join(import.meta.dirname, '..');
const svg = readFileSync(join(root, 'public', 'favicon.svg'), 'utf8');
const outDir = join(root, 'public', 'icons');
const BACKGROUND = '#2f5d50';

const ICONS = [
  { name: 'icon-192.png', size: 192, markShare: 1, background: 'transparent' },
  { name: 'icon-512.png', size: 512, markShare: 1, background: 'transparent' },
  { name: 'icon-maskable-512.png', size: 512, markShare: 0.8, background: BACKGROUND },
];

mkdirSync(outDir, { recursive: true });
const { context, close } = await launchBrowser();
try {
  const page = await context.newPage();
  for (const icon of ICONS) {
    const mark = Math.round(icon.size * icon.markShare);
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px;background:${icon.background}">` +
        svg.replace('<svg ', `<svg width="${mark}" height="${mark}" `) +
        '</body>',
    );
    await page.screenshot({ path: join(outDir, icon.name), omitBackground: true });
    console.log(`public/icons/${icon.name}`);
  }
} finally {
  await close();
}
