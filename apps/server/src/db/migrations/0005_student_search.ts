import { sql, type Kysely } from 'kysely';

/**
 * Search and list indexes for students (tens of thousands per centre): lower-case name columns
 * searched by prefix with plain B-tree ranges (the same on SQLite and PostgreSQL); partial indexes
 * over the students that are not archived (what every list shows), per centre and overall, for the
 * orderings and the counts; and plain indexes for the exact lookups (Aadhaar, phones).
 */
const ACTIVE_INDEXES: [string, string[]][] = [
  ['students_active_registration_idx', ['registration_number']],
  ['students_active_centre_registration_idx', ['centre_id', 'registration_number']],
  ['students_active_name_idx', ['search_name']],
  ['students_active_lastname_idx', ['search_lastname']],
  ['students_active_centre_name_idx', ['centre_id', 'search_name']],
  ['students_active_centre_lastname_idx', ['centre_id', 'search_lastname']],
  ['students_active_course_idx', ['course', 'registration_number']],
  ['students_active_centre_course_idx', ['centre_id', 'course', 'registration_number']],
  ['students_active_admission_idx', ['admission_date']],
];
const LOOKUP_INDEXES: [string, string[]][] = [
  // Covering indexes for the counts of the lists (all students, one centre's).
  ['students_archived_idx', ['archived_at']],
  ['students_centre_archived_idx', ['centre_id', 'archived_at']],
  ['students_adhar_idx', ['adhar']],
  ['students_contactno_idx', ['contactno']],
  ['students_guardiancontact_idx', ['guardiancontact']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('students').addColumn('search_name', 'varchar(201)').execute();
  await db.schema.alterTable('students').addColumn('search_lastname', 'varchar(100)').execute();
  await sql`update students set search_name = lower(firstname || ' ' || lastname), search_lastname = lower(lastname)`.execute(
    db,
  );
  for (const [name, columns] of ACTIVE_INDEXES) {
    await db.schema
      .createIndex(name)
      .on('students')
      .columns(columns)
      .where(sql.ref('archived_at'), 'is', null)
      .execute();
  }
  for (const [name, columns] of LOOKUP_INDEXES) {
    await db.schema.createIndex(name).on('students').columns(columns).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of [...ACTIVE_INDEXES, ...LOOKUP_INDEXES]) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema.alterTable('students').dropColumn('search_lastname').execute();
  await db.schema.alterTable('students').dropColumn('search_name').execute();
}
