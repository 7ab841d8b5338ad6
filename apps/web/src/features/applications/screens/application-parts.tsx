import type { ApplicationStatus } from '@institute/shared/applications';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';

export const MANAGE_PATH = '/dashboard/ManageApplication';
export const detailPath = (id: number) => `${MANAGE_PATH}/${id}`;

const BADGE: Record<ApplicationStatus, string> = {
  submitted: 'bg-amber-100 text-amber-900',
  correction_requested: 'bg-sky-100 text-sky-900',
  approved: 'bg-green-100 text-green-800',
  rejected: 'bg-red-100 text-red-800',
  withdrawn: 'bg-slate-200 text-slate-800',
};

/** The words of each status (APPLICATION_STATUS_LABELS' English, in the page's language). */
export const STATUS_IDS: Record<ApplicationStatus, MessageId> = {
  submitted: 'applications.status.submitted',
  correction_requested: 'applications.status.correction_requested',
  approved: 'applications.status.approved',
  rejected: 'applications.status.rejected',
  withdrawn: 'applications.status.withdrawn',
};

/** An application's status as a coloured label. */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { _ } = useLingui();
  return (
    <span
      className={`inline-block rounded-full px-2 py-1 text-xs font-semibold whitespace-nowrap ${BADGE[status]}`}
    >
      {_(STATUS_IDS[status])}
    </span>
  );
}
