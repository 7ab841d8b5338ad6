import {
  WEEKDAYS,
  type BatchForm as BatchFormValues,
  type Weekday,
} from '@institute/shared/batches';
import { useLingui } from '@lingui/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiRequestError } from '../../../lib/api-client';
import { useCatalogue, shownName } from '../../../lib/catalogue';
import { useCentreStaff } from '../../centres/centres-api';
import { useSaveBatch } from '../batches-api';
import { weekdayLabel } from './weekday-label';

const SELECT =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900';

/** A labelled select (the label names it by id, as screen readers and tests read it). */
function SelectField({
  label,
  value,
  onChange,
  error,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        className={SELECT}
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
      {error && <p className="mt-1 text-sm font-medium text-red-700">{error}</p>}
    </div>
  );
}

/** The batch form: name, course (and option), dates, weekdays and time slot, room, teacher, capacity. */
export function BatchForm({
  centreId,
  batchId = null,
  initial,
  onSaved,
}: {
  centreId: number;
  batchId?: number | null;
  initial?: Partial<BatchFormValues>;
  onSaved: () => void;
}) {
  const { _ } = useLingui();
  const catalogue = useCatalogue();
  const staff = useCentreStaff(centreId);
  const save = useSaveBatch(batchId);
  const [values, setValues] = useState({
    name: initial?.name ?? '',
    course: initial?.course ?? '',
    courseOption: initial?.courseOption ?? '',
    startDate: initial?.startDate ?? '',
    endDate: initial?.endDate ?? '',
    weekdays: (initial?.weekdays ?? []) as Weekday[],
    startTime: initial?.startTime ?? '',
    endTime: initial?.endTime ?? '',
    room: initial?.room ?? '',
    teacherUserId: initial?.teacherUserId ? String(initial.teacherUserId) : '',
    capacity: initial?.capacity ? String(initial.capacity) : '',
  });
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((old) => ({ ...old, [field]: value }));
  const error = save.error instanceof ApiRequestError ? save.error : null;
  const fieldError = (field: string) => error?.fieldErrors?.[field]?.[0];
  const options = catalogue.data?.find((course) => course.code === values.course)?.options ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      {
        centreId,
        name: values.name,
        course: values.course,
        courseOption: values.courseOption || null,
        startDate: values.startDate,
        endDate: values.endDate,
        weekdays: values.weekdays,
        startTime: values.startTime,
        endTime: values.endTime,
        room: values.room,
        teacherUserId: values.teacherUserId ? Number(values.teacherUserId) : null,
        capacity: Number(values.capacity),
      },
      { onSuccess: onSaved },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {error && (
        <p role="alert" className="rounded-md bg-red-50 p-3 font-medium text-red-800">
          {error.message}
        </p>
      )}
      <TextField
        label={_('batches.field.name')}
        value={values.name}
        onChange={(e) => set('name')(e.target.value)}
        error={fieldError('name')}
      />
      <SelectField
        label={_('batches.field.course')}
        value={values.course}
        onChange={(course) => setValues((old) => ({ ...old, course, courseOption: '' }))}
        error={fieldError('course')}
      >
        <option value="">{_('batches.choose')}</option>
        {catalogue.data
          ?.filter((course) => !course.retired)
          .map((course) => (
            <option key={course.code} value={course.code}>
              {shownName(course.name)}
            </option>
          ))}
      </SelectField>
      {options.length > 0 && (
        <SelectField
          label={_('batches.field.option')}
          value={values.courseOption}
          onChange={set('courseOption')}
          error={fieldError('courseOption')}
        >
          <option value="">{_('batches.anyOption')}</option>
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </SelectField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={_('batches.field.startDate')}
          type="date"
          value={values.startDate}
          onChange={(e) => set('startDate')(e.target.value)}
          error={fieldError('startDate')}
        />
        <TextField
          label={_('batches.field.endDate')}
          type="date"
          value={values.endDate}
          onChange={(e) => set('endDate')(e.target.value)}
          error={fieldError('endDate')}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">
          {_('batches.field.weekdays')}
        </legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {WEEKDAYS.map((day) => (
            <label key={day} className="flex min-h-11 items-center gap-2 rounded border px-3">
              <input
                type="checkbox"
                checked={values.weekdays.includes(day)}
                onChange={(e) =>
                  setValues((old) => ({
                    ...old,
                    weekdays: e.target.checked
                      ? WEEKDAYS.filter((d) => d === day || old.weekdays.includes(d))
                      : old.weekdays.filter((d) => d !== day),
                  }))
                }
              />
              {weekdayLabel(_, day)}
            </label>
          ))}
        </div>
        {fieldError('weekdays') && (
          <p className="mt-1 text-sm text-red-700">{fieldError('weekdays')}</p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={_('batches.field.startTime')}
          type="time"
          value={values.startTime}
          onChange={(e) => set('startTime')(e.target.value)}
          error={fieldError('startTime')}
        />
        <TextField
          label={_('batches.field.endTime')}
          type="time"
          value={values.endTime}
          onChange={(e) => set('endTime')(e.target.value)}
          error={fieldError('endTime')}
        />
      </div>
      <TextField
        label={_('batches.field.room')}
        value={values.room}
        onChange={(e) => set('room')(e.target.value)}
        error={fieldError('room')}
      />
      <SelectField
        label={_('batches.field.teacher')}
        value={values.teacherUserId}
        onChange={set('teacherUserId')}
        error={fieldError('teacherUserId')}
      >
        <option value="">{_('batches.noTeacher')}</option>
        {staff.data
          ?.filter((member) => member.status === 'active')
          .map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
      </SelectField>
      <TextField
        label={_('batches.field.capacity')}
        type="number"
        inputMode="numeric"
        min={1}
        value={values.capacity}
        onChange={(e) => set('capacity')(e.target.value)}
        error={fieldError('capacity')}
      />
      <Button type="submit" variant="primary" disabled={save.isPending}>
        {_('batches.save')}
      </Button>
    </form>
  );
}
