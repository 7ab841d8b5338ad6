import type { Catalogue } from '@institute/shared/catalogue';
import type { ExistingEnrolment } from '@institute/shared/enrolments';
import type { I18n, MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import {
  FILE_FIELDS,
  STUDENT_FIELDS,
  studentFormSchema,
  type FileField,
  type StudentField,
  type StudentFieldValues,
} from '@institute/shared/student';
import type { Ref } from 'react';
import type { FieldError, Resolver } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api-client';
import { checkStudentFile, isPdfLink, type StudentFiles } from '../students-api';

// The pieces of the student form (student-form.tsx): its value types, its resolver (the shared
// zod schema plus the file checks), how a failure is told, the current files and the other
// enrolments of the same person.

export type StudentFormMode = 'add' | 'edit';

/** What the form holds: every student field as text, head office's centre, the chosen files. */
export type StudentFormValues = Record<StudentField, string> & {
  centreId: string;
} & Record<FileField, FileList | null>;

/** What a valid form hands on: the schema's clean values, the files, the centre if chosen. */
export interface StudentFormOutput {
  values: StudentFieldValues;
  files: StudentFiles;
  centreId?: number;
  /** Staff confirmed enrolling again a person already enrolled in another course. */
  confirmSecondEnrolment?: boolean;
}

export const FILE_HINTS: Record<FileField, MessageId> = {
  photo: 'students.form.fileHint.image',
  signature: 'students.form.fileHint.image',
  marksheet: 'students.form.fileHint.marksheet',
};
export const FILE_ACCEPT: Record<FileField, string> = {
  photo: 'image/*',
  signature: 'image/*',
  marksheet: 'image/*,application/pdf',
};

export function studentResolver(
  mode: StudentFormMode,
  catalogue: Catalogue,
): Resolver<StudentFormValues, unknown, StudentFormOutput> {
  const schema = studentFormSchema(mode, catalogue);
  return async (values) => {
    const errors: Record<string, FieldError> = {};
    const fail = (name: string, message: string) => {
      errors[name] ??= { type: 'validate', message };
    };
    const text = Object.fromEntries(STUDENT_FIELDS.map((field) => [field, values[field] ?? '']));
    const parsed = schema.safeParse(text);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) fail(String(issue.path[0]), issue.message);
    }
    const files: StudentFiles = {};
    for (const field of FILE_FIELDS) {
      const file = values[field]?.[0];
      const problem = checkStudentFile(field, file);
      if (problem) fail(field, problem);
      else if (file) files[field] = file;
    }
    if (!parsed.success || Object.keys(errors).length > 0) return { values: {}, errors };
    const centreId = values.centreId ? Number(values.centreId) : undefined;
    return {
      values: { values: parsed.data, files, ...(centreId ? { centreId } : {}) },
      errors: {},
    };
  };
}

/** What failed, in words: the specification's message first, then what the server said. */
export function describeFailure(
  error: unknown,
  failureMessage: string,
  unknownFields: string[],
  _: I18n['_'],
  refusedMessage?: string,
) {
  const details: string[] = [];
  // A refusal trying again cannot change (too little in the wallet, a conflict): its own
  // headline rather than '... Please try again.', with the server's reason below it.
  const refused =
    refusedMessage !== undefined &&
    error instanceof ApiRequestError &&
    (error.status === 409 ||
      error.status === 403 ||
      (error.status === 400 && Object.keys(error.fieldErrors).length === 0));
  if (error instanceof ApiRequestError) {
    if (error.status === 409) {
      details.push(error.message);
    } else if (error.status === 413) {
      details.push(_('students.form.tooLarge'));
    } else if (Object.keys(error.fieldErrors).length > 0) {
      details.push(_('students.form.correctFields'));
    } else if (error.status >= 400 && error.status < 500 && error.status !== 401) {
      details.push(error.message);
    } else if (error.isNetworkError) {
      details.push(_('students.form.checkConnection'));
    }
  }
  return {
    message: refused ? refusedMessage : failureMessage,
    details: [...details, ...unknownFields],
  };
}

export function CurrentFile({
  field,
  href,
}: {
  field: FileField;
  href: string | null | undefined;
}) {
  const { _ } = useLingui();
  if (!href) return <p className="text-sm text-slate-600">{_('students.form.noneUploaded')}</p>;
  if (field === 'marksheet' && isPdfLink(href)) {
    return (
      <a href={href} target="_blank" rel="noreferrer" className="text-sm text-brand-700 underline">
        {_('students.form.openCurrentMarksheet')}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noreferrer" className="inline-block">
      <img
        src={href}
        alt={_('students.form.currentFile', { field })}
        className="h-16 max-w-40 rounded border border-slate-200 object-contain"
      />
    </a>
  );
}

/** The enrolments that already have this Aadhaar number, and the confirmation of another one. */
export function ExistingEnrolments({
  enrolments,
  canConfirm,
  confirmed,
  onConfirm,
  checkboxRef,
}: {
  enrolments: readonly ExistingEnrolment[];
  canConfirm: boolean;
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
  checkboxRef: Ref<HTMLInputElement>;
}) {
  const { _ } = useLingui();
  return (
    <section
      aria-labelledby="existing-enrolments"
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950"
    >
      <h2 id="existing-enrolments" className="font-semibold">
        {_('students.msg.existingHeading')}
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {enrolments.map((enrolment) => (
          <li key={`${enrolment.registrationNumber}-${enrolment.course}-${enrolment.courseOption}`}>
            <span className="font-medium">{enrolment.registrationNumber}</span>
            {enrolment.name ? `, ${enrolment.name}` : ''}:{' '}
            {_('students.form.enrolment', {
              course: enrolment.courseOption
                ? `${enrolment.courseName}, ${enrolment.courseOption}`
                : enrolment.courseName,
              centre: enrolment.centre.name,
              code: enrolment.centre.code,
            })}
          </li>
        ))}
      </ul>
      {canConfirm && (
        <label className="mt-3 flex items-start gap-2 text-sm">
          <input
            ref={checkboxRef}
            type="checkbox"
            name="confirmSecondEnrolment"
            className="mt-0.5 size-5 shrink-0"
            checked={confirmed}
            onChange={(event) => onConfirm(event.target.checked)}
          />
          <span>{_('students.msg.confirmSecond')}</span>
        </label>
      )}
    </section>
  );
}
