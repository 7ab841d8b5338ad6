import {
  OPTION_LETTERS,
  questionFormSchema,
  type QuestionFormInput,
  type QuestionItem,
} from '@institute/shared/online-exams';
import { Trans, useLingui } from '@lingui/react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { errorMessage, schemaResolver } from '../../../components/form/schema-resolver';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useSaveQuestion } from '../online-exams-api';
import { ApiRequestError } from '../../../lib/api-client';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { serverText } from '../../../i18n/server-texts';

/** The form's fields as typed: options and ticks by position, marks as text. */
interface QuestionFields {
  question: string;
  options: string[];
  correct: boolean[];
  marks: string;
}

/** Add or edit one multiple-choice question: up to five options, one or more correct. */
export function QuestionForm({
  courseCode,
  question,
  onSaved,
}: {
  courseCode: string;
  question: QuestionItem | null;
  onSaved: (question: QuestionItem) => void;
}) {
  const save = useSaveQuestion(courseCode);
  const [formError, setFormError] = useState<string | null>(null);
  const { _ } = useLingui();
  const resolver = useMemo(
    () =>
      schemaResolver<QuestionFields, QuestionFormInput>(
        questionFormSchema,
        (values): QuestionFormInput => ({
          courseCode,
          question: values.question,
          options: values.options,
          correct: values.correct.flatMap((ticked, i) => (ticked ? [i] : [])),
          marks: values.marks === '' ? 1 : Number(values.marks),
        }),
      ),
    [courseCode],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<QuestionFields, unknown, QuestionFormInput>({
    resolver,
    shouldFocusError: false,
    defaultValues: {
      question: question?.question ?? '',
      options: OPTION_LETTERS.map((_letter, i) => question?.options[i] ?? ''),
      correct: OPTION_LETTERS.map((_letter, i) => question?.correct?.includes(i) ?? false),
      marks: String(question?.marks ?? 1),
    },
  });

  const onValid = (values: QuestionFormInput) => {
    setFormError(null);
    save.mutate(
      { id: question?.id ?? null, values },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (error instanceof ApiRequestError && !error.isNetworkError && error.status < 500) {
            for (const [field, messages] of Object.entries(error.fieldErrors)) {
              if (messages[0]) setError(field as keyof QuestionFields, { message: messages[0] });
            }
            setFormError(error.message);
          } else {
            setFormError(_('onlineExams.question.saveFailed'));
          }
        },
      },
    );
  };
  const onInvalid = () => setFormError(_('onlineExams.common.correctFields'));

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      className="grid gap-4"
    >
      <FormAlert message={formError} />
      <TextareaField
        label={_('onlineExams.question.question')}
        rows={3}
        error={errors.question?.message}
        data-autofocus
        {...register('question')}
      />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-slate-800">
          {_('onlineExams.question.options')}
        </legend>
        {OPTION_LETTERS.map((letter, i) => (
          <div key={letter} className="flex items-end gap-3">
            <TextField
              className="flex-1"
              label={
                i >= 2
                  ? _('onlineExams.question.optionOptional', { letter })
                  : _('onlineExams.question.option', { letter })
              }
              {...register(`options.${i}`)}
            />
            <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className={`size-5 accent-brand-700 ${FOCUS_RING}`}
                {...register(`correct.${i}`)}
              />
              <Trans
                id="onlineExams.question.correct"
                values={{ letter }}
                components={{ 0: <span className="sr-only" /> }}
              />
            </label>
          </div>
        ))}
        {errorMessage(errors, 'options') && (
          <p className="text-sm text-red-700">{serverText(errorMessage(errors, 'options')!)}</p>
        )}
        {errorMessage(errors, 'correct') && (
          <p className="text-sm text-red-700">{serverText(errorMessage(errors, 'correct')!)}</p>
        )}
      </fieldset>
      <TextField
        label={_('onlineExams.question.marks')}
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        error={errors.marks?.message}
        hint={_('onlineExams.question.marksHint')}
        {...register('marks')}
      />
      <SubmitButton busy={save.isPending} busyLabel={_('onlineExams.common.saving')}>
        {_('onlineExams.question.save')}
      </SubmitButton>
    </form>
  );
}
