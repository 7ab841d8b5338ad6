import { usesCopy } from '../../db/copy-rows';
import { isPostgres } from '../../lib/dialect';
import type { CourseInstalment, PlanInstalment } from '@institute/shared/accounts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { nowIso } from '../../lib/time';
import { findCourseFee, insertFeePlanIfNone, insertFeePlansIfNone } from './fee-plans.repository';

// A student's fee plan is fixed at admission from the course fee head office set then: the
// total and the instalments' due dates. Later changes to the course fee do not touch it.

import { addDays } from '@institute/shared/dates';

export { addDays };

export function parseCourseInstalments(json: string): CourseInstalment[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as CourseInstalment[]) : [];
  } catch {
    return [];
  }
}

export function parsePlanInstalments(json: string): PlanInstalment[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as PlanInstalment[]) : [];
  } catch {
    return [];
  }
}

/**
 * Creates the fee plan of a student from their course's fee as it is now, inside the caller's
 * transaction (the one admitting the student); nothing when the student already has one.
 */
export async function createFeePlan(
  trx: Kysely<DB>,
  student: {
    id: number;
    centreId: number;
    courseCode: string;
    admissionDate: string;
    createdBy: number | null;
  },
): Promise<void> {
  const fee = await findCourseFee(trx, student.courseCode);
  const instalments = parseCourseInstalments(fee?.instalments ?? '[]').map((instalment) => ({
    dueDate: addDays(student.admissionDate, instalment.afterDays),
    amountPaise: instalment.amountPaise,
  }));
  const now = nowIso();
  await insertFeePlanIfNone(trx, {
    student_id: student.id,
    centre_id: student.centreId,
    course_code: student.courseCode,
    total_paise: fee?.course_fee_paise ?? 0,
    discount_paise: 0,
    discount_reason: null,
    instalments: JSON.stringify(instalments),
    created_at: now,
    created_by: student.createdBy,
    updated_at: now,
    updated_by: student.createdBy,
  });
}

/**
 * createFeePlan for many students admitted together (a CSV import), in the caller's transaction:
 * each course's fee read once, the plans written in multi-row inserts. Same plans, same rules.
 */
export async function createFeePlans(
  trx: Kysely<DB>,
  students: readonly {
    id: number;
    centreId: number;
    courseCode: string;
    admissionDate: string;
    createdBy: number | null;
  }[],
): Promise<void> {
  const fees = new Map<string, Awaited<ReturnType<typeof findCourseFee>>>();
  for (const code of new Set(students.map((student) => student.courseCode))) {
    fees.set(code, await findCourseFee(trx, code));
  }
  const now = nowIso();
  const rows = students.map((student) => {
    const fee = fees.get(student.courseCode);
    const instalments = parseCourseInstalments(fee?.instalments ?? '[]').map((instalment) => ({
      dueDate: addDays(student.admissionDate, instalment.afterDays),
      amountPaise: instalment.amountPaise,
    }));
    return {
      student_id: student.id,
      centre_id: student.centreId,
      course_code: student.courseCode,
      total_paise: fee?.course_fee_paise ?? 0,
      discount_paise: 0,
      discount_reason: null,
      instalments: JSON.stringify(instalments),
      created_at: now,
      created_by: student.createdBy,
      updated_at: now,
      updated_by: student.createdBy,
    };
  });
  // In statements of 500 rows (SQLite's limit of parameters), or all at once through COPY.
  const step = usesCopy(
    isPostgres(trx as unknown as Kysely<unknown>) ? 'postgres' : 'sqlite',
    rows.length,
  )
    ? rows.length
    : 500;
  for (let i = 0; i < rows.length; i += step) {
    await insertFeePlansIfNone(trx, rows.slice(i, i + step));
  }
}
