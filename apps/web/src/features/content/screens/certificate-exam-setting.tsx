import type {
  CertificateExamKindValue,
  CourseCertificateExam,
} from '@institute/shared/certificate-exam';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { messageOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { showToast } from '../../../lib/toast';
import { useCourseCertificateExam, useSaveCourseCertificateExam } from '../certificate-exam-api';

const CHOICES: { kind: CertificateExamKindValue; label: MessageId }[] = [
  { kind: 'offline', label: 'courses.certificateExam.kind.offline' },
  { kind: 'online', label: 'courses.certificateExam.kind.online' },
  { kind: 'any', label: 'courses.certificateExam.kind.any' },
  { kind: 'offline-exam', label: 'courses.certificateExam.kind.offline-exam.choice' },
  { kind: 'online-exam', label: 'courses.certificateExam.kind.online-exam.choice' },
];

const SELECT = 'mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2';

/**
 * Head office's setting of which exam counts for a course's certificate (decision 0057): a kind
 * (the offline final examination, any online exam, any exam) or one exam of the course.
 */
export function CertificateExamSetting({ code, name }: { code: string; name: string }) {
  const current = useCourseCertificateExam(code);
  const { _ } = useLingui();
  if (current.isPending) return <LoadingMessage />;
  if (current.isError) {
    return (
      <ErrorMessage>
        {messageOf(current.error, _('courses.certificateExam.loadFailed'))}
      </ErrorMessage>
    );
  }
  return (
    <SettingForm
      key={`${current.data.kind}-${current.data.examId}`}
      saved={current.data}
      name={name}
    />
  );
}

function SettingForm({ saved, name }: { saved: CourseCertificateExam; name: string }) {
  const { _ } = useLingui();
  const save = useSaveCourseCertificateExam(saved.courseCode);
  const [kind, setKind] = useState<CertificateExamKindValue>(saved.kind);
  const [examId, setExamId] = useState<string>(saved.examId ? String(saved.examId) : '');
  const [failure, setFailure] = useState<string | null>(null);
  const specific = kind === 'offline-exam' || kind === 'online-exam';
  const exams = saved.exams.filter((exam) => exam.kind === kind);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    save.mutate(
      { kind, examId: specific && examId ? Number(examId) : null },
      {
        onSuccess: () => showToast(_('courses.certificateExam.saved', { name }), 'success'),
        onError: (error) => setFailure(messageOf(error, _('courses.certificateExam.saveFailed'))),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 border-t border-slate-200 pt-4">
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold text-brand-900">
          {_('courses.certificateExam.legend')}
        </legend>
        <FormAlert message={failure} />
        <div>
          <label
            htmlFor="certificate-exam-kind"
            className="block text-sm font-medium text-slate-800"
          >
            {_('courses.certificateExam.label')}
          </label>
          <select
            id="certificate-exam-kind"
            aria-describedby="certificate-exam-hint"
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as CertificateExamKindValue);
              setExamId('');
            }}
            className={SELECT}
          >
            {CHOICES.map((choice) => (
              <option key={choice.kind} value={choice.kind}>
                {_(choice.label, { title: '' })}
              </option>
            ))}
          </select>
          <p id="certificate-exam-hint" className="mt-1 text-sm text-slate-700">
            {_('courses.certificateExam.hint')}
          </p>
        </div>
        {specific && (
          <div>
            <label
              htmlFor="certificate-exam-id"
              className="block text-sm font-medium text-slate-800"
            >
              {_('courses.certificateExam.exam')}
            </label>
            {exams.length === 0 ? (
              <p className="mt-1 text-slate-700">{_('courses.certificateExam.noExams')}</p>
            ) : (
              <select
                id="certificate-exam-id"
                value={examId}
                onChange={(event) => setExamId(event.target.value)}
                className={SELECT}
              >
                <option value="">{_('courses.certificateExam.chooseExam')}</option>
                {exams.map((exam) => (
                  <option key={exam.id} value={exam.id}>
                    {_('courses.certificateExam.examOption', {
                      title: exam.title,
                      centre: exam.centreName,
                      date: formatDate(exam.date, 'short'),
                    })}
                  </option>
                ))}
              </select>
            )}
          </div>
        )}
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {_('courses.certificateExam.save')}
        </Button>
      </fieldset>
    </form>
  );
}
