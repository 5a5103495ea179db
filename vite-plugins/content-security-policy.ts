import type { Plugin } from 'vite';

import { SCRIPT_POLICY } from '../src/domain/content-security-policy';

/**
 * Puts the script half of the Content-Security-Policy into the built index.html, so it holds
 * before the first script runs, on any static host (a <meta> needs no server headers). The
 * rest, which depends on the person's settings (the LLM endpoint they configured), is added
 * at start by src/app/content-security-policy.ts. Dev keeps Vite's inline refresh script, so
 * only the build gets it.
 */
export function contentSecurityPolicyMeta(): Plugin {
  return {
    name: 'forethought:content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: SCRIPT_POLICY },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}
