import { createHash } from 'node:crypto';
import {
  MARKETING_TOOL_MESSAGES,
  marketingToolFieldsSchema,
  type MarketingTool,
} from '@institute/shared/marketing-tools';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { newStorageKey, withStagedFiles, type FileStorage } from '../../lib/storage';
import { nowIso } from '../../lib/time';
import { processUpload, type ProcessedUpload } from '../../lib/uploads';
import { findMarketingAssets, readMarketingAssets } from './marketing-tools.assets';
import type { MarketingToolRow, MarketingToolsRepository } from './marketing-tools.repository';

const BASE = '/api/dashboard/marketing-tools';

function toItem(row: MarketingToolRow): MarketingTool {
  return {
    id: row.id,
    type: row.type,
    description: row.description,
    // The file ids make the addresses change when a file is replaced (no stale cached image).
    imageUrl: `${BASE}/${row.id}/image?v=${row.image_file_id}`,
    downloadUrl: `${BASE}/${row.id}/download?v=${row.download_file_id}`,
    downloadName: row.download_name,
    downloadSize: row.download_size,
    downloadType: row.download_type,
    updatedAt: row.updated_at,
  };
}

/** A download's file name from the description: 'Diploma in Yoga' -> diploma-in-yoga.pdf */
export function downloadName(description: string, extension: string): string {
  const slug = description
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || 'marketing-material'}.${extension}`;
}

interface StoredUpload {
  key: string;
  contentType: string;
  size: number;
  sha256: string;
  originalName: string;
}

export interface MarketingToolInput {
  fields: Record<string, string>;
  files: Record<string, { data: Buffer; filename: string }>;
}

export interface MarketingToolsDeps {
  repository: MarketingToolsRepository;
  storage: FileStorage;
  audit: AuditLog;
  /** Seeds the five entries on a new database (once; later calls answer the same promise). */
  seeded?: () => Promise<unknown>;
}

/** Download materials for every staff member; head office adds, replaces and removes them. */
export function createMarketingToolsService({
  repository,
  storage,
  audit,
  seeded = () => Promise.resolve(),
}: MarketingToolsDeps) {
  const requireHeadOffice = (user: AuthenticatedUser) => {
    if (user.role !== 'head_office') throw forbidden(MARKETING_TOOL_MESSAGES.headOfficeOnly);
  };

  async function find(id: number) {
    await seeded();
    const row = await repository.find(id);
    if (!row) throw notFound(MARKETING_TOOL_MESSAGES.notFound);
    return row;
  }

  /** Checks the fields and files of a form; every problem is reported at once. */
  async function readForm(input: MarketingToolInput, mode: 'add' | 'edit') {
    const errors: Record<string, string[]> = {};
    const parsed = marketingToolFieldsSchema.safeParse(input.fields);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'form');
        (errors[field] ??= []).push(issue.message);
      }
    }
    const processed: { image?: ProcessedUpload; file?: ProcessedUpload } = {};
    for (const [field, label, kind] of [
      ['image', 'Image', 'image'],
      ['file', 'Download file', 'image-or-pdf'],
    ] as const) {
      const upload = input.files[field];
      if (!upload) {
        if (mode === 'add') {
          errors[field] = [
            field === 'image'
              ? MARKETING_TOOL_MESSAGES.imageRequired
              : MARKETING_TOOL_MESSAGES.fileRequired,
          ];
        }
        continue;
      }
      try {
        processed[field] = await processUpload(field, label, kind, upload.data, upload.filename);
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode === 413) throw error;
        Object.assign(errors, error.fieldErrors);
      }
    }
    const first = Object.values(errors)[0]?.[0];
    if (first || !parsed.success) {
      throw new AppError(400, 'VALIDATION_ERROR', first ?? 'Check the form', errors);
    }
    return { fields: parsed.data, ...processed };
  }

  /** Stores files, runs `work` in a transaction; removes the stored files if anything fails. */
  async function withStored<T>(
    uploads: { data: Buffer; contentType: string; extension: string; originalName: string }[],
    work: (trx: Kysely<DB>, stored: StoredUpload[]) => Promise<T>,
  ): Promise<T> {
    const stored: StoredUpload[] = uploads.map((upload) => ({
      key: newStorageKey(upload.extension),
      contentType: upload.contentType,
      size: upload.data.length,
      sha256: createHash('sha256').update(upload.data).digest('hex'),
      originalName: upload.originalName.slice(0, 255),
    }));
    const staged = stored.map(({ key }, index) => ({ key, data: uploads[index]!.data }));
    return withStagedFiles(storage, staged, repository.transaction, (trx) => work(trx, stored));
  }

  const fileRow = (file: StoredUpload, userId: number | null, now: string) => ({
    storage_key: file.key,
    original_name: file.originalName || 'marketing-material',
    content_type: file.contentType,
    size: file.size,
    sha256: file.sha256,
    centre_id: null,
    created_by: userId,
    created_at: now,
  });

  return {
    requireHeadOffice,

    list: async (): Promise<MarketingTool[]> => {
      await seeded();
      return (await repository.list()).map(toItem);
    },

    async image(id: number) {
      const row = await find(id);
      return {
        contentType: row.image_type,
        size: row.image_size,
        stream: storage.stream(row.image_key),
      };
    },

    async download(id: number) {
      const row = await find(id);
      return {
        name: row.download_name,
        contentType: row.download_type,
        size: row.download_size,
        stream: storage.stream(row.download_key),
      };
    },

    async create(user: AuthenticatedUser, input: MarketingToolInput): Promise<MarketingTool> {
      requireHeadOffice(user);
      const form = await readForm(input, 'add');
      const id = await withStored([form.image!, form.file!], async (trx, [image, file]) => {
        const now = nowIso();
        const imageId = await repository.files.insert(fileRow(image!, user.id, now), trx);
        const fileId = await repository.files.insert(fileRow(file!, user.id, now), trx);
        const newId = await repository.insert(trx, {
          type: form.fields.type,
          description: form.fields.description,
          image_file_id: imageId,
          download_file_id: fileId,
          download_name: downloadName(form.fields.description, form.file!.extension),
          position: await repository.nextPosition(trx),
          created_by: user.id,
          created_at: now,
          updated_at: now,
        });
        await audit(
          {
            userId: user.id,
            centreId: null,
            action: 'create',
            entity: 'marketing_tool',
            entityId: newId,
            changes: {
              type: form.fields.type,
              description: form.fields.description,
              file: { size: file!.size, sha256: file!.sha256 },
            },
          },
          trx,
        );
        return newId;
      });
      return toItem(await find(id));
    },

    async update(
      user: AuthenticatedUser,
      id: number,
      input: MarketingToolInput,
    ): Promise<MarketingTool> {
      requireHeadOffice(user);
      const before = await find(id);
      const form = await readForm(input, 'edit');
      const uploads = [form.image, form.file].filter((upload) => upload !== undefined);
      const oldKeys: string[] = [];
      await withStored(uploads, async (trx, stored) => {
        const now = nowIso();
        // Stored in the order of `uploads`: the image first, when one was sent.
        const imageFile = form.image ? stored[0] : undefined;
        const downloadFile = form.file ? stored[form.image ? 1 : 0] : undefined;
        const changes: Record<string, unknown> = {};
        const values: Parameters<MarketingToolsRepository['update']>[2] = { updated_at: now };
        if (form.fields.type !== before.type) {
          values.type = form.fields.type;
          changes['type'] = [before.type, form.fields.type];
        }
        if (form.fields.description !== before.description) {
          values.description = form.fields.description;
          changes['description'] = [before.description, form.fields.description];
        }
        const oldFileIds: number[] = [];
        if (imageFile) {
          values.image_file_id = await repository.files.insert(
            fileRow(imageFile, user.id, now),
            trx,
          );
          oldFileIds.push(before.image_file_id);
          oldKeys.push(before.image_key);
          changes['image'] = 'replaced';
        }
        if (downloadFile) {
          values.download_file_id = await repository.files.insert(
            fileRow(downloadFile, user.id, now),
            trx,
          );
          oldFileIds.push(before.download_file_id);
          oldKeys.push(before.download_key);
          changes['file'] = [
            { size: before.download_size, sha256: before.download_sha256 },
            { size: downloadFile.size, sha256: downloadFile.sha256 },
          ];
        }
        if (downloadFile || values.description !== undefined) {
          const extension = form.file?.extension ?? before.download_name.split('.').pop() ?? 'pdf';
          values.download_name = downloadName(form.fields.description, extension);
        }
        await repository.update(trx, id, values);
        await repository.files.deleteMany(oldFileIds, trx);
        await audit(
          {
            userId: user.id,
            centreId: null,
            action: 'update',
            entity: 'marketing_tool',
            entityId: id,
            changes,
          },
          trx,
        );
      });
      await Promise.all(oldKeys.map((key) => storage.remove(key).catch(() => undefined)));
      return toItem(await find(id));
    },

    async remove(user: AuthenticatedUser, id: number): Promise<void> {
      requireHeadOffice(user);
      const before = await find(id);
      await repository.transaction(async (trx) => {
        await repository.remove(trx, id);
        await repository.files.deleteMany([before.image_file_id, before.download_file_id], trx);
        await audit(
          {
            userId: user.id,
            centreId: null,
            action: 'delete',
            entity: 'marketing_tool',
            entityId: id,
            changes: {
              type: before.type,
              description: before.description,
              file: { size: before.download_size, sha256: before.download_sha256 },
            },
          },
          trx,
        );
      });
      await Promise.all(
        [before.image_key, before.download_key].map((key) =>
          storage.remove(key).catch(() => undefined),
        ),
      );
    },
  };
}

/**
 * Into an empty table only: the five download materials of the specification, with their kept
 * files (brochure PDFs, a banner PNG, thumbnails: marketing-tools.assets.ts) stored like uploads.
 */
export async function seedMarketingTools(
  repository: MarketingToolsRepository,
  storage: FileStorage,
  assetsDir: string | null = findMarketingAssets(),
): Promise<number> {
  if (!assetsDir || !(await repository.isEmpty())) return 0;
  const prepared = await readMarketingAssets(assetsDir);
  const staged: { key: string; data: Buffer }[] = [];
  const put = (upload: { data: Buffer; extension: string }) => {
    const key = newStorageKey(upload.extension);
    staged.push({ key, data: upload.data });
    return key;
  };
  const keys = prepared.map((entry) => ({ image: put(entry.image), file: put(entry.file) }));
  await withStagedFiles(storage, staged, repository.transaction, async (trx) => {
    const now = nowIso();
    for (const [position, entry] of prepared.entries()) {
      const row = (upload: typeof entry.image, key: string) => ({
        storage_key: key,
        original_name: upload.originalName,
        content_type: upload.contentType,
        size: upload.data.length,
        sha256: createHash('sha256').update(upload.data).digest('hex'),
        centre_id: null,
        created_by: null,
        created_at: now,
      });
      await repository.insert(trx, {
        type: 'Online',
        description: entry.seed.description,
        image_file_id: await repository.files.insert(row(entry.image, keys[position]!.image), trx),
        download_file_id: await repository.files.insert(row(entry.file, keys[position]!.file), trx),
        download_name: entry.seed.fileName,
        position,
        created_by: null,
        created_at: now,
        updated_at: now,
      });
    }
  });
  return prepared.length;
}

export type MarketingToolsService = ReturnType<typeof createMarketingToolsService>;
