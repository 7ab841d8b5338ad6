import { DEMO } from '@institute/shared/demo';
import type { Kysely } from 'kysely';
import { nextRegistrationNumber } from './modules/students/registration-number';
import { personKey } from './modules/students/enrolments';
import { hashPassword } from './lib/password';
import { recordResult } from './modules/grading/results';
import { createFeePlan } from './modules/accounts/fee-plans';
import { instituteDate, nowIso } from './lib/time';
import type { DB } from './db/schema';

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
