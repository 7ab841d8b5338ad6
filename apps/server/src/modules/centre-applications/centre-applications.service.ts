import {
  CENTRE_APPLICATION_FILE_FIELDS,
  CENTRE_APPLICATION_FILE_LABELS,
  CENTRE_APPLICATION_MESSAGES as M,
  CENTRE_CHECKLIST_ITEMS,
  centreApplicationFieldsSchema,
  type CentreApplicationDetail,
  type CentreApplicationFileField,
  type CentreApplicationListItem,
  type CentreApplicationStatus,
  type CentreChecklistItem,
} from '@institute/shared/centre-applications';
import { oneYearFrom } from '@institute/shared/affiliation';
import { ERROR_CODES } from '@institute/shared/api-error';
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { MultipartForm } from '../../lib/multipart';
import { instituteDate, nowIso } from '../../lib/time';
import { runTransaction } from '../../lib/transaction';
import { processUpload, type ProcessedUpload } from '../../lib/uploads';
import { grantAffiliation } from '../affiliation/affiliation';
import { insertStaffAccount, issueSetPasswordLink } from '../auth/account-writes';
import { insertCentreRow } from '../centres/centres.repository';
import type { StoredFiles } from '../files/stored-files';
import { enqueueNotification } from '../notifications/enqueue';

/** The applicant's link to add what head office asked for works this long. */
export const MORE_LINK_TTL_MS = 30 * 24 * 3_600_000;

const FILE_COLUMN = {
  photo1: 'photo1_file_id',
  photo2: 'photo2_file_id',
  photo3: 'photo3_file_id',
  idProof: 'id_proof_file_id',
  addressProof: 'address_proof_file_id',
  tradeLicence: 'trade_licence_file_id',
} as const satisfies Record<CentreApplicationFileField, string>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const conflict = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError(409, ERROR_CODES.conflict, message, fieldErrors);
const invalidLink = () => new AppError(400, 'LINK_INVALID', M.linkInvalid);
const PENDING: CentreApplicationStatus[] = ['submitted', 'more_requested'];

function parseChecklist(json: string): Record<CentreChecklistItem, boolean> {
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(json) as Record<string, unknown>;
  } catch {
    stored = {};
  }
  return Object.fromEntries(
    CENTRE_CHECKLIST_ITEMS.map((item) => [item, stored[item] === true]),
  ) as Record<CentreChecklistItem, boolean>;
}

/** Checks each uploaded file like every upload: by content, size; photos re-encoded. */
async function checkedFiles(
  form: MultipartForm,
): Promise<Partial<Record<CentreApplicationFileField, ProcessedUpload>>> {
  const uploads: Partial<Record<CentreApplicationFileField, ProcessedUpload>> = {};
  for (const field of CENTRE_APPLICATION_FILE_FIELDS) {
    const file = form.files[field];
    if (!file || file.data.length === 0) continue;
    uploads[field] = await processUpload(
      field,
      CENTRE_APPLICATION_FILE_LABELS[field],
      field.startsWith('photo') ? 'image' : 'image-or-pdf',
      file.data,
      file.filename,
    );
  }
  return uploads;
}

export function createCentreApplicationsService(deps: {
  db: Kysely<DB>;
  storedFiles: StoredFiles;
  audit: AuditLog;
  /** The site's address, for the applicant's and the manager's links. */
  publicUrl: string;
  /** Called after messages were committed to the outbox (sends them soon). */
  sent?: () => void;
}) {
  const { db, storedFiles, audit } = deps;

  const find = (id: number, trx: Kysely<DB> = db) =>
    trx
      .selectFrom('centre_applications')
      .leftJoin('centres', 'centres.id', 'centre_applications.centre_id')
      .selectAll('centre_applications')
      .select('centres.code as centre_code')
      .where('centre_applications.id', '=', id)
      .executeTakeFirst();
  type Row = NonNullable<Awaited<ReturnType<typeof find>>>;

  function requireHeadOffice(user: AuthenticatedUser) {
    if (user.role !== 'head_office') throw forbidden(M.headOfficeOnly);
  }

  async function reachable(user: AuthenticatedUser, id: number, trx: Kysely<DB> = db) {
    requireHeadOffice(user);
    const row = await find(id, trx);
    if (!row) throw notFound(M.notFound);
    return row;
  }

  const toItem = (row: Row): CentreApplicationListItem => ({
    id: row.id,
    status: row.status,
    centreName: row.centre_name,
    ownerName: row.owner_name,
    district: row.district,
    state: row.state,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });

  async function toDetail(row: Row, trx: Kysely<DB> = db): Promise<CentreApplicationDetail> {
    const codes = JSON.parse(row.courses) as string[];
    const courses =
      codes.length === 0
        ? []
        : await trx
            .selectFrom('courses')
            .select(['code', 'name'])
            .where('code', 'in', codes)
            .orderBy('code')
            .execute();
    const fileIds = CENTRE_APPLICATION_FILE_FIELDS.map((field) => row[FILE_COLUMN[field]]).filter(
      (id): id is number => id !== null,
    );
    const files =
      fileIds.length === 0
        ? []
        : await trx
            .selectFrom('files')
            .select(['id', 'original_name', 'content_type'])
            .where('id', 'in', fileIds)
            .execute();
    const byId = new Map(files.map((file) => [file.id, file]));
    return {
      ...toItem(row),
      email: row.email,
      phone: row.phone,
      address: row.address,
      courses,
      files: CENTRE_APPLICATION_FILE_FIELDS.flatMap((field) => {
        const file = byId.get(row[FILE_COLUMN[field]] ?? -1);
        return file
          ? [
              {
                field,
                name: file.original_name,
                contentType: file.content_type,
                url: `/api/dashboard/centre-applications/${row.id}/files/${field}`,
              },
            ]
          : [];
      }),
      checklist: parseChecklist(row.checklist),
      staffMessage: row.staff_message,
      applicantNote: row.applicant_note,
      centreId: row.centre_id,
      centreCode: row.centre_code ?? null,
      managerUserId: row.manager_user_id,
      decidedAt: row.decided_at,
    };
  }

  function validateFields(fields: Record<string, string>) {
    const parsed = centreApplicationFieldsSchema.safeParse(fields);
    if (parsed.success) return parsed.data;
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'form');
      (fieldErrors[key] ??= []).push(issue.message);
    }
    throw new AppError(
      400,
      ERROR_CODES.validation,
      parsed.error.issues[0]?.message ?? 'Invalid form',
      fieldErrors,
    );
  }

  return {
    /** The public form: fields and files checked, stored, the applicant told by e-mail. */
    async apply(form: MultipartForm): Promise<{ id: number; message: string }> {
      const values = validateFields(form.fields);
      const known = await db
        .selectFrom('courses')
        .select('code')
        .where('code', 'in', values.courses)
        .execute();
      const unknown = values.courses.find((code) => !known.some((row) => row.code === code));
      if (unknown) {
        const message = M.courseUnknown(unknown);
        throw new AppError(400, ERROR_CODES.validation, message, { courses: [message] });
      }
      const uploads = await checkedFiles(form);
      if (!uploads.photo1 && !uploads.photo2 && !uploads.photo3) {
        throw new AppError(400, ERROR_CODES.validation, M.photoRequired, {
          photo1: [M.photoRequired],
        });
      }
      for (const field of ['idProof', 'addressProof', 'tradeLicence'] as const) {
        if (!uploads[field]) {
          const message = M.documentRequired(CENTRE_APPLICATION_FILE_LABELS[field]);
          throw new AppError(400, ERROR_CODES.validation, message, { [field]: [message] });
        }
      }
      const id = await storedFiles.store(
        uploads,
        { centreId: null, userId: null },
        async (trx, fileIds) => {
          const now = nowIso();
          const row = await trx
            .insertInto('centre_applications')
            .values({
              centre_name: values.centreName,
              owner_name: values.ownerName,
              email: values.email,
              phone: values.phone,
              address: values.address,
              district: values.district,
              state: values.state,
              courses: JSON.stringify(values.courses),
              photo1_file_id: fileIds.photo1 ?? null,
              photo2_file_id: fileIds.photo2 ?? null,
              photo3_file_id: fileIds.photo3 ?? null,
              id_proof_file_id: fileIds.idProof ?? null,
              address_proof_file_id: fileIds.addressProof ?? null,
              trade_licence_file_id: fileIds.tradeLicence ?? null,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await enqueueNotification(trx, {
            kind: 'centre-application-received',
            to: { email: values.email, phone: values.phone },
            data: { name: values.ownerName, centre: values.centreName },
          });
          return row.id;
        },
      );
      deps.sent?.();
      return { id, message: M.thanks };
    },

    /** What head office asked for, shown on the applicant's link. */
    async moreView(token: string) {
      const row = await db
        .selectFrom('centre_applications')
        .select(['centre_name', 'staff_message', 'more_token_expires_at', 'status'])
        .where('more_token_hash', '=', sha256(token))
        .executeTakeFirst();
      if (!row || row.status !== 'more_requested' || (row.more_token_expires_at ?? '') < nowIso())
        throw invalidLink();
      return { centreName: row.centre_name, message: row.staff_message ?? '' };
    },

    /** The applicant adds files (replacing those of the same field) and a note, once. */
    async addMore(form: MultipartForm): Promise<{ message: string }> {
      const token = form.fields['token'] ?? '';
      const row = token
        ? await db
            .selectFrom('centre_applications')
            .selectAll()
            .where('more_token_hash', '=', sha256(token))
            .executeTakeFirst()
        : undefined;
      if (!row || row.status !== 'more_requested' || (row.more_token_expires_at ?? '') < nowIso())
        throw invalidLink();
      const note = (form.fields['note'] ?? '').trim().slice(0, 2000);
      const uploads = await checkedFiles(form);
      if (!note && Object.keys(uploads).length === 0) {
        throw new AppError(400, ERROR_CODES.validation, M.nothingAdded, { note: [M.nothingAdded] });
      }
      const replaced: number[] = [];
      await storedFiles.store(uploads, { centreId: null, userId: null }, async (trx, fileIds) => {
        const set: Record<string, unknown> = {
          status: 'submitted',
          more_token_hash: null,
          more_token_expires_at: null,
          updated_at: nowIso(),
        };
        if (note) set['applicant_note'] = note;
        for (const [field, fileId] of Object.entries(fileIds) as [
          CentreApplicationFileField,
          number,
        ][]) {
          set[FILE_COLUMN[field]] = fileId;
          const old = row[FILE_COLUMN[field]];
          if (old) replaced.push(old);
        }
        // Once: the link's hash must still be the one read (a second send finds it gone).
        const done = await trx
          .updateTable('centre_applications')
          .set(set)
          .where('id', '=', row.id)
          .where('status', '=', 'more_requested')
          .where('more_token_hash', '=', sha256(token))
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) throw invalidLink();
      });
      await storedFiles.removeReplaced(replaced);
      return { message: M.moreThanks };
    },

    async list(user: AuthenticatedUser, query: { status?: CentreApplicationStatus }) {
      requireHeadOffice(user);
      const rows = await db
        .selectFrom('centre_applications')
        .leftJoin('centres', 'centres.id', 'centre_applications.centre_id')
        .selectAll('centre_applications')
        .select('centres.code as centre_code')
        .$if(query.status !== undefined, (qb) =>
          qb.where('centre_applications.status', '=', query.status!),
        )
        .orderBy('centre_applications.created_at', 'desc')
        .orderBy('centre_applications.id', 'desc')
        .limit(500)
        .execute();
      return rows.map(toItem);
    },

    get: async (user: AuthenticatedUser, id: number) => toDetail(await reachable(user, id)),

    async file(user: AuthenticatedUser, id: number, field: CentreApplicationFileField) {
      const row = await reachable(user, id);
      const stored = await storedFiles.open(row[FILE_COLUMN[field]]);
      if (!stored)
        throw notFound(
          `This application has no ${CENTRE_APPLICATION_FILE_LABELS[field].toLowerCase()}.`,
        );
      return stored;
    },

    async setChecklist(
      user: AuthenticatedUser,
      id: number,
      checklist: Partial<Record<CentreChecklistItem, boolean>>,
    ) {
      const row = await reachable(user, id);
      if (!PENDING.includes(row.status)) throw conflict(M.alreadyDecided);
      const merged = { ...parseChecklist(row.checklist), ...checklist };
      await db
        .updateTable('centre_applications')
        .set({ checklist: JSON.stringify(merged), updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
      return toDetail((await find(id))!);
    },

    /** Asks the applicant for more: a message with a link to add it (the previous link ends). */
    async requestMore(user: AuthenticatedUser, id: number, message: string) {
      const row = await reachable(user, id);
      if (!PENDING.includes(row.status)) throw conflict(M.alreadyDecided);
      const token = randomBytes(32).toString('base64url');
      const now = nowIso();
      const expiresAt = new Date(Date.parse(now) + MORE_LINK_TTL_MS).toISOString();
      const link = `${deps.publicUrl}/become-a-centre/more#token=${token}`;
      const detail = await runTransaction(db, async (trx) => {
        const done = await trx
          .updateTable('centre_applications')
          .set({
            status: 'more_requested',
            staff_message: message,
            more_token_hash: sha256(token),
            more_token_expires_at: expiresAt,
            updated_at: now,
          })
          .where('id', '=', id)
          .where('status', 'in', PENDING)
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) throw conflict(M.alreadyDecided);
        await enqueueNotification(trx, {
          kind: 'centre-application-more',
          to: { email: row.email, phone: row.phone },
          data: { name: row.owner_name, centre: row.centre_name, message },
          secret: { value: link, expiresAt },
        });
        await audit(
          {
            userId: user.id,
            centreId: null,
            action: 'request_more',
            entity: 'centre_application',
            entityId: id,
            changes: { message },
          },
          trx,
        );
        return toDetail((await find(id, trx))!, trx);
      });
      deps.sent?.();
      return detail;
    },

    async refuse(user: AuthenticatedUser, id: number, reason: string) {
      const row = await reachable(user, id);
      const now = nowIso();
      const detail = await runTransaction(db, async (trx) => {
        const done = await trx
          .updateTable('centre_applications')
          .set({
            status: 'refused',
            staff_message: reason,
            more_token_hash: null,
            more_token_expires_at: null,
            decided_by: user.id,
            decided_at: now,
            updated_at: now,
          })
          .where('id', '=', id)
          .where('status', 'in', PENDING)
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) throw conflict(M.alreadyDecided);
        await enqueueNotification(trx, {
          kind: 'centre-application-refused',
          to: { email: row.email, phone: row.phone },
          data: { name: row.owner_name, centre: row.centre_name, reason },
        });
        await audit(
          {
            userId: user.id,
            centreId: null,
            action: 'refuse',
            entity: 'centre_application',
            entityId: id,
            changes: { reason },
          },
          trx,
        );
        return toDetail((await find(id, trx))!, trx);
      });
      deps.sent?.();
      return detail;
    },

    /**
     * Approves, exactly once (decision 0080): the status changes only from a pending one, in the
     * transaction that creates the centre (with the code head office chose), its affiliation (a
     * year from today, the courses applied for), the manager's account (the applicant's e-mail,
     * no usable password) and the manager's one-time link to set one, sent through the outbox.
     * Approvals racing this one find the status changed and answer 409; nothing is created twice.
     */
    async approve(user: AuthenticatedUser, id: number, code: string) {
      const row = await reachable(user, id);
      if (!PENDING.includes(row.status)) throw conflict(M.alreadyDecided);
      if (!CENTRE_CHECKLIST_ITEMS.every((item) => parseChecklist(row.checklist)[item]))
        throw conflict(M.checklistIncomplete);
      const detail = await runTransaction(db, async (trx) => {
        const now = nowIso();
        const claimed = await trx
          .updateTable('centre_applications')
          .set({
            status: 'approved',
            more_token_hash: null,
            more_token_expires_at: null,
            decided_by: user.id,
            decided_at: now,
            updated_at: now,
          })
          .where('id', '=', id)
          .where('status', 'in', PENDING)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) throw conflict(M.alreadyDecided);
        const centreId = await insertCentreRow(
          trx,
          {
            code,
            name: row.centre_name,
            address: row.address,
            phone: row.phone,
            email: row.email,
            district: row.district,
            state: row.state,
          },
          now,
        );
        if (centreId === null) {
          const taken = 'A centre with this code already exists';
          throw conflict(taken, { code: [taken] });
        }
        const validFrom = instituteDate(now);
        const validUntil = oneYearFrom(validFrom);
        await grantAffiliation(
          trx,
          centreId,
          { validFrom, validUntil, courses: JSON.parse(row.courses) as string[] },
          user.id,
        );
        // No password anyone knows: the manager chooses one from the link.
        const managerId = await insertStaffAccount(
          trx,
          {
            name: row.owner_name,
            email: row.email,
            passwordHash: `!unset:${randomBytes(16).toString('hex')}`,
            centreId,
            role: 'centre_staff',
          },
          now,
        );
        if (managerId === null) throw conflict(M.emailTaken, { email: [M.emailTaken] });
        await trx
          .updateTable('centre_applications')
          .set({ centre_id: centreId, manager_user_id: managerId })
          .where('id', '=', id)
          .execute();
        const { link, expiresAt } = await issueSetPasswordLink(trx, managerId, deps.publicUrl, now);
        await enqueueNotification(trx, {
          kind: 'centre-application-approved',
          to: { email: row.email, phone: row.phone, userId: managerId },
          centreId,
          data: {
            name: row.owner_name,
            centre: row.centre_name,
            code,
            email: row.email,
            validUntil: validUntil.split('-').reverse().join('/'),
          },
          secret: { value: link, expiresAt },
        });
        await audit(
          {
            userId: user.id,
            centreId,
            action: 'approve',
            entity: 'centre_application',
            entityId: id,
            changes: { code, managerUserId: managerId },
          },
          trx,
        );
        return toDetail((await find(id, trx))!, trx);
      });
      deps.sent?.();
      return detail;
    },
  };
}

export type CentreApplicationsService = ReturnType<typeof createCentreApplicationsService>;
