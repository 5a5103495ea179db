import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { wordBridge } from './vite-plugins/word-bridge';

export default defineConfig({
  plugins: [react(), wordBridge()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    restoreMocks: true,
  },
});
