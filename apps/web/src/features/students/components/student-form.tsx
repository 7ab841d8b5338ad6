import {
  coursesFor,
  findCourseIn,
  findCourseOptionIn,
  type Catalogue,
} from '@institute/shared/catalogue';
import {
  ENROLMENT_ERROR_CODES,
  enrolmentsOf,
  type ExistingEnrolment,
} from '@institute/shared/enrolments';
import { CATEGORIES, GENDERS, MARITAL_STATUSES, STATES } from '@institute/shared/reference-lists';
import { useLingui } from '@lingui/react';
import {
  FILE_FIELDS,
  REQUIRED_ON_ADD,
  REQUIRED_ON_EDIT,
  STUDENT_FIELDS,
  type FileField,
  type StudentField,
  type StudentRecord,
} from '@institute/shared/student';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FileField as FileInput } from '../../../components/form/file-field';
import { optionsOf, SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { courseChoices, useCatalogue } from '../../../lib/catalogue';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import type { Centre } from '../../centres/centres-api';
import { FormSection } from '../../../components/form/form-section';
import {
  CurrentFile,
  describeFailure,
  ExistingEnrolments,
  FILE_ACCEPT,
  FILE_HINTS,
  studentResolver,
  type StudentFormMode,
  type StudentFormOutput,
  type StudentFormValues,
} from './student-form-parts';
import { FIELD_LABEL_IDS } from '../student-labels';
import { nameIn, optionLabelIn } from '@institute/shared/hindi-names';

export type { StudentFormMode, StudentFormOutput, StudentFormValues } from './student-form-parts';

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
  // The record holds the option's code; StudentForm shows it by its label (from the catalogue).
  values.courseOption = record.courseOption ?? '';
  return values;
}

/** The fields that say which enrolment is being saved. */
const ENROLMENT_FIELDS = new Set<string>(['adhar', 'course', 'courseOption']);

const FORM_FIELDS = new Set<string>([...STUDENT_FIELDS, ...FILE_FIELDS, 'centreId']);

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
  /** Shown under the course once one is chosen (Add Student: a course fee of Rs 0). */
  courseNotice?: (course: string) => ReactNode;
  /** The headline of a refusal that trying again cannot change (Add Student: the wallet). */
  refusedMessage?: string;
  /** Told when the chosen course changes (Add Student: its fee against the wallet). */
  onCourseChange?: (course: string) => void;
  /** Told when head office chooses the centre (Add Student: that centre's wallet). */
  onCentreChange?: (centreId: string) => void;
  /** Why the form cannot be saved now: shown above the button, which is then disabled. */
  submitBlocked?: ReactNode;
}

/**
 * The student admission form of Add Student and Edit Student, on the stored course catalogue:
 * the open courses, and on Edit the student's own course even if retired since.
 */
export function StudentForm(props: StudentFormProps) {
  const catalogue = useCatalogue();
  const { _ } = useLingui();
  if (catalogue.isPending) return <LoadingMessage />;
  if (catalogue.isError) {
    return (
      <ErrorMessage>{messageOf(catalogue.error, _('students.form.coursesFailed'))}</ErrorMessage>
    );
  }
  const values = props.defaultValues ?? EMPTY_STUDENT_VALUES;
  const courses = coursesFor(catalogue.data, props.mode === 'edit' ? values.course : undefined);
  // The select lists options by label; the record may hold the label or the bare code.
  const option = values.courseOption
    ? (findCourseOptionIn(courses, values.course, values.courseOption)?.label ??
      values.courseOption)
    : '';
  return (
    <StudentFormBody
      {...props}
      defaultValues={{ ...values, courseOption: option }}
      catalogue={courses}
    />
  );
}

function StudentFormBody({
  mode,
  catalogue,
  defaultValues = EMPTY_STUDENT_VALUES,
  submitLabel,
  busyLabel,
  failureMessage,
  onSubmit,
  resetOnSuccess = false,
  centres,
  currentFiles,
  courseNotice,
  refusedMessage,
  onCourseChange,
  onCentreChange,
  submitBlocked,
}: StudentFormProps & { catalogue: Catalogue }) {
  const { _, i18n } = useLingui();
  const locale = i18n.locale;
  const formRef = useRef<HTMLFormElement>(null);
  const blockedId = useId();
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
  const resolver = useMemo(() => studentResolver(mode, catalogue), [mode, catalogue]);
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
  useEffect(() => {
    onCourseChange?.(course ?? '');
  }, [course, onCourseChange]);
  const centreId = useWatch({ control, name: 'centreId' });
  useEffect(() => {
    onCentreChange?.(centreId ?? '');
  }, [centreId, onCentreChange]);
  const selectedCourse = course ? findCourseIn(catalogue, course) : undefined;
  const courseHasOptions = (selectedCourse?.options.length ?? 0) > 0;
  const required = new Set<string>(mode === 'add' ? REQUIRED_ON_ADD : REQUIRED_ON_EDIT);

  const text = (
    field: StudentField,
    input: InputHTMLAttributes<HTMLInputElement> & { hint?: string } = {},
  ) => (
    <TextField
      label={_(FIELD_LABEL_IDS[field])}
      autoComplete="off"
      required={required.has(field)}
      error={errors[field]?.message}
      {...input}
      {...register(field)}
    />
  );
  const select = (field: StudentField, values: readonly string[], placeholder: string) => (
    <SelectField
      label={_(FIELD_LABEL_IDS[field])}
      options={optionsOf(values, (value) => nameIn(locale, value))}
      placeholder={placeholder}
      required={required.has(field)}
      error={errors[field]?.message}
      {...register(field)}
    />
  );
  const textarea = (field: StudentField) => (
    <TextareaField
      label={_(FIELD_LABEL_IDS[field])}
      required={required.has(field)}
      error={errors[field]?.message}
      className="sm:col-span-2"
      maxLength={500}
      {...register(field)}
    />
  );
  const file = (field: FileField) => (
    <FileInput
      label={_(FIELD_LABEL_IDS[field])}
      accept={FILE_ACCEPT[field]}
      hint={
        mode === 'edit'
          ? _('students.form.replaceHint', { hint: _(FILE_HINTS[field]) })
          : _(FILE_HINTS[field])
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
        setFailure(describeFailure(error, failureMessage, [], _, refusedMessage));
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
      setFailure(describeFailure(error, failureMessage, unknownFields, _, refusedMessage));
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
      aria-label={mode === 'add' ? _('students.add.title') : _('students.edit.title')}
    >
      <p className="text-sm text-slate-700">
        {mode === 'add' ? _('students.form.requiredAdd') : _('students.form.requiredEdit')}
      </p>

      <FormSection title={_('students.form.section.personal')}>
        {text('firstname')}
        {text('lastname')}
        {text('dob', { type: 'date' })}
        {select('gender', GENDERS, _('students.form.selectGender'))}
        {text('fathername')}
        {text('mothername')}
        {select('category', CATEGORIES, _('students.form.selectCategory'))}
        {text('religion')}
        {select('maritalstatus', MARITAL_STATUSES, _('students.form.selectMarital'))}
        {text('qualification')}
        {text('adhar', {
          inputMode: 'numeric',
          hint: _('students.form.aadhaarHint'),
        })}
      </FormSection>

      <FormSection title={_('students.form.section.contact')}>
        {text('contactno', {
          type: 'tel',
          inputMode: 'numeric',
          hint: _('students.form.mobileHint'),
        })}
        {text('guardiancontact', { type: 'tel', inputMode: 'numeric' })}
        {text('email', { type: 'email', hint: _('students.form.optional') })}
        {select('state', STATES, _('students.form.selectState'))}
        {text('district')}
        {textarea('address')}
        {textarea('presentaddress')}
      </FormSection>

      <FormSection title={_('students.form.section.course')}>
        <SelectField
          label={_(FIELD_LABEL_IDS.course)}
          options={courseChoices(catalogue, locale)}
          placeholder={_('students.form.selectCourse')}
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
          label={_(FIELD_LABEL_IDS.courseOption)}
          options={(selectedCourse?.options ?? []).map((o) => ({
            value: o.label,
            label: optionLabelIn(locale, o.label),
          }))}
          placeholder={
            !selectedCourse
              ? _('students.form.courseFirst')
              : courseHasOptions
                ? _('students.form.selectOption')
                : _('students.form.noOptions')
          }
          required={courseHasOptions}
          disabled={!courseHasOptions}
          hint={
            !selectedCourse
              ? _('students.form.courseFirstHint')
              : courseHasOptions
                ? undefined
                : _('students.form.noOptionsHint')
          }
          error={errors.courseOption?.message}
          {...register('courseOption')}
        />
        {selectedCourse && courseNotice?.(selectedCourse.code)}
        {centres && (
          <SelectField
            label={_('students.form.centre')}
            options={centres.map((c) => ({ value: String(c.id), label: `${c.name} (${c.code})` }))}
            placeholder={_('students.form.selectCentre')}
            hint={_('students.form.centreHint')}
            error={errors.centreId?.message}
            {...register('centreId')}
          />
        )}
      </FormSection>

      <FormSection title={_('students.form.section.documents')}>
        {file('photo')}
        {file('signature')}
        {file('marksheet')}
      </FormSection>

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

      {submitBlocked && <div id={blockedId}>{submitBlocked}</div>}
      <SubmitButton
        busy={isSubmitting}
        busyLabel={busyLabel}
        className="sm:w-auto sm:px-8"
        disabled={isSubmitting || Boolean(submitBlocked)}
        aria-describedby={submitBlocked ? blockedId : undefined}
      >
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
