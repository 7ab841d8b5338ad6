import { DEMO } from '@institute/shared/demo';
import type { Kysely } from 'kysely';
import { nextRegistrationNumber } from './modules/students/registration-number';
import { personKey } from './modules/students/enrolments';
import { studentSearchColumns } from './modules/students/student-search';
import { hashPassword } from './lib/password';
import { recordResult } from './modules/grading/results';
import { createFeePlan } from './modules/accounts/fee-plans';
import { instituteDate, nowIso } from './lib/time';
import { isPostgres } from './lib/dialect';
import type { DB } from './db/schema';
import { seedOpenAffiliation } from './db/seed';

/** Seeds the sample data of DEMO (packages/shared/src/demo.ts) on a database without students. */
export async function seedDemoData(db: Kysely<DB>): Promise<{ registrationNumber: string } | null> {
  const existing = await db.selectFrom('students').select('id').limit(1).executeTakeFirst();
  if (existing) return null;
  const now = nowIso();
  const today = instituteDate(now);
  // Admitted long enough ago that the 3-month course has ended: a certificate can be requested.
  const admission = instituteDate(Date.now() - 100 * 86_400_000);
  const [staffHash, studentHash] = await Promise.all([
    hashPassword(DEMO.staff.password),
    hashPassword(DEMO.student.password),
  ]);
  return db.transaction().execute(async (trx) => {
    const centre = await trx
      .insertInto('centres')
      .values({ ...DEMO.centre, email: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await seedOpenAffiliation(trx, centre.id, now);
    const staff = { password_changed_at: now, created_at: now, updated_at: now };
    await trx
      .insertInto('users')
      .values({
        email: DEMO.staff.email,
        name: DEMO.staff.name,
        password_hash: staffHash,
        role: 'centre_staff',
        centre_id: centre.id,
        ...staff,
      })
      .execute();
    const studentUser = await trx
      .insertInto('users')
      .values({
        email: DEMO.student.email,
        name: `${DEMO.student.firstname} ${DEMO.student.lastname}`,
        password_hash: studentHash,
        role: 'student',
        centre_id: null,
        ...staff,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const registrationNumber = await nextRegistrationNumber(trx, Number(today.slice(0, 4)));
    const student = await trx
      .insertInto('students')
      .values({
        registration_number: registrationNumber,
        centre_id: centre.id,
        user_id: studentUser.id,
        firstname: DEMO.student.firstname,
        lastname: DEMO.student.lastname,
        // Found by name in See All Students and Add Student Fee, as every admitted student is.
        ...studentSearchColumns(DEMO.student.firstname, DEMO.student.lastname),
        dob: '2004-05-17',
        email: DEMO.student.email,
        state: 'Bihar',
        district: 'Patna',
        course: '9',
        course_option: 'RV03006',
        mothername: 'Sunita Devi',
        fathername: 'Ramesh Prasad',
        qualification: '12th Pass',
        contactno: '9876543210',
        guardiancontact: '9876501234',
        adhar: '234123412346',
        person_key: personKey('234123412346'),
        gender: 'Female',
        category: 'OBC',
        religion: 'Hindu',
        maritalstatus: 'Single',
        address: 'Kankarbagh, Patna, Bihar 800020',
        presentaddress: 'Kankarbagh, Patna, Bihar 800020',
        photo_file_id: null,
        signature_file_id: null,
        marksheet_file_id: null,
        admission_date: admission,
        archived_at: null,
        archived_by: null,
        created_by: null,
        updated_by: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Her fee plan, fixed at admission from the course fee as it is now, as every admission does.
    await createFeePlan(trx, {
      id: student.id,
      centreId: centre.id,
      courseCode: '9',
      admissionDate: admission,
      createdBy: null,
    });
    // A passing result, so that a certificate can be requested for the demo student.
    await recordResult(trx, {
      studentId: student.id,
      centreId: centre.id,
      source: 'offline',
      sourceId: 0,
      title: 'Demo final examination',
      obtainedMarks: 82,
      maximumMarks: 100,
      examDate: today,
      recordedBy: null,
    });
    // The website's settings, as head office would have saved them (version 1).
    await trx
      .insertInto('settings')
      .values({
        key: 'site',
        value: JSON.stringify({ version: 1, settings: DEMO.site }),
        updated_at: now,
        updated_by: null,
      })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    return { registrationNumber };
  });
}

/** Why the demo data was not removed; the route answers it as a 404 or 409. */
export type DemoRemoval =
  | { removed: true; centre: string; students: number; accounts: number; userIds: number[] }
  | { removed: false; reason: 'none' | 'in-use' };

/**
 * Removes what DEMO_DATA seeded (issue 37, the first-day checklist): the demo centre DEMO01, its
 * demo staff account and demo student with everything recorded for them (results, fees, sessions,
 * their History lines). In one transaction: nothing is removed when the demo centre holds a
 * student or staff account that is not the demo's ('in-use'), or when anything else still
 * refers to them (the database refuses; the transaction is rolled back).
 */
export async function removeDemoData(db: Kysely<DB>): Promise<DemoRemoval> {
  const emails = [DEMO.staff.email, DEMO.student.email];
  try {
    return await db.transaction().execute(async (trx): Promise<DemoRemoval> => {
      // Locked (PostgreSQL; SQLite writes one at a time): of two removals at once, the second
      // waits, then finds nothing left.
      const centreQuery = trx
        .selectFrom('centres')
        .select('id')
        .where('code', '=', DEMO.centre.code);
      const centre = await (
        isPostgres(trx as unknown as Kysely<unknown>) ? centreQuery.forUpdate() : centreQuery
      ).executeTakeFirst();
      const users = await trx
        .selectFrom('users')
        .select(['id', 'centre_id'])
        .where('email', 'in', emails)
        .execute();
      if (!centre && users.length === 0) return { removed: false, reason: 'none' };
      const userIds = users.map((user) => user.id);
      const students = await trx
        .selectFrom('students')
        .select(['id', 'user_id', 'centre_id'])
        .where((eb) =>
          eb.or([
            ...(centre ? [eb('centre_id', '=', centre.id)] : []),
            ...(userIds.length > 0 ? [eb('user_id', 'in', userIds)] : []),
          ]),
        )
        .execute();
      // Someone's own records at the demo centre: it is theirs now, not demo data.
      if (
        students.some((student) => student.user_id === null || !userIds.includes(student.user_id))
      ) {
        return { removed: false, reason: 'in-use' };
      }
      if (centre) {
        const others = await trx
          .selectFrom('users')
          .select('id')
          .where('centre_id', '=', centre.id)
          .where('email', 'not in', emails)
          .executeTakeFirst();
        if (others) return { removed: false, reason: 'in-use' };
      }
      const studentIds = students.map((student) => student.id);
      if (centre) {
        // The demo centre's batches (decision 0066) and their attendance (decision 0070).
        const batchIds = (
          await trx.selectFrom('batches').select('id').where('centre_id', '=', centre.id).execute()
        ).map((batch) => batch.id);
        if (batchIds.length > 0) {
          for (const table of [
            'absence_alerts',
            'attendance_marks',
            'attendance_days',
            'batch_enrolments',
          ] as const) {
            await trx.deleteFrom(table).where('batch_id', 'in', batchIds).execute();
          }
          await trx.deleteFrom('batches').where('id', 'in', batchIds).execute();
        }
        await trx.deleteFrom('holidays').where('centre_id', '=', centre.id).execute();
      }
      if (studentIds.length > 0) {
        for (const table of [
          'offline_marks',
          'online_exam_attempts',
          'online_exam_candidates',
          'dues_reminders_sent',
          'exam_results',
          'student_requests',
          'fee_payments',
          'student_fee_plans',
          'certificates',
          'certificate_requests',
          'applications',
        ] as const) {
          await trx.deleteFrom(table).where('student_id', 'in', studentIds).execute();
        }
        await trx.deleteFrom('students').where('id', 'in', studentIds).execute();
      }
      if (centre) {
        for (const table of [
          'wallet_entries',
          'fund_requests',
          'student_counts',
          'centre_message_centres',
          'staff_posts',
          'centre_documents',
          'notification_outbox',
          'audit_log',
          'affiliation_courses',
          'affiliation_renewals',
          'affiliation_reminders_sent',
          'affiliations',
        ] as const) {
          await trx.deleteFrom(table).where('centre_id', '=', centre.id).execute();
        }
      }
      if (userIds.length > 0) {
        for (const table of [
          'sessions',
          'notification_preferences',
          'password_resets',
          'staff_profiles',
          'centre_message_reads',
          'notification_outbox',
          'audit_log',
        ] as const) {
          await trx.deleteFrom(table).where('user_id', 'in', userIds).execute();
        }
        await trx.deleteFrom('users').where('id', 'in', userIds).execute();
      }
      if (centre) await trx.deleteFrom('centres').where('id', '=', centre.id).execute();
      return {
        removed: true,
        centre: centre ? DEMO.centre.code : '',
        students: studentIds.length,
        accounts: userIds.length,
        userIds,
      };
    });
  } catch (error) {
    // A foreign key: something that is not demo data refers to them (nothing was removed).
    const code = (error as { code?: unknown } | null)?.code;
    if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
      return { removed: false, reason: 'in-use' };
    }
    throw error;
  }
}
