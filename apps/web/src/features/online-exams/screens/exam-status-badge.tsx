import type { ExamStatus } from '@institute/shared/online-exams';

const LOOK: Record<ExamStatus, { label: string; className: string }> = {
  scheduled: { label: 'Scheduled', className: 'bg-blue-100 text-blue-800' },
  open: { label: 'Open now', className: 'bg-green-100 text-green-800' },
  closed: { label: 'Closed', className: 'bg-slate-200 text-slate-800' },
  cancelled: { label: 'Cancelled', className: 'bg-red-100 text-red-800' },
};

export function ExamStatusBadge({ status }: { status: ExamStatus }) {
  const look = LOOK[status];
  return (
    <span className={`rounded-full px-2 py-1 text-xs font-semibold ${look.className}`}>
      {look.label}
    </span>
  );
}
