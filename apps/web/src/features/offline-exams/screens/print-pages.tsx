import { ADMIT_CARD_INSTRUCTIONS, type AdmitCard } from '@institute/shared/offline-exams';
import { useParams, useSearchParams } from 'react-router';
import {
  admitCardsPdfUrl,
  marksheetPdfUrl,
  useAdmitCards,
  useMarksheet,
} from '../offline-exams-api';
import { messageOf } from '../../../lib/api-client';
import { MarksheetView } from './marksheet-view';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { formatDate } from '../../../lib/format-date';
import { PRIMARY, SECONDARY } from '../../../components/ui/button';

const PAGE_STYLE = '@page { size: A4 portrait; margin: 14mm; }';

function PrintBar({ pdfUrl }: { pdfUrl: string }) {
  return (
    <div className="mb-6 flex flex-wrap gap-2 print:hidden">
      <button type="button" className={PRIMARY} onClick={() => window.print()}>
        Print
      </button>
      <a href={pdfUrl} className={SECONDARY}>
        Download PDF
      </a>
      <button type="button" className={SECONDARY} onClick={() => window.history.back()}>
        Back
      </button>
    </div>
  );
}

/** A marksheet alone on the page, for printing on A4 (no sidebar). */
export function PrintMarksheetPage() {
  const params = useParams();
  const sessionId = Number(params.id);
  const registrationNumber = params.registrationNumber ?? '';
  const sheet = useMarksheet(sessionId, registrationNumber);
  return (
    <main className="mx-auto max-w-[210mm] bg-white p-4 sm:p-8 print:p-0">
      <style>{PAGE_STYLE}</style>
      <PrintBar pdfUrl={marksheetPdfUrl(sessionId, registrationNumber)} />
      {sheet.isPending && <LoadingMessage />}
      {sheet.isError && (
        <ErrorMessage>{messageOf(sheet.error, 'Could not load the marksheet.')}</ErrorMessage>
      )}
      {sheet.data && (
        <>
          <h1 className="sr-only">Marksheet of {sheet.data.student.name}</h1>
          <MarksheetView sheet={sheet.data} />
          <div className="mt-16 flex justify-between text-sm text-slate-700">
            <span>Date of issue: {formatDate(new Date().toISOString())}</span>
            <span className="border-t border-slate-500 pt-1">Controller of Examinations</span>
          </div>
        </>
      )}
    </main>
  );
}

function AdmitCardView({ card }: { card: AdmitCard }) {
  const details: [string, string][] = [
    ['Registration number', card.student.registrationNumber],
    ['Candidate name', card.student.name],
    ["Father's name", card.student.fatherName ?? '-'],
    ['Date of birth', formatDate(card.student.dob)],
    ['Course', card.session.courseName],
    [
      'Exam date and time',
      `${formatDate(card.session.examDate)}${card.session.examTime ? ` at ${card.session.examTime}` : ''}`,
    ],
    ['Centre', card.session.centreName],
    ['Venue', card.session.venue ?? card.centreAddress],
  ];
  return (
    <article className="break-inside-avoid rounded-md border-2 border-brand-800 p-4 text-sm">
      <header className="text-center">
        <p className="text-base font-bold text-brand-900">{card.institute}</p>
        <h2 className="font-bold tracking-wide">ADMIT CARD</h2>
        <p className="text-slate-700">{card.session.title}</p>
      </header>
      <div className="mt-3 flex gap-4">
        <dl className="grid grow gap-1">
          {details.map(([label, value]) => (
            <div key={label} className="flex flex-wrap gap-x-2">
              <dt className="w-36 text-slate-600">{label}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex h-32 w-26 shrink-0 items-center justify-center border border-slate-300">
          {card.student.photoUrl ? (
            <img
              src={card.student.photoUrl}
              alt={`Photo of ${card.student.name}`}
              className="max-h-full max-w-full object-contain"
            />
          ) : (
            <span className="text-xs text-slate-600">Paste photo</span>
          )}
        </div>
      </div>
      <p className="mt-3 font-semibold">Instructions</p>
      <ul className="list-disc pl-5 text-xs text-slate-700">
        {ADMIT_CARD_INSTRUCTIONS.map((instruction) => (
          <li key={instruction}>{instruction}</li>
        ))}
      </ul>
      <div className="mt-6 flex items-end justify-between text-xs text-slate-700">
        <div>
          {card.student.signatureUrl && (
            <img
              src={card.student.signatureUrl}
              alt={`Signature of ${card.student.name}`}
              className="h-10 object-contain"
            />
          )}
          <p className="border-t border-slate-500 pt-1">Candidate&apos;s signature</p>
        </div>
        <p className="border-t border-slate-500 pt-1">Centre in-charge</p>
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
  return (
    <main className="mx-auto max-w-[210mm] bg-white p-4 sm:p-8 print:p-0">
      <style>{PAGE_STYLE}</style>
      <PrintBar pdfUrl={admitCardsPdfUrl(sessionId, registrationNumber)} />
      <h1 className="sr-only">Admit cards</h1>
      {cards.isPending && <LoadingMessage />}
      {cards.isError && (
        <ErrorMessage>{messageOf(cards.error, 'Could not load the admit cards.')}</ErrorMessage>
      )}
      <div className="grid gap-6">
        {cards.data?.map((card, index) => (
          <div
            key={card.student.registrationNumber}
            className={index % 2 === 1 ? 'break-after-page' : undefined}
          >
            <AdmitCardView card={card} />
          </div>
        ))}
      </div>
    </main>
  );
}
