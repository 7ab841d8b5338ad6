import type { ExamStatus } from '@institute/shared/online-exams';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';

const LOOK: Record<ExamStatus, { label: MessageId; className: string }> = {
  scheduled: { label: 'onlineExams.status.scheduled', className: 'bg-blue-100 text-blue-800' },
  open: { label: 'onlineExams.status.open', className: 'bg-green-100 text-green-800' },
  closed: { label: 'onlineExams.status.closed', className: 'bg-slate-200 text-slate-800' },
  cancelled: { label: 'onlineExams.status.cancelled', className: 'bg-red-100 text-red-800' },
};

export function ExamStatusBadge({ status }: { status: ExamStatus }) {
  const { _ } = useLingui();
  const look = LOOK[status];
  return (
    <span className={`rounded-full px-2 py-1 text-xs font-semibold ${look.className}`}>
      {_(look.label)}
    </span>
  );
}
