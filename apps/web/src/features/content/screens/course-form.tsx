import { Trans, useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  newCourseSchema,
  type EditableCourse,
  type NewCourseInput,
} from '@institute/shared/content/courses';
import { hindiName } from '@institute/shared/hindi-names';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../components/form/server-errors';
import { showToast } from '../../../lib/toast';
import { serverText } from '../../../i18n/server-texts';
import { useCourseAction } from '../courses-api';

type CourseValues = z.output<typeof newCourseSchema>;

/**
 * Add a course (course null) or edit one: code (fixed once saved), name, duration in months and
 * its options (code and name each). An option students chose cannot be removed, and the duration
 * of a course with students cannot change: the form says so before the server does.
 */
export function CourseForm({
  course,
  onDone,
}: {
  course: EditableCourse | null;
  onDone: () => void;
}) {
  const action = useCourseAction();
  const { _ } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const inUse = (course?.studentCount ?? 0) > 0 || course?.inUse === true;
  const usedOptions = new Set(
    course?.options.filter((option) => option.studentCount > 0).map((option) => option.code),
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewCourseInput, unknown, CourseValues>({
    resolver: zodResolver(newCourseSchema),
    defaultValues: {
      code: course?.code ?? '',
      name: course?.name ?? '',
      durationMonths: course?.durationMonths ?? ('' as unknown as number),
      options: course?.options.map(({ code, name }) => ({ code, name })) ?? [],
    },
  });
  const options = useFieldArray({ control, name: 'options' });

  const onValid = ({ code, ...rest }: CourseValues) => {
    setFailure(null);
    action.mutate(
      course
        ? { kind: 'update', course, input: rest }
        : { kind: 'create', input: { code, ...rest } },
      {
        onSuccess: () => {
          showToast(
            course
              ? _('courses.form.saved', { name: rest.name })
              : _('courses.form.added', { name: rest.name }),
            'success',
          );
          onDone();
        },
        onError: (error) => {
          // A field's message shows at its field; the alert says where to look.
          setFailure(
            applyFieldErrors(error, setError) > 0
              ? _('courses.form.correctFields')
              : messageOf(error, _('courses.form.saveFailed')),
          );
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="space-y-4">
      <FormAlert message={failure} />
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <TextField
          label={_('courses.column.code')}
          required
          readOnly={course !== null}
          data-autofocus={course === null ? true : undefined}
          hint={course ? _('courses.form.codeKept') : _('courses.form.codeHint')}
          autoCapitalize="characters"
          error={errors.code?.message}
          {...register('code')}
        />
        {/* The name is data typed in English (lang="en"); its shipped Hindi is said beside it. */}
        <TextField
          label={_('courses.form.name')}
          lang="en"
          hint={
            course && hindiName(course.name)
              ? _('courses.form.nameHindi', { name: hindiName(course.name) })
              : undefined
          }
          required
          data-autofocus={course !== null ? true : undefined}
          error={errors.name?.message}
          {...register('name')}
        />
      </div>
      <TextField
        label={_('courses.form.duration')}
        type="number"
        inputMode="numeric"
        min={1}
        max={60}
        required
        readOnly={inUse}
        hint={inUse ? _('courses.form.durationFixed') : _('courses.form.durationHint')}
        className="max-w-xs"
        error={errors.durationMonths?.message}
        {...register('durationMonths')}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">{_('courses.form.options')}</legend>
        {typeof errors.options?.message === 'string' && (
          <p role="alert" className="text-sm text-red-700">
            {serverText(errors.options.message)}
          </p>
        )}
        <ol className="space-y-3">
          {options.fields.map((row, index) => {
            const used = usedOptions.has(row.code);
            return (
              <li key={row.id} className="grid items-end gap-2 sm:grid-cols-[10rem_1fr_auto]">
                <TextField
                  label={_('courses.form.optionCode', { number: index + 1 })}
                  readOnly={used}
                  autoCapitalize="characters"
                  error={errors.options?.[index]?.code?.message}
                  {...register(`options.${index}.code`)}
                />
                <TextField
                  label={_('courses.form.optionName', { number: index + 1 })}
                  lang="en"
                  error={errors.options?.[index]?.name?.message}
                  {...register(`options.${index}.name`)}
                />
                <Button
                  variant="small"
                  disabled={used}
                  title={used ? _('courses.form.optionUsed') : undefined}
                  onClick={() => options.remove(index)}
                >
                  <Trans
                    id="courses.form.removeOption"
                    values={{ number: index + 1 }}
                    components={{ 0: <span className="sr-only" /> }}
                  />
                </Button>
              </li>
            );
          })}
        </ol>
        <Button variant="secondary" onClick={() => options.append({ code: '', name: '' })}>
          {_('courses.form.addOption')}
        </Button>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          busy={action.isPending}
          busyLabel={_('courses.form.saving')}
          className="sm:w-auto"
        >
          {course ? _('courses.form.save') : _('courses.add')}
        </SubmitButton>
        <Button variant="secondary" onClick={onDone}>
          {_('courses.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
