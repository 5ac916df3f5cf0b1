import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The SPA lives in src/web; `npm run dev` runs the API on 3001 and Vite on 3000 with a proxy.
export default defineConfig({
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
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
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
