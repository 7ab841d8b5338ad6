import { examFormSchema, type ExamFormInput } from '@institute/shared/online-exams';
import type { InputHTMLAttributes } from 'react';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { localInputToIso } from '../exam-format';

/** The schedule form's fields as typed: choices as text, ticks as lists of ids. */
export interface ExamFields {
  centreId: string;
  courseCode: string;
  courseOption: string;
  title: string;
  kind: 'test' | 'link';
  examLink: string;
  selection: 'fixed' | 'random';
  questionIds: number[];
  questionCount: string;
  startNow: boolean;
  startsAt: string;
  durationMinutes: string;
  endsAt: string;
  instructions: string;
  admittedFrom: string;
  admittedTo: string;
  /** The students of the batch unticked one by one. */
  excluded: number[];
}

export const EXAM_DEFAULTS: ExamFields = {
  centreId: '',
  courseCode: '',
  courseOption: '',
  title: '',
  kind: 'test',
  examLink: '',
  selection: 'fixed',
  questionIds: [],
  questionCount: '10',
  startNow: true,
  startsAt: '',
  durationMinutes: '30',
  endsAt: '',
  instructions: '',
  admittedFrom: '',
  admittedTo: '',
  excluded: [],
};

/** What the server is sent, but the batch: the fields that apply to the kind and selection. */
export function examInput(values: ExamFields, headOffice: boolean): ExamFormInput {
  const test = values.kind === 'test';
  return {
    centreId: headOffice && values.centreId ? Number(values.centreId) : undefined,
    courseCode: values.courseCode,
    courseOption: values.courseOption || null,
    title: values.title,
    kind: values.kind,
    examLink: test ? null : values.examLink,
    startNow: values.startNow,
    startsAt: values.startNow ? null : localInputToIso(values.startsAt),
    durationMinutes: Number(values.durationMinutes || 0),
    endsAt: localInputToIso(values.endsAt),
    instructions: values.instructions,
    selection: test ? values.selection : null,
    questionIds: test && values.selection === 'fixed' ? values.questionIds : null,
    questionCount: test && values.selection === 'random' ? Number(values.questionCount || 0) : null,
  };
}

/**
 * The server's schema (examFormSchema) over the form, and head office must choose the centre.
 * The form sends the input as built, not the schema's output: the server parses it again. The
 * batch (loaded from the form's values) is checked and added when the form is sent.
 */
export function examResolver(headOffice: boolean): Resolver<ExamFields, unknown, ExamFormInput> {
  const toInput = (values: ExamFields) => examInput(values, headOffice);
  const bySchema = schemaResolver(examFormSchema, toInput);
  return async (values, context, options) => {
    const result = await bySchema(values, context, options);
    const errors = { ...result.errors } as Record<string, FieldError | undefined>;
    if (headOffice && !values.centreId) {
      errors['centreId'] = { type: 'validate', message: 'Choose the centre' };
    }
    if (Object.keys(errors).length === 0) return { values: toInput(values), errors: {} };
    return { values: {}, errors: errors as FieldErrors<ExamFields> };
  };
}

export const CHECKBOX = `size-5 shrink-0 accent-brand-700 ${FOCUS_RING}`;

/** A labelled radio button; the rest of its props come from `register`. */
export function Radio({
  label,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  ref?: React.Ref<HTMLInputElement>;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-slate-800">
      <input type="radio" className={CHECKBOX} {...input} />
      {label}
    </label>
  );
}

/** Adds or removes an id of a list of ticks. */
export const toggled = (ids: number[], id: number): number[] =>
  ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
