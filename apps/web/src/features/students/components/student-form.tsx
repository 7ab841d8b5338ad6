import { COURSES, findCourse, findCourseOption } from '@institute/shared/catalogue';
import {
  ENROLMENT_ERROR_CODES,
  ENROLMENT_MESSAGES,
  enrolmentsOf,
  type ExistingEnrolment,
} from '@institute/shared/enrolments';
import { CATEGORIES, GENDERS, MARITAL_STATUSES, STATES } from '@institute/shared/reference-lists';
import {
  FIELD_LABELS,
  FILE_FIELDS,
  REQUIRED_ON_ADD,
  REQUIRED_ON_EDIT,
  STUDENT_FIELDS,
  STUDENT_MESSAGES,
  studentFormSchema,
  type FileField,
  type StudentField,
  type StudentFieldValues,
  type StudentRecord,
} from '@institute/shared/student';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { FileField as FileInput } from '../../../components/form/file-field';
import { optionsOf, SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { ApiRequestError } from '../../../lib/api-client';
import { checkStudentFile, isPdfLink, type Centre, type StudentFiles } from '../students-api';

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

export const EMPTY_STUDENT_VALUES: StudentFormValues = {
  ...(Object.fromEntries(STUDENT_FIELDS.map((field) => [field, ''])) as Record<
    StudentField,
    string
  >),
  centreId: '',
  photo: null,
  signature: null,
  marksheet: null,
};

/** The form's values for an existing record (Edit Student). */
export function valuesFromRecord(record: StudentRecord): StudentFormValues {
  const values = { ...EMPTY_STUDENT_VALUES };
  for (const field of STUDENT_FIELDS) {
    const value = record[field];
    values[field] = typeof value === 'string' ? value : '';
  }
  // The select lists options by label; the record may hold the label or the bare code.
  values.courseOption = record.courseOption
    ? (findCourseOption(record.course, record.courseOption)?.label ?? record.courseOption)
    : '';
  return values;
}

const FILE_HINTS: Record<FileField, string> = {
  photo: 'A JPEG, PNG or WebP image, up to 2 MB.',
  signature: 'A JPEG, PNG or WebP image, up to 2 MB.',
  marksheet: 'An image up to 2 MB, or a PDF up to 5 MB.',
};
const FILE_ACCEPT: Record<FileField, string> = {
  photo: 'image/*',
  signature: 'image/*',
  marksheet: 'image/*,application/pdf',
};

/** The fields that say which enrolment is being saved. */
const ENROLMENT_FIELDS = new Set<string>(['adhar', 'course', 'courseOption']);

const FORM_FIELDS = new Set<string>([...STUDENT_FIELDS, ...FILE_FIELDS, 'centreId']);

function studentResolver(
  mode: StudentFormMode,
): Resolver<StudentFormValues, unknown, StudentFormOutput> {
  const schema = studentFormSchema(mode);
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
function describeFailure(error: unknown, failureMessage: string, unknownFields: string[]) {
  const details: string[] = [];
  if (error instanceof ApiRequestError) {
    if (error.status === 409) {
      details.push(error.message);
    } else if (error.status === 413) {
      details.push(
        'The files are too large: photo and signature up to 2 MB, marksheet up to 2 MB as an image or 5 MB as a PDF.',
      );
    } else if (Object.keys(error.fieldErrors).length > 0) {
      details.push('Please correct the fields marked below.');
    } else if (error.status >= 400 && error.status < 500 && error.status !== 401) {
      details.push(error.message);
    } else if (error.isNetworkError) {
      details.push('Check your connection.');
    }
  }
  return { message: failureMessage, details: [...details, ...unknownFields] };
}

function CurrentFile({ field, href }: { field: FileField; href: string | null | undefined }) {
  if (!href) return <p className="text-sm text-slate-600">None uploaded yet.</p>;
  if (field === 'marksheet' && isPdfLink(href)) {
    return (
      <a href={href} target="_blank" rel="noreferrer" className="text-sm text-brand-700 underline">
        Open current marksheet (PDF)
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noreferrer" className="inline-block">
      <img
        src={href}
        alt={`Current ${FIELD_LABELS[field].toLowerCase()}`}
        className="h-16 max-w-40 rounded border border-slate-200 object-contain"
      />
    </a>
  );
}

/** The enrolments that already have this Aadhaar number, and the confirmation of another one. */
function ExistingEnrolments({
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
  return (
    <section
      aria-labelledby="existing-enrolments"
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950"
    >
      <h2 id="existing-enrolments" className="font-semibold">
        {ENROLMENT_MESSAGES.existingHeading}
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {enrolments.map((enrolment) => (
          <li key={`${enrolment.registrationNumber}-${enrolment.course}-${enrolment.courseOption}`}>
            <span className="font-medium">{enrolment.registrationNumber}</span>
            {enrolment.name ? `, ${enrolment.name}` : ''}: {enrolment.courseName}
            {enrolment.courseOption ? `, ${enrolment.courseOption}` : ''} (centre{' '}
            {enrolment.centre.name}, {enrolment.centre.code})
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
          <span>{ENROLMENT_MESSAGES.confirmLabel}</span>
        </label>
      )}
    </section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <legend className="px-1 text-lg font-semibold text-brand-900">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

export interface StudentFormProps {
  mode: StudentFormMode;
  defaultValues?: StudentFormValues;
  submitLabel: string;
  busyLabel: string;
  /** The message when saving fails (the specification's words). */
  failureMessage: string;
  /** Saves; throw (ApiRequestError) when it fails. */
  onSubmit: (output: StudentFormOutput) => Promise<void>;
  /** Clear every field after a successful save (Add Student). */
  resetOnSuccess?: boolean;
  /** Head office chooses the centre: the centres to choose from (leave out for centre staff). */
  centres?: readonly Centre[] | undefined;
  /** The files already stored (Edit Student), as links. */
  currentFiles?: Partial<Record<FileField, string | null>>;
}

/** The student admission form of Add Student and Edit Student. */
export function StudentForm({
  mode,
  defaultValues = EMPTY_STUDENT_VALUES,
  submitLabel,
  busyLabel,
  failureMessage,
  onSubmit,
  resetOnSuccess = false,
  centres,
  currentFiles,
}: StudentFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<{ message: string; details: string[] } | null>(null);
  // The person's other enrolments, when the server asked for a confirmation (or refused the same
  // course); they go when the Aadhaar number, course or option changes.
  const [existing, setExisting] = useState<{
    enrolments: ExistingEnrolment[];
    canConfirm: boolean;
  } | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const confirmRef = useRef<HTMLInputElement>(null);
  // A new list to confirm takes the focus: it is what the staff member has to act on.
  useEffect(() => {
    if (existing?.canConfirm) confirmRef.current?.focus();
  }, [existing]);
  const resolver = useMemo(() => studentResolver(mode), [mode]);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    clearErrors,
    setFocus,
    reset,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<StudentFormValues, unknown, StudentFormOutput>({ resolver, defaultValues });

  const course = useWatch({ control, name: 'course' });
  const selectedCourse = course ? findCourse(course) : undefined;
  const courseHasOptions = (selectedCourse?.options.length ?? 0) > 0;
  const required = new Set<string>(mode === 'add' ? REQUIRED_ON_ADD : REQUIRED_ON_EDIT);

  const text = (
    field: StudentField,
    input: InputHTMLAttributes<HTMLInputElement> & { hint?: string } = {},
  ) => (
    <TextField
      label={FIELD_LABELS[field]}
      autoComplete="off"
      required={required.has(field)}
      error={errors[field]?.message}
      {...input}
      {...register(field)}
    />
  );
  const select = (field: StudentField, values: readonly string[], placeholder: string) => (
    <SelectField
      label={FIELD_LABELS[field]}
      options={optionsOf(values)}
      placeholder={placeholder}
      required={required.has(field)}
      error={errors[field]?.message}
      {...register(field)}
    />
  );
  const textarea = (field: StudentField) => (
    <TextareaField
      label={FIELD_LABELS[field]}
      required={required.has(field)}
      error={errors[field]?.message}
      className="sm:col-span-2"
      maxLength={500}
      {...register(field)}
    />
  );
  const file = (field: FileField) => (
    <FileInput
      label={FIELD_LABELS[field]}
      accept={FILE_ACCEPT[field]}
      hint={
        mode === 'edit'
          ? `${FILE_HINTS[field]} Choose a file only to replace the current one.`
          : FILE_HINTS[field]
      }
      error={errors[field]?.message}
      current={mode === 'edit' ? <CurrentFile field={field} href={currentFiles?.[field]} /> : null}
      {...register(field, { onChange: () => void trigger(field) })}
    />
  );

  const onValid = async (output: StudentFormOutput) => {
    setFailure(null);
    try {
      await onSubmit({
        ...output,
        confirmSecondEnrolment: Boolean(existing?.canConfirm && confirmed),
      });
    } catch (error) {
      const unknownFields: string[] = [];
      const invalid = new Set<string>();
      const code = error instanceof ApiRequestError ? error.error.code : undefined;
      const unconfirmed = code === ENROLMENT_ERROR_CODES.unconfirmed;
      if (
        error instanceof ApiRequestError &&
        (unconfirmed || code === ENROLMENT_ERROR_CODES.sameCourse)
      ) {
        setExisting({
          enrolments: enrolmentsOf(error.error.details),
          canConfirm: unconfirmed,
        });
        setConfirmed(false);
      } else {
        setExisting(null);
      }
      if (unconfirmed) {
        // Nothing to correct: the staff member confirms (or not) below the list.
        setFailure(describeFailure(error, failureMessage, []));
        return;
      }
      if (error instanceof ApiRequestError) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          const message = messages.join(' ');
          if (FORM_FIELDS.has(field)) {
            setError(field as keyof StudentFormValues, { type: 'server', message });
            invalid.add(field);
          } else {
            unknownFields.push(`${field}: ${message}`);
          }
        }
      }
      setFailure(describeFailure(error, failureMessage, unknownFields));
      // Move to the first field the server refused, in the order they appear.
      const first = Array.from(formRef.current?.elements ?? []).find((element) =>
        invalid.has((element as HTMLInputElement).name),
      ) as HTMLInputElement | undefined;
      if (first) setFocus(first.name as keyof StudentFormValues);
      return;
    }
    setExisting(null);
    setConfirmed(false);
    if (resetOnSuccess) {
      formRef.current?.reset(); // clears the file inputs, which only the browser can
      reset(defaultValues);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, () => setFailure(null))(event)}
      onChange={(event) => {
        // Another person or course: the enrolments listed no longer apply.
        const name = (event.target as EventTarget & { name?: string }).name ?? '';
        if (existing && ENROLMENT_FIELDS.has(name)) {
          setExisting(null);
          setConfirmed(false);
        }
      }}
      className="space-y-6"
      aria-label={mode === 'add' ? 'Add Student' : 'Edit Student'}
    >
      <p className="text-sm text-slate-700">
        {mode === 'add'
          ? 'Every field is required except Email, Photo, Signature and Marksheet.'
          : 'First Name, Last Name, Date of Birth, State, Course, Course Option and Contact No are required.'}
      </p>

      <Section title="Personal details">
        {text('firstname')}
        {text('lastname')}
        {text('dob', { type: 'date' })}
        {select('gender', GENDERS, 'Select gender')}
        {text('fathername')}
        {text('mothername')}
        {select('category', CATEGORIES, 'Select category')}
        {text('religion')}
        {select('maritalstatus', MARITAL_STATUSES, 'Select marital status')}
        {text('qualification')}
        {text('adhar', {
          inputMode: 'numeric',
          hint: `${STUDENT_MESSAGES.aadhaarHint}. Spaces are allowed.`,
        })}
      </Section>

      <Section title="Contact and address">
        {text('contactno', { type: 'tel', inputMode: 'numeric', hint: '10-digit mobile number.' })}
        {text('guardiancontact', { type: 'tel', inputMode: 'numeric' })}
        {text('email', { type: 'email', hint: 'Optional.' })}
        {select('state', STATES, 'Select state')}
        {text('district')}
        {textarea('address')}
        {textarea('presentaddress')}
      </Section>

      <Section title="Course">
        <SelectField
          label={FIELD_LABELS.course}
          options={COURSES.map((c) => ({ value: c.code, label: c.name }))}
          placeholder="Select course"
          required
          error={errors.course?.message}
          {...register('course', {
            // A new course: the option chosen for the old one no longer applies.
            onChange: () => {
              setValue('courseOption', '');
              clearErrors('courseOption');
            },
          })}
        />
        <SelectField
          label={FIELD_LABELS.courseOption}
          options={(selectedCourse?.options ?? []).map((o) => ({ value: o.label, label: o.label }))}
          placeholder={
            !selectedCourse
              ? 'Choose a course first'
              : courseHasOptions
                ? 'Select course option'
                : 'No options for this course'
          }
          required={courseHasOptions}
          disabled={!courseHasOptions}
          hint={
            !selectedCourse
              ? 'Choose a course first.'
              : courseHasOptions
                ? undefined
                : `${STUDENT_MESSAGES.optionNotNeeded}.`
          }
          error={errors.courseOption?.message}
          {...register('courseOption')}
        />
        {centres && (
          <SelectField
            label="Centre"
            options={centres.map((c) => ({ value: String(c.id), label: `${c.name} (${c.code})` }))}
            placeholder="Select centre"
            hint="Head office: the centre the student joins."
            error={errors.centreId?.message}
            {...register('centreId')}
          />
        )}
      </Section>

      <Section title="Documents">
        {file('photo')}
        {file('signature')}
        {file('marksheet')}
      </Section>

      {existing && (
        <ExistingEnrolments
          enrolments={existing.enrolments}
          canConfirm={existing.canConfirm}
          confirmed={confirmed}
          onConfirm={setConfirmed}
          checkboxRef={confirmRef}
        />
      )}

      {failure && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
          <p className="font-medium">{failure.message}</p>
          {failure.details.map((detail) => (
            <p key={detail} className="mt-1 text-sm">
              {detail}
            </p>
          ))}
        </div>
      )}

      <SubmitButton busy={isSubmitting} busyLabel={busyLabel} className="sm:w-auto sm:px-8">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
