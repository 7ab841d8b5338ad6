import { ENQUIRY_LIST_SOURCES, ENQUIRY_STATUSES } from '@institute/shared/content/enquiry-list';
import { useLingui } from '@lingui/react';
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
import { SOURCE_LABELS, SourceText, STATUS_LABELS, StatusBadge } from './enquiry-parts';
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
  const { _ } = useLingui();

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
        title={_('enquiries.title')}
        intro={headOffice ? _('enquiries.introHeadOffice') : _('enquiries.introCentre')}
        actions={
          <a className={SECONDARY} href={exportEnquiriesHref(filter)} download>
            {_('enquiries.export')}
          </a>
        }
      />

      <div className="mb-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label={_('enquiries.search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={_('enquiries.searchPlaceholder')}
          maxLength={100}
        />
        <SelectField
          label={_('enquiries.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          placeholder={_('enquiries.allStatuses')}
          options={ENQUIRY_STATUSES.map((value) => ({
            value,
            label: _(STATUS_LABELS[value]),
          }))}
        />
        <SelectField
          label={_('enquiries.source')}
          value={source}
          onChange={(event) => setSource(event.target.value)}
          placeholder={_('enquiries.allSources')}
          options={ENQUIRY_LIST_SOURCES.map((value) => ({
            value,
            label: _(SOURCE_LABELS[value]),
          }))}
        />
        {headOffice && (
          <SelectField
            label={_('enquiries.centre')}
            value={centre}
            onChange={(event) => setCentre(event.target.value)}
            placeholder={_('enquiries.allCentres')}
            options={[
              { value: 'unassigned', label: _('enquiries.notAssigned') },
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
          {_('enquiries.loading')}
        </p>
      )}
      {list.isError && <ErrorMessage>{_('enquiries.loadFailed')}</ErrorMessage>}
      {list.data && (
        <>
          <p role="status" className="mb-2 text-sm text-slate-700">
            {_('enquiries.count', { count: list.data.total })}
          </p>
          {list.data.items.length === 0 ? (
            <p className="rounded-md bg-white p-4 text-slate-700">{_('enquiries.empty')}</p>
          ) : (
            <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
              <DataTable
                caption={_('enquiries.caption')}
                className="w-full"
                columns={[
                  {
                    id: 'received',
                    header: _('enquiries.received'),
                    className: 'whitespace-nowrap',
                    cell: (enquiry) => formatDateTime(enquiry.createdAt),
                  },
                  {
                    id: 'name',
                    header: _('enquiry.name'),
                    cell: (enquiry) => (
                      <>
                        <div className="font-medium text-slate-900">{enquiry.name}</div>
                        <div className="text-slate-600">
                          {[enquiry.phone, enquiry.email].filter(Boolean).join(' · ')}
                        </div>
                      </>
                    ),
                  },
                  {
                    id: 'source',
                    header: _('enquiries.source'),
                    cell: (enquiry) => <SourceText enquiry={enquiry} />,
                  },
                  {
                    id: 'message',
                    header: _('enquiry.message'),
                    className: 'max-w-xs',
                    cell: (enquiry) => (
                      <>
                        <p className="line-clamp-2">{enquiry.message}</p>
                        {enquiry.notesCount > 0 && (
                          <p className="text-xs text-slate-600">
                            {_('enquiries.notes', { count: enquiry.notesCount })}
                          </p>
                        )}
                      </>
                    ),
                  },
                  {
                    id: 'status',
                    header: _('enquiries.status'),
                    cell: (enquiry) => <StatusBadge status={enquiry.status} />,
                  },
                  {
                    id: 'centre',
                    header: _('enquiries.centre'),
                    cell: (enquiry) => enquiry.centreName ?? _('enquiries.notAssigned'),
                  },
                  {
                    id: 'actions',
                    header: _('enquiries.actions'),
                    headerContent: <span className="sr-only">{_('enquiries.actions')}</span>,
                    actions: true,
                    cell: (enquiry) => (
                      <button
                        type="button"
                        className={`rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 ${FOCUS_RING}`}
                        onClick={() => setOpenId(enquiry.id)}
                        aria-label={_('enquiries.openNamed', { name: enquiry.name })}
                      >
                        {_('enquiries.open')}
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
                {list.isFetchingNextPage ? _('enquiries.loading') : _('enquiries.loadMore')}
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
