import {
  OPTION_LETTERS,
  QUESTION_CSV_HEADER,
  questionFormSchema,
  type AppearedRow,
  type QuestionForm,
} from '@institute/shared/online-exams';
import { formatPercentage } from '@institute/shared/grading';
import { csvLine, readCsvImport } from '../../lib/csv';

export const MAX_QUESTION_ROWS = 2000;

/** The template: the columns and two examples (one answer; several answers). */
export function questionTemplate(): string {
  return (
    '\uFEFF' +
    csvLine([...QUESTION_CSV_HEADER]) +
    csvLine([
      'Which key saves a document in MS Word?',
      'Ctrl+S',
      'Ctrl+P',
      'Ctrl+V',
      'Ctrl+X',
      '',
      'A',
      '1',
    ]) +
    csvLine([
      'Which of these are input devices?',
      'Keyboard',
      'Monitor',
      'Mouse',
      'Printer',
      '',
      'A;C',
      '2',
    ])
  );
}

/** Reads a question bank CSV: the valid questions, and the errors of the others by row. */
export function parseQuestionCsv(
  data: Buffer,
  courseCode: string,
): { valid: QuestionForm[]; errors: { row: number; messages: string[] }[] } {
  const { header, rows } = readCsvImport(data, {
    missingColumns: (header) => {
      const names = header.map((name) => name.trim().toLowerCase());
      return ['question', 'option_a', 'option_b', 'correct'].filter((c) => !names.includes(c));
    },
    maxRows: MAX_QUESTION_ROWS,
    tooManyRows: `At most ${MAX_QUESTION_ROWS} questions can be imported at once.`,
  });
  const columns = header.map((name) => name.trim().toLowerCase());
  const cell = (cells: string[], name: string) => {
    const index = columns.indexOf(name);
    return index < 0 ? '' : (cells[index] ?? '').trim();
  };
  const valid: QuestionForm[] = [];
  const errors: { row: number; messages: string[] }[] = [];
  rows.forEach((cells, index) => {
    const row = index + 2; // the header is row 1
    const messages: string[] = [];
    const letters = cell(cells, 'correct')
      .toUpperCase()
      .split(/[;,\s]+/)
      .filter(Boolean);
    const correct = letters.map((letter) => OPTION_LETTERS.indexOf(letter as 'A'));
    if (letters.length === 0)
      messages.push('correct: give the letter of the correct option, e.g. A or A;C');
    else if (correct.some((i) => i < 0))
      messages.push('correct: use the letters A to E, e.g. A or A;C');
    const marksText = cell(cells, 'marks');
    const parsed = questionFormSchema.safeParse({
      courseCode,
      question: cell(cells, 'question'),
      options: OPTION_LETTERS.map((letter) => cell(cells, `option_${letter.toLowerCase()}`)),
      correct: correct.filter((i) => i >= 0),
      marks: marksText === '' ? 1 : marksText,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'correct' && messages.length > 0) continue;
        const field = issue.path[0] === 'options' ? 'options' : String(issue.path[0] ?? '');
        messages.push(`${field}: ${issue.message}`);
      }
    }
    if (messages.length > 0 || !parsed.success) errors.push({ row, messages });
    else valid.push(parsed.data);
  });
  return { valid, errors };
}

export const APPEARED_HEADER = [
  'Registration Number',
  'Name',
  'Appeared',
  'Started At',
  'Submitted At',
  'Submitted By',
  'Marks',
  'Maximum Marks',
  'Percentage',
  'Grade',
];

export function appearedLine(row: AppearedRow): string {
  return csvLine([
    row.registrationNumber,
    row.name,
    row.appeared ? 'Yes' : 'No',
    row.startedAt,
    row.submittedAt,
    row.submittedBy === 'server'
      ? 'Automatically at the deadline'
      : row.submittedBy === 'student'
        ? 'Student'
        : '',
    row.obtainedMarks,
    row.maximumMarks,
    row.percentageBp === null ? '' : formatPercentage(row.percentageBp),
    row.grade,
  ]);
}
