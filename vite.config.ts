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
            // Only the reports screen (loaded on demand) draws charts: recharts and what it brings
            // match no group, so they stay in that screen's own chunk. (A group of their own
            // would take their dependencies, React among them, and every screen would load it.)
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/](?!charts[\\/])/, priority: 2 },
            {
              name: 'vendor',
              test: /node_modules[\\/](?!(recharts|@mantine|victory-vendor|d3-[a-z-]+|internmap|react-is|decimal\.js-light|es-toolkit|eventemitter3|immer|@reduxjs|redux|react-redux|reselect|tiny-invariant)[\\/])/,
              priority: 1,
            },
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
