// The cash book (issue 36 point 6, decision 0083): a centre's India day computed from its fee
// payments and reversals (manual and online) and its wallet debits; closing a day stores its
// figures and makes it read-only; head office reopens (audited); the month's revenue per centre.
import {
  CASH_BOOK_MESSAGES,
  CASH_BOOK_MODES,
  CASH_IN_HAND_MODES,
  cashBookReopenSchema,
  type CashBookDay,
  type CashBookFigures,
  type CashBookMode,
  type RevenueStatement,
} from '@institute/shared/cash-book';
import { addDays } from '@institute/shared/dates';
import { instituteDate, instituteInstant } from '@institute/shared/institute-time';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { runTransaction } from '../../lib/transaction';
import { lockCashBookDay } from './closed-days';

type ByMode = Record<CashBookMode, number>;
const zero = (): ByMode => ({ cash: 0, upi: 0, card: 0, online: 0, cheque: 0, bank: 0 });
const sum = (values: ByMode) => CASH_BOOK_MODES.reduce((total, mode) => total + values[mode], 0);
const n = (value: unknown) => Number(value ?? 0);

/** The instant (ISO, UTC) the institute's day begins (its time zone's midnight). */
const dayStart = (day: string): string => instituteInstant(`${day}T00:00`);

/** A fee row's book mode: 'online' when it came through the gateway, else its recorded mode. */
const bookMode = (mode: string, online: boolean): CashBookMode =>
  online ? 'online' : (mode as CashBookMode);

/** Fee payments and reversals of a centre (or every centre) in [from, to], with their channel. */
function feeRows(db: Kysely<DB>, from: string, to: string, centreId: number | null) {
  let query = db
    .selectFrom('fee_payments as fp')
    .innerJoin('students as s', 's.id', 'fp.student_id')
    .leftJoin('online_payments as op', 'op.fee_payment_id', 'fp.id')
    .leftJoin('online_refunds as orf', 'orf.fee_payment_id', 'fp.id')
    .select([
      'fp.id',
      'fp.centre_id',
      'fp.kind',
      'fp.mode',
      'fp.amount_paise',
      'fp.receipt_number',
      'fp.reference',
      'fp.paid_on',
      'fp.created_at',
      's.registration_number',
      sql<number>`case when op.id is null and orf.id is null then 0 else 1 end`.as('online'),
    ])
    .where('fp.paid_on', '>=', from)
    .where('fp.paid_on', '<=', to);
  if (centreId !== null) query = query.where('fp.centre_id', '=', centreId);
  return query.orderBy('fp.id').execute();
}

export function createCashBookService(deps: { db: Kysely<DB>; audit: AuditLog }) {
  const { db, audit } = deps;

  /** Centre staff reach their own centre; head office every centre; anyone else nothing. */
  function requireCentre(user: AuthenticatedUser, centreId: number) {
    if (user.role === 'head_office') return;
    if (user.role === 'centre_staff' && user.centreId === centreId) return;
    throw forbidden();
  }

  async function centreOf(trx: Kysely<DB>, centreId: number) {
    const centre = await trx
      .selectFrom('centres')
      .select(['id', 'code', 'name'])
      .where('id', '=', centreId)
      .executeTakeFirst();
    if (!centre) throw notFound(CASH_BOOK_MESSAGES.centreNotFound);
    return centre;
  }

  /** Cash in hand that came in (payments) less what went out (reversals), days in [from, to]. */
  async function netCash(trx: Kysely<DB>, centreId: number, from: string | null, to: string) {
    let query = trx
      .selectFrom('fee_payments as fp')
      .leftJoin('online_payments as op', 'op.fee_payment_id', 'fp.id')
      .leftJoin('online_refunds as orf', 'orf.fee_payment_id', 'fp.id')
      .select(
        sql<string>`coalesce(sum(case when fp.kind = 'payment' then fp.amount_paise else -fp.amount_paise end), 0)`.as(
          'net',
        ),
      )
      .where('fp.centre_id', '=', centreId)
      .where('fp.mode', 'in', CASH_IN_HAND_MODES as CashBookMode[] as 'cash'[])
      .where('op.id', 'is', null)
      .where('orf.id', 'is', null)
      .where('fp.paid_on', '<=', to);
    if (from !== null) query = query.where('fp.paid_on', '>=', from);
    return n((await query.executeTakeFirst())?.net);
  }

  /** The day's figures and entries, computed from the rows now (inside `trx`). */
  async function compute(trx: Kysely<DB>, centreId: number, day: string) {
    const previous = await trx
      .selectFrom('cash_book_days')
      .select(['day', 'closing_cash_paise'])
      .where('centre_id', '=', centreId)
      .where('day', '<', day)
      .orderBy('day', 'desc')
      .limit(1)
      .executeTakeFirst();
    const openingCashPaise = previous
      ? n(previous.closing_cash_paise) +
        (addDays(previous.day, 1) <= addDays(day, -1)
          ? await netCash(trx, centreId, addDays(previous.day, 1), addDays(day, -1))
          : 0)
      : await netCash(trx, centreId, null, addDays(day, -1));

    const collections = zero();
    const refunds = zero();
    const entries: CashBookDay['entries'] = [];
    for (const row of await feeRows(trx, day, day, centreId)) {
      const mode = bookMode(row.mode, n(row.online) === 1);
      (row.kind === 'payment' ? collections : refunds)[mode] += n(row.amount_paise);
      entries.push({
        kind: row.kind,
        mode,
        amountPaise: n(row.amount_paise),
        receiptNumber: row.receipt_number,
        reference: row.reference || null,
        student: row.registration_number,
        at: row.created_at,
      });
    }
    const debits = await trx
      .selectFrom('wallet_entries')
      .select(['amount_paise', 'reason', 'reference', 'created_at'])
      .where('centre_id', '=', centreId)
      .where('kind', '=', 'debit')
      .where('created_at', '>=', dayStart(day))
      .where('created_at', '<', dayStart(addDays(day, 1)))
      .orderBy('seq')
      .execute();
    let walletDebitsPaise = 0;
    for (const debit of debits) {
      walletDebitsPaise += n(debit.amount_paise);
      entries.push({
        kind: 'wallet_debit',
        mode: null,
        amountPaise: n(debit.amount_paise),
        receiptNumber: null,
        reference: debit.reference ?? debit.reason,
        student: null,
        at: debit.created_at,
      });
    }
    const cashInPaise = CASH_IN_HAND_MODES.reduce((t, m) => t + collections[m], 0);
    const cashOutPaise = CASH_IN_HAND_MODES.reduce((t, m) => t + refunds[m], 0);
    const collectionsTotalPaise = sum(collections);
    const refundsTotalPaise = sum(refunds);
    const figures: CashBookFigures = {
      openingCashPaise,
      collections,
      refunds,
      collectionsTotalPaise,
      refundsTotalPaise,
      walletDebitsPaise,
      cashInPaise,
      cashOutPaise,
      bankNetPaise: collectionsTotalPaise - cashInPaise - (refundsTotalPaise - cashOutPaise),
      closingCashPaise: openingCashPaise + cashInPaise - cashOutPaise,
    };
    return { figures, entries };
  }

  async function closedRow(trx: Kysely<DB>, centreId: number, day: string) {
    return trx
      .selectFrom('cash_book_days as d')
      .leftJoin('users as u', 'u.id', 'd.closed_by')
      .select(['d.id', 'd.figures', 'd.closed_at', 'u.name as closed_by_name'])
      .where('d.centre_id', '=', centreId)
      .where('d.day', '=', day)
      .executeTakeFirst();
  }

  async function book(trx: Kysely<DB>, centreId: number, day: string): Promise<CashBookDay> {
    const centre = await centreOf(trx, centreId);
    const { figures, entries } = await compute(trx, centreId, day);
    const closed = await closedRow(trx, centreId, day);
    return {
      centre,
      day,
      status: closed ? 'closed' : 'open',
      closedAt: closed?.closed_at ?? null,
      closedBy: closed?.closed_by_name ?? null,
      figures: closed ? (JSON.parse(closed.figures) as CashBookFigures) : figures,
      entries,
    };
  }

  return {
    /** A centre's day: stored figures when closed, computed ones when open; its entries. */
    async day(user: AuthenticatedUser, centreId: number, day: string): Promise<CashBookDay> {
      requireCentre(user, centreId);
      return book(db, centreId, day);
    },

    /** The day's figures as computed from its rows now (for checks: a closed day's must match). */
    async computed(centreId: number, day: string): Promise<CashBookFigures> {
      return (await compute(db, centreId, day)).figures;
    },

    /** Closes a day (the centre's staff or head office): its figures are stored, it is read-only. */
    async close(user: AuthenticatedUser, centreId: number, day: string): Promise<CashBookDay> {
      requireCentre(user, centreId);
      await centreOf(db, centreId);
      if (day > instituteDate())
        throw new AppError(400, 'BAD_REQUEST', CASH_BOOK_MESSAGES.dayInFuture);
      return runTransaction(db, async (trx) => {
        // Payments of the day hold the lock shared: the close waits for them, then counts them.
        await lockCashBookDay(trx, centreId, day, 'exclusive');
        if (await closedRow(trx, centreId, day)) {
          throw new AppError(409, 'CONFLICT', CASH_BOOK_MESSAGES.alreadyClosed);
        }
        const { figures } = await compute(trx, centreId, day);
        let id: number;
        try {
          ({ id } = await trx
            .insertInto('cash_book_days')
            .values({
              centre_id: centreId,
              day,
              opening_cash_paise: figures.openingCashPaise,
              closing_cash_paise: figures.closingCashPaise,
              figures: JSON.stringify(figures),
              closed_at: nowIso(),
              closed_by: user.id,
            })
            .returning('id')
            .executeTakeFirstOrThrow());
        } catch {
          // The unique (centre, day): closed by another request a moment ago.
          throw new AppError(409, 'CONFLICT', CASH_BOOK_MESSAGES.alreadyClosed);
        }
        await audit(
          {
            userId: user.id,
            centreId,
            action: 'close',
            entity: 'cash_book_day',
            entityId: id,
            changes: { day, ...figures },
          },
          trx,
        );
        return book(trx, centreId, day);
      });
    },

    /** Head office reopens a closed day, with a reason (audited with the figures it held). */
    async reopen(
      user: AuthenticatedUser,
      centreId: number,
      day: string,
      body: unknown,
    ): Promise<CashBookDay> {
      if (user.role !== 'head_office') throw forbidden();
      const parsed = cashBookReopenSchema.safeParse(body);
      if (!parsed.success) {
        throw new AppError(400, 'VALIDATION', CASH_BOOK_MESSAGES.reasonRequired, {
          reason: [CASH_BOOK_MESSAGES.reasonRequired],
        });
      }
      await centreOf(db, centreId);
      return runTransaction(db, async (trx) => {
        await lockCashBookDay(trx, centreId, day, 'exclusive');
        const closed = await closedRow(trx, centreId, day);
        if (!closed) throw new AppError(409, 'CONFLICT', CASH_BOOK_MESSAGES.notClosed);
        const later = await trx
          .selectFrom('cash_book_days')
          .select('id')
          .where('centre_id', '=', centreId)
          .where('day', '>', day)
          .executeTakeFirst();
        if (later) throw new AppError(409, 'CONFLICT', CASH_BOOK_MESSAGES.laterDayClosed);
        await trx.deleteFrom('cash_book_days').where('id', '=', closed.id).execute();
        await audit(
          {
            userId: user.id,
            centreId,
            action: 'reopen',
            entity: 'cash_book_day',
            entityId: closed.id,
            changes: { day, reason: parsed.data.reason, figures: JSON.parse(closed.figures) },
          },
          trx,
        );
        return book(trx, centreId, day);
      });
    },

    /** The month's revenue per centre: centre staff their centre, head office every centre. */
    async revenue(user: AuthenticatedUser, month: string): Promise<RevenueStatement> {
      if (user.role !== 'head_office' && (user.role !== 'centre_staff' || user.centreId === null)) {
        throw forbidden();
      }
      const only = user.role === 'head_office' ? null : user.centreId;
      const from = `${month}-01`;
      const to = addDays(
        `${Number(month.slice(5, 7)) === 12 ? Number(month.slice(0, 4)) + 1 : month.slice(0, 4)}-${String((Number(month.slice(5, 7)) % 12) + 1).padStart(2, '0')}-01`,
        -1,
      );
      let centres = db.selectFrom('centres').select(['id', 'code', 'name']).orderBy('code');
      if (only !== null) centres = centres.where('id', '=', only);
      const rows = new Map<number, RevenueStatement['rows'][number]>();
      for (const centre of await centres.execute()) {
        rows.set(centre.id, {
          centre,
          collections: zero(),
          refunds: zero(),
          collectionsTotalPaise: 0,
          refundsTotalPaise: 0,
          netPaise: 0,
          walletDebitsPaise: 0,
        });
      }
      for (const row of await feeRows(db, from, to, only)) {
        const entry = rows.get(row.centre_id);
        if (!entry) continue;
        const mode = bookMode(row.mode, n(row.online) === 1);
        (row.kind === 'payment' ? entry.collections : entry.refunds)[mode] += n(row.amount_paise);
      }
      let debits = db
        .selectFrom('wallet_entries')
        .select(['centre_id', sql<string>`sum(amount_paise)`.as('paise')])
        .where('kind', '=', 'debit')
        .where('created_at', '>=', dayStart(from))
        .where('created_at', '<', dayStart(addDays(to, 1)))
        .groupBy('centre_id');
      if (only !== null) debits = debits.where('centre_id', '=', only);
      for (const debit of await debits.execute()) {
        const entry = rows.get(debit.centre_id);
        if (entry) entry.walletDebitsPaise = n(debit.paise);
      }
      const totals = {
        collections: zero(),
        refunds: zero(),
        collectionsTotalPaise: 0,
        refundsTotalPaise: 0,
        netPaise: 0,
        walletDebitsPaise: 0,
      };
      for (const entry of rows.values()) {
        entry.collectionsTotalPaise = sum(entry.collections);
        entry.refundsTotalPaise = sum(entry.refunds);
        entry.netPaise = entry.collectionsTotalPaise - entry.refundsTotalPaise;
        for (const mode of CASH_BOOK_MODES) {
          totals.collections[mode] += entry.collections[mode];
          totals.refunds[mode] += entry.refunds[mode];
        }
        totals.collectionsTotalPaise += entry.collectionsTotalPaise;
        totals.refundsTotalPaise += entry.refundsTotalPaise;
        totals.netPaise += entry.netPaise;
        totals.walletDebitsPaise += entry.walletDebitsPaise;
      }
      return { month, rows: [...rows.values()], totals };
    },
  };
}

export type CashBookService = ReturnType<typeof createCashBookService>;
