import { config } from 'zod';

// Imported first by main.tsx, before any module builds a schema (issue 19). The forms validate
// with the server's zod schemas; zod's fast path probes `new Function` when a schema is built,
// which the Content-Security-Policy (script-src 'self') refuses and Chromium reports as an issue
// (Lighthouse's best practices): validate without it.
config({ jitless: true });
