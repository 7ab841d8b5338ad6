import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  activeSidebarPath,
  DASHBOARD_SECTIONS,
  type DashboardSection,
} from '../../lib/dashboard-sections';
import { FOCUS_RING_ON_DARK as FOCUS_RING } from '../../components/ui/focus-ring';

/** Head office's screen of background jobs (not one of the specification's six sections). */
const JOBS_PATH = '/dashboard/Jobs';
/** Head office's own screens, below the sections. */
const WEBSITE_LINK: { label: MessageId; to: string } = {
  label: 'layout.link.website',
  to: '/dashboard/Website',
};
/** Reports, for head office and centre staff alike (issue 40). */
const REPORTS_LINK: { label: MessageId; to: string } = {
  label: 'layout.link.reports',
  to: '/dashboard/Reports',
};
/** The cash book of a centre's day, for head office and centre staff (issue 36 point 6). */
const CASH_BOOK_LINK: { label: MessageId; to: string } = {
  label: 'layout.link.cashBook',
  to: '/dashboard/CashBook',
};
/** Batches and their week, for head office and centre staff (issue 35). */
const BATCH_LINKS: readonly { label: MessageId; to: string }[] = [
  { label: 'layout.link.batches', to: '/dashboard/Batches' },
  { label: 'layout.link.timetable', to: '/dashboard/Timetable' },
];
/** A teacher's only screens (decision 0069): their batches, and marks entry for them. */
export const TEACHER_LINKS: readonly { label: MessageId; to: string }[] = [
  { label: 'layout.link.myBatches', to: '/dashboard/Batches' },
  { label: 'layout.link.marksEntry', to: '/dashboard/AddOffline' },
];
const HEAD_OFFICE_LINKS: readonly { label: MessageId; to: string }[] = [
  WEBSITE_LINK,
  { label: 'layout.link.courses', to: '/dashboard/Courses' },
  { label: 'layout.link.centreApplications', to: '/dashboard/CentreApplications' },
  { label: 'layout.link.jobs', to: JOBS_PATH },
  { label: 'layout.link.credentialKeys', to: '/dashboard/CredentialKeys' },
  { label: 'layout.link.deliveryLog', to: '/dashboard/Notifications' },
];

/** The section of the sidebar item that the page highlights. */
function sectionIdFor(activePath: string | null): string | null {
  if (!activePath) return null;
  return DASHBOARD_SECTIONS.find((s) => s.links.some((l) => l.to === activePath))?.id ?? null;
}

function linkClass(isActive: boolean) {
  return `flex min-h-11 items-center rounded-md py-2 pr-3 pl-6 text-sm md:min-h-10 ${FOCUS_RING} ${
    isActive
      ? 'bg-brand-700 font-semibold text-white'
      : 'text-brand-100 hover:bg-brand-800 hover:text-white'
  }`;
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
    >
      <path d="m5 7.5 5 5 5-5" />
    </svg>
  );
}

function SidebarSection({
  section,
  listId,
  open,
  onToggle,
  onNavigate,
  badges,
  activePath,
}: {
  section: DashboardSection;
  activePath: string | null;
  listId: string;
  open: boolean;
  onToggle: () => void;
  onNavigate: (() => void) | undefined;
  badges: Readonly<Record<string, number>> | undefined;
}) {
  const { _ } = useLingui();
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
        className={`flex min-h-11 w-full items-center justify-between gap-2 rounded-md px-3 text-left text-sm font-semibold text-white hover:bg-brand-800 ${FOCUS_RING}`}
      >
        {_(section.title)}
        <Chevron open={open} />
      </button>
      <ul id={listId} hidden={!open} className="mt-1 mb-2 space-y-0.5">
        {section.links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              aria-current={link.to === activePath ? 'page' : undefined}
              className={linkClass(link.to === activePath)}
              onClick={onNavigate}
            >
              {_(link.label)}
              {/* The space keeps the words apart in the link's name (a flex row drops it). */}
              {(badges?.[link.to] ?? 0) > 0 && ' '}
              {(badges?.[link.to] ?? 0) > 0 && (
                <span className="ml-auto rounded-full bg-accent-400 px-2 text-xs font-bold text-brand-900">
                  <span aria-hidden="true">{badges![link.to]}</span>
                  <span className="sr-only">
                    {_('layout.sidebar.unread', { count: badges![link.to] })}
                  </span>
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The dashboard's side menu: a title linking to the site root, then six collapsible sections. */
export function DashboardSidebar({
  onNavigate,
  badges,
  headOffice = false,
  websiteEditor = false,
  teacher = false,
}: {
  onNavigate?: () => void;
  /** Counts shown beside links, by the link's path (e.g. unread centre messages). */
  badges?: Readonly<Record<string, number>>;
  /** Head office also sees its own screens (the background jobs). */
  headOffice?: boolean;
  /** A centre staff member head office lets edit the website sees its link. */
  websiteEditor?: boolean;
  /** A teacher sees their own screens only, none of the sections. */
  teacher?: boolean;
}) {
  const { _ } = useLingui();
  // Unique per sidebar, so a drawer copy beside the desktop column never repeats an id.
  const idPrefix = useId();
  const { pathname } = useLocation();
  // One item at most is highlighted: the page's own, or the one its screen is reached from.
  const activePath = activeSidebarPath(pathname);
  const here = pathname.toLowerCase().replace(/\/+$/, '');
  const activeSectionId = sectionIdFor(activePath);
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(
    () => new Set(activeSectionId ? [activeSectionId] : []),
  );
  // When the location moves into another section, open that section too (adjusting state while
  // rendering, as React recommends, rather than in an effect).
  const [seenSectionId, setSeenSectionId] = useState(activeSectionId);
  if (activeSectionId !== seenSectionId) {
    setSeenSectionId(activeSectionId);
    if (activeSectionId && !openIds.has(activeSectionId)) {
      setOpenIds(new Set([...openIds, activeSectionId]));
    }
  }

  const toggle = (id: string) => {
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  return (
    <nav
      aria-label={_('layout.sidebar.label')}
      className="flex h-full flex-col bg-brand-900 text-white"
    >
      <div className="border-b border-white/10 px-4 py-4">
        <Link
          to="/"
          onClick={onNavigate}
          className={`inline-flex min-h-11 items-center rounded-md px-2 text-xl font-bold tracking-tight text-white hover:text-accent-400 ${FOCUS_RING}`}
        >
          {_('layout.sidebar.home')}
        </Link>
      </div>
      <ul className="flex-1 space-y-1 overflow-y-auto px-3 py-4">
        {(teacher ? [] : DASHBOARD_SECTIONS).map((section) => (
          <SidebarSection
            key={section.id}
            section={section}
            listId={`${idPrefix}-${section.id}`}
            open={openIds.has(section.id)}
            onToggle={() => toggle(section.id)}
            onNavigate={onNavigate}
            badges={badges}
            activePath={activePath}
          />
        ))}
        {(teacher
          ? TEACHER_LINKS
          : [
              ...BATCH_LINKS,
              REPORTS_LINK,
              CASH_BOOK_LINK,
              ...(headOffice ? HEAD_OFFICE_LINKS : websiteEditor ? [WEBSITE_LINK] : []),
            ]
        ).map((link, index) => {
          // A batch's page highlights the batches' link.
          const current =
            here === link.to.toLowerCase() || here.startsWith(`${link.to.toLowerCase()}/`);
          return (
            <li
              key={link.to}
              className={index === 0 && !teacher ? 'mt-2 border-t border-white/10 pt-2' : ''}
            >
              <Link
                to={link.to}
                aria-current={current ? 'page' : undefined}
                onClick={onNavigate}
                className={`flex min-h-11 items-center rounded-md px-3 text-sm font-semibold ${FOCUS_RING} ${
                  current ? 'bg-brand-700 text-white' : 'text-white hover:bg-brand-800'
                }`}
              >
                {_(link.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
