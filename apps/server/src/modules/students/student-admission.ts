import { instituteDate } from '@institute/shared/accounts';
import type { Insertable, Kysely } from 'kysely';
import type { DB, StudentsTable } from '../../db/schema';
import type { AuditLog } from '../../lib/audit';
import { createFeePlan, createFeePlans } from '../accounts/fee-plans';
import { recordOpeningBalance, type OpeningBalance } from '../accounts/opening-balances';
import { chargeCourseFee, chargeRegistrationFees } from '../wallet/wallet';
import { requireAdmissionAllowed } from '../affiliation/affiliation';
import { personKey } from './enrolments';
import { nextRegistrationNumber } from './registration-number';
import { studentSearchColumns } from './student-search';
import type { StudentsRepository } from './students.repository';

/** The columns a new student brings; the rest (number, search columns, dates) are made here. */
export type NewStudent = Omit<
  Insertable<StudentsTable>,
  | 'registration_number'
  | 'search_name'
  | 'search_lastname'
  | 'person_key'
  | 'admission_date'
  | 'created_by'
  | 'updated_by'
  | 'created_at'
  | 'updated_at'
> & { firstname: string; lastname: string; course: string; centre_id: number };

/**
 * The one way a student is created (Add Student, and approving an application), inside the
 * caller's transaction: a new registration number, the student row (admitted today, India's
 * date), the centre's wallet pays the course's registration fee (too little balance refuses the
 * whole transaction), the fee plan is fixed from the course fee, and the audit log says so.
 */
export async function admitStudent(
  trx: Kysely<DB>,
  deps: { repository: StudentsRepository; audit: AuditLog },
  admission: {
    student: NewStudent;
    /** Who admits (staff). */
    userId: number;
    now: string;
    /** What the audit entry adds to the registration number. */
    auditChanges: Record<string, unknown>;
  },
): Promise<{ id: number; registrationNumber: string }> {
  const { student, userId, now } = admission;
  const admissionDate = instituteDate(now);
  const registrationNumber = await nextRegistrationNumber(trx, Number(admissionDate.slice(0, 4)));
  const { id } = await deps.repository.insertStudent(
    {
      ...student,
      ...studentSearchColumns(student.firstname, student.lastname),
      person_key: personKey(student.adhar),
      registration_number: registrationNumber,
      admission_date: admissionDate,
      created_by: userId,
      updated_by: userId,
      created_at: now,
      updated_at: now,
    },
    trx,
  );
  await payForAdmission(trx, {
    id,
    centreId: student.centre_id,
    courseCode: student.course,
    registrationNumber,
    admissionDate,
    userId,
  });
  await deps.audit(
    {
      userId,
      centreId: student.centre_id,
      action: 'create',
      entity: 'student',
      entityId: id,
      changes: { registrationNumber, ...admission.auditChanges },
    },
    trx,
  );
  return { id, registrationNumber };
}

/**
 * What admitting a student costs, in the admitting transaction: first the centre's affiliation
 * must cover today and the course (decision 0072: refused with a message naming the course,
 * and so the whole admission or import with it); then the centre's wallet pays the
 * course's registration fee (refused with too little balance) and the student's fee plan is
 * fixed from the course fee as it is now. Also run for each row of a CSV import, where a row
 * with an opening balance gets its plan from that balance and its past receipt of record.
 */
export async function payForAdmission(
  trx: Kysely<DB>,
  student: {
    id: number;
    centreId: number;
    courseCode: string;
    registrationNumber: string;
    admissionDate: string;
    userId: number;
  },
  opening: OpeningBalance | null = null,
): Promise<void> {
  await requireAdmissionAllowed(trx, student.centreId, student.courseCode);
  await chargeCourseFee(trx, {
    centreId: student.centreId,
    courseCode: student.courseCode,
    fee: 'registration',
    reference: student.registrationNumber,
    createdBy: student.userId,
  });
  if (opening) {
    await recordOpeningBalance(
      trx,
      {
        id: student.id,
        centreId: student.centreId,
        courseCode: student.courseCode,
        userId: student.userId,
      },
      opening,
    );
    return;
  }
  await createFeePlan(trx, {
    id: student.id,
    centreId: student.centreId,
    courseCode: student.courseCode,
    admissionDate: student.admissionDate,
    createdBy: student.userId,
  });
}

/**
 * payForAdmission for the students of one centre admitted together (a CSV import), in the
 * import's transaction: the same affiliation check, the same wallet entries (in the students' order, the first fee the balance
 * cannot pay refusing the whole import), fee plans and opening balances, in multi-row writes.
 */
export async function payForAdmissions(
  trx: Kysely<DB>,
  centreId: number,
  userId: number,
  students: readonly {
    id: number;
    courseCode: string;
    registrationNumber: string;
    admissionDate: string;
    opening: OpeningBalance | null;
  }[],
): Promise<void> {
  // The centre's affiliation covers today and each course, in the students' order (decision
  // 0072): the first course it does not cover refuses the whole import, naming the course.
  for (const courseCode of new Set(students.map((student) => student.courseCode))) {
    await requireAdmissionAllowed(trx, centreId, courseCode);
  }
  await chargeRegistrationFees(trx, {
    centreId,
    createdBy: userId,
    students: students.map((student) => ({
      courseCode: student.courseCode,
      reference: student.registrationNumber,
    })),
  });
  await createFeePlans(
    trx,
    students
      .filter((student) => !student.opening)
      .map((student) => ({
        id: student.id,
        centreId,
        courseCode: student.courseCode,
        admissionDate: student.admissionDate,
        createdBy: userId,
      })),
  );
  for (const student of students) {
    if (!student.opening) continue;
    await recordOpeningBalance(
      trx,
      { id: student.id, centreId, courseCode: student.courseCode, userId },
      student.opening,
    );
  }
}
