import { defineConfig } from 'vitest/config';

// The instant the e2e suite starts at when PIN_NOW is not set (ADR 029): a Wednesday in London
// working hours. `npm run test:pinned` runs every suite at the hard instants as well.
const E2E_DEFAULT_NOW = '2026-12-16T10:30:00Z';

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
          setupFiles: ['src/testing/clock-setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/**/*.integration.test.ts'],
          globalSetup: ['src/server/testing/global-setup.ts'],
          env: { TZ: 'Asia/Kolkata' },
          setupFiles: ['src/testing/clock-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Every file has its own database, so two files run at once: on a 2-core machine one
          // worker leaves a core idle while PGlite (or the PostgreSQL server) works.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          // Server, browser and test share one pinned clock (ADR 029).
          env: { TZ: 'Europe/Berlin', PIN_NOW: process.env.PIN_NOW || E2E_DEFAULT_NOW },
          setupFiles: ['src/testing/clock-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
