import {
  CENTRE_DOCUMENT_LABELS,
  CENTRE_DOCUMENT_MESSAGES,
  CENTRE_DOCUMENT_SLOTS,
  type CentreDocumentSlot,
  type CentreDocuments,
} from '@institute/shared/centre-documents';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import type { FilesRepository } from '../files/files.repository';
import { sha256Of, type StoredFiles } from '../files/stored-files';
import { nowIso } from '../../lib/time';
import { processUpload } from '../../lib/uploads';
import type { CentreDocumentsRepository } from './centre-documents.repository';

export const centreDocumentImageUrl = (centreId: number, slot: string, fileId: number) =>
  `/api/dashboard/centre-documents/${centreId}/${slot}/image?v=${fileId}`;

export interface CentreDocumentsDeps {
  repository: CentreDocumentsRepository;
  storage: FileStorage;
  files: FilesRepository;
  storedFiles: StoredFiles;
  audit: AuditLog;
}

/**
 * Each centre's six document images. Staff reach their own centre's, head office every centre's.
 * Replacing an image removes the previous file (its size and SHA-256 stay in the audit log).
 */
export function createCentreDocumentsService({
  repository,
  storage,
  files,
  storedFiles,
  audit,
}: CentreDocumentsDeps) {
  async function reachableCentre(user: AuthenticatedUser, centreId: number) {
    if (!canReachCentre(user, centreId)) throw forbidden();
    const centre = await repository.findCentre(centreId);
    if (!centre) throw notFound('No such centre');
    return centre;
  }

  function documentsOf(
    centre: Awaited<ReturnType<typeof reachableCentre>>,
    rows: Awaited<ReturnType<typeof repository.list>>,
  ): CentreDocuments {
    const bySlot = new Map(rows.map((row) => [row.slot, row]));
    return {
      centre,
      documents: CENTRE_DOCUMENT_SLOTS.flatMap((slot) => {
        const row = bySlot.get(slot);
        return row
          ? [
              {
                slot,
                label: CENTRE_DOCUMENT_LABELS[slot],
                imageUrl: centreDocumentImageUrl(centre.id, slot, row.file_id),
                size: row.size,
                uploadedAt: row.updated_at,
                uploadedBy: row.uploaded_by_name ?? null,
              },
            ]
          : [];
      }),
    };
  }

  const service = {
    /** Whether the user may reach the centre at all (checked before a request body is read). */
    assertReach(user: AuthenticatedUser, centreId: number) {
      if (!canReachCentre(user, centreId)) throw forbidden();
    },

    async list(user: AuthenticatedUser, centreId: number): Promise<CentreDocuments> {
      const centre = await reachableCentre(user, centreId);
      return documentsOf(centre, await repository.list(centreId));
    },

    async image(user: AuthenticatedUser, centreId: number, slot: CentreDocumentSlot) {
      await reachableCentre(user, centreId);
      const document = await repository.find(centreId, slot);
      if (!document) throw notFound(`No ${CENTRE_DOCUMENT_LABELS[slot]} has been uploaded yet`);
      return { file: document, stream: storage.stream(document.storage_key) };
    },

    /** Uploads or replaces the image of a slot; answers the centre's documents. */
    async upload(
      user: AuthenticatedUser,
      centreId: number,
      slot: CentreDocumentSlot,
      upload: { data: Buffer; filename: string } | undefined,
    ): Promise<{ documents: CentreDocuments; replaced: boolean }> {
      const centre = await reachableCentre(user, centreId);
      if (!upload) {
        throw new AppError(400, 'VALIDATION_ERROR', CENTRE_DOCUMENT_MESSAGES.fileRequired, {
          image: [CENTRE_DOCUMENT_MESSAGES.fileRequired],
        });
      }
      const label = CENTRE_DOCUMENT_LABELS[slot];
      const processed = await processUpload('image', label, 'image', upload.data, upload.filename);
      let previousKey: string | null = null;
      // The answer is read inside the transaction: a database lost after the commit must not
      // turn a saved document into an error.
      const documents = await storedFiles.store(
        { [slot]: processed },
        { centreId, userId: user.id },
        async (trx, fileIds) => {
          const now = nowIso();
          const sha256 = sha256Of(processed.data);
          const fileId = fileIds[slot]!;
          const previous = await repository.find(centreId, slot, trx);
          if (previous) {
            await repository.replace(trx, previous.id, {
              file_id: fileId,
              uploaded_by: user.id,
              updated_at: now,
            });
            await files.deleteMany([previous.file_id], trx);
            previousKey = previous.storage_key;
          } else {
            await repository.insert(trx, {
              centre_id: centreId,
              slot,
              file_id: fileId,
              uploaded_by: user.id,
              created_at: now,
              updated_at: now,
            });
          }
          await audit(
            {
              userId: user.id,
              centreId,
              action: previous ? 'replace' : 'upload',
              entity: 'centre_document',
              entityId: `${centreId}:${slot}`,
              changes: {
                slot,
                file: [
                  previous ? { size: previous.size, sha256: previous.sha256 } : null,
                  { size: processed.data.length, sha256 },
                ],
              },
            },
            trx,
          );
          return documentsOf(centre, await repository.list(centreId, trx));
        },
      );
      const replaced = previousKey !== null;
      if (previousKey) await storage.remove(previousKey).catch(() => undefined);
      return { documents, replaced };
    },
  };
  return service;
}

export type CentreDocumentsService = ReturnType<typeof createCentreDocumentsService>;
