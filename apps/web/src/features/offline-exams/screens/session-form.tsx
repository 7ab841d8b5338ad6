import { shownName } from '../../../lib/catalogue';
import {
  examSessionInputSchema,
  type ExamSession,
  type ExamSessionInput,
} from '@institute/shared/offline-exams';
import { useLingui } from '@lingui/react';
import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { SelectField } from '../../../components/form/select-field';
import { instituteDate } from '@institute/shared/institute-time';
import { TextField } from '../../../components/form/text-field';
import { useCentreOptions, useCourses, useSaveSession } from '../offline-exams-api';
import { ApiRequestError } from '../../../lib/api-client';
import { PRIMARY } from '../../../components/ui/button';

interface SessionFormProps {
  session: ExamSession | null;
  headOffice: boolean;
  onSaved: (session: ExamSession) => void;
}

type Values = {
  title: string;
  courseCode: string;
  examDate: string;
  examTime: string;
  venue: string;
  centreId: string;
};

/** Creates or edits an exam session: title, course, date, time and venue (and centre). */
export function SessionForm({ session, headOffice, onSaved }: SessionFormProps) {
  const courses = useCourses();
  const centres = useCentreOptions(headOffice);
  const save = useSaveSession();
  const [formError, setFormError] = useState<string | null>(null);
  const { _ } = useLingui();
  const choosesCentre = headOffice && !session;
  const resolver = useMemo(() => {
    const toInput = (values: Values): ExamSessionInput => ({
      title: values.title,
      // The course of a saved session cannot change (its field is disabled).
      courseCode: session?.courseCode ?? values.courseCode,
      examDate: values.examDate,
      examTime: values.examTime || null,
      venue: values.venue || null,
      ...(choosesCentre && values.centreId ? { centreId: Number(values.centreId) } : {}),
    });
    const schemaCheck = schemaResolver<Values, ExamSessionInput>(examSessionInputSchema, toInput);
    const resolve: Resolver<Values, unknown, ExamSessionInput> = async (
      values,
      context,
      options,
    ) => {
      const result = await schemaCheck(values, context, options);
      if (!choosesCentre || values.centreId) return result;
      return {
        values: {},
        errors: {
          ...result.errors,
          centreId: { type: 'required', message: 'Choose the centre.' },
        },
      };
    };
    return resolve;
  }, [session, choosesCentre]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, ExamSessionInput>({
    resolver,
    shouldFocusError: false,
    defaultValues: {
      title: session?.title ?? '',
      courseCode: session?.courseCode ?? '',
      examDate: session?.examDate ?? '',
      examTime: session?.examTime ?? '',
      venue: session?.venue ?? '',
      centreId: session ? String(session.centreId) : '',
    },
  });

  const onValid = (input: ExamSessionInput) => {
    setFormError(null);
    save.mutate(
      { id: session?.id ?? null, values: input },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (error instanceof ApiRequestError && !error.isNetworkError) {
            for (const [field, messages] of Object.entries(error.fieldErrors)) {
              if (messages[0]) setError(field as keyof Values, { message: messages[0] });
            }
            setFormError(error.message);
          } else setFormError(_('exams.session.saveFailed'));
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, () => setFormError(null))(event)}
      className="grid gap-4"
    >
      {formError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 font-medium text-red-800">
          {formError}
        </p>
      )}
      <TextField
        label={_('exams.session.title')}
        data-autofocus
        placeholder={_('exams.session.titlePlaceholder')}
        error={errors.title?.message}
        {...register('title')}
      />
      {headOffice && !session && (
        <SelectField
          label={_('exams.common.centre')}
          placeholder={_('exams.session.chooseCentre')}
          options={(centres.data ?? []).map((centre) => ({
            value: String(centre.id),
            label: `${centre.name} (${centre.code})`,
          }))}
          error={errors.centreId?.message}
          {...register('centreId')}
        />
      )}
      <SelectField
        label={_('exams.common.course')}
        placeholder={_('exams.common.chooseCourse')}
        disabled={!!session}
        options={(courses.data ?? []).map((course) => ({
          value: course.code,
          label: shownName(course.name),
        }))}
        error={errors.courseCode?.message}
        {...register('courseCode')}
        hint={session ? _('exams.session.courseFixed') : undefined}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={_('exams.session.examDate')}
          type="date"
          error={errors.examDate?.message}
          // Marks are entered after the exam (decision 0056): a session with marks stays dated
          // today or earlier; once its results are published, its date is fixed.
          max={session && session.markedStudents > 0 ? instituteDate() : undefined}
          readOnly={session?.results.status === 'published'}
          hint={
            session?.results.status === 'published'
              ? _('exams.session.datePublished')
              : session && session.markedStudents > 0
                ? _('exams.session.dateWithMarks')
                : undefined
          }
          {...register('examDate')}
        />
        <TextField
          label={_('exams.session.time')}
          type="time"
          error={errors.examTime?.message}
          {...register('examTime')}
        />
      </div>
      <TextField
        label={_('exams.session.venue')}
        placeholder={_('exams.session.venuePlaceholder')}
        error={errors.venue?.message}
        {...register('venue')}
      />
      <div>
        <button type="submit" className={PRIMARY} disabled={save.isPending}>
          {save.isPending
            ? _('exams.common.saving')
            : session
              ? _('exams.session.saveChanges')
              : _('exams.session.create')}
        </button>
      </div>
    </form>
  );
}
