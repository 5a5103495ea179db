/**
 * Chromium with WebGPU on SwiftShader, its CPU adapter. Playwright allows launch options
 * only per file or worker, so a WebGPU spec launches its own browser: the config's flags
 * plus these. Without them, headless Chromium here offers navigator.gpu but no adapter.
 */
import { chromium, type Browser } from '@playwright/test';

import config from '../../playwright.config';

export const SWIFTSHADER_WEBGPU_FLAGS = [
  '--enable-unsafe-webgpu',
  '--use-webgpu-adapter=swiftshader',
];

/** Launches it; the caller closes it. */
export function launchSwiftShaderChromium(): Promise<Browser> {
  const base = config.use?.launchOptions ?? {};
  return chromium.launch({ ...base, args: [...(base.args ?? []), ...SWIFTSHADER_WEBGPU_FLAGS] });
}
