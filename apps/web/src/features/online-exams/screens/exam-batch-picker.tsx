import type { BatchStudent, ExamFormInput } from '@institute/shared/online-exams';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { errorMessage } from '../../../components/form/schema-resolver';
import { TextField } from '../../../components/form/text-field';
import { useBatch } from '../online-exams-api';
import { serverText } from '../../../i18n/server-texts';
import { CHECKBOX, toggled, type ExamFields } from './schedule-exam-parts';

/**
 * The students of the chosen centre and course (and option, admission dates), and those of them
 * still ticked. The batch loads once the course (and, for head office, the centre) is chosen.
 */
export function useExamBatch(
  control: Control<ExamFields, unknown, ExamFormInput>,
  headOffice: boolean,
) {
  const [centreId, courseCode, courseOption, admittedFrom, admittedTo, excluded] = useWatch({
    control,
    name: ['centreId', 'courseCode', 'courseOption', 'admittedFrom', 'admittedTo', 'excluded'],
  });
  const ready = courseCode !== '' && (!headOffice || centreId !== '');
  const batch = useBatch(
    {
      centreId: headOffice && centreId ? Number(centreId) : undefined,
      courseCode,
      courseOption: courseOption || undefined,
      admittedFrom: admittedFrom || undefined,
      admittedTo: admittedTo || undefined,
    },
    ready,
  );
  const chosen = useMemo(
    () => (batch.data ?? []).filter((student) => !excluded.includes(student.id)),
    [batch.data, excluded],
  );
  return { batch, ready, chosen };
}

/** The Batch section: admission dates, and every student with a tick to leave one out. */
export function ExamBatchPicker({
  form,
  headOffice,
  batch,
  ready,
  chosen,
}: {
  form: UseFormReturn<ExamFields, unknown, ExamFormInput>;
  headOffice: boolean;
} & ReturnType<typeof useExamBatch>) {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;
  const excluded = useWatch({ control, name: 'excluded' });
  const students: BatchStudent[] | undefined = batch.data;
  const { _ } = useLingui();

  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium text-slate-800">
        {_('onlineExams.batch.legend')}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={_('onlineExams.batch.admittedFrom')}
          type="date"
          {...register('admittedFrom')}
        />
        <TextField
          label={_('onlineExams.batch.admittedTo')}
          type="date"
          {...register('admittedTo')}
        />
      </div>
      {!ready && (
        <p className="text-sm text-slate-600">
          {headOffice
            ? _('onlineExams.batch.chooseCentreAndCourse')
            : _('onlineExams.batch.chooseCourse')}
        </p>
      )}
      {batch.isError && (
        <p role="alert" className="text-sm text-red-700">
          {_('onlineExams.batch.loadFailed')}
        </p>
      )}
      {students && (
        <div>
          <p className="text-sm text-slate-800" aria-live="polite">
            {_('onlineExams.batch.inBatch', { chosen: chosen.length, total: students.length })}
          </p>
          {students.length > 0 && (
            <ul className="mt-2 max-h-64 overflow-y-auto rounded-md border border-slate-300 bg-white">
              {students.map((student) => (
                <li key={student.id} className="border-b border-slate-100 last:border-0">
                  <label className="flex min-h-11 items-center gap-2 p-2 text-sm">
                    <input
                      type="checkbox"
                      className={CHECKBOX}
                      checked={!excluded.includes(student.id)}
                      onChange={() =>
                        setValue('excluded', toggled(excluded, student.id), { shouldDirty: true })
                      }
                    />
                    <span className="font-mono">{student.registrationNumber}</span>
                    <span>{student.name}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {errorMessage(errors, 'studentIds') && (
        <p className="text-sm text-red-700">{serverText(errorMessage(errors, 'studentIds')!)}</p>
      )}
    </fieldset>
  );
}
