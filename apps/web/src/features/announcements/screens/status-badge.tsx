import type { AnnouncementStatus } from '@institute/shared/announcements';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';

const WORDS: Record<AnnouncementStatus, MessageId> = {
  scheduled: 'announcements.status.scheduled',
  sending: 'announcements.status.sending',
  sent: 'announcements.status.sent',
  cancelled: 'announcements.status.cancelled',
};

const LOOKS: Record<AnnouncementStatus, string> = {
  scheduled: 'bg-amber-100 text-amber-900',
  sending: 'bg-sky-100 text-sky-900',
  sent: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

/** An announcement's status, in words (never by colour alone). */
export function StatusBadge({ status }: { status: AnnouncementStatus }) {
  const { _ } = useLingui();
  return (
    <span className={`rounded-full px-3 py-1 text-sm font-medium ${LOOKS[status]}`}>
      {_(WORDS[status])}
    </span>
  );
}
