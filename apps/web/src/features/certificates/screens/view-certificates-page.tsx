import { zodResolver } from '@hookform/resolvers/zod';
import { otherDocumentLanguages, useDocumentLanguage } from '../../../lib/document-language';
import { reasonSchema, type Certificate } from '@institute/shared/certificates';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from '../../../components/form/text-field';
import { Dialog } from '../../../components/ui/dialog';
import {
  certificatePdfUrl,
  downloadZip,
  errorMessage,
  useIssuedCertificates,
  useRevoke,
} from '../certificates-api';
import { showToast } from '../../../lib/toast';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { StatusBadge } from './certificate-parts';
import { DataTable } from '../../../components/ui/data-table';
import { RequestQueue } from './request-queue';
import { formatDate } from '../../../lib/format-date';
import { PageHeading } from '../../../components/ui/page-heading';
import { PRIMARY, SECONDARY, TEXT_LINK } from '../../../components/ui/button';

const SMALL = SECONDARY.replace('px-4', 'px-3');

type ReasonValues = { reason: string };

/** View Certificates: issued certificates with search; head office's queue of requests. */
export function ViewCertificatesPage() {
  const { _ } = useLingui();
  // The main PDF link follows head office's default (decision 0035); the other is offered.
  const otherPdfs = otherDocumentLanguages(useDocumentLanguage());
  const headOffice = isHeadOffice(useStaffUser());
  const [q, setQ] = useState('');
  const search = useForm<{ search: string }>({ defaultValues: { search: '' } });
  const certificates = useIssuedCertificates(q);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [zipping, setZipping] = useState(false);
  const [revoking, setRevoking] = useState<Certificate | null>(null);

  const find = search.handleSubmit((values) => setQ(values.search.trim()));

  const zip = async () => {
    setZipping(true);
    try {
      await downloadZip([...chosen], _('certificates.view.zipFailed'));
    } catch (error) {
      showToast(errorMessage(error, _('certificates.view.zipFailed')), 'error');
    } finally {
      setZipping(false);
    }
  };

  const toggle = (number: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(number)) next.delete(number);
      else next.add(number);
      return next;
    });

  return (
    <div className="p-4 sm:p-8">
      <PageHeading title={_('certificates.view.title')} />
      {headOffice && <RequestQueue />}

      <section aria-labelledby="issued-heading" className="mt-8">
        <h2 id="issued-heading" className="text-lg font-semibold text-brand-900">
          {_('certificates.view.issued')}
        </h2>
        <form
          role="search"
          onSubmit={(event) => void find(event)}
          className="mt-2 flex max-w-2xl flex-wrap items-end gap-2"
        >
          <TextField
            label={_('certificates.view.search')}
            hint={_('certificates.view.searchHint')}
            className="min-w-56 flex-1"
            {...search.register('search')}
          />
          <button type="submit" className={`${PRIMARY} mb-7`}>
            {_('certificates.view.search')}
          </button>
        </form>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <button
            type="button"
            className={SMALL}
            disabled={chosen.size === 0 || zipping}
            onClick={zip}
          >
            {zipping
              ? _('certificates.view.zipping')
              : _('certificates.view.zip', { count: chosen.size })}
          </button>
        </div>
        {certificates.isPending && <p className="mt-2 text-slate-700">{_('ui.loading')}</p>}
        {certificates.isError && (
          <p role="alert" className="mt-2 text-red-700">
            {_('certificates.view.loadFailed')}
          </p>
        )}
        {certificates.data?.length === 0 && (
          <p className="mt-2 text-slate-700">{_('certificates.view.none')}</p>
        )}
        {certificates.data && certificates.data.length > 0 && (
          <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
            <DataTable
              caption={_('certificates.view.issued')}
              className="w-full text-left"
              columns={[
                {
                  id: 'choose',
                  header: _('certificates.view.choose'),
                  headerContent: <span className="sr-only">{_('certificates.view.choose')}</span>,
                  cell: (certificate) => (
                    <input
                      type="checkbox"
                      className="size-5"
                      aria-label={_('certificates.view.chooseOne', { number: certificate.number })}
                      checked={chosen.has(certificate.number)}
                      onChange={() => toggle(certificate.number)}
                    />
                  ),
                },
                {
                  id: 'number',
                  header: _('certificates.view.col.number'),
                  className: 'font-mono',
                  cell: (certificate) => certificate.number,
                },
                {
                  id: 'student',
                  header: _('certificates.col.student'),
                  cell: (certificate) => (
                    <>
                      <div className="font-medium">{certificate.studentName}</div>
                      <div className="font-mono text-slate-700">
                        {certificate.registrationNumber}
                      </div>
                    </>
                  ),
                },
                {
                  id: 'course',
                  header: _('certificates.view.col.course'),
                  cell: (certificate) => (
                    <>
                      <div>{certificate.courseOption}</div>
                      <div className="text-slate-700">
                        {_('certificates.view.grade', { grade: certificate.grade })}
                      </div>
                    </>
                  ),
                },
                {
                  id: 'issueDate',
                  header: _('certificates.view.col.issueDate'),
                  cell: (certificate) => formatDate(certificate.issueDate, 'short'),
                },
                {
                  id: 'status',
                  header: _('certificates.col.status'),
                  cell: (certificate) => <StatusBadge status={certificate.status} />,
                },
                {
                  id: 'actions',
                  header: _('certificates.col.actions'),
                  actions: true,
                  cell: (certificate) => (
                    <div className="flex flex-wrap gap-x-3 gap-y-1">
                      <Link
                        className={TEXT_LINK}
                        to={`/certificate/${certificate.registrationNumber}?number=${certificate.number}`}
                      >
                        {_('certificates.view.print')}
                      </Link>
                      <a className={TEXT_LINK} href={certificatePdfUrl(certificate.number)}>
                        {_('certificates.view.pdf')}
                      </a>
                      {otherPdfs.map((lang) => (
                        <a
                          key={lang}
                          className={TEXT_LINK}
                          href={`${certificatePdfUrl(certificate.number)}?lang=${lang}`}
                        >
                          {_(
                            lang === 'en'
                              ? 'certificates.view.pdfEnglish'
                              : lang === 'hi'
                                ? 'certificates.view.pdfHindi'
                                : 'certificates.view.pdfBilingual',
                          )}
                        </a>
                      ))}
                      <Link className={TEXT_LINK} to={certificate.verifyPath}>
                        {_('certificates.view.verify')}
                      </Link>
                      {headOffice && certificate.status === 'valid' && (
                        <button
                          type="button"
                          className={TEXT_LINK}
                          onClick={() => setRevoking(certificate)}
                        >
                          {_('certificates.view.revoke')}
                        </button>
                      )}
                    </div>
                  ),
                },
              ]}
              rows={certificates.data}
              rowKey={(certificate) => certificate.id}
            />
          </div>
        )}
      </section>

      <Dialog
        open={revoking !== null}
        title={_('certificates.view.revokeTitle', { number: revoking?.number ?? '' })}
        onClose={() => setRevoking(null)}
      >
        {revoking && <RevokeForm certificate={revoking} onDone={() => setRevoking(null)} />}
      </Dialog>
    </div>
  );
}

/** Head office revokes a certificate, with the reason the verification page shows. */
function RevokeForm({ certificate, onDone }: { certificate: Certificate; onDone: () => void }) {
  const { _ } = useLingui();
  const revoke = useRevoke();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReasonValues>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  const onValid = ({ reason }: ReasonValues) =>
    revoke.mutate(
      { number: certificate.number, reason },
      {
        onSuccess: (revoked) => {
          onDone();
          showToast(_('certificates.view.revoked', { number: revoked.number }), 'success');
        },
        onError: (error) =>
          showToast(errorMessage(error, _('certificates.view.revokeFailed')), 'error'),
      },
    );
  return (
    <form onSubmit={(event) => void handleSubmit(onValid)(event)} className="grid gap-4">
      <p
        id="revoke-reason-public"
        role="note"
        className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900"
      >
        {_('certificates.view.revokeWarning')}
      </p>
      <TextField
        label={_('certificates.reason')}
        required
        id="revoke-reason"
        // The warning first, then the field's own error (TextField's would be replaced).
        aria-describedby={`revoke-reason-public${errors.reason ? ' revoke-reason-error' : ''}`}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <div className="flex gap-2">
        <button type="submit" className={PRIMARY} disabled={revoke.isPending}>
          {_('certificates.view.revoke')}
        </button>
        <button type="button" className={SECONDARY} onClick={onDone}>
          {_('certificates.cancel')}
        </button>
      </div>
    </form>
  );
}
