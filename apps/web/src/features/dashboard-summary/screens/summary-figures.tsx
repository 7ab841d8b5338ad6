import type { DashboardSummary } from '@institute/shared/dashboard-summary';
import { Link } from 'react-router';
import { monthLabel } from './admissions-chart';
import { FOCUS_RING } from '../../../components/ui/focus-ring';

/** The figure cards of the dashboard home, each leading to its list. */
export function SummaryFigures({ summary }: { summary: DashboardSummary }) {
  const figures = [
    {
      label: 'Students',
      value: summary.studentsTotal,
      note: `${summary.admittedThisMonth} admitted in ${monthLabel(summary.month)}`,
      to: '/dashboard/SeeAllStudents',
    },
    {
      label: 'Applications waiting',
      value: summary.applicationsWaiting,
      note: 'Submitted, not yet reviewed',
      to: '/dashboard/ManageApplication',
    },
    {
      label: 'New enquiries',
      value: summary.newEnquiries,
      note: 'Not yet contacted',
      to: '/dashboard/CourseEnquiry',
    },
    {
      label: 'Certificate requests waiting',
      value: summary.certificateRequestsWaiting,
      note: 'Requested, not yet decided',
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
            <span className="block text-sm font-medium text-slate-700">{figure.label}</span>{' '}
            <span className="mt-1 block text-3xl font-bold text-brand-900">
              {figure.value.toLocaleString('en-IN')}
            </span>{' '}
            <span className="mt-1 block text-sm text-slate-600">{figure.note}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
