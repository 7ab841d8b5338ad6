// The rules of online exams that need no database: status, marking, drawing questions.
import { type ExamStatus, type QuestionItem } from '@institute/shared/online-exams';
import { randomInt } from 'node:crypto';
import { AppError } from '../../lib/errors';
import type { ExamRow, QuestionRow } from './online-exams.repository';

/** One question as an attempt keeps it (the bank may change afterwards). */
export interface SnapshotQuestion {
  id: number;
  question: string;
  options: string[];
  correct: number[];
  marks: number;
}

export const invalid = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, { [field]: [message] });
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const MINUTE = 60_000;
export const MAX_WINDOW_MS = 7 * 24 * 60 * MINUTE;

export function examStatus(exam: ExamRow, now: string): ExamStatus {
  if (exam.cancelled_at) return 'cancelled';
  if (now < exam.starts_at) return 'scheduled';
  return now < exam.ends_at ? 'open' : 'closed';
}

export function toQuestion(
  row: QuestionRow & { used_in_exams?: number | string | null },
): QuestionItem {
  return {
    id: row.id,
    courseCode: row.course_code,
    question: row.question,
    options: JSON.parse(row.options) as string[],
    correct: JSON.parse(row.correct) as number[],
    marks: row.marks,
    usedInExams: Number(row.used_in_exams ?? 0),
  };
}

export const snapshotOf = (row: QuestionRow): SnapshotQuestion => ({
  id: row.id,
  question: row.question,
  options: JSON.parse(row.options) as string[],
  correct: JSON.parse(row.correct) as number[],
  marks: row.marks,
});

/** A multiple-answer question scores only when exactly the correct options are chosen. */
export function markAnswers(
  questions: SnapshotQuestion[],
  answers: Map<number, number[]>,
): { obtained: number; maximum: number } {
  let obtained = 0;
  let maximum = 0;
  for (const question of questions) {
    maximum += question.marks;
    const chosen = [...new Set(answers.get(question.id) ?? [])].sort((a, b) => a - b);
    const right = [...question.correct].sort((a, b) => a - b);
    if (chosen.length === right.length && chosen.every((value, i) => value === right[i])) {
      obtained += question.marks;
    }
  }
  return { obtained, maximum };
}

export function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export function chunks<T>(items: T[], size = 400): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
