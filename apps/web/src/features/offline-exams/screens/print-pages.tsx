import { instituteDate } from '@institute/shared/institute-time';
import type { AdmitCard } from '@institute/shared/offline-exams';
import { otherDocumentLanguages, useDocumentLanguage } from '../../../lib/document-language';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useParams, useSearchParams } from 'react-router';
import {
  LABEL_MODES,
  useBilingualLabels,
  type BilingualLabels,
  type LabelMode,
} from '../../../i18n/bilingual';
import {
  admitCardsPdfUrl,
  marksheetPdfUrl,
  useAdmitCards,
  useMarksheet,
  type PdfLanguage,
} from '../offline-exams-api';
import { messageOf } from '../../../lib/api-client';
import { MarksheetView } from './marksheet-view';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { formatDate } from '../../../lib/format-date';
import { PRIMARY, SECONDARY } from '../../../components/ui/button';
import { FOCUS_RING } from '../../../components/ui/focus-ring';

const PAGE_STYLE = '@page { size: A4 portrait; margin: 14mm; }';

/** The admit card's instructions, in the order of ADMIT_CARD_INSTRUCTIONS (the PDF's). */
export const INSTRUCTION_IDS = [
  'exams.admitCard.instruction1',
  'exams.admitCard.instruction2',
  'exams.admitCard.instruction3',
  'exams.admitCard.instruction4',
] as const;

const MODE_LABELS: Record<LabelMode, MessageId> = {
  en: 'exams.print.labelsEnglish',
  hi: 'exams.print.labelsHindi',
  both: 'exams.print.labelsBoth',
};

/**
 * Print, PDF (English, or Hindi and English), back, and the language of the document's labels;
 * none of it is printed.
 */
function PrintBar({
  pdfUrl,
  labels,
}: {
  /** The PDF's address in a language, or (none named) in head office's default. */
  pdfUrl: (lang?: PdfLanguage) => string;
  labels: BilingualLabels;
}) {
  const { _ } = useLingui();
  // The main link follows head office's default (decision 0035); the other layout is offered.
  const others = otherDocumentLanguages(useDocumentLanguage());
  return (
    <div className="mb-6 flex flex-wrap items-center gap-x-6 gap-y-3 print:hidden">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={PRIMARY} onClick={() => window.print()}>
          {_('exams.print.print')}
        </button>
        <a href={pdfUrl()} className={SECONDARY}>
          {_('exams.common.downloadPdf')}
        </a>
        {others.map((lang) => (
          <a key={lang} href={pdfUrl(lang)} className={SECONDARY}>
            {_(
              lang === 'en'
                ? 'exams.print.pdfEnglish'
                : lang === 'hi'
                  ? 'exams.print.pdfHindi'
                  : 'exams.print.pdfBilingual',
            )}
          </a>
        ))}
        <button type="button" className={SECONDARY} onClick={() => window.history.back()}>
          {_('exams.print.back')}
        </button>
      </div>
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-800">
        <legend className="float-left mr-2 font-medium">{_('exams.print.labels')}:</legend>
        {LABEL_MODES.map((mode) => (
          <label key={mode} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="label-language"
              value={mode}
              checked={labels.mode === mode}
              onChange={() => labels.setMode(mode)}
              className={`size-4 accent-brand-700 ${FOCUS_RING}`}
            />
            <span lang={mode === 'both' ? undefined : mode}>{_(MODE_LABELS[mode])}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}

/** A marksheet alone on the page, for printing on A4 (no sidebar). */
export function PrintMarksheetPage() {
  const params = useParams();
  const sessionId = Number(params.id);
  const registrationNumber = params.registrationNumber ?? '';
  const sheet = useMarksheet(sessionId, registrationNumber);
  const { _ } = useLingui();
  const labels = useBilingualLabels('dashboard');
  const { label } = labels;
  return (
    <main className="mx-auto max-w-[210mm] bg-white p-4 sm:p-8 print:p-0">
      <style>{PAGE_STYLE}</style>
      <PrintBar
        pdfUrl={(lang) => marksheetPdfUrl(sessionId, registrationNumber, lang)}
        labels={labels}
      />
      {sheet.isPending && <LoadingMessage />}
      {sheet.isError && (
        <ErrorMessage>{messageOf(sheet.error, _('exams.print.marksheetFailed'))}</ErrorMessage>
      )}
      {sheet.data && (
        <>
          <h1 className="sr-only">
            {_('exams.print.marksheetOf', { name: sheet.data.student.name })}
          </h1>
          <MarksheetView sheet={sheet.data} label={label} />
          <div className="mt-16 flex justify-between text-sm text-slate-700">
            <span>
              {label('exams.print.dateOfIssue')}: {formatDate(instituteDate())}
            </span>
            <span className="border-t border-slate-500 pt-1">
              {label('exams.print.controller')}
            </span>
          </div>
        </>
      )}
    </main>
  );
}

function AdmitCardView({ card, labels }: { card: AdmitCard; labels: BilingualLabels }) {
  const { _ } = useLingui();
  const { label, texts } = labels;
  const examDate = formatDate(card.session.examDate);
  const details: [string, string][] = [
    [label('exams.sheet.registrationNumber'), card.student.registrationNumber],
    [label('exams.admitCard.candidateName'), card.student.name],
    [label('exams.sheet.fatherName'), card.student.fatherName ?? '-'],
    [label('exams.admitCard.dob'), formatDate(card.student.dob)],
    [label('exams.common.course'), card.session.courseName],
    ...(card.student.courseOption
      ? [[label('exams.common.courseOption'), card.student.courseOption] as [string, string]]
      : []),
    [
      label('exams.admitCard.dateTime'),
      card.session.examTime
        ? _('exams.common.dateAtTime', { date: examDate, time: card.session.examTime })
        : examDate,
    ],
    [label('exams.common.centre'), card.session.centreName],
    [label('exams.admitCard.venue'), card.session.venue ?? card.centreAddress],
  ];
  return (
    <article className="break-inside-avoid rounded-md border-2 border-brand-800 p-4 text-sm">
      <header className="text-center">
        <p className="text-base font-bold text-brand-900">{card.institute}</p>
        <h2 className="font-bold tracking-wide">{label('exams.admitCard.heading')}</h2>
        <p className="text-slate-700">{card.session.title}</p>
      </header>
      <div className="mt-3 flex gap-4">
        <dl className="grid grow gap-1">
          {details.map(([label, value]) => (
            <div key={label} className="flex flex-wrap gap-x-2">
              <dt className={`${labels.mode === 'both' ? 'w-56' : 'w-36'} text-slate-600`}>
                {label}
              </dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex h-32 w-26 shrink-0 items-center justify-center border border-slate-300">
          {card.student.photoUrl ? (
            <img
              src={card.student.photoUrl}
              alt={_('exams.admitCard.photoOf', { name: card.student.name })}
              className="max-h-full max-w-full object-contain"
            />
          ) : (
            <span className="text-center text-xs text-slate-600">
              {label('exams.admitCard.pastePhoto')}
            </span>
          )}
        </div>
      </div>
      <p className="mt-3 font-semibold">{label('exams.admitCard.instructions')}</p>
      <ul className="list-disc pl-5 text-xs text-slate-700">
        {INSTRUCTION_IDS.map((id) => (
          <li key={id}>
            {texts(id).map((text, index) => (
              <span key={index} className="block">
                {text}
              </span>
            ))}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex items-end justify-between text-xs text-slate-700">
        <div>
          {card.student.signatureUrl && (
            <img
              src={card.student.signatureUrl}
              alt={_('exams.admitCard.signatureOf', { name: card.student.name })}
              className="h-10 object-contain"
            />
          )}
          <p className="border-t border-slate-500 pt-1">
            {label('exams.admitCard.candidateSignature')}
          </p>
        </div>
        <p className="border-t border-slate-500 pt-1">{label('exams.admitCard.centreInCharge')}</p>
      </div>
    </article>
  );
}

/** Admit cards of an exam session (or one student), two to an A4 page when printed. */
export function PrintAdmitCardsPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const sessionId = Number(params.id);
  const registrationNumber = search.get('registrationNumber') ?? undefined;
  const cards = useAdmitCards(sessionId, registrationNumber);
  const { _ } = useLingui();
  const labels = useBilingualLabels('dashboard');
  return (
    <main className="mx-auto max-w-[210mm] bg-white p-4 sm:p-8 print:p-0">
      <style>{PAGE_STYLE}</style>
      <PrintBar
        pdfUrl={(lang) => admitCardsPdfUrl(sessionId, registrationNumber, lang)}
        labels={labels}
      />
      <h1 className="sr-only">{_('exams.print.admitCards')}</h1>
      {cards.isPending && <LoadingMessage />}
      {cards.isError && (
        <ErrorMessage>{messageOf(cards.error, _('exams.print.admitCardsFailed'))}</ErrorMessage>
      )}
      <div className="grid gap-6">
        {cards.data?.map((card, index) => (
          <div
            key={card.student.registrationNumber}
            className={index % 2 === 1 ? 'break-after-page' : undefined}
          >
            <AdmitCardView card={card} labels={labels} />
          </div>
        ))}
      </div>
    </main>
  );
}
