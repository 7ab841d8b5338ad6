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

/**
 * The server renderer's modules in ASCII: V8 keeps a module's source text for as long as the
 * process runs, one byte a character when all of it is Latin-1 and two bytes otherwise, so the
 * eight rupee signs and arrows of entry-server.js doubled its 1.3 MB in the server's memory. Each
 * such character becomes a \u escape (the same string, regular expression or name); a chunk
 * that is mostly Hindi text is left as it is (its escapes would be longer than the two bytes).
 */
function asciiServerChunks(): Plugin {
  return {
    name: 'ascii-server-chunks',
    // After every renderChunk: the last transpile prints escapes back as the characters.
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'server') return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        let wide = 0;
        for (let i = 0; i < chunk.code.length; i++) if (chunk.code.charCodeAt(i) > 0xff) wide++;
        if (wide === 0 || wide > chunk.code.length / 100) continue;
        chunk.code = chunk.code.replace(
          /[\u0100-\uffff]/g,
          (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [compiledMessages(), react(), tailwindcss(), asciiServerChunks()],
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
