import {
  STATUS_LABELS,
  type CertificateStatus,
  type RequestStatus,
} from '@institute/shared/certificates';

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

/** A status as a coloured label. */
export function StatusBadge({ status }: { status: RequestStatus | CertificateStatus }) {
  return (
    <span className={`rounded-full px-2 py-1 text-xs font-semibold ${BADGE[status]}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}
