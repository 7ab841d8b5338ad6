import { DEFAULT_LOCALE, localeOfPath } from '@institute/shared/i18n';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { api, ApiRequestError } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import { PageHeader } from './page-header';

/** What GET /api/id-cards/verify/:registrationNumber answers (decision 0081). */
export interface IdCardCheck {
  status: 'valid' | 'expired' | 'withdrawn';
  message: string;
  name: string;
  registrationNumber: string;
  course: string;
  batch: string | null;
  centre: string;
  centreCode: string;
  validUntil: string;
}

/** An error's message is the server's (in the page's language); none when the check failed otherwise. */
export type IdCardAnswer =
  | { kind: 'found'; card: IdCardCheck }
  | { kind: 'noCode' }
  | { kind: 'error'; message: string | null };

/**
 * Loader: the card of the path's registration number and `?code=` (what the card's QR code
 * carries), asked on the server in the page's language, so the answer is in the HTML.
 */
export async function verifyIdCardLoader({
  params,
  request,
  context,
}: LoaderFunctionArgs): Promise<IdCardAnswer> {
  const url = new URL(request.url);
  const code = url.searchParams.get('code')?.trim() ?? '';
  const number = params.registrationNumber?.trim() ?? '';
  if (!code || !number) return { kind: 'noCode' };
  const lang = localeOfPath(url.pathname) ?? DEFAULT_LOCALE;
  try {
    const card = await api<IdCardCheck>(
      `/api/id-cards/verify/${encodeURIComponent(number)}?code=${encodeURIComponent(code)}&lang=${lang}`,
      { context },
    );
    return { kind: 'found', card };
  } catch (error) {
    return error instanceof ApiRequestError && [400, 404, 429].includes(error.status)
      ? { kind: 'error', message: error.message }
      : { kind: 'error', message: null };
  }
}

const VERDICT: Record<IdCardCheck['status'], { title: MessageId; style: string }> = {
  valid: {
    title: 'verifyIdCard.status.valid',
    style: 'border-green-600 bg-green-50 text-green-900',
  },
  expired: { title: 'verifyIdCard.status.expired', style: 'border-red-600 bg-red-50 text-red-900' },
  withdrawn: {
    title: 'verifyIdCard.status.withdrawn',
    style: 'border-amber-600 bg-amber-50 text-amber-950',
  },
};

function CardResult({ card }: { card: IdCardCheck }) {
  const { _ } = useLingui();
  const verdict = VERDICT[card.status];
  const rows: [string, string][] = [
    [_('verifyIdCard.field.name'), card.name],
    [_('verifyIdCard.field.registrationNumber'), card.registrationNumber],
    [_('verifyIdCard.field.course'), card.course],
    [_('verifyIdCard.field.batch'), card.batch ?? '—'],
    [_('verifyIdCard.field.centre'), `${card.centre} (${card.centreCode})`],
    [_('verifyIdCard.field.validUntil'), formatDate(card.validUntil)],
  ];
  return (
    <section className={`rounded-lg border-l-8 p-5 ${verdict.style}`} aria-live="polite">
      <h2 className="text-2xl font-bold">{_(verdict.title)}</h2>
      <p className="mt-1">{card.message}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-1 text-slate-900 sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-700">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * /verify-id-card/:registrationNumber?code=…: where a student identity card's QR code leads
 * (issue 38, decision 0081): valid, expired or withdrawn, with the name, number, course, batch,
 * centre and validity; never the student's contact, address or Aadhaar.
 */
export function VerifyIdCardPage() {
  const answer = useLoaderData<IdCardAnswer>();
  const { _ } = useLingui();
  return (
    <>
      <PageHeader eyebrow={_('verifyIdCard.eyebrow')} title={_('verifyIdCard.title')}>
        {_('verifyIdCard.intro')}
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {answer.kind === 'found' ? (
          <CardResult card={answer.card} />
        ) : (
          <p role="alert" className="rounded-lg border border-red-600 bg-red-50 p-4 text-red-900">
            {answer.kind === 'noCode'
              ? _('verifyIdCard.noCode')
              : (answer.message ?? _('verifyIdCard.failed'))}
          </p>
        )}
      </div>
    </>
  );
}
