import { AdmitCardAttendanceWarnings } from '../../attendance/student-attendance-panel';
import type { ExamSession } from '@institute/shared/offline-exams';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SelectField } from '../../../components/form/select-field';
import { Dialog } from '../../../components/ui/dialog';
import {
  admitCardsPdfUrl,
  admitCardsPrintPath,
  useMarks,
  useSaveMarks,
  useSessions,
} from '../offline-exams-api';
import { ApiRequestError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { MarksGrid } from './marks-grid';
import { ResultsPublishing } from './results-publishing';
import { SessionForm } from './session-form';
import { SubjectsEditor } from './subjects-editor';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { formatDate } from '../../../lib/format-date';
import { PageHeading } from '../../../components/ui/page-heading';
import { PRIMARY, SECONDARY, TEXT_LINK } from '../../../components/ui/button';

/** 'Final examination (1-Month Certificate Course, 20 Nov 2026, Patna)' in the page's language. */
export const sessionLabel = (session: ExamSession, i18n: I18n) => {
  const values = {
    title: session.title,
    course: session.courseName,
    date: formatDate(session.examDate),
    centre: session.centreName,
  };
  return session.centreName
    ? i18n._('exams.session.optionWithCentre', values)
    : i18n._('exams.session.option', values);
};

/** Add Marks: choose an exam session, fill in the grid of its students, save in one go. */
export function AddMarksPage() {
  const user = useStaffUser();
  const headOffice = isHeadOffice(user);
  // A teacher enters the marks of their batches' students, nothing else (decision 0069).
  const teacher = user?.role === 'teacher';
  const sessions = useSessions();
  const [params, setParams] = useSearchParams();
  const sessionId = Number(params.get('session')) || null;
  const session = sessions.data?.find((candidate) => candidate.id === sessionId) ?? null;
  const [editing, setEditing] = useState<{ session: ExamSession | null } | null>(null);
  const [subjectsOpen, setSubjectsOpen] = useState(false);
  const { _, i18n } = useLingui();

  const choose = (id: number | null) =>
    setParams(id ? { session: String(id) } : {}, { replace: true });

  return (
    <div className="p-4 sm:p-8">
      <PageHeading
        title={_('exams.common.addMarks')}
        intro={teacher ? _('exams.addMarks.teacherIntro') : _('exams.addMarks.intro')}
        actions={
          teacher ? undefined : (
            <>
              <button
                type="button"
                className={PRIMARY}
                onClick={() => setEditing({ session: null })}
              >
                {_('exams.session.new')}
              </button>
              {headOffice && (
                <button type="button" className={SECONDARY} onClick={() => setSubjectsOpen(true)}>
                  {_('exams.addMarks.subjects')}
                </button>
              )}
              <Link to="/dashboard/ViewMarks" className={SECONDARY}>
                {_('exams.common.viewMarks')}
              </Link>
            </>
          )
        }
      />

      {sessions.isPending && <LoadingMessage />}
      {sessions.isError && <ErrorMessage>{_('exams.session.loadFailed')}</ErrorMessage>}
      {sessions.data && sessions.data.length === 0 && (
        <p className="rounded-md bg-white p-4 text-slate-700">{_('exams.addMarks.none')}</p>
      )}
      {sessions.data && sessions.data.length > 0 && (
        <SelectField
          label={_('exams.session.label')}
          placeholder={_('exams.session.choose')}
          className="max-w-2xl"
          options={sessions.data.map((candidate) => ({
            value: String(candidate.id),
            label: sessionLabel(candidate, i18n),
          }))}
          value={sessionId ? String(sessionId) : ''}
          onChange={(event) => choose(Number(event.target.value) || null)}
        />
      )}

      {session && (
        <section aria-label={_('exams.addMarks.marks')} className="mt-6">
          <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
            <span>
              {[
                session.centreName,
                session.examTime
                  ? _('exams.common.dateAtTime', {
                      date: formatDate(session.examDate),
                      time: session.examTime,
                    })
                  : formatDate(session.examDate),
                session.venue,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
            {!teacher && (
              <>
                <button type="button" className={TEXT_LINK} onClick={() => setEditing({ session })}>
                  {_('exams.addMarks.editSession')}
                </button>
                <Link to={admitCardsPrintPath(session.id)} className={TEXT_LINK}>
                  {_('exams.addMarks.printAdmitCards')}
                </Link>
                <a href={admitCardsPdfUrl(session.id)} className={TEXT_LINK}>
                  {_('exams.addMarks.admitCardsPdf')}
                </a>
              </>
            )}
          </div>
          <SessionMarks session={session} teacher={teacher} />
        </section>
      )}

      <Dialog
        open={editing !== null}
        title={editing?.session ? _('exams.session.edit') : _('exams.session.new')}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <SessionForm
            session={editing.session}
            headOffice={headOffice}
            onSaved={(saved) => {
              setEditing(null);
              choose(saved.id);
              showToast(_('exams.session.saved', { title: saved.title }), 'success');
            }}
          />
        )}
      </Dialog>
      <Dialog
        open={subjectsOpen}
        title={_('exams.addMarks.subjectsTitle')}
        className="max-w-2xl"
        onClose={() => setSubjectsOpen(false)}
      >
        {subjectsOpen && <SubjectsEditor />}
      </Dialog>
    </div>
  );
}

function SessionMarks({ session, teacher }: { session: ExamSession; teacher: boolean }) {
  const marks = useMarks(session.id);
  const save = useSaveMarks(session.id);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const { _ } = useLingui();

  if (marks.isPending) return <LoadingMessage />;
  if (marks.isError) return <ErrorMessage>{_('exams.marks.loadFailed')}</ErrorMessage>;
  return (
    <>
      <AdmitCardAttendanceWarnings students={marks.data.rows} />
      {!teacher && <ResultsPublishing sheet={marks.data} />}
      <MarksGrid
        key={`${session.id}-${marks.dataUpdatedAt}`}
        sheet={marks.data}
        saving={save.isPending}
        serverErrors={serverErrors}
        onSave={(input) =>
          save.mutate(input, {
            onSuccess: () => {
              setServerErrors({});
              showToast(_('exams.marks.saved'), 'success');
            },
            onError: (error) => {
              if (error instanceof ApiRequestError && !error.isNetworkError) {
                setServerErrors(error.fieldErrors);
                showToast(error.message, 'error');
              } else showToast(_('exams.marks.saveFailed'), 'error');
            },
          })
        }
      />
    </>
  );
}
