// Bundles the server (and the shared package it imports) into dist/main.js, with the npm packages
// it loads at every start (Fastify and its plugins, zod, Kysely, pino, pg...): one file to read
// and compile instead of about 700 modules to find, read and wrap (decision 0044). Packages with
// native parts, packages that read their own files at run time, and the large ones only some
// requests or configurations load stay in node_modules.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
/** Loaded from node_modules, as they are (see above); everything else is bundled. */
const EXTERNAL = [
  // Native addons.
  'better-sqlite3',
  '@node-rs/argon2',
  'sharp',
  'pg-native',
  // Read their own files by path at run time (Swagger UI's pages, the fonts of the PDFs).
  '@fastify/swagger-ui',
  '@expo-google-fonts/noto-sans',
  '@expo-google-fonts/noto-sans-devanagari',
  // Only some requests or configurations load them (S3, PDFs, e-mail, Redis, PostgreSQL's job
  // queue, signed credentials, uploads' type checks).
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  'pdf-lib',
  '@pdf-lib/fontkit',
  'qrcode',
  'nodemailer',
  'ioredis',
  'pg-boss',
  'jose',
  'file-type',
];
const unknown = EXTERNAL.filter((name) => name !== 'pg-native' && !(name in pkg.dependencies));
if (unknown.length > 0) throw new Error(`build.mjs names packages the server lacks: ${unknown}`);

const outdir = path.dirname(process.env.SERVER_OUTFILE ?? 'dist/main.js');
// The chunks of an earlier build are not loaded, but would be left beside the new ones.
rmSync(path.join(outdir, 'chunks'), { recursive: true, force: true });

await build({
  entryPoints: ['src/main.ts'],
  // SERVER_OUTFILE: a private build (scripts/e2e-private.sh), so parallel work does not collide.
  outdir,
  entryNames: 'main',
  // What only some requests need (PDF making and its libraries) is a chunk loaded on first use,
  // so that start-up does not pay for it.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Without comments and line breaks: the source V8 keeps in memory is smaller by half (a few
  // comments with non-ASCII letters made the whole text two bytes a character). Names are kept,
  // so that a logged stack still names the functions (full minifying, tried: no quicker start).
  minifyWhitespace: true,
  // ASCII only (escapes), the licence comments of the bundled packages in main.js.LEGAL.txt.
  charset: 'ascii',
  legalComments: 'linked',
  external: [...EXTERNAL, ...EXTERNAL.map((name) => `${name}/*`)],
  // The bundled CommonJS packages call require() and read __dirname: an ES module has neither.
  banner: {
    js: [
      "import { createRequire as __createRequire } from 'node:module';",
      "import { fileURLToPath as __fileURLToPath } from 'node:url';",
      "import { dirname as __pathDirname } from 'node:path';",
      'const require = __createRequire(import.meta.url);',
      'const __filename = __fileURLToPath(import.meta.url);',
      'const __dirname = __pathDirname(__filename);',
    ].join(' '),
  },
  logLevel: 'warning',
});

// V8 keeps each module's source for as long as the server runs, two bytes a character when one
// character is past Latin-1 (charset: 'ascii' escapes them in strings, not in every place).
const chunks = readdirSync(path.join(outdir, 'chunks')).filter((name) => name.endsWith('.js'));
for (const file of [
  path.join(outdir, 'main.js'),
  ...chunks.map((name) => path.join(outdir, 'chunks', name)),
]) {
  const code = readFileSync(file, 'utf8');
  const at = code.search(/[\u0100-\uffff]/);
  if (at >= 0) {
    throw new Error(
      `${file} holds a character past Latin-1 (write it as a \\u escape): ${code.slice(at - 40, at + 10)}`,
    );
  }
}
