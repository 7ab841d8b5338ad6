import { readCatalogue } from '../../db/catalogue';
import type {
  Expression,
  ExpressionBuilder,
  Insertable,
  Kysely,
  SqlBool,
  Updateable,
} from 'kysely';
import type { DB, StudentsTable } from '../../db/schema';
import { sql } from 'kysely';
import { runTransaction } from '../../lib/transaction';
import { mobileNumber, numberStopped, readNotificationPreferences } from '../notifications/enqueue';
import type { EnrolmentRow } from './enrolments';
import { refreshStatistics } from '../../db/statistics';
import { isPostgres } from '../../lib/dialect';
import { insertByCopy, usesCopy } from '../../db/copy-rows';

export interface ListFilter {
  centreId?: number;
  course?: string;
  archived: 'exclude' | 'only';
  search?:
    | { kind: 'registration'; value: string }
    | { kind: 'adhar'; value: string }
    | { kind: 'phone'; value: string }
    | { kind: 'name'; value: string };
}

export interface ListOrder {
  sort: 'registrationNumber' | 'name' | 'admissionDate';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
  /**
   * Keyset paging (decision 0090): the page right after (or right before) this student in the
   * list's order, instead of `offset`. The student's sort key is read from the table by id.
   */
  after?: number;
  before?: number;
}

/**
 * A name search of at least this many characters finds the text anywhere in the full name (a
 * trigram index on PostgreSQL); a shorter one finds names and surnames that start with it.
 */
export const INSIDE_NAME_MIN_CHARACTERS = 3;
const searchesInside = (value: string) => [...value].length >= INSIDE_NAME_MIN_CHARACTERS;

/** Upper bound of a prefix range: every string starting with `prefix` sorts below it. */
const prefixEnd = (prefix: string) => `${prefix}\uffff`;

/** The enrolments (students not archived) of the people with these keys, oldest first. */
export async function findEnrolments(
  db: Kysely<DB>,
  personKeys: readonly string[],
): Promise<(EnrolmentRow & { personKey: string })[]> {
  if (personKeys.length === 0) return [];
  // PostgreSQL: every key in one array parameter, one read of the enrolment index (20,000 keys
  // in about 0.1 s, where 40 statements of 500 parameters took a second). SQLite: 500 at a time
  // (its limit of parameters).
  const postgres = isPostgres(db as unknown as Kysely<unknown>);
  const step = postgres ? personKeys.length : 500;
  const rows = [];
  for (let i = 0; i < personKeys.length; i += step) {
    const keys = personKeys.slice(i, i + step);
    rows.push(
      ...(await db
        .selectFrom('students')
        .innerJoin('courses', 'courses.code', 'students.course')
        .innerJoin('centres', 'centres.id', 'students.centre_id')
        .leftJoin('course_options', 'course_options.code', 'students.course_option')
        .select([
          'students.id',
          'students.person_key as personKey',
          'students.registration_number as registrationNumber',
          'students.firstname',
          'students.lastname',
          'students.centre_id as centreId',
          'centres.code as centreCode',
          'centres.name as centreName',
          'students.course',
          'courses.name as courseName',
          'students.course_option as courseOption',
          'course_options.label as courseOptionLabel',
        ])
        .where((eb) =>
          postgres
            ? sql<SqlBool>`${eb.ref('students.person_key')} = any(${sql.val(keys)}::text[])`
            : eb('students.person_key', 'in', keys),
        )
        .where('students.archived_at', 'is', null)
        .orderBy('students.id')
        .execute()),
    );
  }
  return rows.map((row) => ({ ...row, personKey: row.personKey! }));
}

export function createStudentsRepository(db: Kysely<DB>) {
  const postgres = isPostgres(db as unknown as Kysely<unknown>);
  /**
   * The student's message consent as staff see it (decision 0085): the account's channels and
   * opt-out (null without an account), and whether the mobile number replied STOP on WhatsApp.
   */
  const messageConsent = async (row: { user_id: number | null; contactno: string }) => {
    const phone = mobileNumber(row.contactno);
    const whatsappStopped = phone ? await numberStopped(db, phone) : false;
    if (row.user_id === null) return { channels: null, optedOut: false, whatsappStopped };
    const stored = await readNotificationPreferences(db, row.user_id);
    return { channels: stored.channels, optedOut: stored.optedOut, whatsappStopped };
  };
  /** Students with their course, option and centre names. */
  /** Students joined with their course, option and centre. */
  const joined = (executor: Kysely<DB> = db) =>
    executor
      .selectFrom('students')
      .innerJoin('courses', 'courses.code', 'students.course')
      .innerJoin('centres', 'centres.id', 'students.centre_id')
      .leftJoin('course_options', 'course_options.code', 'students.course_option');
  const withNames = (executor: Kysely<DB> = db) =>
    joined(executor)
      .selectAll('students')
      .select([
        'courses.name as course_name',
        'courses.duration_months',
        'course_options.label as course_option_label',
        'centres.code as centre_code',
        'centres.name as centre_name',
      ]);

  /** The list filter as one condition on the students table. */
  const matches =
    (filter: ListFilter) =>
    (eb: ExpressionBuilder<DB, 'students'>): Expression<SqlBool> => {
      const conditions: Expression<SqlBool>[] = [
        filter.archived === 'exclude'
          ? eb('students.archived_at', 'is', null)
          : eb('students.archived_at', 'is not', null),
      ];
      if (filter.centreId !== undefined)
        conditions.push(eb('students.centre_id', '=', filter.centreId));
      if (filter.course !== undefined) conditions.push(eb('students.course', '=', filter.course));
      const search = filter.search;
      if (search?.kind === 'registration') {
        conditions.push(eb('students.registration_number', '>=', search.value));
        conditions.push(eb('students.registration_number', '<', prefixEnd(search.value)));
      } else if (search?.kind === 'adhar') {
        conditions.push(eb('students.adhar', '=', search.value));
      } else if (search?.kind === 'phone') {
        conditions.push(
          eb.or([
            eb('students.contactno', '=', search.value),
            eb('students.guardiancontact', '=', search.value),
          ]),
        );
      }
      return eb.and(conditions);
    };

  /** Names (full name, or surname) starting with the searched text. */
  const nameRange =
    (column: 'search_name' | 'search_lastname', value: string) =>
    (eb: ExpressionBuilder<DB, 'students'>): Expression<SqlBool> =>
      eb.and([
        eb(`students.${column}`, '>=', value),
        eb(`students.${column}`, '<', prefixEnd(value)),
      ]);

  /**
   * Full names containing the text anywhere. Over the whole network: a trigram index on
   * PostgreSQL (migration 0045); on SQLite, the trigram FTS5 index of the names (migration 0061,
   * the same answers for three characters or more). Within one centre, SQLite reads the centre's
   * name index whole (20,000 entries at 1,000,000 students, no table row read); PostgreSQL's
   * planner chooses, by its estimate of the matches, between that and a trigram index. With
   * `everyMatch` (a count, or a page counted with its total: every match is read anyway),
   * PostgreSQL is held to the centre's name index by writing the condition as `strpos`, which no
   * trigram index answers: a cost bounded by the centre's size, where a trigram index costs a
   * row read and checked per match, too many when the estimate is low (decision 0098). Without
   * it (a page alone: the export) the planner may still stop early along the page's order.
   */
  const nameContains =
    (value: string, filter: ListFilter, everyMatch = false) =>
    (eb: ExpressionBuilder<DB, 'students'>): Expression<SqlBool> => {
      if (filter.centreId === undefined && !postgres) {
        const phrase = `"${value.replace(/"/g, '""')}"`;
        return sql<SqlBool>`${eb.ref('students.id')} in (select rowid from students_name_fts
          where students_name_fts match ${phrase})`;
      }
      if (filter.centreId !== undefined && postgres && everyMatch) {
        return sql<SqlBool>`strpos(${eb.ref('students.search_name')}, ${value}) > 0`;
      }
      const pattern = `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return sql<SqlBool>`${eb.ref('students.search_name')} like ${pattern} escape '\\'`;
    };

  /** Surnames starting with the text, of students whose full name does not: the two parts of a
   * name search never overlap, so they are joined without the cost of removing duplicates. */
  const otherSurnames =
    (value: string) =>
    (eb: ExpressionBuilder<DB, 'students'>): Expression<SqlBool> =>
      eb.and([
        nameRange('search_lastname', value)(eb),
        eb.not(nameRange('search_name', value)(eb)),
      ]);

  /**
   * The ids of one page of the list, in its order; with `counted`, also the number of students
   * the filter matches (the list's total) from the same statement, or undefined when the page is
   * empty (a page beyond the last).
   */
  const readPage = async (
    filter: ListFilter,
    order: ListOrder,
    counted: boolean,
  ): Promise<{ ids: number[]; total: number | undefined }> => {
    const keys =
      order.sort === 'name'
        ? (['search_name', 'registration_number'] as const)
        : order.sort === 'admissionDate'
          ? (['admission_date', 'registration_number'] as const)
          : (['registration_number'] as const);
    // The page's ids first, from the students table alone, so that each database walks the
    // index of the ordering (or the name ranges) and stops after the page; only then are the 50
    // rows joined with their course and centre. Joined in one query, SQLite's planner could
    // start from the centres and sort a whole centre's students for every page.
    // Keyset paging: the sort key of the student the page starts after (or ends before), read by
    // id; a student that no longer exists (or a key without a value) leaves the page to `offset`.
    const anchorId = order.after ?? order.before;
    const anchor =
      anchorId === undefined
        ? undefined
        : await db
            .selectFrom('students')
            .select([...keys])
            .where('id', '=', anchorId)
            .executeTakeFirst();
    const anchorValues =
      anchor && keys.every((key) => anchor[key] !== null && anchor[key] !== undefined)
        ? keys.map((key) => anchor[key] as string)
        : undefined;
    // Reading backwards for the page before: the reversed order, then the rows turned around.
    const backwards = anchorValues !== undefined && order.after === undefined;
    const direction = backwards ? (order.order === 'asc' ? 'desc' : 'asc') : order.order;
    const beyond = (table: 'students' | 'page') => (): Expression<SqlBool> => {
      const columns = keys.map((key) => sql.ref(`${table}.${key}`));
      const values = anchorValues!.map((value) => sql.val(value));
      const comparison = direction === 'desc' ? sql.raw('<') : sql.raw('>');
      // A row value comparison: both databases read it as a range of the ordering's index.
      return columns.length === 1
        ? sql<SqlBool>`${columns[0]} ${comparison} ${values[0]}`
        : sql<SqlBool>`(${sql.join(columns)}) ${comparison} (${sql.join(values)})`;
    };
    const idsWhere = (range?: (eb: ExpressionBuilder<DB, 'students'>) => Expression<SqlBool>) =>
      db
        .selectFrom('students')
        .select(['students.id', ...keys.map((key) => `students.${key}` as const)])
        // Counted over every match before the page's cursor and limit: the filter's total.
        .$if(counted, (qb) => qb.select(sql<string>`count(*) over ()`.as('total')))
        .where(matches(filter))
        .$if(range !== undefined, (qb) => qb.where(range!))
        .$if(anchorValues !== undefined && !counted, (qb) => qb.where(beyond('students')));
    // A name search is the union of two index ranges (full name, surname), each read with all
    // the other conditions, rather than an OR: both databases then read two small index ranges
    // instead of the whole table.
    const search = filter.search;
    let page = db
      .selectFrom(
        (search?.kind === 'name'
          ? searchesInside(search.value)
            ? idsWhere(nameContains(search.value, filter, counted))
            : idsWhere(nameRange('search_name', search.value)).unionAll(
                idsWhere(otherSurnames(search.value)),
              )
          : idsWhere()
        ).as('page'),
      )
      .select('page.id')
      .$if(counted, (qb) => qb.select(sql<string>`page.total`.as('total')))
      // Counted: the cursor's condition on the counted matches, so that it does not narrow the
      // total (every match is read whatever the page, decision 0098).
      .$if(anchorValues !== undefined && counted, (qb) => qb.where(beyond('page')));
    for (const key of keys) page = page.orderBy(`page.${key}`, direction);
    const rows = await page
      .limit(order.limit)
      .$if(anchorValues === undefined, (qb) => qb.offset(order.offset))
      .execute();
    const ids = rows.map((row) => row.id);
    return {
      ids: backwards ? ids.reverse() : ids,
      total: counted && rows.length > 0 ? Number(rows[0]!.total) : undefined,
    };
  };
  const pageIds = async (filter: ListFilter, order: ListOrder) =>
    (await readPage(filter, order, false)).ids;

  /** Rows by id, in the order of `ids`. */
  const inOrder = <T extends { id: number }>(ids: number[], rows: T[]) => {
    const position = new Map(ids.map((id, index) => [id, index]));
    return rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  };

  /** The list's rows of these students, in the order of `ids`: only the columns a row shows. */
  const itemsOf = async (ids: number[]) => {
    if (ids.length === 0) return [];
    const rows = await joined()
      .select([
        'students.id',
        'students.registration_number',
        'students.firstname',
        'students.lastname',
        'students.course',
        'students.adhar',
        'students.contactno',
        'students.admission_date',
        'students.centre_id',
        'students.archived_at',
        'courses.name as course_name',
        'course_options.label as course_option_label',
        'centres.code as centre_code',
        'centres.name as centre_name',
      ])
      .where('students.id', 'in', ids)
      .execute();
    return inOrder(ids, rows);
  };

  /** The number of students the filter matches (the list's total). */
  const count = async (filter: ListFilter) => {
    const search = filter.search;
    // Without a search, the students that are not archived are counted already (student_counts,
    // kept by triggers): a sum over a few rows instead of a scan of the centre's students.
    if (!search && filter.archived === 'exclude') {
      const kept = await db
        .selectFrom('student_counts')
        .select((eb) => eb.fn.sum<number | string | null>('n').as('total'))
        .$if(filter.centreId !== undefined, (qb) => qb.where('centre_id', '=', filter.centreId!))
        .$if(filter.course !== undefined, (qb) => qb.where('course', '=', filter.course!))
        .executeTakeFirst();
      return Number(kept?.total ?? 0);
    }
    const ids = (range: ReturnType<typeof nameRange>) =>
      db.selectFrom('students').select('students.id').where(matches(filter)).where(range);
    const row =
      search?.kind === 'name' && searchesInside(search.value)
        ? await db
            .selectFrom('students')
            .where(matches(filter))
            .where(nameContains(search.value, filter, true))
            .select((eb) => eb.fn.countAll<number>().as('total'))
            .executeTakeFirstOrThrow()
        : search?.kind === 'name'
          ? await db
              .selectFrom(
                ids(nameRange('search_name', search.value))
                  .unionAll(ids(otherSurnames(search.value)))
                  .as('matches'),
              )
              .select((eb) => eb.fn.countAll<number>().as('total'))
              .executeTakeFirstOrThrow()
          : await db
              .selectFrom('students')
              .where(matches(filter))
              .select((eb) => eb.fn.countAll<number>().as('total'))
              .executeTakeFirstOrThrow();
    return Number(row.total);
  };

  return {
    messageConsent,
    /** The stored course catalogue (db/catalogue.ts). */
    catalogue: () => readCatalogue(db),
    /** A student (not archived) with course, option and centre names, by registration number. */
    findProfile: (registrationNumber: string) =>
      withNames()
        .where('students.registration_number', '=', registrationNumber)
        .where('students.archived_at', 'is', null)
        .executeTakeFirst(),

    /** Archived or not. */
    /** Whether the student is enrolled now in a batch assigned to this teacher (decision 0069). */
    async taughtBy(studentId: number, teacherUserId: number): Promise<boolean> {
      const row = await db
        .selectFrom('batch_enrolments')
        .innerJoin('batches', 'batches.id', 'batch_enrolments.batch_id')
        .select('batch_enrolments.id')
        .where('batch_enrolments.student_id', '=', studentId)
        .where('batch_enrolments.left_at', 'is', null)
        .where('batches.teacher_user_id', '=', teacherUserId)
        .executeTakeFirst();
      return row !== undefined;
    },

    findByRegistration: (registrationNumber: string, executor: Kysely<DB> = db) =>
      withNames(executor)
        .where('students.registration_number', '=', registrationNumber)
        .executeTakeFirst(),

    /** One page of whole records (the export reads the list page by page). */
    list: async (filter: ListFilter, order: ListOrder) => {
      const ids = await pageIds(filter, order);
      if (ids.length === 0) return [];
      return inOrder(ids, await withNames().where('students.id', 'in', ids).execute());
    },

    /** One page of the list: only the columns a list row shows. */
    listItems: async (filter: ListFilter, order: ListOrder) =>
      itemsOf(await pageIds(filter, order)),

    count,

    /**
     * One page of the list and the list's total. A name search inside names within one centre on
     * PostgreSQL reads the centre's name index whole whatever the page (`nameContains`), so the
     * page and its total come from one read of it (decision 0098) instead of two; a page beyond
     * the last (no row to carry the total) asks for the count alone. Otherwise the page and the
     * count run side by side.
     */
    listItemsWithTotal: async (filter: ListFilter, order: ListOrder) => {
      const search = filter.search;
      if (
        postgres &&
        filter.centreId !== undefined &&
        search?.kind === 'name' &&
        searchesInside(search.value)
      ) {
        const page = await readPage(filter, order, true);
        const rows = await itemsOf(page.ids);
        return { rows, total: page.total ?? (await count(filter)) };
      }
      const [rows, total] = await Promise.all([
        pageIds(filter, order).then(itemsOf),
        count(filter),
      ]);
      return { rows, total };
    },

    /** After a bulk write: the planner's statistics of the tables an import fills. */
    refreshStatistics: () =>
      refreshStatistics(db, ['students', 'student_counts', 'student_fee_plans', 'wallet_entries']),

    /** The enrolments (students not archived) of the people with these keys (enrolments.ts). */
    enrolments: (personKeys: readonly string[], executor: Kysely<DB> = db) =>
      findEnrolments(executor, personKeys),

    insertStudent: (values: Insertable<StudentsTable>, executor: Kysely<DB> = db) =>
      executor.insertInto('students').values(values).returning('id').executeTakeFirstOrThrow(),

    /**
     * Many students at once: their ids and registration numbers, given in the students' order.
     * PostgreSQL: through COPY into a staging table, then one INSERT ... SELECT (decision 0090);
     * a few rows as one JSON parameter (json_populate_recordset gives each value its column's
     * type; a VALUES list of 500 rows is 18,000 parameters, slow to plan, decision 0074). SQLite:
     * 500 rows a statement.
     */
    insertStudents: async (
      values: Insertable<StudentsTable>[],
      executor: Kysely<DB> = db,
    ): Promise<{ id: number; registration_number: string }[]> => {
      if (values.length === 0) return [];
      const trx = executor as unknown as Kysely<unknown>;
      if (!isPostgres(trx)) {
        const saved = [];
        for (let i = 0; i < values.length; i += 500) {
          saved.push(
            ...(await executor
              .insertInto('students')
              .values(values.slice(i, i + 500))
              .returning(['id', 'registration_number'])
              .execute()),
          );
        }
        return saved;
      }
      if (usesCopy('postgres', values.length)) {
        return insertByCopy(trx, 'students', values as Record<string, string | number | null>[], {
          returning: ['id', 'registration_number'],
        });
      }
      const saved = [];
      for (let i = 0; i < values.length; i += 500) {
        const part = values.slice(i, i + 500);
        const columns = sql.join(Object.keys(part[0]!).map((column) => sql.ref(column)));
        const { rows } = await sql<{ id: number; registration_number: string }>`
          insert into students (${columns})
          select ${columns} from json_populate_recordset(null::students, ${JSON.stringify(part)})
          returning id, registration_number
        `.execute(executor);
        saved.push(...rows);
      }
      return saved;
    },

    updateStudent: (id: number, values: Updateable<StudentsTable>, executor: Kysely<DB> = db) =>
      executor.updateTable('students').set(values).where('id', '=', id).execute(),

    /**
     * What the centre's wallet paid for this student's admission (the registration fee's ledger
     * entries, referenced by the registration number), in paise: 0 when no fee was charged.
     */
    registrationFeePaid: async (registrationNumber: string) => {
      const row = await db
        .selectFrom('wallet_entries')
        .select(
          sql<
            number | string | null
          >`sum(case when kind = 'debit' then amount_paise else -amount_paise end)`.as('paid'),
        )
        .where('reason', '=', 'registration_fee')
        .where('reference', '=', registrationNumber)
        .executeTakeFirst();
      return Number(row?.paid ?? 0);
    },

    /**
     * Archives (archived_at set) or restores (null) a student that is not so yet, in one
     * conditional update; false when another request did it first.
     */
    setArchived: async (
      id: number,
      values: Pick<
        Updateable<StudentsTable>,
        'archived_at' | 'archived_by' | 'updated_at' | 'updated_by'
      >,
      executor: Kysely<DB>,
    ) => {
      const result = await executor
        .updateTable('students')
        .set(values)
        .where('id', '=', id)
        .where('archived_at', values.archived_at ? 'is' : 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    findCentre: (id: number) =>
      db
        .selectFrom('centres')
        .select(['id', 'code', 'name', 'status'])
        .where('id', '=', id)
        .executeTakeFirst(),

    findCentreByCode: (code: string) =>
      db
        .selectFrom('centres')
        .select(['id', 'code', 'name', 'status'])
        .where('code', '=', code)
        .executeTakeFirst(),

    listCentres: (onlyId?: number) =>
      db
        .selectFrom('centres')
        .select(['id', 'code', 'name', 'status'])
        .$if(onlyId !== undefined, (qb) => qb.where('id', '=', onlyId!))
        .orderBy('name')
        .execute(),

    /** The batch the student is in now (read for their own profile; batches owns the rows). */
    currentBatch: (studentId: number) =>
      db
        .selectFrom('batch_enrolments')
        .innerJoin('batches', 'batches.id', 'batch_enrolments.batch_id')
        .select([
          'batches.name',
          'batches.weekdays',
          'batches.start_time',
          'batches.end_time',
          'batches.room',
        ])
        .where('batch_enrolments.student_id', '=', studentId)
        .where('batch_enrolments.left_at', 'is', null)
        .executeTakeFirst(),

    findOpenRequest: (studentId: number, kind: 'completion_status') =>
      db
        .selectFrom('student_requests')
        .select(['id', 'message', 'created_at'])
        .where('student_id', '=', studentId)
        .where('kind', '=', kind)
        .where('status', '=', 'open')
        .orderBy('created_at', 'desc')
        .executeTakeFirst(),

    insertRequest: (
      values: { studentId: number; centreId: number; kind: 'completion_status'; message: string },
      now: string,
    ) =>
      db
        .insertInto('student_requests')
        .values({
          student_id: values.studentId,
          centre_id: values.centreId,
          kind: values.kind,
          message: values.message,
          created_at: now,
          resolved_at: null,
          resolved_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),

    resolveRequests: (
      studentId: number,
      kind: 'completion_status',
      userId: number,
      now: string,
      executor: Kysely<DB> = db,
    ) =>
      executor
        .updateTable('student_requests')
        .set({ status: 'resolved', resolved_at: now, resolved_by: userId })
        .where('student_id', '=', studentId)
        .where('kind', '=', kind)
        .where('status', '=', 'open')
        .execute(),

    transaction: <T>(work: (trx: Kysely<DB>) => Promise<T>) => runTransaction(db, work),
    /** The database, for reads outside a transaction. */
    db,
  };
}

export type StudentsRepository = ReturnType<typeof createStudentsRepository>;
export type StudentRow = NonNullable<Awaited<ReturnType<StudentsRepository['findProfile']>>>;
export type StudentListRow = Awaited<ReturnType<StudentsRepository['listItems']>>[number];
