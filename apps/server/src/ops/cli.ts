/**
 * `npm run backup` and `npm run restore -- ARCHIVE [--force]`: the same configuration as the
 * server (DATA_DIR, DATABASE_URL, BACKUP_DIR); one line of output, exit 1 with a message on an
 * expected failure.
 */
import { ConfigError, loadConfig } from '../config';
import { BackupError, createBackup } from './backup';
import { restoreBackup } from './restore';

const USAGE = 'Usage: npm run backup | npm run restore -- ARCHIVE [--force]';

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const config = loadConfig();
  if (command === 'backup' && rest.length === 0) {
    const result = await createBackup(config);
    process.stdout.write(
      `Backup written: ${result.archive} (${result.database} database, ${result.files} stored files)\n`,
    );
    return;
  }
  if (command === 'restore') {
    const force = rest.includes('--force');
    const archives = rest.filter((arg) => arg !== '--force');
    const unknown = archives.filter((arg) => arg.startsWith('--'));
    if (archives.length !== 1 || unknown.length > 0) throw new BackupError(USAGE);
    const result = await restoreBackup(config, archives[0]!, { force });
    process.stdout.write(
      `Restored ${archives[0]} (${result.database} database, ${result.files} stored files)\n`,
    );
    return;
  }
  throw new BackupError(USAGE);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof BackupError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Failed: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});
