import type { Verification } from '@institute/shared/certificates';
import { useState, type FormEvent } from 'react';
import {
  useLoaderData,
  useNavigate,
  useNavigation,
  useParams,
  type LoaderFunctionArgs,
} from 'react-router';
import { FOCUS_RING, TextField } from '../../components/form/text-field';
import { fetchVerification } from '../../features/certificates/certificates-api';
import { ApiRequestError } from '../../lib/api-client';
import { PageHeader } from './page-header';

type Answer =
  | { kind: 'none' }
  | { kind: 'found'; certificate: Verification }
  | { kind: 'error'; message: string };

/** Loader: looks the number of the route up (on the server, so the answer is in the HTML). */
export async function verifyLoader({ params, context }: LoaderFunctionArgs): Promise<Answer> {
  if (!params.number) return { kind: 'none' };
  try {
    return { kind: 'found', certificate: await fetchVerification(params.number, context) };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 429)) {
      return { kind: 'error', message: error.message };
    }
    return { kind: 'error', message: 'The certificate could not be checked. Please try again.' };
  }
}

const formatDate = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const VERDICT = {
  valid: { title: 'Valid certificate', style: 'border-green-600 bg-green-50 text-green-900' },
  revoked: { title: 'Revoked certificate', style: 'border-red-600 bg-red-50 text-red-900' },
  replaced: {
    title: 'Replaced certificate',
    style: 'border-amber-600 bg-amber-50 text-amber-950',
  },
} as const;

function Result({ certificate }: { certificate: Verification }) {
  const verdict = VERDICT[certificate.status];
  const rows: [string, string][] = [
    ['Certificate number', certificate.number],
    ['Name', certificate.studentName],
    ['Course', `${certificate.courseOption} (${certificate.courseName})`],
    ['Grade', `${certificate.grade} (${certificate.percentage})`],
    ['Period', `${formatDate(certificate.periodFrom)} to ${formatDate(certificate.periodTo)}`],
    ['Issue date', formatDate(certificate.issueDate)],
    ['Centre', certificate.centreName],
  ];
  return (
    <section
      aria-labelledby="verdict"
      className={`mt-8 rounded-lg border-l-8 p-5 ${verdict.style}`}
    >
      <h2 id="verdict" className="text-2xl font-bold">
        {verdict.title}
      </h2>
      {certificate.status === 'revoked' && (
        <p className="mt-1">
          Head office revoked this certificate
          {certificate.revokedReason ? `: ${certificate.revokedReason}` : '.'}
        </p>
      )}
      {certificate.status === 'replaced' && (
        <p className="mt-1">
          A new certificate
          {certificate.replacedByNumber ? ` (${certificate.replacedByNumber})` : ''} replaces this
          one.
        </p>
      )}
      <div className="mt-4 flex flex-col gap-6 text-slate-900 sm:flex-row">
        {certificate.photoUrl && (
          <img
            src={certificate.photoUrl}
            alt={`Photo of ${certificate.studentName}`}
            width="120"
            height="150"
            className="h-[150px] w-[120px] rounded border border-slate-300 bg-white object-cover"
          />
        )}
        <dl className="grid flex-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-700">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** The number form; keyed by the route's number, so it starts from the number shown. */
function VerifyForm({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [number, setNumber] = useState(initial);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = number.trim().toUpperCase();
    if (!value) return;
    void navigate(`/verify/${encodeURIComponent(value)}`);
  };

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <TextField
        label="Certificate number"
        name="number"
        required
        autoComplete="off"
        placeholder="RVC2026000123"
        className="min-w-56 flex-1"
        value={number}
        onChange={(event) => setNumber(event.target.value)}
      />
      <button
        type="submit"
        disabled={navigation.state === 'loading'}
        className={`inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 ${FOCUS_RING}`}
      >
        {navigation.state === 'loading' ? 'Checking...' : 'Verify'}
      </button>
    </form>
  );
}

/** The public verification of a certificate by its number (the QR code opens it directly). */
export function VerifyCertificatePage() {
  const answer = useLoaderData<Answer>();
  const params = useParams();
  return (
    <>
      <PageHeader eyebrow="Certificates" title="Verify a Certificate">
        Enter the certificate number printed on the certificate, or scan its QR code, to see whether
        it is genuine.
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <VerifyForm key={params.number ?? ''} initial={params.number ?? ''} />
        <div aria-live="polite">
          {answer.kind === 'error' && (
            <p
              role="alert"
              className="mt-8 rounded-lg border-l-8 border-red-600 bg-red-50 p-5 text-red-900"
            >
              {answer.message}
            </p>
          )}
          {answer.kind === 'found' && <Result certificate={answer.certificate} />}
        </div>
      </div>
    </>
  );
}
