import type { ExamFormInput } from '@institute/shared/online-exams';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { errorMessage } from '../../../components/form/schema-resolver';
import { TextField } from '../../../components/form/text-field';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
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
  const choose = (ids: number[]) =>
    setValue('questionIds', ids, { shouldDirty: true, shouldValidate: isSubmitted });

  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium text-slate-800">Questions</legend>
      <div className="flex flex-wrap gap-x-6">
        <Radio value="fixed" label="The questions I choose" {...register('selection')} />
        <Radio
          value="random"
          label="Questions drawn at random for each student"
          {...register('selection')}
        />
      </div>
      {!courseCode && <p className="text-sm text-slate-600">Choose a course first.</p>}
      {questions.data && questions.data.length === 0 && (
        <p className="text-sm text-red-700">
          The question bank of this course is empty: head office adds questions under Question bank.
        </p>
      )}
      {selection === 'random' && (
        <TextField
          label="Number of questions"
          type="number"
          inputMode="numeric"
          min={1}
          error={errorMessage(errors, 'questionCount')}
          hint={
            questions.data
              ? `The bank has ${questions.data.length} ${questions.data.length === 1 ? 'question' : 'questions'}.`
              : undefined
          }
          {...register('questionCount')}
        />
      )}
      {selection === 'fixed' && questions.data && questions.data.length > 0 && (
        <div>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span>
              {questionIds.length} of {questions.data.length} chosen
            </span>
            <button
              type="button"
              className={`rounded text-brand-700 underline ${FOCUS_RING}`}
              onClick={() => choose(questions.data.map((q) => q.id))}
            >
              Choose all
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
                      ({question.marks} mark{question.marks === 1 ? '' : 's'})
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {errorMessage(errors, 'questionIds') && (
            <p className="mt-1 text-sm text-red-700">{errorMessage(errors, 'questionIds')}</p>
          )}
        </div>
      )}
    </fieldset>
  );
}
