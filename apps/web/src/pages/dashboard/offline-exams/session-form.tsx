import {
  examSessionInputSchema,
  type ExamSession,
  type ExamSessionInput,
} from '@institute/shared/offline-exams';
import { useState, type FormEvent } from 'react';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import {
  useCentreOptions,
  useCourses,
  useSaveSession,
} from '../../../features/offline-exams/offline-exams-api';
import { ApiRequestError } from '../../../lib/api-client';
import { PRIMARY } from '../students/student-page-parts';

interface SessionFormProps {
  session: ExamSession | null;
  headOffice: boolean;
  onSaved: (session: ExamSession) => void;
}

type Values = {
  title: string;
  courseCode: string;
  examDate: string;
  examTime: string;
  venue: string;
  centreId: string;
};

/** Creates or edits an exam session: title, course, date, time and venue (and centre). */
export function SessionForm({ session, headOffice, onSaved }: SessionFormProps) {
  const courses = useCourses();
  const centres = useCentreOptions(headOffice);
  const save = useSaveSession();
  const [values, setValues] = useState<Values>({
    title: session?.title ?? '',
    courseCode: session?.courseCode ?? '',
    examDate: session?.examDate ?? '',
    examTime: session?.examTime ?? '',
    venue: session?.venue ?? '',
    centreId: session ? String(session.centreId) : '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input: ExamSessionInput = {
      title: values.title,
      courseCode: values.courseCode,
      examDate: values.examDate,
      examTime: values.examTime || null,
      venue: values.venue || null,
      ...(headOffice && !session && values.centreId ? { centreId: Number(values.centreId) } : {}),
    };
    const parsed = examSessionInputSchema.safeParse(input);
    const found: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        found[field] ??= issue.message;
      }
    }
    if (headOffice && !session && !values.centreId) found.centreId = 'Choose the centre.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { id: session?.id ?? null, values: input },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (error instanceof ApiRequestError && !error.isNetworkError) {
            setErrors(
              Object.fromEntries(
                Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages[0]!]),
              ),
            );
            setFormError(error.message);
          } else setFormError('Could not save the exam session. Please try again.');
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {formError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 font-medium text-red-800">
          {formError}
        </p>
      )}
      <TextField
        label="Title"
        data-autofocus
        placeholder="Final examination November 2026"
        value={values.title}
        onChange={set('title')}
        error={errors.title}
      />
      {headOffice && !session && (
        <SelectField
          label="Centre"
          placeholder="Choose the centre"
          options={(centres.data ?? []).map((centre) => ({
            value: String(centre.id),
            label: `${centre.name} (${centre.code})`,
          }))}
          value={values.centreId}
          onChange={set('centreId')}
          error={errors.centreId}
        />
      )}
      <SelectField
        label="Course"
        placeholder="Choose the course"
        disabled={!!session}
        options={(courses.data ?? []).map((course) => ({ value: course.code, label: course.name }))}
        value={values.courseCode}
        onChange={set('courseCode')}
        error={errors.courseCode}
        hint={session ? 'The course of a session cannot change.' : undefined}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Exam date"
          type="date"
          value={values.examDate}
          onChange={set('examDate')}
          error={errors.examDate}
        />
        <TextField
          label="Time (optional)"
          type="time"
          value={values.examTime}
          onChange={set('examTime')}
          error={errors.examTime}
        />
      </div>
      <TextField
        label="Venue (optional)"
        placeholder="Computer lab 1, centre premises"
        value={values.venue}
        onChange={set('venue')}
        error={errors.venue}
      />
      <div>
        <button type="submit" className={PRIMARY} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : session ? 'Save changes' : 'Create exam session'}
        </button>
      </div>
    </form>
  );
}
