import {
  ENQUIRY_SOURCE_LABELS,
  ENQUIRY_STATUS_LABELS,
  type EnquiryListItem,
} from '@institute/shared/content/enquiry-list';

const STATUS_TONES: Record<EnquiryListItem['status'], string> = {
  new: 'bg-amber-100 text-amber-900',
  contacted: 'bg-sky-100 text-sky-900',
  converted: 'bg-green-100 text-green-800',
  closed: 'bg-slate-200 text-slate-800',
};

export function StatusBadge({ status }: { status: EnquiryListItem['status'] }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-1 text-xs font-semibold whitespace-nowrap ${STATUS_TONES[status]}`}
    >
      {ENQUIRY_STATUS_LABELS[status]}
    </span>
  );
}

/** Where an enquiry came from: 'Contact form', or "Buy Now: MS Excel". */
export function sourceText(enquiry: Pick<EnquiryListItem, 'source' | 'courseTitle'>): string {
  const label = ENQUIRY_SOURCE_LABELS[enquiry.source];
  return enquiry.courseTitle ? `${label}: ${enquiry.courseTitle}` : label;
}

export { formatDateTime } from '../../../lib/format-date';
