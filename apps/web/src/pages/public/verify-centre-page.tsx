import type { CentreSearchAnswer, PublicCentre } from '@institute/shared/affiliation';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { FOCUS_RING } from '../../components/ui/focus-ring';
import { fetchCentreSearch } from '../../features/centres/centre-verification-api';
import { ApiRequestError } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import { useLocalePath } from '../../i18n/locale';
import { PageHeader } from './page-header';

type Answer =
  | { kind: 'answer'; asked: boolean; result: CentreSearchAnswer }
  | { kind: 'error'; message: string | null; places: CentreSearchAnswer['places'] };

/**
 * Loader: the centre of `?code=` (the QR code of the certificate of authorisation), or the
 * centres of `?state=` (and `&district=`), asked on the server so the answer is in the HTML; the
 * form is a plain GET form, so the page works without JavaScript too.
 */
export async function verifyCentreLoader({
  request,
  context,
}: LoaderFunctionArgs): Promise<Answer> {
  const url = new URL(request.url);
  const code = url.searchParams.get('code')?.trim() ?? '';
  const state = url.searchParams.get('state')?.trim() ?? '';
  const district = url.searchParams.get('district')?.trim() ?? '';
  const query = code ? { code } : { state, district };
  try {
    return {
      kind: 'answer',
      asked: !!(code || state),
      result: await fetchCentreSearch(query, context),
    };
  } catch (error) {
    const known = error instanceof ApiRequestError && [400, 404, 429].includes(error.status);
    let places: CentreSearchAnswer['places'] = [];
    try {
      places = (await fetchCentreSearch({}, context)).places;
    } catch {
      // The form then offers no states; the message says what went wrong.
    }
    return { kind: 'error', message: known ? error.message : null, places };
  }
}

const VERDICT: Record<
  PublicCentre['status'],
  { title: MessageId; text: MessageId; style: string }
> = {
  active: {
    title: 'verifyCentre.status.active',
    text: 'verifyCentre.statusText.active',
    style: 'border-green-600 bg-green-50 text-green-900',
  },
  expired: {
    title: 'verifyCentre.status.expired',
    text: 'verifyCentre.statusText.expired',
    style: 'border-red-600 bg-red-50 text-red-900',
  },
  suspended: {
    title: 'verifyCentre.status.suspended',
    text: 'verifyCentre.statusText.suspended',
    style: 'border-amber-600 bg-amber-50 text-amber-950',
  },
};

function CentreCard({ centre }: { centre: PublicCentre }) {
  const { _ } = useLingui();
  const verdict = VERDICT[centre.status];
  const place = [centre.address, centre.district, centre.state].filter(Boolean).join(', ');
  return (
    <li className={`rounded-lg border-l-8 p-5 ${verdict.style}`}>
      <h2 className="text-xl font-bold">{centre.name}</h2>
      <p className="mt-1 font-semibold">{_(verdict.title)}</p>
      <p className="mt-1">{_(verdict.text)}</p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-slate-900 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-700">{_('verifyCentre.field.code')}</dt>
        <dd className="font-mono">{centre.code}</dd>
        <dt className="font-medium text-slate-700">{_('verifyCentre.field.address')}</dt>
        <dd className="whitespace-pre-line">{place}</dd>
        <dt className="font-medium text-slate-700">{_('verifyCentre.field.validUntil')}</dt>
        <dd>{centre.validUntil ? formatDate(centre.validUntil) : '—'}</dd>
        <dt className="font-medium text-slate-700">{_('verifyCentre.field.courses')}</dt>
        <dd>
          {centre.allCourses
            ? _('verifyCentre.allCourses')
            : centre.courses.map((course) => course.name).join(', ')}
        </dd>
      </dl>
    </li>
  );
}

const BUTTON = `inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 ${FOCUS_RING}`;

/**
 * The public verification of a centre (issue 38 point 4): by code, or the centres of a state and
 * district; each with its address, authorised courses, the end of its affiliation and its status.
 * No person's details (the owner's name, phone or e-mail) are ever shown.
 */
export function VerifyCentrePage() {
  const answer = useLoaderData<Answer>();
  const location = useLocation();
  const { _ } = useLingui();
  const localePath = useLocalePath();
  const params = new URLSearchParams(location.search);
  const places = answer.kind === 'answer' ? answer.result.places : answer.places;
  const [state, setState] = useState(params.get('state') ?? '');
  const districts = places.find((place) => place.state === state)?.districts ?? [];

  return (
    <>
      <PageHeader eyebrow={_('verifyCentre.eyebrow')} title={_('verifyCentre.title')}>
        {_('verifyCentre.intro')}
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <form
          key={`code|${location.search}`}
          method="get"
          action={localePath('/verify-centre')}
          className="grid gap-4 sm:grid-cols-[1fr_auto]"
        >
          <TextField
            label={_('verifyCentre.form.code')}
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint={_('verifyCentre.form.codeHint')}
            defaultValue={params.get('code') ?? ''}
            required
          />
          <div className="flex items-start sm:pt-6">
            <button type="submit" className={BUTTON}>
              {_('verifyCentre.form.byCode')}
            </button>
          </div>
        </form>
        <p className="my-4 text-center font-semibold text-slate-600">{_('verifyCentre.or')}</p>
        <form
          key={`place|${location.search}`}
          method="get"
          action={localePath('/verify-centre')}
          className="grid gap-4 sm:grid-cols-[1fr_1fr_auto]"
        >
          <SelectField
            label={_('verifyCentre.form.state')}
            name="state"
            placeholder={_('verifyCentre.form.chooseState')}
            value={state}
            onChange={(event) => setState(event.target.value)}
            options={places.map((place) => ({ value: place.state, label: place.state }))}
            required
          />
          <SelectField
            label={_('verifyCentre.form.district')}
            name="district"
            placeholder={_('verifyCentre.form.anyDistrict')}
            defaultValue={params.get('district') ?? ''}
            options={districts.map((district) => ({ value: district, label: district }))}
          />
          <div className="flex items-start sm:pt-6">
            <button type="submit" className={BUTTON}>
              {_('verifyCentre.form.byPlace')}
            </button>
          </div>
        </form>
        <div aria-live="polite" className="mt-8">
          {answer.kind === 'error' && (
            <p
              role="alert"
              className="rounded-lg border-l-8 border-red-600 bg-red-50 p-5 text-red-900"
            >
              {answer.message ?? _('verifyCentre.checkFailed')}
            </p>
          )}
          {answer.kind === 'answer' && answer.asked && (
            <>
              <p className="mb-3 text-slate-700">
                {answer.result.centres.length === 0
                  ? _('verifyCentre.none')
                  : _('verifyCentre.count', { count: answer.result.centres.length })}
              </p>
              <ul className="space-y-4">
                {answer.result.centres.map((centre) => (
                  <CentreCard key={centre.code} centre={centre} />
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </>
  );
}
