import type { DashboardSummary } from '@institute/shared/dashboard-summary';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { formatLocale } from '../../../lib/format-locale';
import { monthLabel } from './admissions-chart';
import { FOCUS_RING } from '../../../components/ui/focus-ring';

/** The figure cards of the dashboard home, each leading to its list. */
export function SummaryFigures({ summary }: { summary: DashboardSummary }) {
  const { _ } = useLingui();
  const number = (value: number) => value.toLocaleString(formatLocale());
  const figures: { label: MessageId; value: number; note: string; to: string }[] = [
    {
      label: 'home.figure.students',
      value: summary.studentsTotal,
      note: _('home.figure.studentsNote', {
        count: number(summary.admittedThisMonth),
        month: monthLabel(summary.month),
      }),
      to: '/dashboard/SeeAllStudents',
    },
    {
      label: 'home.figure.applications',
      value: summary.applicationsWaiting,
      note: _('home.figure.applicationsNote'),
      to: '/dashboard/ManageApplication',
    },
    {
      label: 'home.figure.enquiries',
      value: summary.newEnquiries,
      note: _('home.figure.enquiriesNote'),
      to: '/dashboard/CourseEnquiry',
    },
    {
      label: 'home.figure.certificates',
      value: summary.certificateRequestsWaiting,
      note: _('home.figure.certificatesNote'),
      to: '/dashboard/ViewCertificate',
    },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {figures.map((figure) => (
        <li key={figure.label}>
          <Link
            to={figure.to}
            className={`block h-full rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-400 hover:bg-brand-50 ${FOCUS_RING}`}
          >
            {/* Spaces between the parts, so the link's accessible name reads as words. */}
            <span className="block text-sm font-medium text-slate-700">{_(figure.label)}</span>{' '}
            <span className="mt-1 block text-3xl font-bold text-brand-900">
              {number(figure.value)}
            </span>{' '}
            <span className="mt-1 block text-sm text-slate-600">{figure.note}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
