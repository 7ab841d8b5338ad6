import type { ExamSession } from '@institute/shared/offline-exams';
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
import { SessionForm } from './session-form';
import { SubjectsEditor } from './subjects-editor';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { formatDate } from '../../../lib/format-date';
import { PageHeading } from '../../../components/ui/page-heading';
import { PRIMARY, SECONDARY, TEXT_LINK } from '../../../components/ui/button';

export const sessionLabel = (session: ExamSession) =>
  `${session.title} (${session.courseName}, ${formatDate(session.examDate)}${
    session.centreName ? `, ${session.centreName}` : ''
  })`;

/** Add Marks: choose an exam session, fill in the grid of its students, save in one go. */
export function AddMarksPage() {
  const user = useStaffUser();
  const headOffice = isHeadOffice(user);
  const sessions = useSessions();
  const [params, setParams] = useSearchParams();
  const sessionId = Number(params.get('session')) || null;
  const session = sessions.data?.find((candidate) => candidate.id === sessionId) ?? null;
  const [editing, setEditing] = useState<{ session: ExamSession | null } | null>(null);
  const [subjectsOpen, setSubjectsOpen] = useState(false);

  const choose = (id: number | null) =>
    setParams(id ? { session: String(id) } : {}, { replace: true });

  return (
    <div className="p-4 sm:p-8">
      <PageHeading
        title="Add Marks"
        intro="Offline examination: choose the exam session, enter each student's marks, save."
        actions={
          <>
            <button type="button" className={PRIMARY} onClick={() => setEditing({ session: null })}>
              New exam session
            </button>
            {headOffice && (
              <button type="button" className={SECONDARY} onClick={() => setSubjectsOpen(true)}>
                Subjects
              </button>
            )}
            <Link to="/dashboard/ViewMarks" className={SECONDARY}>
              View Marks
            </Link>
          </>
        }
      />

      {sessions.isPending && <LoadingMessage />}
      {sessions.isError && <ErrorMessage>Could not load the exam sessions.</ErrorMessage>}
      {sessions.data && sessions.data.length === 0 && (
        <p className="rounded-md bg-white p-4 text-slate-700">
          No exam sessions yet. Create one with New exam session.
        </p>
      )}
      {sessions.data && sessions.data.length > 0 && (
        <SelectField
          label="Exam session"
          placeholder="Choose the exam session"
          className="max-w-2xl"
          options={sessions.data.map((candidate) => ({
            value: String(candidate.id),
            label: sessionLabel(candidate),
          }))}
          value={sessionId ? String(sessionId) : ''}
          onChange={(event) => choose(Number(event.target.value) || null)}
        />
      )}

      {session && (
        <section aria-label="Marks" className="mt-6">
          <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
            <span>
              {session.centreName} · {formatDate(session.examDate)}
              {session.examTime ? ` at ${session.examTime}` : ''}
              {session.venue ? ` · ${session.venue}` : ''}
            </span>
            <button type="button" className={TEXT_LINK} onClick={() => setEditing({ session })}>
              Edit session
            </button>
            <Link to={admitCardsPrintPath(session.id)} className={TEXT_LINK}>
              Print admit cards
            </Link>
            <a href={admitCardsPdfUrl(session.id)} className={TEXT_LINK}>
              Admit cards (PDF)
            </a>
          </div>
          <SessionMarks session={session} />
        </section>
      )}

      <Dialog
        open={editing !== null}
        title={editing?.session ? 'Edit exam session' : 'New exam session'}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <SessionForm
            session={editing.session}
            headOffice={headOffice}
            onSaved={(saved) => {
              setEditing(null);
              choose(saved.id);
              showToast(`${saved.title}: exam session saved.`, 'success');
            }}
          />
        )}
      </Dialog>
      <Dialog
        open={subjectsOpen}
        title="Subjects of each course"
        className="max-w-2xl"
        onClose={() => setSubjectsOpen(false)}
      >
        {subjectsOpen && <SubjectsEditor />}
      </Dialog>
    </div>
  );
}

function SessionMarks({ session }: { session: ExamSession }) {
  const marks = useMarks(session.id);
  const save = useSaveMarks(session.id);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});

  if (marks.isPending) return <LoadingMessage />;
  if (marks.isError) return <ErrorMessage>Could not load the marks of this session.</ErrorMessage>;
  return (
    <MarksGrid
      key={`${session.id}-${marks.dataUpdatedAt}`}
      sheet={marks.data}
      saving={save.isPending}
      serverErrors={serverErrors}
      onSave={(input) =>
        save.mutate(input, {
          onSuccess: () => {
            setServerErrors({});
            showToast('Marks saved.', 'success');
          },
          onError: (error) => {
            if (error instanceof ApiRequestError && !error.isNetworkError) {
              setServerErrors(error.fieldErrors);
              showToast(error.message, 'error');
            } else showToast('Could not save the marks. Please try again.', 'error');
          },
        })
      }
    />
  );
}
