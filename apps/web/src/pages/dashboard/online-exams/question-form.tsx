import {
  OPTION_LETTERS,
  questionFormSchema,
  type QuestionFormInput,
  type QuestionItem,
} from '@institute/shared/online-exams';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { FOCUS_RING, TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useSaveQuestion } from '../../../features/online-exams/online-exams-api';
import { ApiRequestError } from '../../../lib/api-client';

type Errors = Record<string, string | undefined>;

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
  const [text, setText] = useState(question?.question ?? '');
  const [options, setOptions] = useState<string[]>(
    OPTION_LETTERS.map((_letter, i) => question?.options[i] ?? ''),
  );
  const [correct, setCorrect] = useState<Set<number>>(new Set(question?.correct ?? []));
  const [marks, setMarks] = useState(String(question?.marks ?? 1));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values: QuestionFormInput = {
      courseCode,
      question: text,
      options,
      correct: [...correct],
      marks: marks === '' ? 1 : Number(marks),
    };
    const checked = questionFormSchema.safeParse(values);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      setFormError('Please correct the highlighted fields.');
      return;
    }
    setErrors({});
    setFormError(null);
    save.mutate(
      { id: question?.id ?? null, values },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (error instanceof ApiRequestError && !error.isNetworkError && error.status < 500) {
            setErrors(
              Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v[0]])),
            );
            setFormError(error.message);
          } else {
            setFormError('Could not save the question. Please try again.');
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormAlert message={formError} />
      <TextareaField
        label="Question"
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={errors.question}
        data-autofocus
      />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-slate-800">
          Options (tick every correct one)
        </legend>
        {OPTION_LETTERS.map((letter, i) => (
          <div key={letter} className="flex items-end gap-3">
            <TextField
              className="flex-1"
              label={`Option ${letter}${i >= 2 ? ' (optional)' : ''}`}
              value={options[i]}
              onChange={(event) =>
                setOptions((current) => current.map((o, j) => (j === i ? event.target.value : o)))
              }
            />
            <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className={`size-5 accent-brand-700 ${FOCUS_RING}`}
                checked={correct.has(i)}
                onChange={(event) =>
                  setCorrect((current) => {
                    const next = new Set(current);
                    if (event.target.checked) next.add(i);
                    else next.delete(i);
                    return next;
                  })
                }
              />
              Correct<span className="sr-only"> option {letter}</span>
            </label>
          </div>
        ))}
        {errors.options && <p className="text-sm text-red-700">{errors.options}</p>}
        {errors.correct && <p className="text-sm text-red-700">{errors.correct}</p>}
      </fieldset>
      <TextField
        label="Marks"
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        value={marks}
        onChange={(event) => setMarks(event.target.value)}
        error={errors.marks}
        hint="A question with several correct options scores only when all of them, and no other, are chosen."
      />
      <SubmitButton busy={save.isPending} busyLabel="Saving...">
        Save question
      </SubmitButton>
    </form>
  );
}
