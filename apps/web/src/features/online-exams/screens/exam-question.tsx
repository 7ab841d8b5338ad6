import { OPTION_LETTERS, type AttemptQuestion } from '@institute/shared/online-exams';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { FOCUS_RING } from '../../../components/ui/focus-ring';

export type SaveState = 'empty' | 'saving' | 'saved' | 'pending';

const STATE_TEXT: Record<SaveState, { text: MessageId; className: string }> = {
  empty: { text: 'exam.question.empty', className: 'text-slate-600' },
  saving: { text: 'exam.question.saving', className: 'text-slate-700' },
  saved: { text: 'exam.question.saved', className: 'text-green-800' },
  pending: { text: 'exam.question.pending', className: 'text-amber-800' },
};

/** One question: radio buttons for one answer, checkboxes when several are correct. */
export function ExamQuestion({
  number,
  question,
  selected,
  state,
  onChange,
}: {
  number: number;
  question: AttemptQuestion;
  selected: number[];
  state: SaveState;
  onChange: (selected: number[]) => void;
}) {
  const { _ } = useLingui();
  const name = `question-${question.id}`;
  const look = STATE_TEXT[state];
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <fieldset>
        <legend className="font-medium whitespace-pre-line text-slate-900">
          {number}. {question.question}
        </legend>
        <p className="mt-1 text-sm text-slate-600">
          {question.multiple
            ? _('exam.question.marksMultiple', { marks: question.marks })
            : _('exam.question.marksOne', { marks: question.marks })}
        </p>
        <div className="mt-2 grid gap-1">
          {question.options.map((option, index) => {
            const checked = selected.includes(index);
            return (
              <label
                key={index}
                className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 ${
                  checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200'
                }`}
              >
                <input
                  type={question.multiple ? 'checkbox' : 'radio'}
                  name={name}
                  checked={checked}
                  className={`size-5 shrink-0 accent-brand-700 ${FOCUS_RING}`}
                  onChange={(event) => {
                    if (!question.multiple) onChange([index]);
                    else if (event.target.checked)
                      onChange([...selected, index].sort((a, b) => a - b));
                    else onChange(selected.filter((value) => value !== index));
                  }}
                />
                <span>
                  <span className="font-semibold">{OPTION_LETTERS[index]}.</span> {option}
                </span>
              </label>
            );
          })}
        </div>
        <p className={`mt-2 text-sm ${look.className}`} data-testid={`save-state-${question.id}`}>
          {_(look.text)}
        </p>
      </fieldset>
    </li>
  );
}
