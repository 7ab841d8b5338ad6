import {
  ENQUIRY_LIST_SOURCES,
  ENQUIRY_SOURCE_LABELS,
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
} from '@institute/shared/content/enquiry-list';
import { useEffect, useState } from 'react';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import {
  exportEnquiriesHref,
  useEnquiries,
  useEnquiryCentres,
  type EnquiryFilterValues,
} from '../api/enquiries-api';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { EnquiryDialog } from './enquiry-dialog';
import { sourceText, StatusBadge } from './enquiry-parts';
import { DataTable } from '../../../components/ui/data-table';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { ErrorMessage } from '../../../components/ui/status-message';
import { PageHeading } from '../../../components/ui/page-heading';
import { SECONDARY } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format-date';

const SEARCH_DELAY_MS = 300;

/** Course Enquiry: the enquiries of the contact form, 'Buy Now' and 'Check Out'. */
export function CourseEnquiryPage() {
  const headOffice = isHeadOffice(useStaffUser());
  const [status, setStatus] = useState('');
  const [source, setSource] = useState('');
  const [centre, setCentre] = useState('');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const filter: EnquiryFilterValues = {
    status: (status || undefined) as EnquiryFilterValues['status'],
    source: (source || undefined) as EnquiryFilterValues['source'],
    q: q || undefined,
    centre: headOffice && centre ? centre : undefined,
  };
  const list = useEnquiries(filter);
  const centres = useEnquiryCentres(headOffice);

  return (
    <div className="p-4 sm:p-8">
      <PageHeading
        title="Course Enquiry"
        intro={
          headOffice
            ? 'Every enquiry from the website. Assign each to a centre to follow up.'
            : 'The enquiries head office has assigned to your centre.'
        }
        actions={
          <a className={SECONDARY} href={exportEnquiriesHref(filter)} download>
            Export CSV
          </a>
        }
      />

      <div className="mb-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label="Search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Name, phone or course"
          maxLength={100}
        />
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          placeholder="All statuses"
          options={ENQUIRY_STATUSES.map((value) => ({
            value,
            label: ENQUIRY_STATUS_LABELS[value],
          }))}
        />
        <SelectField
          label="Source"
          value={source}
          onChange={(event) => setSource(event.target.value)}
          placeholder="All sources"
          options={ENQUIRY_LIST_SOURCES.map((value) => ({
            value,
            label: ENQUIRY_SOURCE_LABELS[value],
          }))}
        />
        {headOffice && (
          <SelectField
            label="Centre"
            value={centre}
            onChange={(event) => setCentre(event.target.value)}
            placeholder="All centres"
            options={[
              { value: 'unassigned', label: 'Not assigned' },
              ...(centres.data ?? []).map((c) => ({
                value: String(c.id),
                label: `${c.name} (${c.code})`,
              })),
            ]}
          />
        )}
      </div>

      {list.isPending && (
        <p role="status" className="rounded-md bg-white p-4 text-slate-700">
          Loading...
        </p>
      )}
      {list.isError && <ErrorMessage>Could not load the enquiries. Please try again.</ErrorMessage>}
      {list.data && (
        <>
          <p role="status" className="mb-2 text-sm text-slate-700">
            {list.data.total === 1 ? '1 enquiry' : `${list.data.total} enquiries`}
          </p>
          {list.data.items.length === 0 ? (
            <p className="rounded-md bg-white p-4 text-slate-700">No enquiries match.</p>
          ) : (
            <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
              <DataTable
                caption="Course enquiries, newest first"
                cards={false}
                className="w-full"
                columns={[
                  {
                    id: 'received',
                    header: 'Received',
                    className: 'whitespace-nowrap',
                    cell: (enquiry) => formatDateTime(enquiry.createdAt),
                  },
                  {
                    id: 'name',
                    header: 'Name',
                    cell: (enquiry) => (
                      <>
                        <div className="font-medium text-slate-900">{enquiry.name}</div>
                        <div className="text-slate-600">
                          {[enquiry.phone, enquiry.email].filter(Boolean).join(' · ')}
                        </div>
                      </>
                    ),
                  },
                  { id: 'source', header: 'Source', cell: (enquiry) => sourceText(enquiry) },
                  {
                    id: 'message',
                    header: 'Message',
                    className: 'max-w-xs',
                    cell: (enquiry) => (
                      <>
                        <p className="line-clamp-2">{enquiry.message}</p>
                        {enquiry.notesCount > 0 && (
                          <p className="text-xs text-slate-600">
                            {enquiry.notesCount === 1 ? '1 note' : `${enquiry.notesCount} notes`}
                          </p>
                        )}
                      </>
                    ),
                  },
                  {
                    id: 'status',
                    header: 'Status',
                    cell: (enquiry) => <StatusBadge status={enquiry.status} />,
                  },
                  {
                    id: 'centre',
                    header: 'Centre',
                    cell: (enquiry) => enquiry.centreName ?? 'Not assigned',
                  },
                  {
                    id: 'actions',
                    header: 'Actions',
                    headerContent: <span className="sr-only">Actions</span>,
                    actions: true,
                    cell: (enquiry) => (
                      <button
                        type="button"
                        className={`rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 ${FOCUS_RING}`}
                        onClick={() => setOpenId(enquiry.id)}
                        aria-label={`Open the enquiry of ${enquiry.name}`}
                      >
                        Open
                      </button>
                    ),
                  },
                ]}
                rows={list.data.items}
                rowKey={(enquiry) => enquiry.id}
              />
            </div>
          )}
          {list.hasNextPage && (
            <div className="mt-4 flex justify-center">
              <button
                type="button"
                className={SECONDARY}
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </button>
            </div>
          )}
        </>
      )}

      <EnquiryDialog
        id={openId}
        onClose={() => setOpenId(null)}
        headOffice={headOffice}
        centres={centres.data ?? []}
      />
    </div>
  );
}
