import type { Insertable, Kysely } from 'kysely';
import type { EnquiryFilter } from '@institute/shared/content/enquiry-list';
import type { DB, EnquiriesTable } from '../../db/schema';
import { runTransaction } from '../../lib/transaction';

/** Who reads: head office (centreId null) every enquiry; centre staff their centre's. */
export interface EnquiryScope {
  centreId: number | null;
}

/** LIKE wildcards in a search are taken as ordinary text (dropped: no escape syntax both dialects share). */
const plain = (text: string) => text.replace(/[%_\\]/g, '');

export function createEnquiriesRepository(db: Kysely<DB>) {
  const scoped = (scope: EnquiryScope, filter: EnquiryFilter, executor: Kysely<DB> = db) => {
    const q = filter.q?.toLowerCase();
    return executor
      .selectFrom('enquiries')
      .$if(scope.centreId !== null, (qb) => qb.where('enquiries.centre_id', '=', scope.centreId))
      .$if(filter.status !== undefined, (qb) => qb.where('enquiries.status', '=', filter.status!))
      .$if(filter.source !== undefined, (qb) => qb.where('enquiries.source', '=', filter.source!))
      .$if(filter.centre === 'unassigned', (qb) => qb.where('enquiries.centre_id', 'is', null))
      .$if(typeof filter.centre === 'number', (qb) =>
        qb.where('enquiries.centre_id', '=', filter.centre as number),
      )
      .$if(!!q, (qb) => {
        const pattern = `%${plain(q!)}%`;
        const digits = q!.replace(/\D/g, '');
        return qb.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['enquiries.name']), 'like', pattern),
            eb(eb.fn('lower', ['enquiries.email']), 'like', pattern),
            eb(eb.fn('lower', ['enquiries.course_title']), 'like', pattern),
            ...(digits.length >= 3 ? [eb('enquiries.phone', 'like', `%${digits}%`)] : []),
          ]),
        );
      });
  };

  const withDetails = (scope: EnquiryScope, filter: EnquiryFilter, executor: Kysely<DB> = db) =>
    scoped(scope, filter, executor)
      .leftJoin('centres', 'centres.id', 'enquiries.centre_id')
      .selectAll('enquiries')
      .select((eb) => [
        'centres.name as centre_name',
        eb
          .selectFrom('enquiry_notes')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('enquiry_notes.enquiry_id', '=', 'enquiries.id')
          .as('notes_count'),
      ]);

  return {
    list: (scope: EnquiryScope, filter: EnquiryFilter, limit: number, offset: number) =>
      withDetails(scope, filter)
        .orderBy('enquiries.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),

    count: async (scope: EnquiryScope, filter: EnquiryFilter) =>
      Number(
        (
          await scoped(scope, filter)
            .select((eb) => eb.fn.countAll<number>().as('total'))
            .executeTakeFirstOrThrow()
        ).total,
      ),

    /** Every enquiry of the selection, newest first, page by page (for the CSV export). */
    async *pages(scope: EnquiryScope, filter: EnquiryFilter, pageSize = 500) {
      let before: number | null = null;
      for (;;) {
        const rows = await withDetails(scope, filter)
          .$if(before !== null, (qb) => qb.where('enquiries.id', '<', before!))
          .orderBy('enquiries.id', 'desc')
          .limit(pageSize)
          .execute();
        yield rows;
        if (rows.length < pageSize) return;
        before = rows.at(-1)!.id;
      }
    },

    find: (id: number, executor: Kysely<DB> = db) =>
      withDetails({ centreId: null }, {}, executor)
        .where('enquiries.id', '=', id)
        .executeTakeFirst(),

    notes: (enquiryId: number, executor: Kysely<DB> = db) =>
      executor
        .selectFrom('enquiry_notes')
        .leftJoin('users', 'users.id', 'enquiry_notes.created_by')
        .select([
          'enquiry_notes.id',
          'enquiry_notes.text',
          'enquiry_notes.created_at',
          'users.name as author',
        ])
        .where('enquiry_notes.enquiry_id', '=', enquiryId)
        .orderBy('enquiry_notes.id', 'desc')
        .execute(),

    lastNotes: async (enquiryIds: number[]) => {
      if (enquiryIds.length === 0) return new Map<number, string>();
      const rows = await db
        .selectFrom('enquiry_notes')
        .select(['enquiry_id', 'text', 'created_at'])
        .where('enquiry_id', 'in', enquiryIds)
        .orderBy('id')
        .execute();
      return new Map(rows.map((row) => [row.enquiry_id, row.text]));
    },

    centreExists: async (centreId: number) =>
      !!(await db.selectFrom('centres').select('id').where('id', '=', centreId).executeTakeFirst()),

    insert: async (row: Insertable<EnquiriesTable>) => {
      const { id } = await db
        .insertInto('enquiries')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    transaction: <T>(work: (trx: Kysely<DB>) => Promise<T>) => runTransaction(db, work),

    update: (
      trx: Kysely<DB>,
      id: number,
      values: { status?: string; centre_id?: number | null; updated_at: string },
    ) =>
      trx
        .updateTable('enquiries')
        .set(values as never)
        .where('id', '=', id)
        .execute(),

    insertNote: async (
      trx: Kysely<DB>,
      row: { enquiry_id: number; text: string; created_by: number; created_at: string },
    ) =>
      (await trx.insertInto('enquiry_notes').values(row).returning('id').executeTakeFirstOrThrow())
        .id,
  };
}

export type EnquiriesRepository = ReturnType<typeof createEnquiriesRepository>;
export type EnquiryRow = NonNullable<Awaited<ReturnType<EnquiriesRepository['find']>>>;
