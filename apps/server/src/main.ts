import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { StartupError } from './lib/startup-checks';

/** The web build beside this server's build: apps/server/dist/main.js -> apps/web/dist. */
const DEFAULT_WEB_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/dist',
);

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  if (!config.webDist) config = { ...config, webDist: DEFAULT_WEB_DIST };

  const app = await buildApp(config, {
    onFirstAdmin: ({ email, generatedPassword }) => {
      if (!generatedPassword) return;
      // Printed once, to the console only (never to the structured logs).
      process.stdout.write(
        [
          '',
          '================================================================',
          ' First head office account created (this is shown only once):',
          `   email:    ${email}`,
          `   password: ${generatedPassword}`,
          ' Sign in at /admin and change the password.',
          '================================================================',
          '',
        ].join('\n'),
      );
    },
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  if (error instanceof StartupError) {
    // Expected (a bad DATA_DIR, a damaged database file, a database that does not answer).
    process.stderr.write(`Failed to start: ${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(
    `Failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
