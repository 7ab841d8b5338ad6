import { shownName } from '../../../lib/catalogue';
import type { AttendanceRule } from '@institute/shared/attendance';
import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { useCentres } from '../../centres/centres-api';
import {
  useAddHoliday,
  useAttendanceRules,
  useAttendanceSettings,
  useHolidays,
  useRemoveHoliday,
  useSaveAttendanceRule,
  useSaveAttendanceSettings,
} from '../attendance-api';

const FIELD =
  'mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900';

/**
 * The holiday calendar: a centre's holidays and the network's (head office's, for every centre);
 * head office also sets how long a day stays editable and each course's minimum attendance.
 */
export function HolidaysPage() {
  const { _ } = useLingui();
  const headOffice = isHeadOffice(useStaffUser());
  const centres = useCentres(headOffice);
  const [centreId, setCentreId] = useState<number | null>(null);
  const holidays = useHolidays(headOffice ? centreId : null);
  const remove = useRemoveHoliday();

  return (
    <div className="mx-auto max-w-3xl p-4 sm:p-8">
      <PageHeading title={_('attendance.holidays.title')} intro={_('attendance.holidays.intro')} />
      {headOffice && (
        <div className="mb-4">
          <label htmlFor="holidays-centre" className="block text-sm font-semibold">
            {_('attendance.holidays.centre')}
          </label>
          <select
            id="holidays-centre"
            className={`${FIELD} sm:w-80`}
            value={centreId ?? ''}
            onChange={(e) => setCentreId(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{_('attendance.holidays.everyCentre')}</option>
            {centres.data?.map((centre) => (
              <option key={centre.id} value={centre.id}>
                {centre.name} ({centre.code})
              </option>
            ))}
          </select>
        </div>
      )}
      <AddHoliday centreId={headOffice ? centreId : null} />
      {holidays.isPending && <LoadingMessage />}
      {holidays.isError && (
        <ErrorMessage>
          {messageOf(holidays.error, _('attendance.holidays.loadFailed'))}
        </ErrorMessage>
      )}
      {holidays.data?.length === 0 && (
        <p className="text-slate-700">{_('attendance.holidays.none')}</p>
      )}
      {remove.isError && (
        <p role="alert" className="mb-2 text-red-800">
          {messageOf(remove.error, _('attendance.holidays.loadFailed'))}
        </p>
      )}
      <ul className="mb-8 space-y-2">
        {holidays.data?.map((holiday) => (
          <li
            key={holiday.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3"
          >
            <div>
              <p className="font-medium">
                {formatDate(holiday.day)}: {holiday.name}
              </p>
              <p className="text-sm text-slate-600">
                {holiday.centreName ?? _('attendance.holidays.network')}
              </p>
            </div>
            {(headOffice || holiday.centreId !== null) && (
              <Button
                variant="secondary"
                aria-label={_('attendance.holidays.removeNamed', { name: holiday.name })}
                onClick={() => remove.mutate(holiday.id)}
                disabled={remove.isPending}
              >
                {_('attendance.holidays.remove')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {headOffice && <Settings />}
      {headOffice && <Rules />}
    </div>
  );
}

function AddHoliday({ centreId }: { centreId: number | null }) {
  const { _ } = useLingui();
  const add = useAddHoliday();
  const [day, setDay] = useState('');
  const [name, setName] = useState('');
  const error = add.error instanceof ApiRequestError ? add.error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { centreId, day, name },
      {
        onSuccess: () => {
          setDay('');
          setName('');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="mb-6 rounded-lg border border-slate-200 bg-white p-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="holiday-day" className="block text-sm font-semibold">
            {_('attendance.holidays.day')}
          </label>
          <input
            id="holiday-day"
            type="date"
            required
            className={FIELD}
            value={day}
            onChange={(e) => setDay(e.target.value)}
          />
          {error?.fieldErrors.day && <p className="text-red-800">{error.fieldErrors.day[0]}</p>}
        </div>
        <div>
          <label htmlFor="holiday-name" className="block text-sm font-semibold">
            {_('attendance.holidays.name')}
          </label>
          <input
            id="holiday-name"
            required
            maxLength={100}
            className={FIELD}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          {error?.fieldErrors.name && <p className="text-red-800">{error.fieldErrors.name[0]}</p>}
        </div>
      </div>
      {error && !error.fieldErrors.day && !error.fieldErrors.name && (
        <p role="alert" className="mt-2 text-red-800">
          {error.message}
        </p>
      )}
      <Button type="submit" className="mt-3" disabled={add.isPending}>
        {_('attendance.holidays.add')}
      </Button>
    </form>
  );
}

function Settings() {
  const { _ } = useLingui();
  const settings = useAttendanceSettings();
  const save = useSaveAttendanceSettings();
  const [editDays, setEditDays] = useState<string | null>(null);
  const [alertAfter, setAlertAfter] = useState<string | null>(null);
  if (!settings.data) return null;
  const value = editDays ?? String(settings.data.editDays);
  const alertValue = alertAfter ?? String(settings.data.absenceAlertAfter ?? '');
  const fieldErrors = save.error instanceof ApiRequestError ? save.error.fieldErrors : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      editDays: Number(value),
      absenceAlertAfter: alertValue === '' ? null : Number(alertValue),
    });
  };
  return (
    <form
      onSubmit={submit}
      aria-labelledby="attendance-settings-heading"
      className="mb-6 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="attendance-settings-heading" className="mb-2 text-lg font-semibold">
        {_('attendance.holidays.settingsHeading')}
      </h2>
      <label htmlFor="attendance-edit-days" className="block text-sm font-semibold">
        {_('attendance.holidays.editDays')}
      </label>
      <input
        id="attendance-edit-days"
        type="number"
        min={0}
        max={60}
        className={`${FIELD} sm:w-40`}
        value={value}
        onChange={(e) => setEditDays(e.target.value)}
        aria-describedby="attendance-edit-days-hint"
      />
      <p id="attendance-edit-days-hint" className="mt-1 text-sm text-slate-700">
        {_('attendance.holidays.editDaysHint')}
      </p>
      <label htmlFor="attendance-alert-after" className="mt-4 block text-sm font-semibold">
        {_('attendance.holidays.alertAfter')}
      </label>
      <input
        id="attendance-alert-after"
        type="number"
        min={2}
        max={30}
        className={`${FIELD} sm:w-40`}
        value={alertValue}
        onChange={(e) => setAlertAfter(e.target.value)}
        aria-describedby="attendance-alert-after-hint"
      />
      <p id="attendance-alert-after-hint" className="mt-1 text-sm text-slate-700">
        {_('attendance.holidays.alertAfterHint')}
      </p>
      {fieldErrors.absenceAlertAfter && (
        <p className="text-red-800">{fieldErrors.absenceAlertAfter[0]}</p>
      )}
      {save.isError && (
        <p role="alert" className="mt-2 text-red-800">
          {messageOf(save.error, _('attendance.holidays.loadFailed'))}
        </p>
      )}
      {save.isSuccess && (
        <p role="status" className="mt-2 text-green-800">
          {_('attendance.holidays.settingsSaved')}
        </p>
      )}
      <Button type="submit" className="mt-3" disabled={save.isPending}>
        {_('attendance.holidays.saveSettings')}
      </Button>
    </form>
  );
}

function Rules() {
  const { _ } = useLingui();
  const rules = useAttendanceRules();
  if (!rules.data) return null;
  return (
    <section
      aria-labelledby="attendance-rules-heading"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="attendance-rules-heading" className="text-lg font-semibold">
        {_('attendance.holidays.rulesHeading')}
      </h2>
      <p className="mb-3 text-sm text-slate-700">{_('attendance.holidays.rulesHint')}</p>
      <ul className="space-y-3">
        {rules.data.map((rule) => (
          <Rule key={rule.course} rule={rule} />
        ))}
      </ul>
    </section>
  );
}

function Rule({ rule }: { rule: AttendanceRule }) {
  const { _ } = useLingui();
  const save = useSaveAttendanceRule();
  const [value, setValue] = useState(
    rule.minimumPercent === null ? '' : String(rule.minimumPercent),
  );
  const id = `attendance-rule-${rule.course}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ course: rule.course, minimumPercent: value === '' ? null : Number(value) });
  };
  return (
    <li>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="block text-sm font-semibold">
            {_('attendance.holidays.minimumFor', { course: shownName(rule.courseName) })}
          </label>
          <input
            id={id}
            type="number"
            min={1}
            max={100}
            className={FIELD}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {_('attendance.holidays.saveRule')}
        </Button>
        {save.isError && (
          <p role="alert" className="w-full text-red-800">
            {messageOf(save.error, _('attendance.holidays.loadFailed'))}
          </p>
        )}
        {save.isSuccess && (
          <p role="status" className="w-full text-green-800">
            {_('attendance.holidays.ruleSaved')}
          </p>
        )}
      </form>
    </li>
  );
}
