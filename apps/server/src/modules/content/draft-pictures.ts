import { ERROR_CODES } from '@institute/shared/api-error';
import {
  DRAFT_MESSAGES,
  draftPictureUrl,
  type DraftPicture,
} from '@institute/shared/content/drafts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AuthenticatedUser } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { processWebsiteImage } from '../files/images';
import {
  defaultVariant,
  mediaUrl,
  recordMediaFiles,
  type StoredVariant,
} from '../files/media-store';
import type { StoredFiles } from '../files/stored-files';

export interface DraftPicturesOptions {
  db: Kysely<DB>;
  storedFiles: StoredFiles;
  requireEditor: (user: AuthenticatedUser) => Promise<void>;
}

/** A draft's picture once published: its widths, public, as a slide or a course card keeps them. */
export interface PublishedPicture {
  image: string;
  variants: string;
  width: number;
  height: number;
}

const gone = (field: string) =>
  new AppError(409, ERROR_CODES.conflict, DRAFT_MESSAGES.pictureGone, {
    [field]: [DRAFT_MESSAGES.pictureGone],
  });

/**
 * Pictures in drafts (decision 0038): an editor's upload goes through the website's image
 * pipeline (checked by its content, turned upright, stripped, re-encoded in its widths) and is
 * stored as files that no public page names: `draft_files` rows, served to the website's editors
 * only. A draft's data names the upload by id; saving the draft attaches it, publishing moves its
 * files to `media_files` (public) in the publishing transaction, discarding deletes them.
 */
export function createDraftPictures({ db, storedFiles, requireEditor }: DraftPicturesOptions) {
  const variantsOf = async (uploadId: number, executor: Kysely<DB> = db) =>
    executor
      .selectFrom('draft_files')
      .select(['file_id', 'draft_id', 'width', 'height'])
      .where('upload_id', '=', uploadId)
      .orderBy('width')
      .execute();

  const toPicture = (uploadId: number, rows: { file_id: number; width: number }[]) => {
    const widest = rows.at(-1) as { file_id: number; width: number; height: number };
    const variants = rows.map((row) => ({ fileId: row.file_id, width: row.width }));
    const shown = [...variants].reverse().find((variant) => variant.width <= 960) ?? variants[0]!;
    return {
      id: uploadId,
      imageUrl: draftPictureUrl(shown.fileId),
      srcset: variants.map((v) => `${draftPictureUrl(v.fileId)} ${v.width}w`).join(', '),
      width: widest.width,
      height: widest.height,
    };
  };

  /** Deletes uploads (their rows, `files` rows, then stored files; what fails is swept later). */
  async function removeUploads(fileIds: number[]) {
    if (fileIds.length === 0) return;
    await db.deleteFrom('draft_files').where('file_id', 'in', fileIds).execute();
    await storedFiles.removeReplaced(fileIds);
  }

  return {
    /** Stores a picture for a draft: the image pipeline's widths, named by no public page. */
    async upload(
      user: AuthenticatedUser,
      data: Buffer,
      filename: string,
      field = 'image',
    ): Promise<DraftPicture> {
      await requireEditor(user);
      const variants = await processWebsiteImage(field, 'The picture', data, filename);
      // Stored as any website image is, but without `media_files` rows: not public.
      const uploads = Object.fromEntries(variants.map((variant, i) => [`w${i}`, variant]));
      // The answer is read inside the transaction (a database lost after the commit must not turn
      // a stored picture into an error).
      return storedFiles.store(
        uploads,
        { centreId: null, userId: user.id },
        async (trx, fileIds) => {
          const uploadId = fileIds.w0!;
          const at = nowIso();
          await trx
            .insertInto('draft_files')
            .values(
              variants.map((variant, i) => ({
                file_id: fileIds[`w${i}`]!,
                upload_id: uploadId,
                draft_id: null,
                width: variant.width,
                height: variant.height,
                created_by: user.id,
                touched_at: at,
              })),
            )
            .execute();
          return toPicture(uploadId, await variantsOf(uploadId, trx));
        },
      );
    },

    /**
     * The picture's stored widths, narrowest first, with the URLs editors are served them at
     * (a gallery photo's preview shows the narrowest as its thumbnail); [] when it is gone.
     */
    async widths(uploadId: number) {
      return (await variantsOf(uploadId)).map((row) => ({
        url: draftPictureUrl(row.file_id),
        width: row.width,
        height: row.height,
      }));
    },

    /** The picture as an editor's page shows it; undefined when it is gone. */
    async picture(uploadId: number): Promise<DraftPicture | undefined> {
      const rows = await variantsOf(uploadId);
      return rows.length === 0 ? undefined : toPicture(uploadId, rows);
    },

    /**
     * Checks that a draft may name the upload: it exists and is free or already this draft's
     * (draftId null: the draft is still to be written). 409 on `field` otherwise.
     */
    async check(uploadId: number, draftId: number | null, field: string): Promise<void> {
      const rows = await variantsOf(uploadId);
      const free = rows.every((row) => row.draft_id === null || row.draft_id === draftId);
      if (rows.length === 0 || !free) throw gone(field);
    },

    /**
     * Attaches the uploads to the draft and deletes the draft's other uploads (pictures replaced
     * or taken out of the draft). Run after the draft is written.
     */
    async attach(draftId: number, uploadIds: readonly number[]): Promise<void> {
      if (uploadIds.length > 0) {
        await db
          .updateTable('draft_files')
          .set({ draft_id: draftId, touched_at: nowIso() })
          .where('upload_id', 'in', uploadIds)
          .where((eb) => eb.or([eb('draft_id', 'is', null), eb('draft_id', '=', draftId)]))
          .execute();
      }
      let others = db.selectFrom('draft_files').select('file_id').where('draft_id', '=', draftId);
      if (uploadIds.length > 0) others = others.where('upload_id', 'not in', uploadIds);
      await removeUploads((await others.execute()).map((row) => row.file_id));
    },

    /** Deletes every picture of a draft (discarded). */
    async removeOf(draftId: number): Promise<void> {
      const rows = await db
        .selectFrom('draft_files')
        .select('file_id')
        .where('draft_id', '=', draftId)
        .execute();
      await removeUploads(rows.map((row) => row.file_id));
    },

    /**
     * Marks a draft's pictures as in use now: in the transaction that takes the draft for
     * publishing, so that the sweeper (which removes pictures of drafts gone for longer than the
     * safe age) leaves them while the publication runs or the draft is put back.
     */
    async touch(draftId: number, trx: Kysely<DB> = db): Promise<void> {
      await trx
        .updateTable('draft_files')
        .set({ touched_at: nowIso() })
        .where('draft_id', '=', draftId)
        .execute();
    },

    /**
     * The upload as the item will keep it once published, and `adopt`, to run in the item's
     * publishing transaction: the widths become public website images (`media_files`) and stop
     * being the draft's. 409 on `field` when the upload is gone.
     */
    async forPublishing(
      uploadId: number,
      field: string,
    ): Promise<
      PublishedPicture & { stored: StoredVariant[]; adopt: (trx: Kysely<DB>) => Promise<void> }
    > {
      const rows = await variantsOf(uploadId);
      if (rows.length === 0) throw gone(field);
      const stored: StoredVariant[] = rows.map((row) => ({
        fileId: row.file_id,
        width: row.width,
        height: row.height,
      }));
      const widest = stored.at(-1)!;
      return {
        image: mediaUrl(defaultVariant(stored).fileId),
        variants: JSON.stringify(stored),
        width: widest.width,
        height: widest.height,
        stored,
        adopt: async (trx) => {
          const ids = stored.map((variant) => variant.fileId);
          const taken = await trx
            .deleteFrom('draft_files')
            .where('file_id', 'in', ids)
            .executeTakeFirst();
          if (Number(taken.numDeletedRows) !== ids.length) throw gone(field);
          await recordMediaFiles(trx, stored, nowIso());
        },
      };
    },

    /** A draft picture's stored file, for an editor; undefined when it is none. */
    file: (fileId: number) =>
      db
        .selectFrom('draft_files')
        .innerJoin('files', 'files.id', 'draft_files.file_id')
        .select(['files.storage_key', 'files.content_type', 'files.size'])
        .where('draft_files.file_id', '=', fileId)
        .executeTakeFirst(),
  };
}

export type DraftPictures = ReturnType<typeof createDraftPictures>;
