import { studentListQuerySchema } from '@institute/shared/student';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import {
  marksheetPdfUrl,
  marksheetPrintPath,
  useMarks,
  useSessions,
  useStudentMarksheets,
  useStudentSearch,
} from '../offline-exams-api';
import { ApiRequestError } from '../../../lib/api-client';
import { sessionLabel } from './add-marks-page';
import { MarksheetView } from './marksheet-view';
import { ResultsTable } from './results-table';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { PageHeading } from '../../../components/ui/page-heading';
import { PRIMARY, SECONDARY, TEXT_LINK } from '../../../components/ui/button';

/** View Marks: results by exam session, or every marksheet of one student. */
export function ViewMarksPage() {
  const [params, setParams] = useSearchParams();
  const view = params.get('student') !== null ? 'student' : 'exam';
  const { _ } = useLingui();
  return (
    <div className="p-4 sm:p-8">
      <PageHeading
        title={_('exams.common.viewMarks')}
        intro={_('exams.viewMarks.intro')}
        actions={
          <>
            <Link to="/dashboard/AddOffline" className={SECONDARY}>
              {_('exams.common.addMarks')}
            </Link>
            <Link to="/dashboard/GradingScale" className={SECONDARY}>
              {_('exams.common.gradingScale')}
            </Link>
          </>
        }
      />
      <div role="group" aria-label={_('exams.viewMarks.by')} className="mb-4 flex gap-2">
        <button
          type="button"
          aria-pressed={view === 'exam'}
          className={view === 'exam' ? PRIMARY : SECONDARY}
          onClick={() => setParams({}, { replace: true })}
        >
          {_('exams.viewMarks.byExam')}
        </button>
        <button
          type="button"
          aria-pressed={view === 'student'}
          className={view === 'student' ? PRIMARY : SECONDARY}
          onClick={() => setParams({ student: '' }, { replace: true })}
        >
          {_('exams.viewMarks.byStudent')}
        </button>
      </div>
      {view === 'exam' ? <ByExam /> : <ByStudent />}
    </div>
  );
}

function ByExam() {
  const sessions = useSessions();
  const [params, setParams] = useSearchParams();
  const sessionId = Number(params.get('session')) || null;
  const marks = useMarks(sessionId);
  const { _, i18n } = useLingui();
  if (sessions.isPending) return <LoadingMessage />;
  if (sessions.isError) return <ErrorMessage>{_('exams.session.loadFailed')}</ErrorMessage>;
  return (
    <div className="grid gap-4">
      <SelectField
        label={_('exams.session.label')}
        placeholder={_('exams.session.choose')}
        className="max-w-2xl"
        options={sessions.data.map((session) => ({
          value: String(session.id),
          label: _('exams.viewMarks.sessionOption', {
            session: sessionLabel(session, i18n),
            marked: session.markedStudents,
          }),
        }))}
        value={sessionId ? String(sessionId) : ''}
        onChange={(event) =>
          setParams(event.target.value ? { session: event.target.value } : {}, { replace: true })
        }
      />
      {sessionId && marks.isPending && <LoadingMessage />}
      {marks.isError && <ErrorMessage>{_('exams.marks.loadFailed')}</ErrorMessage>}
      {marks.data && marks.data.session.results.status !== 'published' && (
        <p role="status" className="mb-3 rounded bg-amber-50 p-2 text-amber-900">
          {_('exams.results.draft')}
        </p>
      )}
      {marks.data && <ResultsTable sheet={marks.data} />}
    </div>
  );
}

interface FindFields {
  q: string;
}

/** The search as the student list reads it (`q` of studentListQuerySchema): trimmed, at most 100. */
const findResolver = schemaResolver(
  studentListQuerySchema.pick({ q: true }),
  (values: FindFields) => values,
);

function ByStudent() {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('student') || null;
  const [typed, setTyped] = useState('');
  const matches = useStudentSearch(typed);
  const marksheets = useStudentMarksheets(chosen);
  const { _ } = useLingui();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<FindFields, unknown, { q?: string | undefined }>({
    resolver: findResolver,
    defaultValues: { q: chosen ?? '' },
  });

  const onValid = ({ q: value = '' }: { q?: string | undefined }) => {
    if (/^RV\d/i.test(value)) setParams({ student: value.toUpperCase() }, { replace: true });
    else setTyped(value);
  };

  return (
    <div className="grid gap-4">
      <form
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        noValidate
        className="flex max-w-2xl flex-wrap items-end gap-2"
      >
        <TextField
          label={_('exams.viewMarks.find')}
          className="grow"
          placeholder={_('exams.viewMarks.findPlaceholder')}
          maxLength={100}
          error={errors.q?.message}
          defaultValue={chosen ?? ''}
          {...register('q')}
        />
        <button type="submit" className={PRIMARY}>
          {_('exams.viewMarks.findButton')}
        </button>
      </form>
      {typed && matches.data && (
        <ul aria-label={_('exams.viewMarks.matches')} className="grid gap-1">
          {matches.data.length === 0 && (
            <li className="text-slate-700">{_('exams.viewMarks.noMatch')}</li>
          )}
          {matches.data.map((student) => (
            <li key={student.registrationNumber}>
              <button
                type="button"
                className={TEXT_LINK}
                onClick={() => {
                  setTyped('');
                  setValue('q', student.registrationNumber);
                  setParams({ student: student.registrationNumber }, { replace: true });
                }}
              >
                {student.firstname} {student.lastname} ({student.registrationNumber},{' '}
                {student.courseName})
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen && marksheets.isPending && <LoadingMessage />}
      {marksheets.isError && (
        <ErrorMessage>
          {marksheets.error instanceof ApiRequestError && marksheets.error.status < 500
            ? marksheets.error.message
            : _('exams.viewMarks.studentFailed')}
        </ErrorMessage>
      )}
      {marksheets.data && marksheets.data.marksheets.length === 0 && (
        <p className="rounded-md bg-white p-4 text-slate-700">
          {_('exams.viewMarks.noMarks', { name: marksheets.data.student.name })}
        </p>
      )}
      {marksheets.data?.marksheets.map((sheet) => (
        <section key={sheet.session.id} aria-label={sheet.session.title} className="grid gap-2">
          <MarksheetView sheet={sheet} />
          <div className="flex flex-wrap gap-2">
            <Link
              to={marksheetPrintPath(sheet.session.id, sheet.student.registrationNumber)}
              className={SECONDARY}
            >
              {_('exams.common.printMarksheet')}
            </Link>
            <a
              href={marksheetPdfUrl(sheet.session.id, sheet.student.registrationNumber)}
              className={SECONDARY}
            >
              {_('exams.common.downloadPdf')}
            </a>
          </div>
        </section>
      ))}
    </div>
  );
}
