import { parseMarks, type MarksSheet, type SaveMarksInput } from '@institute/shared/offline-exams';
import { Trans, useLingui } from '@lingui/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { PRIMARY } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { serverText } from '../../../i18n/server-texts';

type Subject = MarksSheet['session']['subjects'][number];

type CellState = { text: string; absent: boolean };
const keyOf = (studentId: number, subjectId: number) => `${studentId}.${subjectId}`;

function initialCells(sheet: MarksSheet): Record<string, CellState> {
  const cells: Record<string, CellState> = {};
  for (const row of sheet.rows) {
    for (const cell of row.cells) {
      cells[keyOf(row.studentId, cell.subjectId)] = {
        text: cell.marks === null ? '' : String(cell.marks),
        absent: cell.absent,
      };
    }
  }
  return cells;
}

/** Client-side checks: the same messages as the server's, keyed `<studentId>.<subjectId>`. */
export function gridErrors(
  sheet: MarksSheet,
  cells: Record<string, CellState>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const row of sheet.rows) {
    const blank: string[] = [];
    let filled = 0;
    for (const subject of sheet.session.subjects) {
      const key = keyOf(row.studentId, subject.id);
      const cell = cells[key] ?? { text: '', absent: false };
      if (cell.absent) {
        filled++;
        continue;
      }
      const { error } = parseMarks(cell.text, subject.name, subject.maxMarks);
      if (error) errors[key] = error;
      if (cell.text.trim() === '') blank.push(key);
      else filled++;
    }
    if (filled > 0 && blank.length > 0) {
      for (const key of blank) {
        const subject = sheet.session.subjects.find(
          (candidate) => keyOf(row.studentId, candidate.id) === key,
        )!;
        errors[key] = `Enter the marks in ${subject.name} or mark the student absent.`;
      }
    }
  }
  return errors;
}

export interface MarksGridProps {
  sheet: MarksSheet;
  saving: boolean;
  /** Field errors from the server, keyed `<studentId>.<subjectId>`. */
  serverErrors: Record<string, string[]>;
  onSave: (input: SaveMarksInput) => void;
}

/**
 * The Add Marks grid: a row per student, a marks input and an Absent box per subject. Enter and
 * Tab move across, arrow keys move between cells, typing A marks the cell absent.
 */
export function MarksGrid({ sheet, saving, serverErrors, onSave }: MarksGridProps) {
  // Why the marks cannot be saved now (the exam is not held yet, or its results are published).
  const closed = sheet.publishing.marksClosedReason;
  const [cells, setCells] = useState(() => initialCells(sheet));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const subjects = sheet.session.subjects;
  const errors = gridErrors(sheet, cells);
  const errorCount = Object.keys(errors).length;
  const { _ } = useLingui();

  const update = (key: string, change: Partial<CellState>) =>
    setCells((current) => ({
      ...current,
      [key]: { ...(current[key] ?? { text: '', absent: false }), ...change },
    }));

  const focusCell = (row: number, column: number) => {
    const student = sheet.rows[row];
    const subject = subjects[column];
    if (!student || !subject) return false;
    const input = inputs.current.get(keyOf(student.studentId, subject.id));
    if (!input) return false;
    input.focus();
    input.select();
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, row: number, column: number) => {
    const key = keyOf(sheet.rows[row]!.studentId, subjects[column]!.id);
    const moves: Record<string, [number, number]> = {
      ArrowUp: [row - 1, column],
      ArrowDown: [row + 1, column],
      ArrowLeft: [row, column - 1],
      ArrowRight: [row, column + 1],
    };
    if (event.key === 'Enter') {
      event.preventDefault();
      const next = column + 1 < subjects.length ? [row, column + 1] : [row + 1, 0];
      focusCell(next[0]!, next[1]!);
    } else if (moves[event.key]) {
      const [nextRow, nextColumn] = moves[event.key]!;
      if (focusCell(nextRow, nextColumn)) event.preventDefault();
    } else if (
      (event.key === 'a' || event.key === 'A') &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    ) {
      event.preventDefault();
      update(key, { absent: !cells[key]?.absent, text: '' });
      setTouched((current) => ({ ...current, [key]: true }));
    }
  };

  const save = () => {
    setSubmitted(true);
    if (errorCount > 0) return;
    onSave({
      students: sheet.rows.map((row) => ({
        studentId: row.studentId,
        cells: subjects.map((subject) => {
          const cell = cells[keyOf(row.studentId, subject.id)] ?? { text: '', absent: false };
          return {
            subjectId: subject.id,
            absent: cell.absent,
            marks: cell.absent || cell.text.trim() === '' ? null : Number(cell.text.trim()),
          };
        }),
      })),
    });
  };

  if (sheet.rows.length === 0) {
    return (
      <p className="rounded-md bg-white p-4 text-slate-700">
        {_('exams.grid.noStudents', {
          course: sheet.session.courseName,
          centre: sheet.session.centreName,
        })}
      </p>
    );
  }

  const maximum = subjects.reduce((sum, subject) => sum + subject.maxMarks, 0);
  type Row = MarksSheet['rows'][number];

  /** One subject's cell of a student: the marks input, its Absent box and its message. */
  const marksCell = (row: Row, rowIndex: number, subject: Subject, column: number) => {
    const key = keyOf(row.studentId, subject.id);
    const cell = cells[key] ?? { text: '', absent: false };
    const shown = submitted || touched[key] ? errors[key] : undefined;
    // The client's checks are the shared English words (server-texts translates them).
    const message = shown ? serverText(shown) : serverErrors[key]?.[0];
    const errorId = `marks-error-${key}`;
    return (
      <>
        <div className="flex items-center gap-2">
          <input
            ref={(element) => {
              if (element) inputs.current.set(key, element);
              else inputs.current.delete(key);
            }}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            aria-label={_('exams.grid.cellLabel', {
              name: row.name,
              subject: subject.name,
              max: subject.maxMarks,
            })}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? errorId : undefined}
            value={cell.absent ? 'AB' : cell.text}
            readOnly={cell.absent || closed !== null}
            onChange={(event) => update(key, { text: event.target.value })}
            onBlur={() => setTouched((current) => ({ ...current, [key]: true }))}
            onKeyDown={(event) => onKeyDown(event, rowIndex, column)}
            className={`min-h-11 w-16 rounded-md border px-2 text-right ${FOCUS_RING} ${
              message ? 'border-red-600' : 'border-slate-400'
            } ${cell.absent ? 'bg-slate-100 text-slate-600' : 'bg-white'}`}
          />
          <label className="flex items-center gap-1 text-xs text-slate-700">
            <input
              type="checkbox"
              checked={cell.absent}
              disabled={closed !== null}
              onChange={(event) => {
                update(key, { absent: event.target.checked, text: '' });
                setTouched((current) => ({ ...current, [key]: true }));
              }}
              className="size-4"
            />
            <Trans
              id="exams.grid.absentOf"
              values={{ name: row.name, subject: subject.name }}
              components={{ 0: <span className="sr-only" /> }}
            />
          </label>
        </div>
        {message && (
          <p id={errorId} className="mt-1 max-w-48 text-xs text-red-700">
            {message}
          </p>
        )}
      </>
    );
  };

  const columns: DataColumn<Row>[] = [
    {
      id: 'student',
      header: _('exams.common.student'),
      rowHeader: true,
      className: 'text-slate-900',
      cell: (row) => (
        <>
          {row.name}
          <span className="block text-xs font-normal text-slate-600">{row.registrationNumber}</span>
        </>
      ),
    },
    ...subjects.map((subject, column): DataColumn<Row> => ({
      id: `subject-${subject.id}`,
      header: _('exams.grid.subjectHeader', { subject: subject.name, max: subject.maxMarks }),
      headerContent: (
        <>
          {subject.name}
          <span className="block text-xs font-normal text-slate-600">
            {_('exams.grid.outOf', { max: subject.maxMarks })}
          </span>
        </>
      ),
      cell: (row, rowIndex) => marksCell(row, rowIndex, subject, column),
    })),
    {
      id: 'total',
      header: _('exams.grid.totalHeader', { max: maximum }),
      headerContent: (
        <>
          {_('exams.grid.total')}
          <span className="block text-xs font-normal text-slate-600">
            {_('exams.grid.outOf', { max: maximum })}
          </span>
        </>
      ),
      className: 'font-semibold text-slate-900',
      cell: (row) =>
        subjects.reduce((sum, subject) => {
          const cell = cells[keyOf(row.studentId, subject.id)];
          const value = cell && !cell.absent ? Number(cell.text) : 0;
          return sum + (Number.isFinite(value) ? value : 0);
        }, 0),
    },
  ];

  return (
    <div>
      <p className="mb-3 text-sm text-slate-700">
        <Trans id="exams.grid.help" components={{ 0: <kbd className="rounded border px-1" /> }} />
      </p>
      <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
        <DataTable
          caption={_('exams.grid.caption', { title: sheet.session.title })}
          columns={columns}
          rows={sheet.rows}
          rowKey={(row) => row.studentId}
        />
      </div>
      {submitted && errorCount > 0 && (
        <p role="alert" className="mt-3 font-medium text-red-700">
          {_('exams.grid.toCorrect', { count: errorCount })}
        </p>
      )}
      {closed === null && (
        <div className="mt-4">
          <button type="button" className={PRIMARY} onClick={save} disabled={saving}>
            {saving ? _('exams.common.saving') : _('exams.grid.save')}
          </button>
        </div>
      )}
    </div>
  );
}
