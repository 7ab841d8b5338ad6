import tailwindcss from '@tailwindcss/vite';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Compiles the message catalogs (src/i18n/messages/**.json, ICU MessageFormat) when they are
 * imported, so that the browser gets Lingui's compiled form and carries no ICU parser. A message
 * that does not parse fails the build.
 */
function compiledMessages(): Plugin {
  return {
    name: 'compiled-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/i18n\/messages\/.+\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, compileMessageOrThrow(message)]),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

export default defineConfig({
  plugins: [compiledMessages(), react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  // The server renderer carries its dependencies with it, so it runs wherever WEB_DIST points.
  ssr: { noExternal: true },
  build: {
    // The SSR build goes to dist/server; the client build keeps its own public files.
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // One file per language and bundle of messages (not one per namespace file).
        manualChunks(id) {
          const match = /\/src\/i18n\/messages\/(\w+)\/(\w+)\//.exec(id);
          return match ? `messages-${match[1]}-${match[2]}` : undefined;
        },
      },
    },
  },
});
