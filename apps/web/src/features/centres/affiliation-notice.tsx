import type { Affiliation } from '@institute/shared/affiliation';
import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { TEXT_LINK } from '../../components/ui/button';
import { formatDate } from '../../lib/format-date';
import { useStaffUser } from '../auth/use-staff-user';
import { useMyAffiliation } from './affiliation-api';

/**
 * Why the signed-in centre cannot use this screen (admitting students, importing them, requesting
 * certificates) while its affiliation does not cover today, or null when it can (and for head
 * office, which chooses a centre: the server answers for that centre).
 */
export function useAffiliationBlock(): Affiliation | null {
  const user = useStaffUser();
  const staff = user?.role === 'centre_staff';
  const mine = useMyAffiliation(staff);
  return staff && mine.data?.blocked ? mine.data : null;
}

/** The notice those screens show at their top when the centre is blocked. */
export function AffiliationNotice({ affiliation }: { affiliation: Affiliation | null }) {
  const { _ } = useLingui();
  if (!affiliation?.blocked) return null;
  const { reason } = affiliation.blocked;
  const text =
    reason === 'expired'
      ? _('affiliation.blocked.expired', { until: formatDate(affiliation.validUntil ?? '') })
      : reason === 'not-yet-valid'
        ? _('affiliation.blocked.notYetValid', { from: formatDate(affiliation.validFrom ?? '') })
        : reason === 'suspended'
          ? _('affiliation.blocked.suspended')
          : _('affiliation.blocked.none');
  return (
    <div
      role="alert"
      className="mb-6 rounded-md border-l-8 border-red-600 bg-red-50 p-4 text-red-900"
    >
      <p className="font-semibold">{_('affiliation.blocked.title')}</p>
      <p className="mt-1">{text}</p>
      {reason !== 'suspended' && (
        <p className="mt-2">
          <Link to="/dashboard/Affiliation" className={TEXT_LINK}>
            {_('affiliation.blocked.renewLink')}
          </Link>
        </p>
      )}
    </div>
  );
}
