import type { affiliationInputSchema } from '@institute/shared/affiliation';
import {
  AFFILIATION_MESSAGES as M,
  AFFILIATION_REMINDER_DAYS,
  DEFAULT_RENEWAL_FEE_PAISE,
  addYears,
  oneYearFrom,
  type Affiliation,
  type CentreSearchAnswer,
  type PublicCentre,
} from '@institute/shared/affiliation';
import { ERROR_CODES } from '@institute/shared/api-error';
import { formatPaise } from '@institute/shared/money';
import { addDays, daysBetween } from '@institute/shared/dates';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { eachItem, errorKind, type ItemErrorLog } from '../../lib/each-item';
import { AppError, notFound } from '../../lib/errors';
import { instituteDate, nowIso } from '../../lib/time';
import { runTransaction } from '../../lib/transaction';
import { enqueueNotification } from '../notifications/enqueue';
import { putSetting } from '../settings/settings';
import { postWalletEntry } from '../wallet/wallet';
import { blockOf, dayShown, statusOf } from './affiliation';
import {
  claimReminder,
  extendAffiliation,
  findAffiliation,
  findAffiliationByCode,
  findExistingCourses,
  insertAffiliationIfAbsent,
  insertRenewal,
  listAffiliationCourses,
  listAffiliationsByPlace,
  listCurrentCourses,
  listEndingBetween,
  listPlaces,
  listRenewals,
  saveAffiliation,
  type AffiliationRow,
} from './affiliation.repository';

export const RENEWAL_FEE_KEY = 'affiliation.renewal_fee_paise';

const conflict = (message: string) => new AppError(409, ERROR_CODES.conflict, message);

/** The renewal fee head office set (₹5,000 until it sets one). */
export async function renewalFee(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', RENEWAL_FEE_KEY)
    .executeTakeFirst();
  const value = Number(row?.value);
  return row && Number.isSafeInteger(value) && value >= 0 ? value : DEFAULT_RENEWAL_FEE_PAISE;
}

/** The new last day a renewal gives: a year after the current end, or from today once ended. */
export function renewalUntil(row: AffiliationRow, today: string): { from: string; until: string } {
  if (row.valid_until && row.valid_from && row.valid_until >= today) {
    return { from: row.valid_from, until: addYears(row.valid_until, 1) };
  }
  return { from: today, until: oneYearFrom(today) };
}

/** Centres' affiliations: periods, authorised courses, renewals, the public verification. */
export function createAffiliationService(deps: { db: Kysely<DB>; audit: AuditLog }) {
  const { db, audit } = deps;

  async function coursesOf(rows: AffiliationRow[]) {
    const listed = rows.filter((row) => Number(row.all_courses) !== 1).map((r) => r.centre_id);
    const byCentre = new Map<number, { code: string; name: string }[]>();
    if (listed.length > 0) {
      for (const course of await listAffiliationCourses(db, listed)) {
        const list = byCentre.get(course.centre_id) ?? [];
        list.push({ code: course.code, name: course.name });
        byCentre.set(course.centre_id, list);
      }
    }
    const all = rows.some((row) => Number(row.all_courses) === 1)
      ? await listCurrentCourses(db)
      : [];
    return (row: AffiliationRow) =>
      Number(row.all_courses) === 1 ? all : (byCentre.get(row.centre_id) ?? []);
  }

  async function reachable(user: AuthenticatedUser, centreId: number) {
    // Staff learn nothing of other centres, not even whether they exist.
    if (!canReachCentre(user, centreId)) throw forbidden();
    const row = await findAffiliation(db, centreId);
    if (!row) throw notFound(M.centreNotFound);
    return row;
  }

  function requireHeadOffice(user: AuthenticatedUser) {
    if (user.role !== 'head_office') throw forbidden(M.headOfficeOnly);
  }

  async function toAffiliation(row: AffiliationRow): Promise<Affiliation> {
    const today = instituteDate(nowIso());
    const courses = (await coursesOf([row]))(row);
    const renewals = await listRenewals(db, row.centre_id);
    const next = row.centre_status === 'suspended' ? null : renewalUntil(row, today).until;
    return {
      centreId: row.centre_id,
      centreCode: row.code,
      centreName: row.name,
      validFrom: row.valid_from,
      validUntil: row.valid_until,
      allCourses: Number(row.all_courses) === 1,
      courses,
      status: statusOf(row, today),
      daysLeft: row.valid_until ? daysBetween(today, row.valid_until) : null,
      blocked: blockOf(row, today),
      renewalFeePaise: await renewalFee(db),
      renewalUntil: next,
      renewals: renewals.map((r) => ({
        previousUntil: r.previous_until,
        newUntil: r.new_until,
        feePaise: r.fee_paise,
        createdAt: r.created_at,
      })),
    };
  }

  async function toPublic(rows: AffiliationRow[]): Promise<PublicCentre[]> {
    const today = instituteDate(nowIso());
    const courses = await coursesOf(rows);
    return rows.map((row) => ({
      code: row.code,
      name: row.name,
      address: row.address,
      district: row.district,
      state: row.state,
      allCourses: Number(row.all_courses) === 1,
      courses: courses(row),
      validUntil: row.valid_until,
      status: statusOf(row, today),
    }));
  }

  return {
    get: async (user: AuthenticatedUser, centreId: number) =>
      toAffiliation(await reachable(user, centreId)),

    /** The signed-in staff member's own centre (null for head office, who has none). */
    async mine(user: AuthenticatedUser): Promise<Affiliation | null> {
      if (user.role !== 'centre_staff' || user.centreId === null) return null;
      return toAffiliation(await reachable(user, user.centreId));
    },

    async save(
      user: AuthenticatedUser,
      centreId: number,
      input: z.output<typeof affiliationInputSchema>,
    ): Promise<Affiliation> {
      requireHeadOffice(user);
      const before = await reachable(user, centreId);
      const codes = [...new Set(input.courses.map((code) => code.toUpperCase()))];
      if (!input.allCourses) {
        const known = new Set((await findExistingCourses(db, codes)).map((row) => row.code));
        const unknown = codes.find((code) => !known.has(code));
        if (unknown) {
          throw new AppError(400, ERROR_CODES.validation, M.unknownCourse(unknown), {
            courses: [M.unknownCourse(unknown)],
          });
        }
      }
      await runTransaction(db, async (trx) => {
        const now = nowIso();
        await saveAffiliation(trx, centreId, { ...input, courses: codes }, user.id, now);
        await audit(
          {
            userId: user.id,
            centreId,
            action: 'update',
            entity: 'affiliation',
            entityId: centreId,
            changes: {
              validFrom: [before.valid_from, input.validFrom],
              validUntil: [before.valid_until, input.validUntil],
              allCourses: [Number(before.all_courses) === 1, input.allCourses],
              courses: input.allCourses ? 'all' : codes,
            },
          },
          trx,
        );
      });
      return toAffiliation((await findAffiliation(db, centreId))!);
    },

    /**
     * Extends the period by a year (from its end, or from today once ended), the centre's wallet
     * paying the renewal fee in the same transaction: too little balance renews nothing. Two
     * renewals sent together renew once (the end moves only from the end that was read).
     */
    async renew(
      user: AuthenticatedUser,
      centreId: number,
      currentUntil: string | null,
    ): Promise<Affiliation> {
      const row = await reachable(user, centreId);
      if (row.centre_status === 'suspended') throw conflict(M.renewSuspended);
      if (row.valid_until !== currentUntil) throw conflict(M.renewedMeanwhile);
      const fee = await renewalFee(db);
      const today = instituteDate(nowIso());
      const next = renewalUntil(row, today);
      await runTransaction(db, async (trx) => {
        const now = nowIso();
        if (row.valid_until) {
          const moved = await extendAffiliation(
            trx,
            centreId,
            row.valid_until,
            next.until,
            next.from,
            user.id,
            now,
          );
          if (!moved) throw conflict(M.renewedMeanwhile);
        } else {
          // A centre without an affiliation (written by hand): the first one, once.
          const made = await insertAffiliationIfAbsent(
            trx,
            centreId,
            { validFrom: next.from, validUntil: next.until },
            user.id,
            now,
          );
          if (!made) throw conflict(M.renewedMeanwhile);
        }
        const renewal = await insertRenewal(trx, {
          centreId,
          previousUntil: row.valid_until,
          newUntil: next.until,
          feePaise: fee,
          userId: user.id,
          now,
        });
        if (fee > 0) {
          await postWalletEntry(trx, {
            centreId,
            kind: 'debit',
            amountPaise: fee,
            reason: 'affiliation_fee',
            reference: `affiliation-renewal:${renewal.id}`,
            note: `Valid until ${next.until}`,
            createdBy: user.id,
          });
        }
        await audit(
          {
            userId: user.id,
            centreId,
            action: 'renew',
            entity: 'affiliation',
            entityId: centreId,
            changes: { validUntil: [row.valid_until, next.until], feePaise: fee },
          },
          trx,
        );
      });
      return toAffiliation((await findAffiliation(db, centreId))!);
    },

    async setRenewalFee(user: AuthenticatedUser, feePaise: number) {
      requireHeadOffice(user);
      await putSetting(db, {
        key: RENEWAL_FEE_KEY,
        value: String(feePaise),
        at: nowIso(),
        userId: user.id,
      });
      return { feePaise };
    },

    /** The public verification: one centre by code, or the centres of a state (and district). */
    async search(query: {
      code?: string;
      state?: string;
      district?: string;
    }): Promise<CentreSearchAnswer> {
      const placeRows = await listPlaces(db);
      const places: CentreSearchAnswer['places'] = [];
      for (const row of placeRows) {
        let place = places.find((p) => p.state === row.state);
        if (!place) {
          place = { state: row.state!, districts: [] };
          places.push(place);
        }
        if (row.district) place.districts.push(row.district);
      }
      const code = query.code?.toUpperCase();
      if (code) {
        const row = await findAffiliationByCode(db, code);
        if (!row) throw notFound(M.notFoundByCode);
        return { centres: await toPublic([row]), places };
      }
      if (query.state) {
        const rows = await listAffiliationsByPlace(db, query.state, query.district || undefined);
        return { centres: await toPublic(rows), places };
      }
      return { centres: [], places };
    },

    /** What the certificate of authorisation prints. */
    async certificate(user: AuthenticatedUser, centreId: number) {
      const row = await reachable(user, centreId);
      const affiliation = await toAffiliation(row);
      return { ...affiliation, address: row.address, district: row.district, state: row.state };
    },

    sendReminders: (now?: Date, log?: ItemErrorLog) => sendAffiliationReminders(db, now, log),
  };
}

/**
 * The reminders before a period ends (60, 30 and 7 days), through the outbox to the centre's
 * e-mail and phone: the nearest reminder not yet written for the centre's current end, once each
 * (affiliation_reminders_sent is claimed in the transaction that enqueues it). A centre renewed
 * has a new end, and so its reminders again. Resolves to how many were enqueued.
 */
export async function sendAffiliationReminders(
  db: Kysely<DB>,
  now = new Date(),
  log?: ItemErrorLog,
): Promise<{ reminded: number; failed: number }> {
  const today = instituteDate(now);
  const widest = Math.max(...AFFILIATION_REMINDER_DAYS);
  const rows = await listEndingBetween(db, today, addDays(today, widest));
  let reminded = 0;
  const failed = await eachItem(
    rows,
    async (row) => {
      const left = daysBetween(today, row.valid_until);
      // The smallest mark reached: at 20 days left, the 30-day reminder (60 was missed or sent).
      const mark = [...AFFILIATION_REMINDER_DAYS].sort((a, b) => a - b).find((d) => left <= d);
      if (mark === undefined) return;
      const written = await runTransaction(db, async (trx) => {
        const createdAt = now.toISOString();
        if (!(await claimReminder(trx, row.centre_id, row.valid_until, mark, createdAt))) {
          return false;
        }
        await enqueueNotification(trx, {
          kind: 'affiliation-expiry',
          to: { centres: [row.centre_id] },
          data: {
            code: row.code,
            validUntil: dayShown(row.valid_until),
            days: left,
            fee: formatPaise(await renewalFee(trx)),
          },
        });
        return true;
      });
      if (written) reminded++;
    },
    (row, error) =>
      log?.error(
        { centreId: row.centre_id, error: errorKind(error) },
        'the affiliation reminder of a centre could not be enqueued',
      ),
  );
  return { reminded, failed };
}

export type AffiliationService = ReturnType<typeof createAffiliationService>;
