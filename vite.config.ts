import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The public booking pages (/{slug}, /{slug}/{serviceId}, /booking/{token}) are a second, small
// entry in src/public, built on its own (`vite build --mode public`, after the dashboard) into the
// same dist/web as booking.html: sharing the dashboard's library chunks would make clients
// download Mantine, TanStack Query and the router to see a booking page.
const publicEntry = defineConfig({
  root: 'src/public',
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: '../../dist/web',
    emptyOutDir: false,
    sourcemap: true,
    rolldownOptions: { input: { booking: 'src/public/booking.html' } },
  },
});

const LAZY_PACKAGES = [
  // the notes editor
  '@tiptap|@mantine[\\\\/]tiptap|prosemirror-|linkifyjs|orderedmap|rope-sequence|w3c-keyname',
  // the reports chart
  '(recharts|victory-vendor|d3-[a-z-]+|internmap|react-is|decimal\\.js-light|es-toolkit|eventemitter3|immer|@reduxjs|redux|react-redux|reselect|tiny-invariant)[\\\\/]',
  '@mantine[\\\\/]charts[\\\\/]',
  // Sentry's browser SDK, loaded only when the server gives a DSN (ADR 028)
  '@sentry[\\\\/]',
  // the call room on LiveKit (livekit-client and what it brings; ADR 040), only when a join says so
  '(livekit-client|@livekit|@bufbuild|loglevel|sdp|sdp-transform|webrtc-adapter|rxjs|typed-emitter|jose|events)[\\\\/]',
].join('|');

// The SPA lives in src/web; `npm run dev` runs the API on 3001 and Vite on 3000 with a proxy.
const dashboard = defineConfig({
  root: 'src/web',
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie)[\\/]/,
              priority: 3,
            },
            // The notes editor (TipTap, ProseMirror; ADR 018) and the reports screen's charts
            // (recharts and what it brings; ADR 021) match no group: they load with their own lazy
            // chunks only. (A group of their own would take their dependencies, React among them,
            // and every screen would load it.)
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/](?!tiptap|charts[\\/])/, priority: 2 },
            { name: 'vendor', test: new RegExp(`node_modules[\\\\/](?!${LAZY_PACKAGES})`), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    proxy: { '/api': 'http://localhost:3001', '/dev/mailbox': 'http://localhost:3001' },
  },
});

export default defineConfig(({ mode }) => (mode === 'public' ? publicEntry : dashboard));
