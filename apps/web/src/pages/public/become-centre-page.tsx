import type { ReferenceData } from '@institute/shared/reference';
import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { TextField } from '../../components/form/text-field';
import { FOCUS_RING } from '../../components/ui/focus-ring';
import { api, ApiRequestError } from '../../lib/api-client';
import { PageHeader } from './page-header';
import { shownName } from '../../lib/catalogue';

type Courses = { code: string; name: string }[];

/** Loader: the courses a centre may run (asked on the server, so the form is in the HTML). */
export async function becomeCentreLoader({ context }: LoaderFunctionArgs): Promise<Courses> {
  try {
    const reference = await api<ReferenceData>('/api/reference', { context });
    return reference.courses
      .filter((course) => !course.retired)
      .map(({ code, name }) => ({ code, name }));
  } catch {
    return [];
  }
}

export const FILE_INPUTS = [
  { name: 'photo1', label: 'becomeCentre.form.photo1', accept: 'image/*', required: true },
  { name: 'photo2', label: 'becomeCentre.form.photo2', accept: 'image/*', required: false },
  { name: 'photo3', label: 'becomeCentre.form.photo3', accept: 'image/*', required: false },
  {
    name: 'idProof',
    label: 'becomeCentre.form.idProof',
    accept: 'image/*,application/pdf',
    required: true,
  },
  {
    name: 'addressProof',
    label: 'becomeCentre.form.addressProof',
    accept: 'image/*,application/pdf',
    required: true,
  },
  {
    name: 'tradeLicence',
    label: 'becomeCentre.form.tradeLicence',
    accept: 'image/*,application/pdf',
    required: true,
  },
] as const;

/** /become-a-centre: apply to open a centre (issue 38 point 1, decision 0080). */
export function BecomeCentrePage() {
  const courses = useLoaderData() as Courses;
  const { _ } = useLingui();
  const [state, setState] = useState<
    | { kind: 'idle' | 'sending' }
    | { kind: 'sent' }
    | { kind: 'error'; message: string; fields: Record<string, string[]> }
  >({ kind: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const chosen = data.getAll('course').map(String);
    data.delete('course');
    data.set('courses', chosen.join(','));
    setState({ kind: 'sending' });
    try {
      await api('/api/centre-applications', { method: 'POST', body: data });
      setState({ kind: 'sent' });
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fieldErrors : {};
      setState({
        kind: 'error',
        message: error instanceof ApiRequestError ? error.message : _('becomeCentre.failed'),
        fields,
      });
    }
  }

  const fieldError = (name: string) =>
    state.kind === 'error' ? state.fields[name]?.[0] : undefined;

  return (
    <>
      <PageHeader eyebrow={_('becomeCentre.eyebrow')} title={_('becomeCentre.title')}>
        <p>{_('becomeCentre.intro')}</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {state.kind === 'sent' ? (
          <p
            role="status"
            className="rounded-lg border border-green-600 bg-green-50 p-4 text-green-900"
          >
            {_('becomeCentre.thanks')}
          </p>
        ) : (
          <form onSubmit={submit} className="space-y-6" encType="multipart/form-data" noValidate>
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 text-lg font-bold text-brand-900">
                {_('becomeCentre.section.owner')}
              </legend>
              <TextField
                name="centreName"
                label={_('becomeCentre.form.centreName')}
                required
                error={fieldError('centreName')}
              />
              <TextField
                name="ownerName"
                label={_('becomeCentre.form.ownerName')}
                required
                error={fieldError('ownerName')}
              />
              <TextField
                name="email"
                type="email"
                label={_('becomeCentre.form.email')}
                required
                error={fieldError('email')}
              />
              <TextField
                name="phone"
                type="tel"
                label={_('becomeCentre.form.phone')}
                required
                error={fieldError('phone')}
              />
            </fieldset>
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 text-lg font-bold text-brand-900">
                {_('becomeCentre.section.premises')}
              </legend>
              <TextField
                name="address"
                label={_('becomeCentre.form.address')}
                required
                className="sm:col-span-2"
                error={fieldError('address')}
              />
              <TextField
                name="district"
                label={_('becomeCentre.form.district')}
                required
                error={fieldError('district')}
              />
              <TextField
                name="state"
                label={_('becomeCentre.form.state')}
                required
                error={fieldError('state')}
              />
            </fieldset>
            <fieldset>
              <legend className="mb-2 text-lg font-bold text-brand-900">
                {_('becomeCentre.section.courses')}
              </legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {courses.map((course) => (
                  <label key={course.code} className="flex min-h-11 items-center gap-2">
                    <input type="checkbox" name="course" value={course.code} className="size-5" />
                    <span>{shownName(course.name)}</span>
                  </label>
                ))}
              </div>
              {fieldError('courses') && (
                <p className="mt-1 text-sm text-red-700">{fieldError('courses')}</p>
              )}
            </fieldset>
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 text-lg font-bold text-brand-900">
                {_('becomeCentre.section.files')}
              </legend>
              {FILE_INPUTS.map((input) => (
                <div key={input.name}>
                  <label
                    htmlFor={`file-${input.name}`}
                    className="block text-sm font-medium text-slate-800"
                  >
                    {_(input.label)}
                  </label>
                  <input
                    id={`file-${input.name}`}
                    type="file"
                    name={input.name}
                    accept={input.accept}
                    required={input.required}
                    className="mt-1 block min-h-11 w-full text-sm"
                  />
                  {fieldError(input.name) && (
                    <p className="mt-1 text-sm text-red-700">{fieldError(input.name)}</p>
                  )}
                </div>
              ))}
            </fieldset>
            {state.kind === 'error' && (
              <p
                role="alert"
                className="rounded-lg border border-red-600 bg-red-50 p-4 text-red-900"
              >
                {state.message}
              </p>
            )}
            <button
              type="submit"
              disabled={state.kind === 'sending'}
              className={`min-h-11 rounded-md bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 ${FOCUS_RING}`}
            >
              {state.kind === 'sending' ? _('becomeCentre.sending') : _('becomeCentre.submit')}
            </button>
          </form>
        )}
      </div>
    </>
  );
}
