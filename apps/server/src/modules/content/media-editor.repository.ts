import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * What the website's images route reads (GET /api/media/:fileId). The slides and the gallery
 * are declared kinds (kinds/slide.kind.ts, kinds/gallery-album.kind.ts, kinds/gallery-photo.kind.ts).
 */
export function createMediaEditorRepository(db: Kysely<DB>) {
  return { db };
}

export type MediaEditorRepository = ReturnType<typeof createMediaEditorRepository>;
