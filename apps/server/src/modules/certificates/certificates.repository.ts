import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { CertificateRequestsTable, CertificatesTable, DB } from '../../db/schema';
import { runTransaction } from '../../lib/transaction';
import { createFilesRepository } from '../files/files.repository';
import { completeStudentCourse } from '../students/student-writes';

export type RequestRow = Selectable<CertificateRequestsTable>;
export type CertificateRow = Selectable<CertificatesTable>;
export type RequestStatusValue = RequestRow['status'];

const REQUEST_LIST_COLUMNS = [
  'certificate_requests.id',
  'certificate_requests.kind',
  'certificate_requests.status',
  'certificate_requests.centre_id',
  'certificate_requests.reason',
  'certificate_requests.rejection_reason',
  'certificate_requests.courier',
  'certificate_requests.tracking_number',
  'certificate_requests.requested_at',
  'certificate_requests.requested_by',
  'certificate_requests.updated_at',
  'students.registration_number',
  'students.course',
  'students.admission_date',
  'students.completion_status',
  'students.completed_on',
  'courses.duration_months',
  'students.firstname',
  'students.lastname',
  'centres.name as centre_name',
  'certificates.number as certificate_number',
] as const;

export function createCertificatesRepository(db: Kysely<DB>) {
  const requestList = (trx: Kysely<DB>) =>
    trx
      .selectFrom('certificate_requests')
      .innerJoin('students', 'students.id', 'certificate_requests.student_id')
      .innerJoin('centres', 'centres.id', 'certificate_requests.centre_id')
      .leftJoin('courses', 'courses.code', 'students.course')
      .leftJoin('certificates', 'certificates.request_id', 'certificate_requests.id')
      .select(REQUEST_LIST_COLUMNS);

  /** Certificates with what their print and PDF need besides the stored snapshot. */
  const certificateDetail = (trx: Kysely<DB> = db) =>
    trx
      .selectFrom('certificates')
      .innerJoin('certificate_requests', 'certificate_requests.id', 'certificates.request_id')
      .innerJoin('students', 'students.id', 'certificates.student_id')
      .leftJoin('certificates as successor', 'successor.id', 'certificates.replaced_by_id')
      .innerJoin('centres', 'centres.id', 'certificates.centre_id')
      .selectAll('certificates')
      .select([
        'certificate_requests.status as request_status',
        'certificate_requests.dispatched_at',
        'certificate_requests.courier',
        'certificate_requests.tracking_number',
        'certificate_requests.delivered_at',
        'centres.phone as centre_phone',
        'students.registration_number',
        'successor.number as replaced_by_number',
      ]);

  return {
    transaction: <T>(work: (trx: Kysely<DB>) => Promise<T>) => runTransaction(db, work),

    /** A student (archived too: the callers refuse a write for one) with the names of its course,
     * option and centre. */
    findStudent: (key: { registrationNumber: string } | { id: number }, trx: Kysely<DB> = db) =>
      trx
        .selectFrom('students')
        .innerJoin('centres', 'centres.id', 'students.centre_id')
        .leftJoin('courses', 'courses.code', 'students.course')
        .leftJoin('course_options', 'course_options.code', 'students.course_option')
        .select([
          'students.id',
          'students.registration_number',
          'students.centre_id',
          'students.user_id',
          'students.firstname',
          'students.lastname',
          'students.fathername',
          'students.course',
          'students.course_option',
          'students.admission_date',
          'students.completion_status',
          'students.completed_on',
          'students.photo_file_id',
          'students.archived_at',
          'centres.name as centre_name',
          'courses.name as course_name',
          'courses.duration_months',
          'course_options.name as option_name',
        ])
        .$if('id' in key, (qb) => qb.where('students.id', '=', (key as { id: number }).id))
        .$if('registrationNumber' in key, (qb) =>
          qb.where(
            'students.registration_number',
            '=',
            (key as { registrationNumber: string }).registrationNumber,
          ),
        )
        .executeTakeFirst(),

    async insertRequest(values: Insertable<CertificateRequestsTable>, trx: Kysely<DB>) {
      const row = await trx
        .insertInto('certificate_requests')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    setRequestFee: (id: number, fee: number, trx: Kysely<DB>) =>
      trx
        .updateTable('certificate_requests')
        .set({ fee_paise: fee })
        .where('id', '=', id)
        .execute(),

    findRequest: (id: number, trx: Kysely<DB> = db) =>
      trx.selectFrom('certificate_requests').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * Moves a request on only from the status it is expected to be in: of two concurrent
     * attempts, one wins and the other changes nothing (answers false).
     */
    async moveRequest(
      id: number,
      from: readonly RequestStatusValue[],
      values: Updateable<CertificateRequestsTable>,
      trx: Kysely<DB>,
    ): Promise<boolean> {
      const result = await trx
        .updateTable('certificate_requests')
        .set(values)
        .where('id', '=', id)
        .where('status', 'in', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    listRequests(
      filter: { centreId?: number; status?: RequestStatusValue; q?: string; limit: number },
      trx: Kysely<DB> = db,
    ) {
      const q = filter.q?.toLowerCase();
      return requestList(trx)
        .$if(filter.centreId !== undefined, (qb) =>
          qb.where('certificate_requests.centre_id', '=', filter.centreId!),
        )
        .$if(filter.status !== undefined, (qb) =>
          qb.where('certificate_requests.status', '=', filter.status!),
        )
        .$if(!!q, (qb) =>
          qb.where((eb) =>
            eb.or([
              eb('students.registration_number', '=', filter.q!.toUpperCase()),
              eb('students.search_name', 'like', `${q}%`),
              eb('certificates.number', '=', filter.q!.toUpperCase()),
            ]),
          ),
        )
        .orderBy('certificate_requests.requested_at', 'desc')
        .orderBy('certificate_requests.id', 'desc')
        .limit(filter.limit)
        .execute();
    },

    requestItem: (id: number, trx: Kysely<DB> = db) =>
      requestList(trx).where('certificate_requests.id', '=', id).executeTakeFirst(),

    requestsOfStudent: (studentId: number, trx: Kysely<DB> = db) =>
      trx
        .selectFrom('certificate_requests')
        .leftJoin('certificates', 'certificates.request_id', 'certificate_requests.id')
        .selectAll('certificate_requests')
        .select([
          'certificates.number as certificate_number',
          'certificates.status as certificate_status',
          'certificates.revoked_at',
          'certificates.revoked_by',
          'certificates.revoked_reason',
          'certificates.replaced_at',
        ])
        .where('certificate_requests.student_id', '=', studentId)
        .orderBy('certificate_requests.requested_at', 'desc')
        .orderBy('certificate_requests.id', 'desc')
        .execute(),

    /** A request of the student still waiting or being decided (blocks a second one). */
    openRequest: (studentId: number, trx: Kysely<DB>) =>
      trx
        .selectFrom('certificate_requests')
        .select('id')
        .where('student_id', '=', studentId)
        .where('status', 'in', ['requested', 'approved'])
        .executeTakeFirst(),

    validCertificateOf: (studentId: number, trx: Kysely<DB>) =>
      trx
        .selectFrom('certificates')
        .select('id')
        .where('student_id', '=', studentId)
        .where('status', '=', 'valid')
        .executeTakeFirst(),

    insertCertificate: async (values: Insertable<CertificatesTable>, trx: Kysely<DB>) =>
      (
        await trx
          .insertInto('certificates')
          .values(values)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    findCertificate: (number: string, trx: Kysely<DB> = db) =>
      trx.selectFrom('certificates').selectAll().where('number', '=', number).executeTakeFirst(),

    findCertificateById: (id: number, trx: Kysely<DB> = db) =>
      trx.selectFrom('certificates').selectAll().where('id', '=', id).executeTakeFirst(),

    certificateDetail,

    setCertificate: (id: number, values: Updateable<CertificatesTable>, trx: Kysely<DB>) =>
      trx.updateTable('certificates').set(values).where('id', '=', id).executeTakeFirst(),

    /**
     * Revokes a certificate only while it is valid: of concurrent revocations one changes it
     * (answers true) and the others nothing, so one revocation, one message.
     */
    async revokeValid(
      id: number,
      values: { revoked_at: string; revoked_by: number; revoked_reason: string },
      trx: Kysely<DB>,
    ): Promise<boolean> {
      const result = await trx
        .updateTable('certificates')
        .set({ status: 'revoked', ...values })
        .where('id', '=', id)
        .where('status', '=', 'valid')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * A certificate issued for a course still In Progress completes it, on the day its printed
     * period ends (so a later duplicate prints the same period); Completed and Discontinued stay.
     */
    completeCourse: (studentId: number, completedOn: string, trx: Kysely<DB>) =>
      completeStudentCourse(trx, studentId, completedOn),

    /** A centre's name and phone: the next step a revoked certificate's holder is given. */
    centreContact: (centreId: number, trx: Kysely<DB> = db) =>
      trx
        .selectFrom('centres')
        .select(['name', 'phone'])
        .where('id', '=', centreId)
        .executeTakeFirst(),

    /** Issued certificates, newest first; q: a certificate or registration number, or a name. */
    listCertificates(filter: { centreId?: number; q?: string; limit: number }) {
      const q = filter.q?.toLowerCase();
      return certificateDetail()
        .$if(filter.centreId !== undefined, (qb) =>
          qb.where('certificates.centre_id', '=', filter.centreId!),
        )
        .$if(!!q, (qb) =>
          qb.where((eb) =>
            eb.or([
              eb('certificates.number', 'like', `${filter.q!.toUpperCase()}%`),
              eb('students.registration_number', '=', filter.q!.toUpperCase()),
              eb('students.search_name', 'like', `${q}%`),
            ]),
          ),
        )
        .orderBy('certificates.id', 'desc')
        .limit(filter.limit)
        .execute();
    },

    /** The names of users, for the tracking timeline. */
    async userNames(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('users')
        .select(['id', 'name'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** The holder's date of birth, for the verification that offers it instead of the code. */
    async studentDateOfBirth(studentId: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('students')
        .select('dob')
        .where('id', '=', studentId)
        .executeTakeFirst();
      return row?.dob;
    },

    /**
     * Takes one of a certificate's date-of-birth tries before the date is compared, in one
     * conditional upsert (every instance shares the count): the window opens with the first try
     * and lasts `windowMs`; within it, at most `max` tries. False when none is left.
     */
    async takeDateOfBirthTry(
      certificateId: number,
      rule: { max: number; windowMs: number },
      now = new Date(),
    ): Promise<boolean> {
      const at = now.toISOString();
      const windowOver = sql<boolean>`verification_attempts.window_started_at <= ${new Date(now.getTime() - rule.windowMs).toISOString()}`;
      const row = await db
        .insertInto('verification_attempts')
        .values({ certificate_id: certificateId, count: 1, window_started_at: at })
        .onConflict((oc) =>
          oc
            .column('certificate_id')
            .doUpdateSet({
              count: sql`case when ${windowOver} then 1 else verification_attempts.count + 1 end`,
              window_started_at: sql`case when ${windowOver} then ${at} else verification_attempts.window_started_at end`,
            })
            .where((eb) => eb.or([windowOver, eb('verification_attempts.count', '<', rule.max)])),
        )
        .returning('count')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Gives back the try of a date of birth that was right: only wrong ones use them up. */
    returnDateOfBirthTry: (certificateId: number) =>
      db
        .updateTable('verification_attempts')
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where('certificate_id', '=', certificateId)
        .where('count', '>', 0)
        .execute(),

    /** Stored files' rows (the files module's repository). */
    findFile: createFilesRepository(db).find,
  };
}

export type CertificatesRepository = ReturnType<typeof createCertificatesRepository>;
