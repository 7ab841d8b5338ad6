import type { CertificateStatus, RequestStatus } from '@institute/shared/certificates';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';

const BADGE: Record<RequestStatus | CertificateStatus, string> = {
  requested: 'bg-amber-100 text-amber-900',
  approved: 'bg-sky-100 text-sky-900',
  rejected: 'bg-red-100 text-red-800',
  printed: 'bg-indigo-100 text-indigo-900',
  dispatched: 'bg-violet-100 text-violet-900',
  delivered: 'bg-green-100 text-green-800',
  valid: 'bg-green-100 text-green-800',
  revoked: 'bg-red-100 text-red-800',
  replaced: 'bg-slate-200 text-slate-800',
};

/** The words of each status (STATUS_LABELS' English, in the page's language). */
const STATUS_IDS: Record<RequestStatus | CertificateStatus, MessageId> = {
  requested: 'certificates.status.requested',
  approved: 'certificates.status.approved',
  rejected: 'certificates.status.rejected',
  printed: 'certificates.status.printed',
  dispatched: 'certificates.status.dispatched',
  delivered: 'certificates.status.delivered',
  valid: 'certificates.status.valid',
  revoked: 'certificates.status.revoked',
  replaced: 'certificates.status.replaced',
};

/** A status as a coloured label. */
export function StatusBadge({ status }: { status: RequestStatus | CertificateStatus }) {
  const { _ } = useLingui();
  return (
    <span className={`rounded-full px-2 py-1 text-xs font-semibold ${BADGE[status]}`}>
      {_(STATUS_IDS[status])}
    </span>
  );
}
