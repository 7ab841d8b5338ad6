import { randomInt } from 'node:crypto';
import { ERROR_CODES } from '@institute/shared/api-error';
import { addMonths } from '@institute/shared/course-period';
import { hindiName } from '@institute/shared/hindi-names';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import { AppError, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { instituteDate, nowIso } from '../../lib/time';
import type { BatchesService } from '../batches/batches.service';
import type { IdCard } from './id-cards.pdf';
import { imageForPdf } from '../../lib/pdf-images';

// Student identity cards (issue 38 point 5, decision 0081): what a card prints, who may print it,
// and the public check its QR code leads to.

/** The code a card's QR code carries: 12 characters without look-alikes (60 bits). */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 12;
const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
    '',
  );

export const ID_CARD_MESSAGES = {
  noStudent: (registrationNumber: string) =>
    `No student has the registration number ${registrationNumber}.`,
  centreRequired: 'Choose the centre whose students get the cards.',
  unknownCourse: 'No course has this code.',
  noStudents: 'No student of this course at this centre has a card to print.',
  noBatchStudents: 'This batch has no students.',
} as const;

/** The public answer, in the language asked (English or Hindi). */
const VERIFY_TEXT = {
  en: {
    valid: 'This identity card is genuine and valid.',
    expired: 'This identity card is genuine but its validity has ended.',
    withdrawn: 'This identity card is no longer valid: the student has left the institute.',
    notFound: 'No identity card matches this link. Check the code printed on the card.',
  },
  hi: {
    valid: 'यह पहचान पत्र असली और वैध है।',
    expired: 'यह पहचान पत्र असली है, पर इसकी वैधता समाप्त हो चुकी है।',
    withdrawn: 'यह पहचान पत्र अब वैध नहीं है: छात्र संस्थान छोड़ चुका है।',
    notFound: 'इस लिंक से कोई पहचान पत्र नहीं मिला। कार्ड पर छपा कोड जाँचें।',
  },
} as const;

export type VerifyLanguage = keyof typeof VERIFY_TEXT;

export interface IdCardVerification {
  status: 'valid' | 'expired' | 'withdrawn';
  message: string;
  name: string;
  registrationNumber: string;
  course: string;
  batch: string | null;
  centre: string;
  centreCode: string;
  validUntil: string;
}

const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { [field]: [message] });

export function createIdCardsService(deps: {
  db: Kysely<DB>;
  storage: FileStorage;
  batches: BatchesService;
}) {
  const { db, storage, batches } = deps;

  /** The students with what a card prints, their open batch (if any) and their course. */
  function studentQuery() {
    return db
      .selectFrom('students')
      .innerJoin('centres', 'centres.id', 'students.centre_id')
      .innerJoin('courses', 'courses.code', 'students.course')
      .leftJoin('batch_enrolments', (join) =>
        join
          .onRef('batch_enrolments.student_id', '=', 'students.id')
          .on('batch_enrolments.left_at', 'is', null),
      )
      .leftJoin('batches', 'batches.id', 'batch_enrolments.batch_id')
      .select([
        'students.id',
        'students.registration_number',
        'students.firstname',
        'students.lastname',
        'students.user_id',
        'students.centre_id',
        'students.admission_date',
        'students.photo_file_id',
        'students.archived_at',
        'centres.name as centre_name',
        'centres.code as centre_code',
        'courses.name as course_name',
        'courses.duration_months',
        'batches.name as batch_name',
        'batches.end_date as batch_end',
      ]);
  }
  type StudentCardRow = Awaited<ReturnType<ReturnType<typeof studentQuery>['execute']>>[number];

  /** Valid until the end of the student's open batch, else admission + the course's duration. */
  const validUntil = (row: StudentCardRow) =>
    row.batch_end ?? addMonths(row.admission_date, row.duration_months);

  /** The card's code: made once per student (the primary key settles two prints at once). */
  async function codesOf(studentIds: number[]): Promise<Map<number, string>> {
    const codes = new Map<number, string>();
    if (studentIds.length === 0) return codes;
    const existing = await db
      .selectFrom('id_cards')
      .select(['student_id', 'code'])
      .where('student_id', 'in', studentIds)
      .execute();
    for (const row of existing) codes.set(row.student_id, row.code);
    const missing = studentIds.filter((id) => !codes.has(id));
    if (missing.length > 0) {
      const createdAt = nowIso();
      await db
        .insertInto('id_cards')
        .values(missing.map((id) => ({ student_id: id, code: newCode(), created_at: createdAt })))
        .onConflict((conflict) => conflict.column('student_id').doNothing())
        .execute();
      const made = await db
        .selectFrom('id_cards')
        .select(['student_id', 'code'])
        .where('student_id', 'in', missing)
        .execute();
      for (const row of made) codes.set(row.student_id, row.code);
    }
    return codes;
  }

  async function photoForPdf(fileId: number | null): Promise<Uint8Array | null> {
    if (fileId === null) return null;
    const file = await db
      .selectFrom('files')
      .select('storage_key')
      .where('id', '=', fileId)
      .executeTakeFirst();
    const bytes = file ? await storage.read(file.storage_key).catch(() => null) : null;
    return imageForPdf(bytes, { width: 240, height: 300 });
  }

  async function cardsOf(rows: StudentCardRow[]): Promise<IdCard[]> {
    const codes = await codesOf(rows.map((row) => row.id));
    const cards: IdCard[] = [];
    for (const row of rows) {
      cards.push({
        registrationNumber: row.registration_number,
        name: `${row.firstname} ${row.lastname}`.trim(),
        course: row.course_name,
        batch: row.batch_name,
        centre: row.centre_name,
        centreCode: row.centre_code,
        validUntil: validUntil(row),
        code: codes.get(row.id)!,
        photo: await photoForPdf(row.photo_file_id),
      });
    }
    return cards;
  }

  return {
    /** One student's card: staff of the student's centre, head office, or the student. */
    async single(user: AuthenticatedUser, registrationNumber: string): Promise<IdCard> {
      const row = await studentQuery()
        .where('students.registration_number', '=', registrationNumber)
        .executeTakeFirst();
      if (user.role === 'student') {
        if (!row || row.user_id !== user.id) throw forbidden();
      } else if (!row || !canReachCentre(user, row.centre_id)) {
        // Another centre's student: the answer to a number nobody has (issue 32).
        throw notFound(ID_CARD_MESSAGES.noStudent(registrationNumber));
      }
      return (await cardsOf([row]))[0]!;
    },

    /** The cards of a batch's students (its teacher too): as the batch page lists them. */
    async ofBatch(user: AuthenticatedUser, batchId: number): Promise<IdCard[]> {
      const batch = await batches.detail(user, batchId);
      const numbers = batch.students.map((student) => student.registrationNumber);
      if (numbers.length === 0) throw notFound(ID_CARD_MESSAGES.noBatchStudents);
      const rows = await studentQuery()
        .where('students.registration_number', 'in', numbers)
        .orderBy('students.firstname')
        .orderBy('students.lastname')
        .orderBy('students.registration_number')
        .execute();
      return cardsOf(rows);
    },

    /** The cards of a course's students at a centre (not archived), by name. */
    async ofCourse(
      user: AuthenticatedUser,
      course: string,
      centreId: number | undefined,
    ): Promise<IdCard[]> {
      const centre = user.role === 'head_office' ? centreId : (centreId ?? user.centreId!);
      if (centre === undefined) throw invalid('centreId', ID_CARD_MESSAGES.centreRequired);
      if (!canReachCentre(user, centre)) throw forbidden();
      const known = await db
        .selectFrom('courses')
        .select('code')
        .where('code', '=', course)
        .executeTakeFirst();
      if (!known) throw notFound(ID_CARD_MESSAGES.unknownCourse);
      const rows = await studentQuery()
        .where('students.course', '=', course)
        .where('students.centre_id', '=', centre)
        .where('students.archived_at', 'is', null)
        .orderBy('students.firstname')
        .orderBy('students.lastname')
        .orderBy('students.registration_number')
        .execute();
      if (rows.length === 0) throw notFound(ID_CARD_MESSAGES.noStudents);
      return cardsOf(rows);
    },

    /**
     * The public check a card's QR code leads to: by registration number and the card's code
     * together (either wrong: not found, the same answer). Name, number, course, batch, centre
     * and validity; never the student's contact, address or Aadhaar.
     */
    async verify(
      registrationNumber: string,
      code: string,
      lang: VerifyLanguage,
    ): Promise<IdCardVerification> {
      const text = VERIFY_TEXT[lang];
      const row = await studentQuery()
        .innerJoin('id_cards', 'id_cards.student_id', 'students.id')
        .where('students.registration_number', '=', registrationNumber.trim().toUpperCase())
        .where('id_cards.code', '=', code.trim().toUpperCase())
        .executeTakeFirst();
      if (!row) throw notFound(text.notFound);
      const until = validUntil(row);
      const status =
        row.archived_at !== null ? 'withdrawn' : until < instituteDate() ? 'expired' : 'valid';
      return {
        status,
        message: text[status],
        name: `${row.firstname} ${row.lastname}`.trim(),
        registrationNumber: row.registration_number,
        course: lang === 'hi' ? (hindiName(row.course_name) ?? row.course_name) : row.course_name,
        batch: row.batch_name,
        centre: row.centre_name,
        centreCode: row.centre_code,
        validUntil: until,
      };
    },
  };
}

export type IdCardsService = ReturnType<typeof createIdCardsService>;
