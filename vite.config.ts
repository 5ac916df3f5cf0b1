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

const EDITOR_PACKAGES =
  '@tiptap|@mantine[\\\\/]tiptap|prosemirror-|linkifyjs|orderedmap|rope-sequence|w3c-keyname';

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
            // The notes editor (TipTap, ProseMirror) stays out of these groups: it loads with
            // the editor's own lazy chunk only (ADR 018).
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/](?!tiptap)/, priority: 2 },
            { name: 'vendor', test: new RegExp(`node_modules[\\\\/](?!${EDITOR_PACKAGES})`), priority: 1 },
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
