import { COURSES, findCourse } from '@institute/shared/catalogue';
import {
  DURATION_MAX,
  DURATION_MIN,
  examFormSchema,
  type ExamFormInput,
  type ExamItem,
} from '@institute/shared/online-exams';
import { useMemo, useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { localInputToIso } from '../exam-format';
import { useBatch, useQuestions, useScheduleExam } from '../online-exams-api';
import { ApiRequestError } from '../../../lib/api-client';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { useCentres } from '../../centres/centres-api';

type Errors = Record<string, string | undefined>;

const CHECKBOX = `size-5 shrink-0 accent-brand-700 ${FOCUS_RING}`;

function Radio({
  name,
  value,
  checked,
  onChange,
  label,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  label: string;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-slate-800">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className={CHECKBOX}
      />
      {label}
    </label>
  );
}

/**
 * Staff schedule an online exam: what, when, and for which students.
 *
 * Over 400 lines, knowingly: one form whose later fields (the batch of students, the questions)
 * depend on the earlier ones (course, centre, start), with its state still kept by hand. Its
 * conversion to react-hook-form over examFormSchema (decision 0018) is the moment to move the
 * student picker and the question picker into files of their own.
 */
export function ScheduleExamForm({
  headOffice,
  onScheduled,
}: {
  headOffice: boolean;
  onScheduled: (exam: ExamItem) => void;
}) {
  const centres = useCentres(headOffice);
  const schedule = useScheduleExam();
  const [centreId, setCentreId] = useState('');
  const [courseCode, setCourseCode] = useState('');
  const [courseOption, setCourseOption] = useState('');
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<'test' | 'link'>('test');
  const [examLink, setExamLink] = useState('');
  const [selection, setSelection] = useState<'fixed' | 'random'>('fixed');
  const [questionIds, setQuestionIds] = useState<Set<number>>(new Set());
  const [questionCount, setQuestionCount] = useState('10');
  const [startNow, setStartNow] = useState(true);
  const [startsAt, setStartsAt] = useState('');
  const [durationMinutes, setDurationMinutes] = useState('30');
  const [endsAt, setEndsAt] = useState('');
  const [instructions, setInstructions] = useState('');
  const [admittedFrom, setAdmittedFrom] = useState('');
  const [admittedTo, setAdmittedTo] = useState('');
  const [excluded, setExcluded] = useState<Set<number>>(new Set());
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const course = findCourse(courseCode);
  const questions = useQuestions(kind === 'test' ? courseCode : '');
  const batchReady = courseCode !== '' && (!headOffice || centreId !== '');
  const batch = useBatch(
    {
      centreId: headOffice && centreId ? Number(centreId) : undefined,
      courseCode,
      courseOption: courseOption || undefined,
      admittedFrom: admittedFrom || undefined,
      admittedTo: admittedTo || undefined,
    },
    batchReady,
  );

  const chosenStudents = useMemo(
    () => (batch.data ?? []).filter((student) => !excluded.has(student.id)),
    [batch.data, excluded],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const values: ExamFormInput = {
      centreId: headOffice && centreId ? Number(centreId) : undefined,
      courseCode,
      courseOption: courseOption || null,
      title,
      kind,
      examLink: kind === 'link' ? examLink : null,
      startNow,
      startsAt: startNow ? null : localInputToIso(startsAt),
      durationMinutes: Number(durationMinutes || 0),
      endsAt: localInputToIso(endsAt),
      instructions,
      selection: kind === 'test' ? selection : null,
      questionIds: kind === 'test' && selection === 'fixed' ? [...questionIds] : null,
      questionCount: kind === 'test' && selection === 'random' ? Number(questionCount || 0) : null,
      studentIds: chosenStudents.map((student) => student.id),
    };
    const checked = examFormSchema.safeParse(values);
    const found: Errors = {};
    if (headOffice && !centreId) found.centreId = 'Choose the centre';
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? '');
        found[field] ??= issue.message;
      }
    }
    if (batchReady && chosenStudents.length === 0) {
      found.studentIds = 'The batch is empty: no student of this course matches';
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError('Please correct the highlighted fields.');
      return;
    }
    schedule.mutate(values, {
      onSuccess: onScheduled,
      onError: (error) => {
        if (error instanceof ApiRequestError && !error.isNetworkError && error.status < 500) {
          const fieldErrors: Errors = {};
          for (const [field, messages] of Object.entries(error.fieldErrors)) {
            fieldErrors[field] = messages[0];
          }
          setErrors(fieldErrors);
          setFormError(error.message);
        } else {
          setFormError('Could not schedule the exam. Please try again.');
        }
      },
    });
  };

  const toggleQuestion = (id: number) =>
    setQuestionIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleStudent = (id: number) =>
    setExcluded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormAlert message={formError} />
      {headOffice && (
        <SelectField
          label="Centre"
          placeholder="Select centre"
          value={centreId}
          onChange={(event) => setCentreId(event.target.value)}
          options={(centres.data ?? []).map((c) => ({
            value: String(c.id),
            label: `${c.name} (${c.code})`,
          }))}
          error={errors.centreId}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Course"
          placeholder="Select course"
          value={courseCode}
          onChange={(event) => {
            // A new course: the option and questions chosen before belong to another.
            setCourseCode(event.target.value);
            setCourseOption('');
            setQuestionIds(new Set());
          }}
          options={COURSES.map((c) => ({ value: c.code, label: c.name }))}
          error={errors.courseCode}
        />
        <SelectField
          label="Option"
          placeholder="Every option of the course"
          value={courseOption}
          onChange={(event) => setCourseOption(event.target.value)}
          options={(course?.options ?? []).map((o) => ({ value: o.code, label: o.label }))}
          disabled={!course}
          error={errors.courseOption}
        />
      </div>
      <TextField
        label="Title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title}
        maxLength={200}
      />

      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Exam</legend>
        <div className="flex flex-wrap gap-x-6">
          <Radio
            name="kind"
            value="test"
            checked={kind === 'test'}
            onChange={() => setKind('test')}
            label="Our online test (question bank)"
          />
          <Radio
            name="kind"
            value="link"
            checked={kind === 'link'}
            onChange={() => setKind('link')}
            label="An exam at another link"
          />
        </div>
      </fieldset>

      {kind === 'link' ? (
        <TextField
          label="Exam link"
          type="url"
          value={examLink}
          onChange={(event) => setExamLink(event.target.value)}
          error={errors.examLink}
          hint="Students see it on their profile, active only while the exam is open."
          placeholder="https://"
        />
      ) : (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium text-slate-800">Questions</legend>
          <div className="flex flex-wrap gap-x-6">
            <Radio
              name="selection"
              value="fixed"
              checked={selection === 'fixed'}
              onChange={() => setSelection('fixed')}
              label="The questions I choose"
            />
            <Radio
              name="selection"
              value="random"
              checked={selection === 'random'}
              onChange={() => setSelection('random')}
              label="Questions drawn at random for each student"
            />
          </div>
          {!courseCode && <p className="text-sm text-slate-600">Choose a course first.</p>}
          {questions.data && questions.data.length === 0 && (
            <p className="text-sm text-red-700">
              The question bank of this course is empty: head office adds questions under Question
              bank.
            </p>
          )}
          {selection === 'random' && (
            <TextField
              label="Number of questions"
              type="number"
              inputMode="numeric"
              min={1}
              value={questionCount}
              onChange={(event) => setQuestionCount(event.target.value)}
              error={errors.questionCount}
              hint={
                questions.data
                  ? `The bank has ${questions.data.length} ${questions.data.length === 1 ? 'question' : 'questions'}.`
                  : undefined
              }
            />
          )}
          {selection === 'fixed' && questions.data && questions.data.length > 0 && (
            <div>
              <div className="flex flex-wrap items-center gap-3 text-sm">
                <span>
                  {questionIds.size} of {questions.data.length} chosen
                </span>
                <button
                  type="button"
                  className={`rounded text-brand-700 underline ${FOCUS_RING}`}
                  onClick={() => setQuestionIds(new Set(questions.data.map((q) => q.id)))}
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
                        checked={questionIds.has(question.id)}
                        onChange={() => toggleQuestion(question.id)}
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
              {errors.questionIds && (
                <p className="mt-1 text-sm text-red-700">{errors.questionIds}</p>
              )}
            </div>
          )}
        </fieldset>
      )}

      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="text-sm font-medium text-slate-800">When</legend>
        <label className="flex min-h-11 items-center gap-2 text-slate-800 sm:col-span-2">
          <input
            type="checkbox"
            className={CHECKBOX}
            checked={startNow}
            onChange={(event) => setStartNow(event.target.checked)}
          />
          Start now
        </label>
        {!startNow && (
          <TextField
            label="Start time"
            type="datetime-local"
            value={startsAt}
            onChange={(event) => setStartsAt(event.target.value)}
            error={errors.startsAt}
          />
        )}
        <TextField
          label="Duration (minutes)"
          type="number"
          inputMode="numeric"
          min={DURATION_MIN}
          max={DURATION_MAX}
          value={durationMinutes}
          onChange={(event) => setDurationMinutes(event.target.value)}
          error={errors.durationMinutes}
          hint={`${DURATION_MIN} to ${DURATION_MAX} minutes for each student.`}
        />
        <TextField
          label="Window closes (optional)"
          type="datetime-local"
          value={endsAt}
          onChange={(event) => setEndsAt(event.target.value)}
          error={errors.endsAt}
          hint="Leave empty to close when the duration ends; a later time lets students start late."
        />
      </fieldset>

      <TextareaField
        label="Instructions"
        rows={3}
        value={instructions}
        onChange={(event) => setInstructions(event.target.value)}
        error={errors.instructions}
        maxLength={5000}
      />

      <fieldset className="grid gap-3">
        <legend className="text-sm font-medium text-slate-800">Batch</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Admitted from"
            type="date"
            value={admittedFrom}
            onChange={(event) => setAdmittedFrom(event.target.value)}
          />
          <TextField
            label="Admitted to"
            type="date"
            value={admittedTo}
            onChange={(event) => setAdmittedTo(event.target.value)}
          />
        </div>
        {!batchReady && (
          <p className="text-sm text-slate-600">
            Choose {headOffice ? 'the centre and ' : ''}the course to see its students.
          </p>
        )}
        {batch.isError && (
          <p role="alert" className="text-sm text-red-700">
            Could not load the students. Please try again.
          </p>
        )}
        {batch.data && (
          <div>
            <p className="text-sm text-slate-800" aria-live="polite">
              {chosenStudents.length} of {batch.data.length} student
              {batch.data.length === 1 ? '' : 's'} in the batch
            </p>
            {batch.data.length > 0 && (
              <ul className="mt-2 max-h-64 overflow-y-auto rounded-md border border-slate-300 bg-white">
                {batch.data.map((student) => (
                  <li key={student.id} className="border-b border-slate-100 last:border-0">
                    <label className="flex min-h-11 items-center gap-2 p-2 text-sm">
                      <input
                        type="checkbox"
                        className={CHECKBOX}
                        checked={!excluded.has(student.id)}
                        onChange={() => toggleStudent(student.id)}
                      />
                      <span className="font-mono">{student.registrationNumber}</span>
                      <span>{student.name}</span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {errors.studentIds && <p className="text-sm text-red-700">{errors.studentIds}</p>}
      </fieldset>

      <SubmitButton busy={schedule.isPending} busyLabel="Scheduling...">
        Schedule exam
      </SubmitButton>
    </form>
  );
}
