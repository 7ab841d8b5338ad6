import { instituteDateTime } from '@institute/shared/institute-time';
import {
  ENQUIRY_THANKS,
  type CreateEnquiry,
  type EnquiryCreated,
} from '@institute/shared/content/enquiry';
import {
  ENQUIRY_MESSAGES,
  ENQUIRY_SOURCE_LABELS,
  ENQUIRY_STATUS_LABELS,
  type EnquiryDetail,
  type EnquiryFilter,
  type EnquiryListItem,
} from '@institute/shared/content/enquiry-list';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { csvLine } from '../../lib/csv';
import { AppError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { EnquiriesRepository, EnquiryRow, EnquiryScope } from './enquiries.repository';

/** Saves a visitor's enquiry as 'new', for the staff's Course Enquiry screen. */
export async function createEnquiry(
  repository: EnquiriesRepository,
  input: CreateEnquiry,
): Promise<EnquiryCreated> {
  const now = nowIso();
  const id = await repository.insert(
    input.source === 'contact'
      ? {
          source: 'contact',
          course_title: null,
          name: input.name,
          email: input.email,
          phone: null,
          message: input.message,
          centre_id: null,
          notes: null,
          created_at: now,
          updated_at: now,
        }
      : {
          source: input.source,
          course_title: input.courseTitle,
          name: input.name,
          email: input.email || null,
          phone: input.phone.replace(/[\s-]/g, ''),
          message: input.message,
          centre_id: null,
          notes: null,
          created_at: now,
          updated_at: now,
        },
  );
  return { id, message: ENQUIRY_THANKS };
}

/**
 * Head office sees every enquiry (new ones arrive unassigned) and assigns each to a centre;
 * centre staff see only the enquiries assigned to their centre.
 */
const scopeOf = (user: AuthenticatedUser): EnquiryScope => ({
  centreId: user.role === 'head_office' ? null : (user.centreId ?? -1),
});

function toItem(row: EnquiryRow): EnquiryListItem {
  return {
    id: row.id,
    source: row.source,
    courseTitle: row.course_title,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    status: row.status,
    centreId: row.centre_id,
    centreName: row.centre_name ?? null,
    notesCount: Number(row.notes_count ?? 0),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export const ENQUIRY_EXPORT_HEADER = [
  'Number',
  'Received (UTC)',
  'Source',
  'Course',
  'Name',
  'Email',
  'Phone',
  'Message',
  'Status',
  'Centre',
  'Latest note',
];

export interface EnquiriesServiceDeps {
  repository: EnquiriesRepository;
  audit: AuditLog;
}

export function createEnquiriesService({ repository, audit }: EnquiriesServiceDeps) {
  /** The enquiry, if this staff member may see it (404 otherwise: others' enquiries stay unknown). */
  async function reachable(user: AuthenticatedUser, id: number): Promise<EnquiryRow> {
    const row = await repository.find(id);
    if (!row) throw notFound(ENQUIRY_MESSAGES.notFound);
    if (user.role !== 'head_office') {
      if (row.centre_id === null || !canReachCentre(user, row.centre_id)) throw forbidden();
    }
    return row;
  }

  /** `trx`: a write's transaction, so that its answer is read before its commit (a database lost
   * after the commit must not turn a saved change into an error). */
  async function detail(id: number, trx?: Kysely<DB>): Promise<EnquiryDetail> {
    const row = await repository.find(id, trx);
    if (!row) throw notFound(ENQUIRY_MESSAGES.notFound);
    const notes = await repository.notes(id, trx);
    return {
      ...toItem(row),
      notes: notes.map((note) => ({
        id: note.id,
        text: note.text,
        author: note.author ?? null,
        createdAt: note.created_at,
      })),
    };
  }

  return {
    async list(
      user: AuthenticatedUser,
      query: EnquiryFilter & { page: number; pageSize: number },
    ): Promise<{ items: EnquiryListItem[]; total: number }> {
      const scope = scopeOf(user);
      const [rows, total] = await Promise.all([
        repository.list(scope, query, query.pageSize, (query.page - 1) * query.pageSize),
        repository.count(scope, query),
      ]);
      return { total, items: rows.map(toItem) };
    },

    async get(user: AuthenticatedUser, id: number): Promise<EnquiryDetail> {
      await reachable(user, id);
      return detail(id);
    },

    async setStatus(
      user: AuthenticatedUser,
      id: number,
      status: EnquiryListItem['status'],
    ): Promise<EnquiryDetail> {
      const row = await reachable(user, id);
      if (row.status !== status) {
        return repository.transaction(async (trx) => {
          await repository.update(trx, id, { status, updated_at: nowIso() });
          await audit(
            {
              userId: user.id,
              centreId: row.centre_id,
              action: 'update',
              entity: 'enquiry',
              entityId: id,
              changes: { status: [row.status, status] },
            },
            trx,
          );
          return detail(id, trx);
        });
      }
      return detail(id);
    },

    async addNote(user: AuthenticatedUser, id: number, text: string): Promise<EnquiryDetail> {
      const row = await reachable(user, id);
      return repository.transaction(async (trx) => {
        const now = nowIso();
        const noteId = await repository.insertNote(trx, {
          enquiry_id: id,
          text,
          created_by: user.id,
          created_at: now,
        });
        await repository.update(trx, id, { updated_at: now });
        await audit(
          {
            userId: user.id,
            centreId: row.centre_id,
            action: 'add_note',
            entity: 'enquiry',
            entityId: id,
            changes: { noteId, text },
          },
          trx,
        );
        return detail(id, trx);
      });
    },

    /** Head office gives an enquiry to a centre (or takes it back with null). */
    async assign(
      user: AuthenticatedUser,
      id: number,
      centreId: number | null,
    ): Promise<EnquiryDetail> {
      if (user.role !== 'head_office') throw forbidden(ENQUIRY_MESSAGES.headOfficeOnly);
      const row = await reachable(user, id);
      if (centreId !== null && !(await repository.centreExists(centreId))) {
        throw new AppError(400, 'VALIDATION_ERROR', ENQUIRY_MESSAGES.centreNotFound, {
          centreId: [ENQUIRY_MESSAGES.centreNotFound],
        });
      }
      if (row.centre_id !== centreId) {
        return repository.transaction(async (trx) => {
          await repository.update(trx, id, { centre_id: centreId, updated_at: nowIso() });
          await audit(
            {
              userId: user.id,
              centreId,
              action: 'assign',
              entity: 'enquiry',
              entityId: id,
              changes: { centreId: [row.centre_id, centreId] },
            },
            trx,
          );
          return detail(id, trx);
        });
      }
      return detail(id);
    },

    /** The CSV lines of the selection (the same filters as the list), newest first. */
    async *exportCsv(user: AuthenticatedUser, filter: EnquiryFilter): AsyncGenerator<string> {
      for await (const rows of repository.pages(scopeOf(user), filter)) {
        const lastNotes = await repository.lastNotes(rows.map((row) => row.id));
        for (const row of rows) {
          yield csvLine([
            row.id,
            instituteDateTime(row.created_at),
            ENQUIRY_SOURCE_LABELS[row.source],
            row.course_title,
            row.name,
            row.email,
            row.phone,
            row.message,
            ENQUIRY_STATUS_LABELS[row.status],
            row.centre_name,
            lastNotes.get(row.id),
          ]);
        }
      }
    },
  };
}

export type EnquiriesService = ReturnType<typeof createEnquiriesService>;
