import {
  APPLICATION_FIELDS,
  type Application,
  type ApplicationCentre,
} from '@institute/shared/applications';
import {
  findCourseIn,
  findCourseOptionIn,
  openCourses,
  type Catalogue,
} from '@institute/shared/catalogue';
import { CATEGORIES, GENDERS, MARITAL_STATUSES, STATES } from '@institute/shared/reference-lists';
import {
  FILE_FIELDS,
  FILE_LIMITS,
  studentFormSchema,
  type FileField,
  type StudentField,
  type StudentFieldValues,
} from '@institute/shared/student';
import type { I18n, MessageId } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { useMemo, useRef, useState, type InputHTMLAttributes } from 'react';
import {
  useForm,
  useWatch,
  type FieldError,
  type Resolver,
  type ResolverResult,
} from 'react-hook-form';
import { FileField as FileInput } from '../../../components/form/file-field';
import { optionsOf, SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { courseChoices, useCatalogue } from '../../../lib/catalogue';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import type { ApplicationFiles } from '../applications-api';
import { FormSection } from '../../../components/form/form-section';
import { FIELD_LABEL_IDS, GENDER_IDS, MARITAL_STATUS_IDS } from './application-labels';
import { nameIn, optionLabelIn } from '@institute/shared/hindi-names';

/** What the form holds: the applicant's fields as text, the centre, the chosen files. */
export type ApplicationFormValues = Record<StudentField, string> & {
  centreId: string;
} & Record<FileField, FileList | null>;

export interface ApplicationFormOutput {
  values: StudentFieldValues;
  centreId: number;
  files: ApplicationFiles;
}

export const EMPTY_APPLICATION_VALUES: ApplicationFormValues = {
  ...(Object.fromEntries(APPLICATION_FIELDS.map((field) => [field, ''])) as Record<
    StudentField,
    string
  >),
  email: '',
  centreId: '',
  photo: null,
  signature: null,
  marksheet: null,
};

/** The form's values for an application sent back for correction. */
export function valuesFromApplication(application: Application): ApplicationFormValues {
  const values = { ...EMPTY_APPLICATION_VALUES, centreId: String(application.centre.id) };
  for (const field of APPLICATION_FIELDS) {
    const value = application[field];
    values[field] = typeof value === 'string' ? value : '';
  }
  // The option list shows labels (ApplicationForm finds the label of a bare code).
  values.courseOption = application.courseOption ?? '';
  return values;
}

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** Why a chosen file cannot be sent, or null (the server checks its content again). */
export function checkApplicationFile(
  field: FileField,
  file: File | undefined,
  i18n: I18n,
): string | null {
  if (!file) return null;
  const label = i18n._(FIELD_LABEL_IDS[field]);
  if (field === 'marksheet' && file.type === 'application/pdf') {
    return file.size > FILE_LIMITS.pdfBytes
      ? i18n._('student.apply.file.pdfTooLarge', { size: megabytes(FILE_LIMITS.pdfBytes) })
      : null;
  }
  if (!IMAGE_TYPES.has(file.type)) {
    return field === 'marksheet'
      ? i18n._('student.apply.file.marksheetType')
      : i18n._('student.apply.file.imageType', { label });
  }
  if (file.size > FILE_LIMITS.imageBytes) {
    const size = megabytes(FILE_LIMITS.imageBytes);
    return field === 'marksheet'
      ? i18n._('student.apply.file.marksheetImageTooLarge', { size })
      : i18n._('student.apply.file.imageTooLarge', { label, size });
  }
  return null;
}

const FILE_HINTS: Record<FileField, MessageId> = {
  photo: 'student.apply.hint.photo',
  signature: 'student.apply.hint.signature',
  marksheet: 'student.apply.hint.marksheet',
};
const FILE_HINTS_CORRECTING: Record<FileField, MessageId> = {
  photo: 'student.apply.hint.photoReplace',
  signature: 'student.apply.hint.signatureReplace',
  marksheet: 'student.apply.hint.marksheetReplace',
};
const FILE_ACCEPT: Record<FileField, string> = {
  photo: 'image/jpeg,image/png,image/webp',
  signature: 'image/jpeg,image/png,image/webp',
  marksheet: 'image/jpeg,image/png,image/webp,application/pdf',
};
const FORM_FIELDS = new Set<string>([...APPLICATION_FIELDS, ...FILE_FIELDS, 'centreId']);

const resolverFor =
  (
    catalogue: Catalogue,
    i18n: I18n,
  ): Resolver<ApplicationFormValues, unknown, ApplicationFormOutput> =>
  async (values): Promise<ResolverResult<ApplicationFormValues, ApplicationFormOutput>> => {
    const errors: Record<string, FieldError> = {};
    const fail = (name: string, message: string) => {
      errors[name] ??= { type: 'validate', message };
    };
    const text = Object.fromEntries(
      APPLICATION_FIELDS.map((field) => [field, values[field] ?? '']),
    );
    const parsed = studentFormSchema('add', catalogue).safeParse(text);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) fail(String(issue.path[0]), issue.message);
    }
    if (!values.centreId) fail('centreId', i18n._('student.apply.centreRequired'));
    const files: ApplicationFiles = {};
    for (const field of FILE_FIELDS) {
      const file = values[field]?.[0];
      const problem = checkApplicationFile(field, file, i18n);
      if (problem) fail(field, problem);
      else if (file) files[field] = file;
    }
    if (!parsed.success || Object.keys(errors).length > 0) return { values: {}, errors };
    return {
      values: { values: parsed.data, centreId: Number(values.centreId), files },
      errors: {},
    };
  };

function CurrentFile({ field, href }: { field: FileField; href: string | null | undefined }) {
  const { _ } = useLingui();
  if (!href) return <p className="text-sm text-slate-600">{_('student.apply.noFileYet')}</p>;
  if (field === 'marksheet') {
    return (
      <a href={href} target="_blank" rel="noreferrer" className="text-sm text-brand-700 underline">
        {_('student.apply.openMarksheet')}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noreferrer" className="inline-block">
      <img
        src={href}
        alt={field === 'photo' ? _('student.apply.photoSent') : _('student.apply.signatureSent')}
        className="h-16 max-w-40 rounded border border-slate-200 object-contain"
      />
    </a>
  );
}

export interface ApplicationFormProps {
  centres: readonly ApplicationCentre[];
  /** The signed-in applicant's email: the application takes it from the account. */
  email: string;
  defaultValues?: ApplicationFormValues;
  /** The files already sent (a correction), as links; a new file replaces one. */
  currentFiles?: Partial<Record<FileField, string | null>>;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (output: ApplicationFormOutput) => Promise<void>;
}

/**
 * The admission application: the Add Student fields and rules, the centre, the documents; the
 * courses are those open to new admissions in the stored catalogue.
 */
export function ApplicationForm(props: ApplicationFormProps) {
  const { _ } = useLingui();
  const query = useCatalogue();
  if (query.isPending) return <LoadingMessage />;
  if (query.isError) {
    return <ErrorMessage>{messageOf(query.error, _('student.apply.coursesFailed'))}</ErrorMessage>;
  }
  const catalogue = openCourses(query.data);
  const values = props.defaultValues ?? EMPTY_APPLICATION_VALUES;
  const option = values.courseOption
    ? (findCourseOptionIn(catalogue, values.course, values.courseOption)?.label ??
      values.courseOption)
    : '';
  return (
    <ApplicationFormBody
      {...props}
      defaultValues={{ ...values, courseOption: option }}
      catalogue={catalogue}
    />
  );
}

function ApplicationFormBody({
  centres,
  email,
  catalogue,
  defaultValues = EMPTY_APPLICATION_VALUES,
  currentFiles,
  submitLabel,
  busyLabel,
  onSubmit,
}: ApplicationFormProps & { catalogue: Catalogue }) {
  const { i18n, _ } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<{ message: string; details: string[] } | null>(null);
  const correcting = currentFiles !== undefined;
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    clearErrors,
    setFocus,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationFormValues, unknown, ApplicationFormOutput>({
    resolver: useMemo(() => resolverFor(catalogue, i18n), [catalogue, i18n]),
    defaultValues,
  });

  const course = useWatch({ control, name: 'course' });
  const selectedCourse = course ? findCourseIn(catalogue, course) : undefined;
  const courseHasOptions = (selectedCourse?.options.length ?? 0) > 0;
  const centreOptions = useMemo(
    () => centres.map((c) => ({ value: String(c.id), label: `${c.name} (${c.code})` })),
    [centres],
  );

  const text = (
    field: StudentField,
    input: InputHTMLAttributes<HTMLInputElement> & { hint?: string } = {},
  ) => (
    <TextField
      label={_(FIELD_LABEL_IDS[field])}
      required
      error={errors[field]?.message}
      {...input}
      {...register(field)}
    />
  );
  const select = (
    field: StudentField,
    options: readonly { value: string; label: string }[],
    placeholder: string,
  ) => (
    <SelectField
      label={_(FIELD_LABEL_IDS[field])}
      options={options}
      placeholder={placeholder}
      required
      error={errors[field]?.message}
      {...register(field)}
    />
  );
  const textarea = (field: StudentField) => (
    <TextareaField
      label={_(FIELD_LABEL_IDS[field])}
      required
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
      hint={correcting ? _(FILE_HINTS_CORRECTING[field]) : _(FILE_HINTS[field])}
      error={errors[field]?.message}
      current={correcting ? <CurrentFile field={field} href={currentFiles?.[field]} /> : null}
      {...register(field, { onChange: () => void trigger(field) })}
    />
  );

  const onValid = async (output: ApplicationFormOutput) => {
    setFailure(null);
    try {
      await onSubmit(output);
    } catch (error) {
      const details: string[] = [];
      const invalid = new Set<string>();
      if (error instanceof ApiRequestError) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          const message = messages.join(' ');
          if (FORM_FIELDS.has(field)) {
            setError(field as keyof ApplicationFormValues, { type: 'server', message });
            invalid.add(field);
          } else {
            details.push(`${field}: ${message}`);
          }
        }
        if (error.status === 413) {
          details.unshift(_('student.apply.error.tooLarge'));
        } else if (invalid.size > 0) {
          details.unshift(_('student.apply.error.fields'));
        } else if (error.isNetworkError) {
          details.unshift(_('student.apply.error.network'));
        } else if (error.status >= 400 && error.status < 500 && error.status !== 401) {
          details.unshift(error.message);
        }
      }
      setFailure({ message: _('student.apply.error.notSent'), details });
      const first = Array.from(formRef.current?.elements ?? []).find((element) =>
        invalid.has((element as HTMLInputElement).name),
      ) as HTMLInputElement | undefined;
      if (first) setFocus(first.name as keyof ApplicationFormValues);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, () => setFailure(null))(event)}
      className="space-y-6"
      aria-label={_('student.apply.formLabel')}
    >
      <p className="text-sm text-slate-700">
        <Trans id="student.apply.required" values={{ email }} components={{ 0: <strong /> }} />
      </p>

      <FormSection title={_('student.apply.section.course')}>
        <SelectField
          label={_(FIELD_LABEL_IDS.course)}
          options={courseChoices(catalogue, i18n.locale)}
          placeholder={_('student.apply.selectCourse')}
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
            label: optionLabelIn(i18n.locale, o.label),
          }))}
          placeholder={
            !selectedCourse
              ? _('student.apply.courseFirst')
              : courseHasOptions
                ? _('student.apply.selectOption')
                : _('student.apply.noOptions')
          }
          required={courseHasOptions}
          disabled={!courseHasOptions}
          hint={
            !selectedCourse
              ? _('student.apply.courseFirstHint')
              : courseHasOptions
                ? undefined
                : _('student.apply.noOptionsHint')
          }
          error={errors.courseOption?.message}
          {...register('courseOption')}
        />
        <SelectField
          label={_('student.apply.centre')}
          options={centreOptions}
          placeholder={_('student.apply.selectCentre')}
          required
          hint={_('student.apply.centreHint')}
          error={errors.centreId?.message}
          className="sm:col-span-2"
          {...register('centreId')}
        />
      </FormSection>

      <FormSection title={_('student.apply.section.personal')}>
        {text('firstname', { autoComplete: 'given-name' })}
        {text('lastname', { autoComplete: 'family-name' })}
        {text('dob', { type: 'date', autoComplete: 'bday' })}
        {select(
          'gender',
          GENDERS.map((value) => ({ value, label: _(GENDER_IDS[value]) })),
          _('student.apply.selectGender'),
        )}
        {text('fathername')}
        {text('mothername')}
        {select(
          'category',
          optionsOf(CATEGORIES, (value) => nameIn(i18n.locale, value)),
          _('student.apply.selectCategory'),
        )}
        {text('religion')}
        {select(
          'maritalstatus',
          MARITAL_STATUSES.map((value) => ({ value, label: _(MARITAL_STATUS_IDS[value]) })),
          _('student.apply.selectMarital'),
        )}
        {text('qualification')}
        {text('adhar', {
          inputMode: 'numeric',
          hint: _('student.apply.aadhaarHint'),
        })}
      </FormSection>

      <FormSection title={_('student.apply.section.contact')}>
        {text('contactno', {
          type: 'tel',
          inputMode: 'numeric',
          autoComplete: 'tel-national',
          hint: _('student.apply.mobileHint'),
        })}
        {text('guardiancontact', { type: 'tel', inputMode: 'numeric' })}
        {select(
          'state',
          optionsOf(STATES, (value) => nameIn(i18n.locale, value)),
          _('student.apply.selectState'),
        )}
        {text('district')}
        {textarea('address')}
        {textarea('presentaddress')}
      </FormSection>

      <FormSection title={_('student.apply.section.documents')}>
        {file('photo')}
        {file('signature')}
        {file('marksheet')}
      </FormSection>

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
