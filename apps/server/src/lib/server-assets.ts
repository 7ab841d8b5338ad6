import fs from 'node:fs';
import path from 'node:path';

/**
 * A folder of apps/server/assets (the seed files kept in the repository), reached from the
 * sources (src/lib) and from the bundle (dist) alike; null when it is not there or lacks
 * `probe`, a file it must hold.
 */
export function findServerAssets(
  folder: string,
  probe: string,
  from = import.meta.dirname,
): string | null {
  for (const candidate of [`../../assets/${folder}`, `../assets/${folder}`]) {
    const dir = path.resolve(from, candidate);
    if (fs.existsSync(path.join(dir, probe))) return dir;
  }
  return null;
}
