import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The SPA lives in src/web; `npm run dev` runs the API on 3001 and Vite on 3000 with a proxy.
export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: true },
  server: {
    port: 3000,
    proxy: { '/api': 'http://localhost:3001', '/dev/mailbox': 'http://localhost:3001' },
  },
});
