import type { EnquiryListItem } from '@institute/shared/content/enquiry-list';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';

const STATUS_TONES: Record<EnquiryListItem['status'], string> = {
  new: 'bg-amber-100 text-amber-900',
  contacted: 'bg-sky-100 text-sky-900',
  converted: 'bg-green-100 text-green-800',
  closed: 'bg-slate-200 text-slate-800',
};

/** The words of each status (the shared ENQUIRY_STATUS_LABELS, in the page's language). */
export const STATUS_LABELS: Record<EnquiryListItem['status'], MessageId> = {
  new: 'enquiries.statusLabel.new',
  contacted: 'enquiries.statusLabel.contacted',
  converted: 'enquiries.statusLabel.converted',
  closed: 'enquiries.statusLabel.closed',
};

/** The words of each source (the shared ENQUIRY_SOURCE_LABELS, in the page's language). */
export const SOURCE_LABELS: Record<EnquiryListItem['source'], MessageId> = {
  contact: 'enquiries.sourceLabel.contact',
  buy_now: 'enquiries.sourceLabel.buyNow',
  check_out: 'enquiries.sourceLabel.checkOut',
};

export function StatusBadge({ status }: { status: EnquiryListItem['status'] }) {
  const { _ } = useLingui();
  return (
    <span
      className={`inline-block rounded-full px-2 py-1 text-xs font-semibold whitespace-nowrap ${STATUS_TONES[status]}`}
    >
      {_(STATUS_LABELS[status])}
    </span>
  );
}

/** Where an enquiry came from: 'Contact form', or "Buy Now: MS Excel". */
export function SourceText({
  enquiry,
}: {
  enquiry: Pick<EnquiryListItem, 'source' | 'courseTitle'>;
}) {
  const { _ } = useLingui();
  const source = _(SOURCE_LABELS[enquiry.source]);
  return enquiry.courseTitle
    ? _('enquiries.sourceCourse', { source, course: enquiry.courseTitle })
    : source;
}

export { formatDateTime } from '../../../lib/format-date';
