import { findCourseIn } from '@institute/shared/catalogue';
import {
  DURATION_MAX,
  DURATION_MIN,
  ONLINE_EXAM_MESSAGES,
  type ExamFormInput,
  type ExamItem,
} from '@institute/shared/online-exams';
import { useLingui } from '@lingui/react';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useScheduleExam } from '../online-exams-api';
import { ApiRequestError } from '../../../lib/api-client';
import { courseChoices, useCatalogue } from '../../../lib/catalogue';
import { useCentres } from '../../centres/centres-api';
import { ExamBatchPicker, useExamBatch } from './exam-batch-picker';
import { ExamQuestionPicker } from './exam-question-picker';
import {
  CHECKBOX,
  EXAM_DEFAULTS,
  examResolver,
  Radio,
  type ExamFields,
} from './schedule-exam-parts';

/**
 * Staff schedule an online exam: what, when, and for which students. The later parts depend on
 * the earlier fields: the questions (`exam-question-picker.tsx`) on the course, the batch
 * (`exam-batch-picker.tsx`) on the centre, course, option and admission dates.
 */
export function ScheduleExamForm({
  headOffice,
  onScheduled,
}: {
  headOffice: boolean;
  onScheduled: (exam: ExamItem) => void;
}) {
  const centres = useCentres(headOffice);
  const schedule = useScheduleExam();
  const [formError, setFormError] = useState<string | null>(null);
  const { _ } = useLingui();
  const resolver = useMemo(() => examResolver(headOffice), [headOffice]);
  const form = useForm<ExamFields, unknown, ExamFormInput>({
    resolver,
    shouldFocusError: false,
    defaultValues: EXAM_DEFAULTS,
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = form;
  const [courseCode, kind, startNow] = useWatch({
    control,
    name: ['courseCode', 'kind', 'startNow'],
  });
  // Every course, retired ones too: their students still sit exams.
  const catalogue = useCatalogue().data ?? [];
  const course = findCourseIn(catalogue, courseCode);
  const batch = useExamBatch(control, headOffice);
  // The batch follows the form's values, so it is checked as the form is sent.
  const emptyBatch = batch.ready && batch.chosen.length === 0;

  const onInvalid = () => {
    if (emptyBatch)
      setError('studentIds' as keyof ExamFields, { message: ONLINE_EXAM_MESSAGES.batchEmpty });
    setFormError(_('onlineExams.common.correctFields'));
  };
  const onValid = (values: ExamFormInput) => {
    if (emptyBatch) return onInvalid();
    setFormError(null);
    const studentIds = batch.chosen.map((student) => student.id);
    schedule.mutate(
      { ...values, studentIds },
      {
        onSuccess: onScheduled,
        onError: (error) => {
          if (error instanceof ApiRequestError && !error.isNetworkError && error.status < 500) {
            for (const [field, messages] of Object.entries(error.fieldErrors)) {
              if (messages[0]) setError(field as keyof ExamFields, { message: messages[0] });
            }
            setFormError(error.message);
          } else {
            setFormError(_('onlineExams.schedule.failed'));
          }
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      className="grid gap-4"
    >
      <FormAlert message={formError} />
      {headOffice && (
        <SelectField
          label={_('onlineExams.schedule.centre')}
          placeholder={_('onlineExams.schedule.selectCentre')}
          options={(centres.data ?? []).map((c) => ({
            value: String(c.id),
            label: `${c.name} (${c.code})`,
          }))}
          error={errors.centreId?.message}
          {...register('centreId')}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={_('onlineExams.common.course')}
          placeholder={_('onlineExams.common.selectCourse')}
          options={courseChoices(catalogue)}
          error={errors.courseCode?.message}
          {...register('courseCode', {
            // A new course: the option and questions chosen before belong to another.
            onChange: () => {
              setValue('courseOption', '');
              setValue('questionIds', []);
            },
          })}
        />
        <SelectField
          label={_('onlineExams.schedule.option')}
          placeholder={_('onlineExams.schedule.everyOption')}
          options={(course?.options ?? []).map((o) => ({ value: o.code, label: o.label }))}
          disabled={!course}
          error={errors.courseOption?.message}
          {...register('courseOption')}
        />
      </div>
      <TextField
        label={_('onlineExams.schedule.title')}
        error={errors.title?.message}
        maxLength={200}
        {...register('title')}
      />

      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          {_('onlineExams.common.exam')}
        </legend>
        <div className="flex flex-wrap gap-x-6">
          <Radio value="test" label={_('onlineExams.schedule.kindTest')} {...register('kind')} />
          <Radio value="link" label={_('onlineExams.schedule.kindLink')} {...register('kind')} />
        </div>
      </fieldset>

      {kind === 'link' ? (
        <TextField
          label={_('onlineExams.schedule.examLink')}
          type="url"
          error={errors.examLink?.message}
          hint={_('onlineExams.schedule.examLinkHint')}
          placeholder="https://"
          {...register('examLink')}
        />
      ) : (
        <ExamQuestionPicker form={form} />
      )}

      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="text-sm font-medium text-slate-800">
          {_('onlineExams.schedule.when')}
        </legend>
        <label className="flex min-h-11 items-center gap-2 text-slate-800 sm:col-span-2">
          <input type="checkbox" className={CHECKBOX} {...register('startNow')} />
          {_('onlineExams.schedule.startNow')}
        </label>
        {!startNow && (
          <TextField
            label={_('onlineExams.schedule.startTime')}
            type="datetime-local"
            error={errors.startsAt?.message}
            {...register('startsAt')}
          />
        )}
        <TextField
          label={_('onlineExams.schedule.duration')}
          type="number"
          inputMode="numeric"
          min={DURATION_MIN}
          max={DURATION_MAX}
          error={errors.durationMinutes?.message}
          hint={_('onlineExams.schedule.durationHint', { min: DURATION_MIN, max: DURATION_MAX })}
          {...register('durationMinutes')}
        />
        <TextField
          label={_('onlineExams.schedule.endsAt')}
          type="datetime-local"
          error={errors.endsAt?.message}
          hint={_('onlineExams.schedule.endsAtHint')}
          {...register('endsAt')}
        />
      </fieldset>

      <TextareaField
        label={_('onlineExams.schedule.instructions')}
        rows={3}
        error={errors.instructions?.message}
        maxLength={5000}
        {...register('instructions')}
      />

      <ExamBatchPicker form={form} headOffice={headOffice} {...batch} />

      <SubmitButton busy={schedule.isPending} busyLabel={_('onlineExams.schedule.scheduling')}>
        {_('onlineExams.schedule.submit')}
      </SubmitButton>
    </form>
  );
}
