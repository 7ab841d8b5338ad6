import type { ExamFormInput } from '@institute/shared/online-exams';
import { useLingui } from '@lingui/react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { errorMessage } from '../../../components/form/schema-resolver';
import { TextField } from '../../../components/form/text-field';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { serverText } from '../../../i18n/server-texts';
import { useQuestions } from '../online-exams-api';
import { CHECKBOX, Radio, toggled, type ExamFields } from './schedule-exam-parts';

/** The questions of an online test: the ones chosen from the course's bank, or a number drawn. */
export function ExamQuestionPicker({
  form,
}: {
  form: UseFormReturn<ExamFields, unknown, ExamFormInput>;
}) {
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const [courseCode, selection, questionIds] = useWatch({
    control,
    name: ['courseCode', 'selection', 'questionIds'],
  });
  const questions = useQuestions(courseCode);
  const { _ } = useLingui();
  const choose = (ids: number[]) =>
    setValue('questionIds', ids, { shouldDirty: true, shouldValidate: isSubmitted });

  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium text-slate-800">
        {_('onlineExams.questions.legend')}
      </legend>
      <div className="flex flex-wrap gap-x-6">
        <Radio value="fixed" label={_('onlineExams.questions.fixed')} {...register('selection')} />
        <Radio
          value="random"
          label={_('onlineExams.questions.random')}
          {...register('selection')}
        />
      </div>
      {!courseCode && (
        <p className="text-sm text-slate-600">{_('onlineExams.questions.courseFirst')}</p>
      )}
      {questions.data && questions.data.length === 0 && (
        <p className="text-sm text-red-700">{_('onlineExams.questions.bankEmpty')}</p>
      )}
      {selection === 'random' && (
        <TextField
          label={_('onlineExams.questions.count')}
          type="number"
          inputMode="numeric"
          min={1}
          error={errorMessage(errors, 'questionCount')}
          hint={
            questions.data
              ? _('onlineExams.questions.bankHas', { count: questions.data.length })
              : undefined
          }
          {...register('questionCount')}
        />
      )}
      {selection === 'fixed' && questions.data && questions.data.length > 0 && (
        <div>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span>
              {_('onlineExams.questions.chosen', {
                chosen: questionIds.length,
                total: questions.data.length,
              })}
            </span>
            <button
              type="button"
              className={`rounded text-brand-700 underline ${FOCUS_RING}`}
              onClick={() => choose(questions.data.map((q) => q.id))}
            >
              {_('onlineExams.questions.chooseAll')}
            </button>
          </div>
          <ul className="mt-2 max-h-64 overflow-y-auto rounded-md border border-slate-300 bg-white">
            {questions.data.map((question) => (
              <li key={question.id} className="border-b border-slate-100 last:border-0">
                <label className="flex min-h-11 items-start gap-2 p-2 text-sm">
                  <input
                    type="checkbox"
                    className={`${CHECKBOX} mt-0.5`}
                    checked={questionIds.includes(question.id)}
                    onChange={() => choose(toggled(questionIds, question.id))}
                  />
                  <span>
                    {question.question}{' '}
                    <span className="text-slate-600">
                      ({_('onlineExams.common.marks', { marks: question.marks })})
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {errorMessage(errors, 'questionIds') && (
            <p className="mt-1 text-sm text-red-700">
              {serverText(errorMessage(errors, 'questionIds')!)}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
