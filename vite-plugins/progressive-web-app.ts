import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The service worker and the web app manifest (vite-plugin-pwa, Workbox underneath): the
 * worker is built from src/sw/service-worker.ts with the app shell's precache list injected.
 * Model files stay out of the precache (src/sw/model-cache.ts keeps them), and so does the
 * bench page. The page registers the worker itself (src/app/service-worker-registration.ts)
 * and asks the person before a new version takes over.
 */
export function progressiveWebApp(): PluginOption {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'service-worker.ts',
    registerType: 'prompt',
    injectRegister: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}', 'models/model-files.json'],
      globIgnores: ['bench/**', 'assets/bench-*'],
      // The worker chunks carry the model runtimes (TF.js, transformers.js): a few MB each.
      maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
    },
    manifest: {
      name: 'Forethought',
      short_name: 'Forethought',
      description:
        'Keeps the plans, ideas, decisions, open questions and insights you stated, and brings them back when they matter.',
      start_url: '.',
      scope: '.',
      display: 'standalone',
      background_color: '#f4efe3',
      theme_color: '#2f5d50',
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: 'icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
        { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
  });
}
