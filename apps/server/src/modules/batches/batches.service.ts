import {
  BATCH_MESSAGES as M,
  batchTiming,
  bitsToWeekdays,
  weekdaysToBits,
  type BatchDetail,
  type BatchItem,
  type StudentBatch,
  type TimetableQuery,
  type TimetableView,
  type Weekday,
} from '@institute/shared/batches';
import { ERROR_CODES } from '@institute/shared/api-error';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { instituteDate, nowIso } from '../../lib/time';
import { violatesUniqueIndex } from '../../lib/unique-violation';
import { OPEN_BATCH_ENROLMENT_INDEX } from '../../db/migrations/0038_batches';
import type { BatchRow, BatchesRepository } from './batches.repository';

export interface BatchValues {
  centreId?: number | undefined;
  name: string;
  course: string;
  courseOption: string | null;
  startDate: string;
  endDate: string;
  weekdays: Weekday[];
  startTime: string;
  endTime: string;
  room: string;
  teacherUserId: number | null;
  capacity: number;
}

const conflict = (message: string, details?: Record<string, unknown>) =>
  new AppError(409, ERROR_CODES.conflict, message, undefined, details);
const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { [field]: [message] });

function toItem(row: BatchRow): BatchItem {
  return {
    id: row.id,
    centreId: row.centre_id,
    centreName: row.centre_name,
    name: row.name,
    course: row.course,
    courseName: row.course_name,
    courseOption: row.course_option,
    startDate: row.start_date,
    endDate: row.end_date,
    weekdays: bitsToWeekdays(row.weekdays),
    startTime: row.start_time,
    endTime: row.end_time,
    room: row.room,
    teacherUserId: row.teacher_user_id,
    teacherName: row.teacher_name ?? null,
    capacity: row.capacity,
    enrolled: Number(row.enrolled ?? 0),
  };
}

const sameRoom = (a: string, b: string) =>
  a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Batches of a centre (issue 35, decision 0066): a course taught on weekdays at a time slot, in a
 * room, by a teacher, up to a capacity; students enrolled in them with their history kept. A batch
 * that would meet in the same room, or with the same teacher, at a time another batch of the
 * centre meets is refused with that batch's name; both rules are checked under a lock of the
 * centre's row, so two requests at the same moment cannot both pass.
 */
export function createBatchesService(deps: { repository: BatchesRepository; audit: AuditLog }) {
  const { repository, audit } = deps;

  /**
   * The batch if this user may reach it: its centre's staff, head office, or the teacher it is
   * assigned to (decision 0069). Another centre's batch, or another teacher's, answers as one
   * that does not exist. Other modules (attendance) check a batch through this too.
   */
  async function reachableBatch(user: AuthenticatedUser, id: number): Promise<BatchRow> {
    const row = await repository.find(id);
    const reachable =
      row !== undefined &&
      (user.role === 'teacher'
        ? row.teacher_user_id === user.id && row.centre_id === user.centreId
        : canReachCentre(user, row.centre_id));
    if (!row || !reachable) throw notFound(M.notFound);
    return row;
  }

  /** Writes are the centre's and head office's: a teacher only reads their batches. */
  async function manageableBatch(user: AuthenticatedUser, id: number): Promise<BatchRow> {
    if (user.role === 'teacher') throw forbidden();
    return reachableBatch(user, id);
  }

  function centreOf(user: AuthenticatedUser, values: BatchValues): number {
    if (user.role === 'head_office') {
      if (values.centreId === undefined) throw invalid('centreId', M.centreRequired);
      return values.centreId;
    }
    return user.centreId!;
  }

  async function checkReferences(values: BatchValues, centreId: number): Promise<void> {
    if (!(await repository.centreExists(centreId))) throw invalid('centreId', M.unknownCentre);
    if (!(await repository.courseExists(values.course))) throw invalid('course', M.unknownCourse);
    if (values.courseOption && !(await repository.optionOf(values.course, values.courseOption)))
      throw invalid('courseOption', M.unknownOption);
    if (
      values.teacherUserId !== null &&
      !(await repository.teacherOf(values.teacherUserId, centreId))
    )
      throw invalid('teacherUserId', M.unknownTeacher);
  }

  /** Refuses the values when another batch of the centre meets in the same room or with the same
   * teacher on a common weekday at an overlapping time within overlapping dates. */
  async function checkClash(
    centreId: number,
    values: BatchValues,
    exceptId: number | null,
    trx: Parameters<Parameters<BatchesRepository['transaction']>[0]>[0],
  ): Promise<void> {
    const bits = weekdaysToBits(values.weekdays);
    const others = await repository.batchesMeeting(centreId, values.startDate, values.endDate, trx);
    for (const other of others) {
      if (other.id === exceptId) continue;
      if ((other.weekdays & bits) === 0) continue;
      if (!(values.startTime < other.end_time && other.start_time < values.endTime)) continue;
      const sameTeacher =
        values.teacherUserId !== null && values.teacherUserId === other.teacher_user_id;
      if (!sameTeacher && !sameRoom(values.room, other.room)) continue;
      const timing = batchTiming({
        weekdays: bitsToWeekdays(other.weekdays),
        startTime: other.start_time,
        endTime: other.end_time,
      });
      throw conflict(`Clashes with batch ${other.name} (${timing})`, {
        batchId: other.id,
        reason: sameTeacher ? 'teacher' : 'room',
      });
    }
  }

  const columns = (values: BatchValues) => ({
    name: values.name,
    course: values.course,
    course_option: values.courseOption || null,
    start_date: values.startDate,
    end_date: values.endDate,
    weekdays: weekdaysToBits(values.weekdays),
    start_time: values.startTime,
    end_time: values.endTime,
    room: values.room,
    teacher_user_id: values.teacherUserId,
    capacity: values.capacity,
  });

  const nameTaken = (error: unknown) =>
    violatesUniqueIndex(error, 'batches_centre_name', 'batches.centre_id, batches.name');

  /** Admits every student or none; each refused student's reason is a field error by number. */
  async function enrolmentChecks(
    batch: { id: number; centre_id: number; course: string; course_option: string | null },
    registrationNumbers: string[],
  ) {
    const wanted = [...new Set(registrationNumbers.map((n) => n.trim().toUpperCase()))];
    const students = await repository.studentsByNumber(wanted);
    const byNumber = new Map(students.map((s) => [s.registration_number.toUpperCase(), s]));
    const problems: Record<string, string[]> = {};
    for (const number of wanted) {
      const student = byNumber.get(number);
      const problem = !student
        ? M.studentNotFound
        : student.centre_id !== batch.centre_id
          ? M.otherCentre
          : student.archived_at !== null
            ? M.archived
            : student.course !== batch.course ||
                (batch.course_option !== null && student.course_option !== batch.course_option)
              ? M.otherCourse
              : student.open_batch_id === batch.id
                ? M.alreadyInBatch
                : student.open_batch_id !== null
                  ? M.inAnotherBatch
                  : null;
      if (problem) problems[number] = [problem];
    }
    const problemNumbers = Object.keys(problems);
    if (problemNumbers.length > 0) {
      const first = problems[problemNumbers[0]!]![0]!;
      const message =
        wanted.length === 1 ? first : 'Some students cannot be enrolled: nothing was changed.';
      throw new AppError(409, ERROR_CODES.conflict, message, problems);
    }
    return wanted.map((number) => byNumber.get(number)!);
  }

  return {
    /**
     * The batch when the user may reach it, else "No such batch" (404): the one rule of who
     * reaches a batch, used by the modules built on batches (attendance, decision 0070).
     */
    reachableBatch,

    async list(user: AuthenticatedUser, centreId: number | undefined): Promise<BatchItem[]> {
      if (user.role === 'teacher') return (await repository.listOfTeacher(user.id)).map(toItem);
      const scope = user.role === 'head_office' ? (centreId ?? null) : user.centreId!;
      return (await repository.list(scope)).map(toItem);
    },

    async detail(user: AuthenticatedUser, id: number): Promise<BatchDetail> {
      const row = await reachableBatch(user, id);
      const enrolments = await repository.enrolmentsOfBatch(id);
      const student = (e: (typeof enrolments)[number]) => ({
        registrationNumber: e.registration_number,
        name: `${e.firstname} ${e.lastname}`.trim(),
        hasPhoto: e.photo_file_id !== null,
        enrolledAt: e.enrolled_at,
        leftAt: e.left_at,
      });
      return {
        ...toItem(row),
        students: enrolments.filter((e) => e.left_at === null).map(student),
        former: enrolments
          .filter((e) => e.left_at !== null)
          .map(student)
          .sort((a, b) => (b.leftAt ?? '').localeCompare(a.leftAt ?? '')),
      };
    },

    async create(user: AuthenticatedUser, values: BatchValues): Promise<BatchItem> {
      if (user.role === 'teacher') throw forbidden();
      const centreId = centreOf(user, values);
      await checkReferences(values, centreId);
      const now = nowIso();
      try {
        const id = await repository.transaction(async (trx) => {
          await repository.lockCentre(centreId, trx);
          await checkClash(centreId, values, null, trx);
          const { id } = await repository.insertBatch(
            {
              centre_id: centreId,
              ...columns(values),
              created_by: user.id,
              created_at: now,
              updated_at: now,
            },
            trx,
          );
          await audit(
            {
              userId: user.id,
              centreId,
              action: 'create',
              entity: 'batch',
              entityId: id,
              changes: { name: values.name, room: values.room, teacher: values.teacherUserId },
            },
            trx,
          );
          return id;
        });
        return toItem((await repository.find(id))!);
      } catch (error) {
        if (nameTaken(error)) throw conflict(M.nameTaken);
        throw error;
      }
    },

    async update(user: AuthenticatedUser, id: number, values: BatchValues): Promise<BatchItem> {
      const before = await manageableBatch(user, id);
      if (values.centreId !== undefined && values.centreId !== before.centre_id)
        throw invalid('centreId', M.centreFixed);
      const centreId = before.centre_id;
      await checkReferences(values, centreId);
      try {
        await repository.transaction(async (trx) => {
          await repository.lockCentre(centreId, trx);
          await repository.lockBatch(id, trx);
          if (values.capacity < (await repository.countOpen(id, trx)))
            throw invalid('capacity', M.capacityBelowEnrolled);
          await checkClash(centreId, values, id, trx);
          await repository.updateBatch(id, { ...columns(values), updated_at: nowIso() }, trx);
          await audit(
            {
              userId: user.id,
              centreId,
              action: 'update',
              entity: 'batch',
              entityId: id,
              changes: { name: values.name, room: values.room, teacher: values.teacherUserId },
            },
            trx,
          );
        });
      } catch (error) {
        if (nameTaken(error)) throw conflict(M.nameTaken);
        throw error;
      }
      return toItem((await repository.find(id))!);
    },

    /** Enrols one student or many: all of them, or none when one cannot be (field errors). */
    async enrol(
      user: AuthenticatedUser,
      id: number,
      registrationNumbers: string[],
    ): Promise<BatchDetail> {
      const batch = await manageableBatch(user, id);
      const students = await enrolmentChecks(batch, registrationNumbers);
      const now = nowIso();
      try {
        await repository.transaction(async (trx) => {
          const locked = (await repository.lockBatch(id, trx))!;
          const open = await repository.countOpen(id, trx);
          if (open + students.length > locked.capacity)
            throw conflict(M.full, { capacity: locked.capacity, enrolled: open });
          for (const student of students) {
            await repository.insertEnrolment(
              { batch_id: id, student_id: student.id, enrolled_at: now, enrolled_by: user.id },
              trx,
            );
          }
          await audit(
            {
              userId: user.id,
              centreId: batch.centre_id,
              action: 'enrol',
              entity: 'batch',
              entityId: id,
              changes: { students: students.map((s) => s.registration_number) },
            },
            trx,
          );
        });
      } catch (error) {
        // Another request enrolled one of them in a batch at the same moment.
        if (violatesUniqueIndex(error, OPEN_BATCH_ENROLMENT_INDEX, 'batch_enrolments.student_id'))
          throw conflict(M.inAnotherBatch);
        throw error;
      }
      return this.detail(user, id);
    },

    /** Moves a student from this batch to another of the centre; the old enrolment is kept. */
    async move(
      user: AuthenticatedUser,
      id: number,
      registrationNumber: string,
      toBatchId: number,
    ): Promise<BatchDetail> {
      const from = await manageableBatch(user, id);
      if (toBatchId === id) throw invalid('toBatchId', M.sameBatch);
      const to = await repository.find(toBatchId);
      if (!to || to.centre_id !== from.centre_id) throw invalid('toBatchId', M.notFound);
      const [student] = await repository.studentsByNumber([registrationNumber.toUpperCase()]);
      if (!student || student.centre_id !== from.centre_id) throw notFound(M.studentNotFound);
      if (student.open_batch_id !== id) throw conflict(M.notInBatch);
      if (student.archived_at !== null) throw conflict(M.archived);
      if (
        student.course !== to.course ||
        (to.course_option !== null && student.course_option !== to.course_option)
      )
        throw conflict(M.otherCourse);
      const now = nowIso();
      await repository.transaction(async (trx) => {
        const locked = (await repository.lockBatch(toBatchId, trx))!;
        if (!(await repository.closeEnrolment(id, student.id, now, user.id, trx)))
          throw conflict(M.notInBatch);
        if ((await repository.countOpen(toBatchId, trx)) >= locked.capacity)
          throw conflict(M.full, { capacity: locked.capacity });
        await repository.insertEnrolment(
          { batch_id: toBatchId, student_id: student.id, enrolled_at: now, enrolled_by: user.id },
          trx,
        );
        await audit(
          {
            userId: user.id,
            centreId: from.centre_id,
            action: 'move',
            entity: 'batch',
            entityId: id,
            changes: { student: student.registration_number, to: toBatchId },
          },
          trx,
        );
      });
      return this.detail(user, toBatchId);
    },

    /**
     * The week of a centre's batches that have not ended (the institute's date), narrowed to a
     * room or a teacher; head office names the centre.
     */
    async timetable(user: AuthenticatedUser, query: TimetableQuery): Promise<TimetableView> {
      const centreId = user.role === 'head_office' ? query.centreId : user.centreId!;
      if (centreId === undefined || centreId === null) throw invalid('centreId', M.centreRequired);
      if (!canReachCentre(user, centreId)) throw notFound(M.unknownCentre);
      const centre = await repository.centreName(centreId);
      if (!centre) throw notFound(M.unknownCentre);
      const asOf = instituteDate();
      const running = (await repository.list(centreId))
        .map(toItem)
        .filter((batch) => batch.endDate >= asOf);
      const rooms = [...new Set(running.map((batch) => batch.room))].sort();
      const teachers = [
        ...new Map(
          running
            .filter((batch) => batch.teacherUserId !== null)
            .map((batch) => [batch.teacherUserId!, batch.teacherName ?? '']),
        ),
      ]
        .map(([id, name]) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name));
      let batches = running;
      let scope: string | null = null;
      if (query.room) {
        batches = batches.filter((batch) => sameRoom(batch.room, query.room!));
        scope = `Room ${query.room}`;
      } else if (query.teacherUserId) {
        batches = batches.filter((batch) => batch.teacherUserId === query.teacherUserId);
        const name = teachers.find((t) => t.id === query.teacherUserId)?.name;
        scope = `Teacher ${name ?? ''}`.trim();
      }
      return { centreId, centre, scope, asOf, rooms, teachers, batches };
    },

    /** The student's batch now and every batch they were in (staff of the student's centre). */
    async ofStudent(user: AuthenticatedUser, registrationNumber: string): Promise<StudentBatch> {
      const [student] = await repository.studentsByNumber([registrationNumber.toUpperCase()]);
      if (!student || !canReachCentre(user, student.centre_id)) throw notFound(M.studentNotFound);
      const current =
        student.open_batch_id === null ? null : await repository.find(student.open_batch_id);
      const history = await repository.enrolmentsOfStudent(student.id);
      return {
        current: current ? toItem(current) : null,
        history: history.map((h) => ({
          batchId: h.batch_id,
          batchName: h.batch_name,
          enrolledAt: h.enrolled_at,
          leftAt: h.left_at,
        })),
      };
    },
  };
}

export type BatchesService = ReturnType<typeof createBatchesService>;
