import { sql, type Kysely } from 'kysely';

/**
 * Search and list indexes for students (tens of thousands per centre): lower-case name columns
 * searched by prefix with plain B-tree ranges (the same on SQLite and PostgreSQL), and indexes for
 * the exact lookups (Aadhaar, phone) and the default orderings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('students').addColumn('search_name', 'varchar(201)').execute();
  await db.schema.alterTable('students').addColumn('search_lastname', 'varchar(100)').execute();
  await sql`update students set search_name = lower(firstname || ' ' || lastname), search_lastname = lower(lastname)`.execute(
    db,
  );
  const indexes: [string, string[]][] = [
    ['students_search_name_idx', ['search_name']],
    ['students_search_lastname_idx', ['search_lastname']],
    ['students_adhar_idx', ['adhar']],
    ['students_contactno_idx', ['contactno']],
    ['students_centre_registration_idx', ['centre_id', 'registration_number']],
    ['students_admission_idx', ['admission_date']],
  ];
  for (const [name, columns] of indexes) {
    await db.schema.createIndex(name).on('students').columns(columns).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'students_search_name_idx',
    'students_search_lastname_idx',
    'students_adhar_idx',
    'students_contactno_idx',
    'students_centre_registration_idx',
    'students_admission_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema.alterTable('students').dropColumn('search_lastname').execute();
  await db.schema.alterTable('students').dropColumn('search_name').execute();
}
