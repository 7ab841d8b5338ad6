import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../config';
import type { DB } from '../db/schema';

/**
 * An expected reason the server cannot start (a bad DATA_DIR, a damaged SQLite file, a database
 * that does not answer): main.ts prints its one-line message, without a stack trace, and exits 1.
 */
export class StartupError extends Error {}

/** The URL without its password, for messages and logs. */
export function maskDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url.replace(/(\/\/[^:/@]*:)[^@]*@/, '$1***@');
  }
}

const codeOf = (error: unknown): string | undefined =>
  error && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** DATA_DIR and its files/ folder exist (they are created if missing), are folders, and writable. */
export function checkDataDir(dataDir: string): void {
  for (const [label, folder] of [
    ['DATA_DIR', dataDir],
    ['DATA_DIR/files', path.join(dataDir, 'files')],
  ] as const) {
    try {
      fs.mkdirSync(folder, { recursive: true });
    } catch (error) {
      const code = codeOf(error);
      if (code === 'EEXIST') throw new StartupError(`${label} ${folder} is a file, not a folder`);
      if (code === 'ENOTDIR') {
        throw new StartupError(`${label} ${folder} cannot be created: part of its path is a file`);
      }
      throw new StartupError(
        `${label} ${folder} cannot be created${code ? ` (${code})` : ''}: ${messageOf(error)}`,
      );
    }
    if (!fs.statSync(folder).isDirectory()) {
      throw new StartupError(`${label} ${folder} is a file, not a folder`);
    }
    try {
      fs.accessSync(folder, fs.constants.W_OK);
    } catch (error) {
      throw new StartupError(`${label} ${folder} is not writable (${codeOf(error) ?? 'EACCES'})`);
    }
  }
}

/** The database named as the configuration gives it: the SQLite file, or DATABASE_URL masked. */
export function describeDatabase(database: Config['database']): string {
  return database.kind === 'sqlite'
    ? `The SQLite database ${database.file}`
    : `The database at DATABASE_URL ${maskDatabaseUrl(database.url)}`;
}

/** The error of opening or reaching the database, as one line naming the file or DATABASE_URL. */
export function databaseStartupError(database: Config['database'], error: unknown): StartupError {
  const code = codeOf(error);
  const detail = `${messageOf(error)}${code && !messageOf(error).includes(code) ? ` (${code})` : ''}`;
  if (database.kind === 'sqlite') {
    const damaged = code === 'SQLITE_NOTADB' || code?.startsWith('SQLITE_CORRUPT');
    return new StartupError(
      `${describeDatabase(database)} cannot be opened: ${detail}` +
        (damaged ? '. Restore it from a backup, or move it away to start with an empty one.' : ''),
      { cause: error },
    );
  }
  return new StartupError(`${describeDatabase(database)} cannot be reached: ${detail}`);
}

const CONNECT_TIMEOUT_MS = 15_000;

/** One `select 1` before the migrations, so that a database that does not answer is named. */
export async function checkDatabaseAnswers(
  db: Kysely<DB>,
  database: Config['database'],
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${CONNECT_TIMEOUT_MS / 1000} s`)),
      CONNECT_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([sql`select 1`.execute(db), timeout]);
  } catch (error) {
    throw databaseStartupError(database, error);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What a production server started without, that a real institute needs (issue 37): each a line
 * for the log at start, naming the variable, never its value. None outside production.
 */
export function goLiveWarnings(config: Config): string[] {
  if (config.env !== 'production') return [];
  const warnings: string[] = [];
  if (/^http:\/\/localhost(:\d+)?$/.test(config.notifications.publicUrl)) {
    warnings.push(
      `PUBLIC_URL is not set: links in e-mails and the signed credentials' issuer point to ${config.notifications.publicUrl} (see docs/deploy.md)`,
    );
  }
  if (config.notifications.email === null) {
    warnings.push(
      'SMTP_URL (or SMTP_HOST) and MAIL_FROM are not set: no e-mail is sent, password resets by e-mail included (see docs/deploy.md)',
    );
  }
  if (config.credentials === null) {
    warnings.push(
      'CREDENTIALS_KEY is not set: certificates are issued without signed credentials (see docs/deploy.md)',
    );
  }
  return warnings;
}
