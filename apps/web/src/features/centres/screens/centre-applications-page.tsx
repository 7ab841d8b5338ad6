import {
  CENTRE_CHECKLIST_ITEMS,
  type CentreApplicationDetail,
  type CentreApplicationListItem,
  type CentreChecklistItem,
} from '@institute/shared/centre-applications';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TextField } from '../../../components/form/text-field';
import { PRIMARY, SECONDARY } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { api, messageOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { showToast } from '../../../lib/toast';

const BASE = '/api/dashboard/centre-applications';
const KEY = ['centre-applications'] as const;

const STATUS: Record<CentreApplicationListItem['status'], MessageId> = {
  submitted: 'centreApplications.status.submitted',
  more_requested: 'centreApplications.status.moreRequested',
  approved: 'centreApplications.status.approved',
  refused: 'centreApplications.status.refused',
};
const CHECK: Record<CentreChecklistItem, MessageId> = {
  identity: 'centreApplications.check.identity',
  address: 'centreApplications.check.address',
  premises: 'centreApplications.check.premises',
  licence: 'centreApplications.check.licence',
  courses: 'centreApplications.check.courses',
};

/** Head office's review of the applications to open a centre (issue 38 point 1, decision 0080). */
export function CentreApplicationsPage() {
  const { _ } = useLingui();
  const [chosen, setChosen] = useState<number | null>(null);
  const list = useQuery({
    queryKey: [...KEY, 'list'],
    queryFn: () => api<CentreApplicationListItem[]>(BASE),
  });
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading title={_('centreApplications.title')} intro={_('centreApplications.intro')} />
      {list.isError && (
        <p role="alert">{messageOf(list.error, _('centreApplications.loadFailed'))}</p>
      )}
      {list.data?.length === 0 && <p>{_('centreApplications.none')}</p>}
      <ul className="mt-4 space-y-2">
        {list.data?.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => setChosen(item.id)}
              aria-pressed={chosen === item.id}
              className="flex min-h-11 w-full flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white p-3 text-left hover:bg-slate-50"
            >
              <span className="font-semibold">{item.centreName}</span>
              <span className="text-sm text-slate-700">
                {item.ownerName} · {item.district}, {item.state} · {formatDate(item.createdAt)}
              </span>
              <span className="rounded bg-slate-100 px-2 py-0.5 text-sm">
                {_(STATUS[item.status])}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {chosen !== null && <ApplicationReview id={chosen} />}
    </div>
  );
}

function ApplicationReview({ id }: { id: number }) {
  const { _ } = useLingui();
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: [...KEY, id],
    queryFn: () => api<CentreApplicationDetail>(`${BASE}/${id}`),
  });
  const [message, setMessage] = useState('');
  const [reason, setReason] = useState('');
  const [code, setCode] = useState('');
  const act = useMutation({
    mutationFn: ({ path, method, json }: { path: string; method: 'PUT' | 'POST'; json: unknown }) =>
      api<CentreApplicationDetail>(`${BASE}/${id}/${path}`, { method, json }),
    onSuccess: async () => {
      showToast(_('centreApplications.saved'));
      await client.invalidateQueries({ queryKey: KEY });
    },
    onError: (error) => showToast(messageOf(error, _('centreApplications.failed')), 'error'),
  });
  const row = detail.data;
  if (!row) return null;
  const pending = row.status === 'submitted' || row.status === 'more_requested';
  return (
    <section
      aria-labelledby="review-heading"
      className="mt-6 rounded-xl border border-slate-300 bg-white p-4"
    >
      <h2 id="review-heading" className="text-xl font-bold">
        {row.centreName}
      </h2>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold">{_('centreApplications.owner')}</dt>
          <dd>
            {row.ownerName}, {row.email}, {row.phone}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{_('centreApplications.premises')}</dt>
          <dd>
            {row.address}, {row.district}, {row.state}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{_('centreApplications.courses')}</dt>
          <dd>{row.courses.map((course) => course.name).join(', ')}</dd>
        </div>
        {row.applicantNote && (
          <div>
            <dt className="font-semibold">{_('centreApplications.note')}</dt>
            <dd>{row.applicantNote}</dd>
          </div>
        )}
        {row.staffMessage && (
          <div>
            <dt className="font-semibold">{_('centreApplications.lastMessage')}</dt>
            <dd>{row.staffMessage}</dd>
          </div>
        )}
        {row.centreCode && (
          <div>
            <dt className="font-semibold">{_('centreApplications.centreCode')}</dt>
            <dd>{row.centreCode}</dd>
          </div>
        )}
      </dl>
      <ul className="mt-3 flex flex-wrap gap-3">
        {row.files.map((file) => (
          <li key={file.field}>
            <a href={file.url} target="_blank" rel="noreferrer" className="underline">
              {file.name}
            </a>
          </li>
        ))}
      </ul>
      <fieldset className="mt-4">
        <legend className="font-semibold">{_('centreApplications.checklist')}</legend>
        {CENTRE_CHECKLIST_ITEMS.map((item) => (
          <label key={item} className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-5"
              checked={row.checklist[item] ?? false}
              disabled={!pending || act.isPending}
              onChange={(event) =>
                act.mutate({
                  path: 'checklist',
                  method: 'PUT',
                  json: { checklist: { [item]: event.target.checked } },
                })
              }
            />
            {_(CHECK[item])}
          </label>
        ))}
      </fieldset>
      {pending && (
        <div className="mt-4 grid gap-4 md:grid-cols-3">
          <div>
            <TextField
              label={_('centreApplications.askMore')}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
            <button
              type="button"
              className={`${SECONDARY} mt-2`}
              onClick={() =>
                act.mutate({ path: 'request-more', method: 'POST', json: { message } })
              }
            >
              {_('centreApplications.sendAsk')}
            </button>
          </div>
          <div>
            <TextField
              label={_('centreApplications.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <button
              type="button"
              className={`${SECONDARY} mt-2`}
              onClick={() => act.mutate({ path: 'refuse', method: 'POST', json: { reason } })}
            >
              {_('centreApplications.refuse')}
            </button>
          </div>
          <div>
            <TextField
              label={_('centreApplications.code')}
              value={code}
              onChange={(event) => setCode(event.target.value.toUpperCase())}
            />
            <button
              type="button"
              className={`${PRIMARY} mt-2`}
              onClick={() => act.mutate({ path: 'approve', method: 'POST', json: { code } })}
            >
              {_('centreApplications.approve')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
