import { shownName } from '../../../lib/catalogue';
import { courseSubjectsInputSchema } from '@institute/shared/offline-exams';
import { Trans, useLingui } from '@lingui/react';
import { useState } from 'react';
import { SelectField } from '../../../components/form/select-field';
import { useCourses, useSaveSubjects } from '../offline-exams-api';
import { ApiRequestError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { PRIMARY, SECONDARY } from '../../../components/ui/button';
import { serverText } from '../../../i18n/server-texts';

type Row = { name: string; maxMarks: string };

/** Head office: the subjects of each course and their maximum marks. */
export function SubjectsEditor() {
  const courses = useCourses();
  const save = useSaveSubjects();
  const [courseCode, setCourseCode] = useState('');
  const [rows, setRows] = useState<Row[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { _ } = useLingui();

  const choose = (code: string) => {
    setCourseCode(code);
    setErrors({});
    const course = courses.data?.find((candidate) => candidate.code === code);
    setRows(
      (course?.subjects ?? []).map((subject) => ({
        name: subject.name,
        maxMarks: String(subject.maxMarks),
      })),
    );
  };

  const submit = () => {
    const input = {
      subjects: rows.map((row) => ({
        name: row.name,
        maxMarks: row.maxMarks.trim() === '' ? Number.NaN : Number(row.maxMarks),
      })),
    };
    const parsed = courseSubjectsInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      // The shared schema's words, in the page's language.
      for (const issue of parsed.error.issues) {
        found[issue.path.join('.')] ??= serverText(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { courseCode, input: parsed.data },
      {
        onSuccess: () => showToast(_('exams.subjects.saved'), 'success'),
        onError: (error) =>
          showToast(
            error instanceof ApiRequestError && !error.isNetworkError
              ? error.message
              : _('exams.subjects.saveFailed'),
            'error',
          ),
      },
    );
  };

  const setRow = (index: number, change: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));

  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700">{_('exams.subjects.note')}</p>
      <SelectField
        label={_('exams.common.course')}
        placeholder={_('exams.common.chooseCourse')}
        options={(courses.data ?? []).map((course) => ({
          value: course.code,
          label: shownName(course.name),
        }))}
        value={courseCode}
        onChange={(event) => choose(event.target.value)}
      />
      {courseCode && (
        <>
          {errors.subjects && (
            <p role="alert" className="text-sm text-red-700">
              {errors.subjects}
            </p>
          )}
          <ul className="grid gap-3">
            {rows.map((row, index) => (
              <li key={index} className="flex flex-wrap items-start gap-2">
                <label className="grow text-sm font-medium text-slate-800">
                  {_('exams.subjects.subject', { number: index + 1 })}
                  <input
                    value={row.name}
                    onChange={(event) => setRow(index, { name: event.target.value })}
                    aria-invalid={errors[`subjects.${index}.name`] ? true : undefined}
                    className={`mt-1 block min-h-11 w-full rounded-md border border-slate-400 px-3 ${FOCUS_RING}`}
                  />
                  {errors[`subjects.${index}.name`] && (
                    <span className="mt-1 block text-red-700">
                      {errors[`subjects.${index}.name`]}
                    </span>
                  )}
                </label>
                <label className="w-28 text-sm font-medium text-slate-800">
                  {_('exams.subjects.maxMarks')}
                  <input
                    inputMode="numeric"
                    value={row.maxMarks}
                    onChange={(event) => setRow(index, { maxMarks: event.target.value })}
                    aria-invalid={errors[`subjects.${index}.maxMarks`] ? true : undefined}
                    className={`mt-1 block min-h-11 w-full rounded-md border border-slate-400 px-3 ${FOCUS_RING}`}
                  />
                  {errors[`subjects.${index}.maxMarks`] && (
                    <span className="mt-1 block text-red-700">
                      {errors[`subjects.${index}.maxMarks`]}
                    </span>
                  )}
                </label>
                <button
                  type="button"
                  className={`${SECONDARY} mt-6`}
                  onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                >
                  <Trans
                    id="exams.subjects.remove"
                    values={{ number: index + 1 }}
                    components={{ 0: <span className="sr-only" /> }}
                  />
                </button>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={SECONDARY}
              onClick={() => setRows((current) => [...current, { name: '', maxMarks: '100' }])}
            >
              {_('exams.subjects.add')}
            </button>
            <button type="button" className={PRIMARY} onClick={submit} disabled={save.isPending}>
              {save.isPending ? _('exams.common.saving') : _('exams.subjects.save')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
