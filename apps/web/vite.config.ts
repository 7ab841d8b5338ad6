import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  // The server renderer carries its dependencies with it, so it runs wherever WEB_DIST points.
  ssr: { noExternal: true },
  build: {
    // The SSR build goes to dist/server; the client build keeps its own public files.
    emptyOutDir: true,
  },
});
