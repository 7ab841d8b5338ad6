import { ERROR_CODES } from '@institute/shared/api-error';
import {
  DRAFT_MESSAGES,
  type ContentDraft,
  type SaveDraftInput,
} from '@institute/shared/content/drafts';
import { PREVIEW_PARAM, type DraftPreview } from '@institute/shared/content/preview';
import { ZodError } from 'zod';
import type { AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { ContentDraftsRepository, DraftRow } from './content-drafts.repository';
import type { DraftKind } from './draft-kinds';
import type { DraftPictures } from './draft-pictures';

export interface ContentDraftsOptions {
  repository: ContentDraftsRepository;
  audit: AuditLog;
  kinds: DraftKind[];
  /** The pictures drafts hold (decision 0038). */
  pictures: DraftPictures;
  requireEditor: (user: AuthenticatedUser) => Promise<void>;
  mayEdit: (user: AuthenticatedUser) => Promise<boolean>;
}

/** Where the banner of a preview leads back to. */
export const DRAFTS_EDITOR_PATH = '/dashboard/Website#drafts-heading';

const draftKey = (kind: string, itemId: number | null) => `${kind}:${itemId ?? 'new'}`;

/** The page a draft changes; the home page when its item has gone meanwhile. */
async function previewPathOf(kind: DraftKind, data: unknown, itemId: number | null) {
  try {
    return await kind.previewPath(data, itemId);
  } catch {
    return '/';
  }
}

function parse(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return null;
  }
}

/**
 * Drafts of the website's content (decision 0030): kept on the server, one per item, for every
 * editor; previewed on the public page they change (answers overlaid for that editor only), and
 * published through their kind's own save (same checks, version, audit and undo) or discarded.
 */
export function createContentDrafts({
  repository,
  audit,
  kinds,
  pictures,
  requireEditor,
  mayEdit,
}: ContentDraftsOptions) {
  const byName = new Map(kinds.map((kind) => [kind.name as string, kind]));
  const kindOf = (row: DraftRow) => {
    const kind = byName.get(row.kind);
    if (!kind) throw notFound(DRAFT_MESSAGES.notFound);
    return kind;
  };

  /**
   * What publishing the draft would be refused with now, by the same checks its save ran (its
   * schema and its kind's rules): null when it would pass them. The published content may have
   * changed since it was saved (another plan of its months published, its course's page removed).
   */
  async function refusal(kind: DraftKind, data: unknown, itemId: number | null) {
    try {
      await kind.check?.(kind.schema.parse(data), itemId);
      return null;
    } catch (error) {
      if (error instanceof ZodError) return error.issues[0]?.message ?? DRAFT_MESSAGES.notFound;
      if (error instanceof AppError && error.statusCode < 500) return error.message;
      throw error;
    }
  }

  async function toDraft(user: AuthenticatedUser, row: DraftRow): Promise<ContentDraft> {
    const kind = kindOf(row);
    const data = parse(row.data);
    const current = await kind.version(user, row.item_id);
    const stale =
      row.item_id === null && kind.shape === 'items' ? false : current !== row.base_version;
    return {
      id: row.id,
      kind: kind.name,
      label: kind.label,
      itemId: row.item_id,
      title: kind.title(data),
      version: row.base_version,
      data,
      savedBy: row.saved_by_name ?? '',
      savedAt: row.saved_at,
      previewPath: `${await previewPathOf(kind, data, row.item_id)}?${PREVIEW_PARAM}=${row.id}`,
      stale,
      // A stale draft is refused for that already (its item may be gone).
      refused: stale ? null : await refusal(kind, data, row.item_id),
    };
  }

  async function find(id: number): Promise<DraftRow> {
    const row = await repository.find(id);
    if (!row || !byName.has(row.kind)) throw notFound(DRAFT_MESSAGES.notFound);
    return row;
  }

  const record = (user: AuthenticatedUser, action: string, row: DraftRow, ip: string) =>
    audit({
      userId: user.id,
      centreId: user.centreId,
      action,
      entity: 'content_draft',
      entityId: row.id,
      changes: { kind: row.kind, itemId: row.item_id },
      ip,
    });

  return {
    async list(user: AuthenticatedUser): Promise<ContentDraft[]> {
      await requireEditor(user);
      const rows = (await repository.list()).filter((row) => byName.has(row.kind));
      return Promise.all(rows.map((row) => toDraft(user, row)));
    },

    async get(user: AuthenticatedUser, id: number): Promise<ContentDraft> {
      await requireEditor(user);
      return toDraft(user, await find(id));
    },

    /** Keeps the item's draft (over the one there), checked by the kind's own schema. */
    async save(user: AuthenticatedUser, input: SaveDraftInput, ip: string): Promise<ContentDraft> {
      await requireEditor(user);
      const kind = byName.get(input.kind);
      if (!kind) {
        throw new AppError(400, ERROR_CODES.validation, DRAFT_MESSAGES.kind, {
          kind: [DRAFT_MESSAGES.kind],
        });
      }
      const itemId = kind.shape === 'record' ? null : input.itemId;
      if (kind.shape === 'existing' && itemId === null) {
        throw new AppError(400, ERROR_CODES.validation, DRAFT_MESSAGES.existingOnly, {
          itemId: [DRAFT_MESSAGES.existingOnly],
        });
      }
      if (itemId !== null && (await kind.version(user, itemId)) === undefined) {
        throw notFound(DRAFT_MESSAGES.noItem);
      }
      const data = kind.schema.parse(input.data);
      await kind.check?.(data, itemId);
      const key = draftKey(kind.name, itemId);
      const pictureIds = kind.pictures?.of(data) ?? [];
      if (kind.pictures?.requiredForNew && itemId === null && pictureIds.length === 0) {
        const message = kind.pictures.requiredForNew;
        throw new AppError(400, ERROR_CODES.validation, message, {
          [kind.pictures.field(0)]: [message],
        });
      }
      if (kind.pictures && pictureIds.length > 0) {
        const kept = await repository.findByKey(key);
        for (const [index, pictureId] of pictureIds.entries()) {
          await pictures.check(pictureId, kept?.id ?? null, kind.pictures.field(index));
        }
      }
      const written = await repository.upsert(
        {
          draft_key: key,
          kind: kind.name,
          item_id: itemId,
          data: JSON.stringify(data),
          base_version: itemId === null && kind.shape === 'items' ? 0 : input.version,
          saved_by: user.id,
          saved_at: nowIso(),
        },
        input.replaces,
      );
      // Another editor's draft of the item, saved since this editor's form was opened: theirs
      // stays as it is (the pictures uploaded for this one are swept as unused).
      if (written === undefined) {
        throw new AppError(409, ERROR_CODES.conflict, DRAFT_MESSAGES.savedByOther);
      }
      const row = (await repository.findByKey(key))!;
      // The draft's pictures are its own from now on; those it held before and no longer names
      // are deleted.
      if (kind.pictures) await pictures.attach(row.id, pictureIds);
      await record(user, 'save', row, ip);
      return toDraft(user, row);
    },

    /** Removes a draft without publishing it. */
    async discard(user: AuthenticatedUser, id: number, ip: string): Promise<void> {
      await requireEditor(user);
      const row = await find(id);
      if (!(await repository.remove(id))) throw notFound(DRAFT_MESSAGES.notFound);
      await pictures.removeOf(id);
      await record(user, 'discard', row, ip);
    },

    /**
     * Publishes a draft through its kind's save, at the version it was started from (409 with the
     * save's message when someone published since; the draft then stays). The draft is taken
     * first, so two editors publishing it at once publish it once.
     */
    async publish(user: AuthenticatedUser, id: number, ip: string): Promise<void> {
      await requireEditor(user);
      const row = await find(id);
      const kind = kindOf(row);
      const data = parse(row.data);
      // Taken, and its pictures marked in use in the same transaction (the sweeper leaves them
      // while this runs). Only the request that took it writes the pictures' rows: when every one
      // of twenty publishing at once wrote them first, PostgreSQL found deadlocks (500s) between
      // those writes and the winner's.
      const taken = await repository.take(id, (trx) => pictures.touch(id, trx));
      if (!taken) throw notFound(DRAFT_MESSAGES.notFound);
      try {
        // Only pictures of its own (or free): never another draft's, even one its data came to
        // name through two saves at once (each found the picture free before the other took it).
        if (kind.pictures && data !== null) {
          for (const [index, pictureId] of kind.pictures.of(data).entries()) {
            await pictures.check(pictureId, id, kind.pictures.field(index));
          }
        }
        // The rules its save ran, first (the published content may have changed since): the
        // same refusal, in the same words, as the drafts list shows.
        await kind.check?.(kind.schema.parse(data), row.item_id);
        await kind.publish(user, data, row.item_id, row.base_version, ip);
      } catch (error) {
        await repository.restore(row);
        throw error;
      }
      // The item took the draft's pictures (their files are public now); anything else goes.
      await pictures.removeOf(id);
      await record(user, 'publish', row, ip);
    },

    /** What the preview's banner shows; 404 for anyone who may not edit the website. */
    async preview(user: AuthenticatedUser | null, id: number): Promise<DraftPreview> {
      if (!user || !(await mayEdit(user))) throw notFound(DRAFT_MESSAGES.notFound);
      const row = await find(id);
      return {
        id: row.id,
        kind: kindOf(row).name,
        label: kindOf(row).label,
        title: kindOf(row).title(parse(row.data)),
        savedBy: row.saved_by_name ?? '',
        savedAt: row.saved_at,
        editorPath: DRAFTS_EDITOR_PATH,
      };
    },

    /**
     * A public content answer with the draft applied, for an editor previewing it; null when
     * there is nothing to apply (not an editor, no such draft, or an answer the draft leaves).
     */
    async overlay(
      user: AuthenticatedUser | null,
      id: number,
      route: string,
      answer: unknown,
    ): Promise<{ answer: unknown } | null> {
      if (!user || !(await mayEdit(user))) return null;
      const row = await repository.find(id);
      const kind = row && byName.get(row.kind);
      const apply = kind?.overlays[route];
      if (!row || !apply) return null;
      return {
        answer: await (apply as (...args: unknown[]) => unknown)(
          answer,
          parse(row.data),
          row.item_id,
          user,
        ),
      };
    },
  };
}

export type ContentDrafts = ReturnType<typeof createContentDrafts>;
