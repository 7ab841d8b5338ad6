import type { Affiliation } from '@institute/shared/affiliation';
import { formatPaise } from '@institute/shared/money';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { SelectField } from '../../../components/form/select-field';
import { PageHeading } from '../../../components/ui/page-heading';
import { PRIMARY, SECONDARY, TEXT_LINK } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { showToast } from '../../../lib/toast';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { affiliationCertificateUrl, useAffiliation, useRenewAffiliation } from '../affiliation-api';
import { AffiliationNotice } from '../affiliation-notice';
import { useCentres } from '../centres-api';
import { AffiliationEditor, RenewalFeeEditor } from './affiliation-editor';

const STATUS_STYLE: Record<Affiliation['status'], string> = {
  active: 'bg-green-100 text-green-900',
  expired: 'bg-red-100 text-red-900',
  suspended: 'bg-amber-100 text-amber-950',
};

/**
 * A centre's affiliation (issue 38): its period, authorised courses and renewals; renewal from
 * the wallet; the certificate of authorisation. Staff see their own centre; head office chooses
 * a centre and may change its period and courses, and the renewal fee.
 */
export function AffiliationPage() {
  const user = useStaffUser();
  const headOffice = isHeadOffice(user);
  const centres = useCentres(headOffice);
  const { _ } = useLingui();
  const [chosen, setChosen] = useState('');
  const centreId = headOffice ? (chosen ? Number(chosen) : null) : (user?.centreId ?? null);
  const affiliation = useAffiliation(centreId);

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading title={_('affiliation.title')} intro={_('affiliation.intro')} />
      {headOffice && (
        <div className="mb-6 max-w-md">
          <SelectField
            label={_('affiliation.centre')}
            placeholder={_('affiliation.chooseCentre')}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            options={(centres.data ?? []).map((centre) => ({
              value: String(centre.id),
              label: `${centre.name} (${centre.code})`,
            }))}
          />
        </div>
      )}
      {affiliation.isError && (
        <p role="alert" className="text-red-700">
          {_('affiliation.loadFailed')}
        </p>
      )}
      {affiliation.data && (
        <AffiliationDetails affiliation={affiliation.data} headOffice={headOffice} />
      )}
      {headOffice && <RenewalFeeEditor />}
    </div>
  );
}

function AffiliationDetails({
  affiliation,
  headOffice,
}: {
  affiliation: Affiliation;
  headOffice: boolean;
}) {
  const { _ } = useLingui();
  const renew = useRenewAffiliation(affiliation.centreId);
  const statusLabel = {
    active: _('affiliation.status.active'),
    expired: _('affiliation.status.expired'),
    suspended: _('affiliation.status.suspended'),
  }[affiliation.status];

  const onRenew = () =>
    renew.mutate(affiliation.validUntil, {
      onSuccess: (renewed) =>
        showToast(
          _('affiliation.renewed', { until: formatDate(renewed.validUntil ?? '') }),
          'success',
        ),
      onError: (error) => showToast(messageOf(error, _('affiliation.renewFailed')), 'error'),
    });

  return (
    <>
      <AffiliationNotice affiliation={affiliation} />
      <section
        aria-labelledby="affiliation-centre"
        className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="affiliation-centre" className="text-xl font-semibold text-brand-900">
            {affiliation.centreName} ({affiliation.centreCode})
          </h2>
          <span
            className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLE[affiliation.status]}`}
          >
            {statusLabel}
          </span>
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-slate-700">{_('affiliation.validFrom')}</dt>
          <dd>{affiliation.validFrom ? formatDate(affiliation.validFrom) : '—'}</dd>
          <dt className="font-medium text-slate-700">{_('affiliation.validUntil')}</dt>
          <dd>
            {affiliation.validUntil ? formatDate(affiliation.validUntil) : '—'}
            {affiliation.daysLeft !== null && affiliation.daysLeft >= 0 && (
              <span className="ml-2 text-slate-600">
                {_('affiliation.daysLeft', { days: affiliation.daysLeft })}
              </span>
            )}
          </dd>
          <dt className="font-medium text-slate-700">{_('affiliation.courses')}</dt>
          <dd>
            {affiliation.allCourses ? (
              _('affiliation.allCourses')
            ) : (
              <ul className="list-disc pl-5">
                {affiliation.courses.map((course) => (
                  <li key={course.code}>
                    {course.name} ({course.code})
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
        <div className="mt-5 flex flex-wrap items-center gap-3">
          {affiliation.renewalUntil && (
            <button type="button" className={PRIMARY} disabled={renew.isPending} onClick={onRenew}>
              {renew.isPending
                ? _('affiliation.renewing')
                : _('affiliation.renew', {
                    fee: formatPaise(affiliation.renewalFeePaise),
                    until: formatDate(affiliation.renewalUntil),
                  })}
            </button>
          )}
          <a
            className={SECONDARY}
            href={affiliationCertificateUrl(affiliation.centreId, 'en')}
            download
          >
            {_('affiliation.certificate')}
          </a>
          <a
            className={TEXT_LINK}
            href={affiliationCertificateUrl(affiliation.centreId, 'bilingual')}
            download
          >
            {_('affiliation.certificateBilingual')}
          </a>
        </div>
        <p className="mt-2 text-sm text-slate-600">{_('affiliation.renewHint')}</p>
        {affiliation.renewals.length > 0 && (
          <>
            <h3 className="mt-5 font-semibold text-brand-900">{_('affiliation.renewals')}</h3>
            <ul className="mt-2 space-y-1 text-slate-700">
              {affiliation.renewals.map((renewal) => (
                <li key={renewal.createdAt}>
                  {_('affiliation.renewalLine', {
                    date: formatDate(renewal.createdAt),
                    until: formatDate(renewal.newUntil),
                    fee: formatPaise(renewal.feePaise),
                  })}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      {headOffice && <AffiliationEditor key={affiliation.centreId} affiliation={affiliation} />}
    </>
  );
}
