import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The console is served by the API server at /admin/ (apps/api plugins/web.ts); in development
// Vite serves it and passes the API calls to a server on :3000.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5174,
    proxy: { '^/admin/(?!$|src/|@|node_modules/)': 'http://localhost:3000', '/files': 'http://localhost:3000' },
  },
});
