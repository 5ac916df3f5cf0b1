import { defineConfig } from 'vitest/config';

// Three tiers told apart by file suffix (guide): unit *.test.ts(x), integration
// *.integration.test.ts (HTTP API in-process on a fresh database per file), end-to-end
// e2e/*.spec.ts (the built server driven through Chromium).
export default defineConfig({
  test: {
    env: { TZ: 'America/New_York' },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.integration.test.ts'],
          env: { TZ: 'America/New_York' },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/**/*.integration.test.ts'],
          globalSetup: ['src/server/testing/global-setup.ts'],
          env: { TZ: 'Asia/Kolkata' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          env: { TZ: 'Europe/Berlin' },
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
