import type { Affiliation } from '@institute/shared/affiliation';
import { formatPaise, parseRupees } from '@institute/shared/money';
import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { PRIMARY } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';
import { useCatalogue } from '../../../lib/catalogue';
import { serverText } from '../../../i18n/server-texts';
import { showToast } from '../../../lib/toast';
import { useSaveAffiliation, useSetRenewalFee } from '../affiliation-api';

/** Head office: a centre's period and authorised courses. */
export function AffiliationEditor({ affiliation }: { affiliation: Affiliation }) {
  const { _ } = useLingui();
  const catalogue = useCatalogue();
  const save = useSaveAffiliation(affiliation.centreId);
  const [validFrom, setValidFrom] = useState(affiliation.validFrom ?? '');
  const [validUntil, setValidUntil] = useState(affiliation.validUntil ?? '');
  const [allCourses, setAllCourses] = useState(affiliation.allCourses);
  const [courses, setCourses] = useState<string[]>(affiliation.courses.map((c) => c.code));
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setFieldErrors({});
    save.mutate(
      { validFrom, validUntil, allCourses, courses: allCourses ? [] : courses },
      {
        onSuccess: () => showToast(_('affiliation.saved'), 'success'),
        onError: (error) => {
          setFailure(messageOf(error, _('affiliation.saveFailed')));
          if (error && typeof error === 'object' && 'fieldErrors' in error) {
            setFieldErrors((error as { fieldErrors: Record<string, string[]> }).fieldErrors);
          }
        },
      },
    );
  };

  const toggle = (code: string, on: boolean) =>
    setCourses((list) => (on ? [...list, code] : list.filter((item) => item !== code)));

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-6 space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 className="text-lg font-semibold text-brand-900">{_('affiliation.edit.title')}</h2>
      <FormAlert message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={_('affiliation.validFrom')}
          type="date"
          value={validFrom}
          onChange={(event) => setValidFrom(event.target.value)}
          error={fieldErrors.validFrom?.[0]}
        />
        <TextField
          label={_('affiliation.validUntil')}
          type="date"
          value={validUntil}
          onChange={(event) => setValidUntil(event.target.value)}
          error={fieldErrors.validUntil?.[0]}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{_('affiliation.courses')}</legend>
        <label className="mt-2 flex items-center gap-2">
          <input
            type="checkbox"
            className="size-6"
            checked={allCourses}
            onChange={(event) => setAllCourses(event.target.checked)}
          />
          <span>{_('affiliation.allCoursesChoice')}</span>
        </label>
        {!allCourses && (
          <div className="mt-2 grid gap-1 sm:grid-cols-2">
            {(catalogue.data ?? [])
              .filter((course) => !course.retired || courses.includes(course.code))
              .map((course) => (
                <label key={course.code} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-6"
                    checked={courses.includes(course.code)}
                    onChange={(event) => toggle(course.code, event.target.checked)}
                  />
                  <span>
                    {course.name} ({course.code})
                  </span>
                </label>
              ))}
          </div>
        )}
        {fieldErrors.courses?.[0] && (
          <p className="mt-1 text-sm text-red-700">{serverText(fieldErrors.courses[0])}</p>
        )}
      </fieldset>
      <button type="submit" className={PRIMARY} disabled={save.isPending}>
        {save.isPending ? _('affiliation.edit.saving') : _('affiliation.edit.save')}
      </button>
    </form>
  );
}

/** Head office: what a renewal costs a centre's wallet. */
export function RenewalFeeEditor() {
  const { _ } = useLingui();
  const setFee = useSetRenewalFee();
  const [rupees, setRupees] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const paise = parseRupees(rupees);
    if (paise === null) {
      setError(_('affiliation.fee.invalid'));
      return;
    }
    setError(undefined);
    setFee.mutate(paise, {
      onSuccess: (saved) =>
        showToast(_('affiliation.fee.saved', { fee: formatPaise(saved.feePaise) }), 'success'),
      onError: (failure) => setError(messageOf(failure, _('affiliation.saveFailed'))),
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-6 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <TextField
        label={_('affiliation.fee.label')}
        hint={_('affiliation.fee.hint')}
        inputMode="decimal"
        value={rupees}
        onChange={(event) => setRupees(event.target.value)}
        error={error}
      />
      <button type="submit" className={PRIMARY} disabled={setFee.isPending}>
        {_('affiliation.fee.save')}
      </button>
    </form>
  );
}
