import {
  CENTRE_DOCUMENT_ROWS,
  type CentreDocument,
  type CentreDocumentSlot,
} from '@institute/shared/centre-documents';
import { FILE_LIMITS } from '@institute/shared/student';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useId, useState, type ChangeEvent } from 'react';
import { SelectField } from '../../../components/form/select-field';
import {
  useCentreDocuments,
  useDocumentCentres,
  useUploadCentreDocument,
} from '../centre-documents-api';
import { ApiRequestError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { ErrorMessage } from '../../../components/ui/status-message';
import { formatDate } from '../../../lib/format-date';
import { PageHeading } from '../../../components/ui/page-heading';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The words of a row (by its first slot) and of each slot. */
const ROW_LABELS: Partial<Record<CentreDocumentSlot, MessageId>> = {
  trade_license: 'centreDocs.row.tradeLicense',
  address_proof_1: 'centreDocs.row.addressProof',
  pan_card: 'centreDocs.row.panCard',
  voter_card_1: 'centreDocs.row.voterCard',
};
const SLOT_LABELS: Record<CentreDocumentSlot, MessageId> = {
  trade_license: 'centreDocs.row.tradeLicense',
  address_proof_1: 'centreDocs.slot.addressProof1',
  address_proof_2: 'centreDocs.slot.addressProof2',
  pan_card: 'centreDocs.row.panCard',
  voter_card_1: 'centreDocs.slot.voterCard1',
  voter_card_2: 'centreDocs.slot.voterCard2',
};

/**
 * Checks a chosen file before sending it (the server checks the content again): what is wrong
 * with it, if anything.
 */
export function checkDocumentImage(file: File): 'type' | 'size' | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'type';
  if (file.size > FILE_LIMITS.imageBytes) return 'size';
  return null;
}

/** Centre Documents: Trade License, Address Proof (2), Pan Card, Voter Card (2) of a centre. */
export function CentreDocumentsPage() {
  const user = useStaffUser();
  const headOffice = isHeadOffice(user);
  const centres = useDocumentCentres(headOffice);
  const [chosen, setChosen] = useState<number | null>(null);
  const centreId = headOffice
    ? (chosen ?? centres.data?.[0]?.id ?? null)
    : (user?.centreId ?? null);
  const documents = useCentreDocuments(centreId);
  const { _ } = useLingui();

  return (
    <div className="p-4 sm:p-8">
      <PageHeading title={_('centreDocs.title')} intro={_('centreDocs.intro')} />
      {headOffice && centres.data && (
        <SelectField
          label={_('centreDocs.centre')}
          className="mb-4 max-w-md"
          value={centreId === null ? '' : String(centreId)}
          onChange={(event) => setChosen(Number(event.target.value))}
          options={centres.data.map((c) => ({
            value: String(c.id),
            label: `${c.name} (${c.code})`,
          }))}
        />
      )}
      {!headOffice && centreId === null && <ErrorMessage>{_('centreDocs.noCentre')}</ErrorMessage>}
      {(documents.isPending && centreId !== null) || (headOffice && centres.isPending) ? (
        <p role="status" className="rounded-md bg-white p-4 text-slate-700">
          {_('centreDocs.loading')}
        </p>
      ) : null}
      {(documents.isError || centres.isError) && (
        <ErrorMessage>{_('centreDocs.loadFailed')}</ErrorMessage>
      )}
      {documents.data && centreId !== null && (
        <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
          {/* A label/value layout (a row header and its slots, no column headers): a plain table. */}
          <table className="w-full text-sm">
            <caption className="border-b border-slate-200 bg-slate-50 p-3 text-left font-semibold text-slate-800">
              {documents.data.centre.name} ({documents.data.centre.code})
            </caption>
            <tbody>
              {CENTRE_DOCUMENT_ROWS.map((row) => (
                <tr key={row.slots[0]?.slot} className="border-b border-slate-100 last:border-0">
                  <th
                    scope="row"
                    className="block px-4 pt-4 text-left align-top font-semibold text-slate-800 sm:table-cell sm:w-48 sm:py-4"
                  >
                    {_(ROW_LABELS[row.slots[0]!.slot]!)}
                  </th>
                  <td className="block px-4 py-4 sm:table-cell">
                    <div className="flex flex-wrap gap-4">
                      {row.slots.map(({ slot }) => (
                        <DocumentSlot
                          key={slot}
                          centreId={centreId}
                          slot={slot}
                          label={_(SLOT_LABELS[slot])}
                          document={documents.data.documents.find((d) => d.slot === slot)}
                        />
                      ))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function DocumentSlot({
  centreId,
  slot,
  label,
  document,
}: {
  centreId: number;
  slot: CentreDocumentSlot;
  label: string;
  document: CentreDocument | undefined;
}) {
  const upload = useUploadCentreDocument(centreId);
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const { _ } = useLingui();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = checkDocumentImage(file);
    setError(
      problem === 'type'
        ? _('centreDocs.notImage', { label })
        : problem === 'size'
          ? _('centreDocs.tooLarge', { label })
          : null,
    );
    if (problem) {
      input.value = '';
      return;
    }
    upload.mutate(
      { slot, file },
      {
        onSuccess: () =>
          showToast(
            document ? _('centreDocs.replaced', { label }) : _('centreDocs.uploaded', { label }),
            'success',
          ),
        onError: (failure) =>
          setError(
            failure instanceof ApiRequestError && !failure.isNetworkError && failure.status < 500
              ? failure.message
              : _('centreDocs.uploadFailed'),
          ),
        onSettled: () => {
          input.value = '';
        },
      },
    );
  };

  return (
    <figure className="w-full max-w-56 sm:w-56">
      {document ? (
        <a
          href={document.imageUrl}
          target="_blank"
          rel="noopener"
          className={`block rounded-md border border-slate-200 bg-slate-50 ${FOCUS_RING}`}
        >
          <img
            src={document.imageUrl}
            alt={_('centreDocs.openImage', { label })}
            className="h-36 w-full rounded-md object-contain"
            loading="lazy"
          />
        </a>
      ) : (
        <div className="flex h-36 items-center justify-center rounded-md border border-dashed border-slate-400 bg-slate-50 p-2 text-center text-slate-600">
          {_('centreDocs.notUploaded')}
        </div>
      )}
      <figcaption className="mt-2">
        <span className="block font-medium text-slate-900">{label}</span>
        {document && (
          <span className="block text-xs text-slate-600">
            {formatDate(document.uploadedAt)}
            {document.uploadedBy ? `, ${document.uploadedBy}` : ''}
          </span>
        )}
      </figcaption>
      <label
        htmlFor={inputId}
        className={`mt-2 inline-flex min-h-11 cursor-pointer items-center rounded-md border border-brand-700 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${upload.isPending ? 'opacity-60' : ''}`}
      >
        {upload.isPending
          ? _('centreDocs.uploading')
          : document
            ? _('centreDocs.replace', { label })
            : _('centreDocs.upload', { label })}
        <input
          id={inputId}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className="sr-only"
          disabled={upload.isPending}
          onChange={onChange}
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
      </label>
      {error && (
        <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </figure>
  );
}
