import { sql, type Kysely } from 'kysely';

/**
 * Races and guards (issue 32, decision 0051): the "only one" rules that were a check before an
 * insert become partial unique indexes, so that two requests at the same moment cannot both pass
 * on PostgreSQL (SQLite runs one writer at a time and never let them):
 * - one open certificate request (requested or approved) per student;
 * - one valid certificate per student (an enrolment; a duplicate or corrected one replaces it);
 * - one open request of each kind per student (the completion-status request).
 * Rows the race left behind are settled first: of two open certificate requests the first
 * stands and the others are rejected with their fee refunded to the centre's wallet; of two
 * valid certificates the first stands and the others are revoked; of two open student requests
 * the first stands and the others are resolved.
 * `verification_attempts` holds the wrong dates of birth typed per certificate in the current
 * window (it was in each process's memory): one row per certificate, counted by one conditional
 * upsert. Never edit once landed.
 */
export const OPEN_CERTIFICATE_REQUEST_INDEX = 'certificate_requests_one_open';
export const VALID_CERTIFICATE_INDEX = 'certificates_one_valid';
export const OPEN_STUDENT_REQUEST_INDEX = 'student_requests_one_open';

// Migrations work on any schema, as Kysely's documentation does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function settleOpenCertificateRequests(db: AnyDb, now: string): Promise<void> {
  const open = await db
    .selectFrom('certificate_requests')
    .select(['id', 'student_id', 'centre_id', 'fee_paise'])
    .where('status', 'in', ['requested', 'approved'])
    .orderBy('id')
    .execute();
  const first = new Map<number, number>();
  for (const row of open) {
    const standing = first.get(row.student_id);
    if (standing === undefined) {
      first.set(row.student_id, row.id);
      continue;
    }
    await db
      .updateTable('certificate_requests')
      .set({
        status: 'rejected',
        decided_at: now,
        rejection_reason: `Made at the same moment as request #${standing}, which stands.`,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .execute();
    if (row.fee_paise > 0) {
      const last = await db
        .selectFrom('wallet_entries')
        .select(['seq', 'balance_after_paise'])
        .where('centre_id', '=', row.centre_id)
        .orderBy('seq', 'desc')
        .executeTakeFirst();
      await db
        .insertInto('wallet_entries')
        .values({
          centre_id: row.centre_id,
          seq: (last?.seq ?? 0) + 1,
          kind: 'credit',
          amount_paise: row.fee_paise,
          balance_after_paise: (last?.balance_after_paise ?? 0) + row.fee_paise,
          reason: 'refund',
          reference: `certificate-request:${row.id}`,
          note: 'Certificate request made twice',
          created_at: now,
          created_by: null,
        })
        .execute();
    }
  }
}

async function settleValidCertificates(db: AnyDb, now: string): Promise<void> {
  const valid = await db
    .selectFrom('certificates')
    .select(['id', 'student_id', 'number'])
    .where('status', '=', 'valid')
    .orderBy('id')
    .execute();
  const first = new Map<number, string>();
  for (const row of valid) {
    const standing = first.get(row.student_id);
    if (standing === undefined) {
      first.set(row.student_id, row.number);
      continue;
    }
    await db
      .updateTable('certificates')
      .set({
        status: 'revoked',
        revoked_at: now,
        revoked_reason: `Printed twice for one student; certificate ${standing} stands.`,
      })
      .where('id', '=', row.id)
      .execute();
  }
}

async function settleOpenStudentRequests(db: AnyDb, now: string): Promise<void> {
  const open = await db
    .selectFrom('student_requests')
    .select(['id', 'student_id', 'kind'])
    .where('status', '=', 'open')
    .orderBy('id')
    .execute();
  const seen = new Set<string>();
  for (const row of open) {
    const key = `${row.student_id}|${row.kind}`;
    if (!seen.has(key)) {
      seen.add(key);
      continue;
    }
    await db
      .updateTable('student_requests')
      .set({ status: 'resolved', resolved_at: now })
      .where('id', '=', row.id)
      .execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const any = db as AnyDb;
  const now = new Date().toISOString();
  await settleOpenCertificateRequests(any, now);
  await settleValidCertificates(any, now);
  await settleOpenStudentRequests(any, now);

  await db.schema
    .createIndex(OPEN_CERTIFICATE_REQUEST_INDEX)
    .on('certificate_requests')
    .column('student_id')
    .unique()
    .where(sql<boolean>`status in ('requested', 'approved')`)
    .execute();
  await db.schema
    .createIndex(VALID_CERTIFICATE_INDEX)
    .on('certificates')
    .column('student_id')
    .unique()
    .where(sql<boolean>`status = 'valid'`)
    .execute();
  await db.schema
    .createIndex(OPEN_STUDENT_REQUEST_INDEX)
    .on('student_requests')
    .columns(['student_id', 'kind'])
    .unique()
    .where(sql<boolean>`status = 'open'`)
    .execute();

  await db.schema
    .createTable('verification_attempts')
    .addColumn('certificate_id', 'integer', (col) => col.primaryKey().references('certificates.id'))
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('window_started_at', 'varchar(30)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('verification_attempts').execute();
  await db.schema.dropIndex(OPEN_STUDENT_REQUEST_INDEX).execute();
  await db.schema.dropIndex(VALID_CERTIFICATE_INDEX).execute();
  await db.schema.dropIndex(OPEN_CERTIFICATE_REQUEST_INDEX).execute();
}
