import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { isDatabaseUnavailable } from './lib/service-unavailable';
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
          ' Sign in at /admin: you will be asked to choose your own password.',
          ' Then follow the first-day checklist (docs/deploy.md).',
          '================================================================',
          '',
        ].join('\n'),
      );
    },
  });

  // Graceful shutdown: readiness answers 503 at once (and for SHUTDOWN_DRAIN_SECONDS, while load
  // balancers notice), then the server stops accepting; in-flight requests and running jobs
  // finish, the job queue and the database pools close, and the process exits 0. After
  // SHUTDOWN_TIMEOUT_SECONDS it exits 1 instead.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.lifecycle.shuttingDown = true;
    app.log.info({ signal, drainMs: config.shutdown.drainMs }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error(
        { timeoutMs: config.shutdown.timeoutMs },
        'shutdown took longer than SHUTDOWN_TIMEOUT_SECONDS; exiting',
      );
      process.exit(1);
    }, config.shutdown.timeoutMs);
    force.unref();
    const drained = new Promise((resolve) => setTimeout(resolve, config.shutdown.drainMs));
    drained
      .then(() => {
        app.log.info('closing: no new connections; in-flight requests and jobs finish');
        return app.close();
      })
      .then(
        () => {
          app.log.info('shut down');
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
  };
  // Kept for the whole shutdown (not once): a Ctrl-C under `npm start` reaches the server twice,
  // from the terminal and forwarded by npm, and a second signal must not end it half-way.
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // pg-boss (the job queue) does not wait for some of its own queries (marking a run complete or
  // failed): when PostgreSQL goes away at that moment, their rejection reaches no handler, and
  // Node would end the process. A lost database connection must not (the run is retried once it
  // expires); any other unhandled rejection still ends the process, as by default.
  process.on('unhandledRejection', (reason) => {
    if (config.database.kind === 'postgres' && isDatabaseUnavailable(reason)) {
      const { name, message, code } = reason as { name?: string; message?: string; code?: string };
      app.log.warn(
        { err: { name, message, code } },
        'the database went away under a background query',
      );
      return;
    }
    throw reason;
  });

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
