import { defineConfig } from 'vitest/config';

// The instant the e2e suite starts at when PIN_NOW is not set (ADR 029): a Wednesday in London
// working hours. `npm run test:pinned` runs every suite at the hard instants as well.
const E2E_DEFAULT_NOW = '2026-12-16T10:30:00Z';

// Unit files that replace a module (vi.mock) or a global need a module graph of their own.
const UNIT_ISOLATED = [
  'src/web/features/group-sessions/components/delete-session-button.test.tsx',
  'src/web/features/group-sessions/components/group-session-form.test.tsx',
  'src/web/features/automation/components/workflows-field.test.tsx',
  'src/web/features/sessions/components/session-bookings-card.test.tsx',
  'src/web/features/integrations/components/api-keys-section.test.tsx',
  'src/web/features/calendars/components/sync-settings-modal.test.tsx',
  'src/web/lib/api-client.test.ts',
];

// The HTTP API in-process, on a fresh database per file (a clone of one migrated template).
const integration = {
  include: ['src/**/*.integration.test.ts'],
  globalSetup: ['src/server/testing/global-setup.ts'],
  env: { TZ: 'Asia/Kolkata' },
  setupFiles: ['src/testing/zod-openapi-setup.ts', 'src/testing/clock-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Every file has its own database, so two files run at once: on a 2-core machine one
  // worker leaves a core idle while PGlite (or the PostgreSQL server) works.
  maxWorkers: 2,
};
const INTEGRATION_ISOLATED = ['src/server/integrations/errors/sentry.integration.test.ts'];

// What every end-to-end project shares: the built server driven through Chromium.
const e2e = {
  include: ['e2e/**/*.spec.ts'],
  globalSetup: ['e2e/support/global-setup.ts'],
  // Server, browser and test share one pinned clock (ADR 029).
  env: { TZ: 'Europe/Berlin', PIN_NOW: process.env.PIN_NOW || E2E_DEFAULT_NOW },
  setupFiles: ['src/testing/clock-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 90_000,
};
const E2E_CALLS = [
  'e2e/call-room.spec.ts',
  'e2e/call-turn.spec.ts',
  'e2e/recordings.spec.ts',
  'e2e/call-minutes.spec.ts',
];

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
          exclude: ['src/**/*.integration.test.ts', ...UNIT_ISOLATED],
          // As in the integration project: the files share their worker's modules.
          isolate: false,
          setupFiles: ['src/testing/zod-openapi-setup.ts', 'src/testing/clock-setup.ts'],
          env: { TZ: 'America/New_York' },
        },
      },
      {
        test: {
          name: 'unit-isolated',
          include: UNIT_ISOLATED,
          env: { TZ: 'America/New_York' },
          setupFiles: ['src/testing/clock-setup.ts'],
        },
      },
      {
        test: {
          ...integration,
          name: 'integration',
          exclude: INTEGRATION_ISOLATED,
          // The files share their worker's modules instead of loading the whole server again
          // each (loading was half of the time); each still builds its own app on its own
          // database, and the setup file starts each on the run's clock.
          isolate: false,
        },
      },
      {
        test: {
          ...integration,
          // Files that replace a module (vi.mock) need a module graph of their own.
          name: 'integration-isolated',
          include: INTEGRATION_ISOLATED,
        },
      },
      {
        test: {
          ...e2e,
          name: 'e2e',
          exclude: E2E_CALLS,
          // Every file starts its own server on its own port and data directory, so two files
          // run at once: the browser, server and test mostly wait on one another.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...e2e,
          // The call room's specs (three fake cameras encoding, the media server forwarding,
          // ffmpeg) need the machine to themselves: one at a time, after the others.
          name: 'e2e-calls',
          include: E2E_CALLS,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
