import type { Verification } from '@institute/shared/certificates';
import { DEFAULT_LOCALE, localeOfPath, localizePath } from '@institute/shared/i18n';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import {
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  redirect,
  useParams,
  type LoaderFunctionArgs,
} from 'react-router';
import { TextField } from '../../components/form/text-field';
import {
  fetchVerification,
  verifyWithDateOfBirth,
} from '../../features/certificates/certificates-api';
import {
  CheckCredentialForm,
  SharedCredentialCheck,
} from '../../features/credentials/verify-credential';
import { ApiRequestError } from '../../lib/api-client';
import { PageHeader } from './page-header';
import { formatDate } from '../../lib/format-date';
import { FOCUS_RING } from '../../components/ui/focus-ring';
import { useLocalePath } from '../../i18n/locale';

/** An error's message is the server's; none when the check failed otherwise (the page says so). */
type Answer =
  | { kind: 'none' }
  | { kind: 'found'; certificate: Verification }
  | { kind: 'error'; message: string | null };

/** The form's fields, by name: the query a browser without JavaScript sends. */
interface VerifyFields {
  number: string;
  code: string;
  dateOfBirth: string;
}

const answerOfError = (error: unknown): Answer =>
  error instanceof ApiRequestError && [400, 404, 429].includes(error.status)
    ? { kind: 'error', message: error.message }
    : { kind: 'error', message: null };

/**
 * Loader: looks the number of the route up, with the code of `?code=` (the QR link holds both),
 * on the server, so the answer is in the HTML.
 */
export async function verifyLoader({
  params,
  request,
  context,
}: LoaderFunctionArgs): Promise<Answer> {
  const url = new URL(request.url);
  // The form sent without JavaScript (GET /verify?number=...&code=...): the number goes in the path.
  const asked = url.searchParams.get('number')?.trim();
  if (asked) {
    const typedCode = url.searchParams.get('code')?.trim();
    // In the page's language: /hi/verify?number=... goes to /hi/verify/...
    throw redirect(
      localizePath(
        `/verify/${encodeURIComponent(asked)}${typedCode ? `?code=${encodeURIComponent(typedCode)}` : ''}`,
        localeOfPath(url.pathname) ?? DEFAULT_LOCALE,
      ),
    );
  }
  if (!params.number) return { kind: 'none' };
  const code = url.searchParams.get('code');
  try {
    return { kind: 'found', certificate: await fetchVerification(params.number, code, context) };
  } catch (error) {
    return answerOfError(error);
  }
}

const VERDICT: Record<Verification['status'], { title: MessageId; style: string }> = {
  valid: { title: 'verify.verdict.valid', style: 'border-green-600 bg-green-50 text-green-900' },
  revoked: { title: 'verify.verdict.revoked', style: 'border-red-600 bg-red-50 text-red-900' },
  replaced: {
    title: 'verify.verdict.replaced',
    style: 'border-amber-600 bg-amber-50 text-amber-950',
  },
};

function Result({ certificate }: { certificate: Verification }) {
  const { _ } = useLingui();
  const verdict = VERDICT[certificate.status];
  const details = certificate.details;
  const rows: [string, string][] = details
    ? [
        [_('verify.field.number'), certificate.number],
        [_('verify.field.name'), details.studentName],
        [_('verify.field.course'), `${details.courseOption} (${details.courseName})`],
        [_('verify.field.grade'), `${details.grade} (${details.percentage})`],
        [
          _('verify.field.period'),
          _('verify.period', {
            from: formatDate(details.periodFrom),
            to: formatDate(details.periodTo),
          }),
        ],
        [_('verify.field.issueDate'), formatDate(details.issueDate)],
        [_('verify.field.centre'), details.centreName],
      ]
    : [
        [_('verify.field.number'), certificate.number],
        [_('verify.field.initials'), certificate.holderInitials],
      ];
  return (
    <section
      aria-labelledby="verdict"
      className={`mt-8 rounded-lg border-l-8 p-5 ${verdict.style}`}
    >
      <h2 id="verdict" className="text-2xl font-bold">
        {_(verdict.title)}
      </h2>
      {certificate.status === 'revoked' && (
        <p className="mt-1">
          {details?.revokedReason
            ? _('verify.revokedReason', { reason: details.revokedReason })
            : _('verify.revokedText')}
        </p>
      )}
      {certificate.status === 'replaced' && (
        <p className="mt-1">
          {certificate.replacedByNumber
            ? _('verify.replacedBy', { number: certificate.replacedByNumber })
            : _('verify.replacedText')}
        </p>
      )}
      {certificate.message && (
        <p role="alert" className="mt-3 rounded border border-red-300 bg-white p-3 text-red-800">
          {certificate.message}
        </p>
      )}
      <div className="mt-4 flex flex-col gap-6 text-slate-900 sm:flex-row">
        {details?.photoUrl && (
          <img
            src={details.photoUrl}
            alt={_('verify.photo', { name: details.studentName })}
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
      {details ? (
        <p className="mt-4 text-sm text-slate-700">
          {certificate.proof === 'code' ? _('verify.shownByCode') : _('verify.shownByDateOfBirth')}
        </p>
      ) : (
        <p className="mt-4 text-sm text-slate-700">{_('verify.detailsHidden')}</p>
      )}
    </section>
  );
}

/**
 * The form; keyed by the route's number and code, so it starts from what the address holds. Its
 * fields are uncontrolled (read from the form when it is sent, as a browser without JavaScript
 * would send them), not react-hook-form: that added 15 KB gzipped (158 to 174 KB) to this public
 * page, opened from QR codes on phones, for three fields without messages of their own (decision
 * 0018).
 */
function VerifyForm({
  initialNumber,
  initialCode,
  onDateOfBirth,
  onOther,
}: {
  initialNumber: string;
  initialCode: string;
  onDateOfBirth: (number: string, dateOfBirth: string) => Promise<void>;
  onOther: () => void;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { _ } = useLingui();
  const localePath = useLocalePath();
  const [posting, setPosting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = new FormData(event.currentTarget);
    const field = (name: keyof VerifyFields) => String(sent.get(name) ?? '');
    const value = field('number').trim().toUpperCase();
    if (!value) return;
    const typedCode = field('code').replace(/\s+/g, '').toUpperCase();
    const dateOfBirth = field('dateOfBirth');
    const path = localePath(`/verify/${encodeURIComponent(value)}`);
    if (!typedCode && dateOfBirth) {
      setPosting(true);
      try {
        await onDateOfBirth(value, dateOfBirth);
      } finally {
        setPosting(false);
      }
      return;
    }
    onOther();
    void navigate(typedCode ? `${path}?code=${encodeURIComponent(typedCode)}` : path);
  };

  const busy = posting || navigation.state === 'loading';
  return (
    <form
      action={localePath('/verify')}
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField
        label={_('verify.field.number')}
        name="number"
        required
        autoComplete="off"
        placeholder="RVC2026000123"
        defaultValue={initialNumber}
      />
      <TextField
        label={_('verify.form.code')}
        name="code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="7K3QD-M9XPA"
        hint={_('verify.form.codeHint')}
        defaultValue={initialCode}
      />
      <TextField
        label={_('verify.form.dateOfBirth')}
        name="dateOfBirth"
        type="date"
        autoComplete="off"
        hint={_('verify.form.dateOfBirthHint')}
      />
      <div className="flex items-start sm:pt-6">
        <button
          type="submit"
          disabled={busy}
          className={`inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 ${FOCUS_RING}`}
        >
          {busy ? _('verify.form.checking') : _('verify.form.submit')}
        </button>
      </div>
    </form>
  );
}

/**
 * The public verification of a certificate: by number (status and initials), and with its
 * verification code or the holder's date of birth (the details). The QR code opens it with both.
 */
export function VerifyCertificatePage() {
  const loaded = useLoaderData<Answer>();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { _ } = useLingui();
  const localePath = useLocalePath();
  const code = new URLSearchParams(location.search).get('code') ?? '';
  // An answer to a date of birth (posted, so not in the address), for the page it belongs to.
  const [posted, setPosted] = useState<{ path: string; answer: Answer } | null>(null);
  const answer =
    posted && posted.path === location.pathname && !location.search ? posted.answer : loaded;

  const checkDateOfBirth = async (number: string, dateOfBirth: string) => {
    const path = localePath(`/verify/${encodeURIComponent(number)}`);
    let result: Answer;
    try {
      result = { kind: 'found', certificate: await verifyWithDateOfBirth(number, dateOfBirth) };
    } catch (error) {
      result = answerOfError(error);
    }
    setPosted({ path, answer: result });
    if (location.pathname !== path || location.search) void navigate(path);
  };

  return (
    <>
      <PageHeader eyebrow={_('verify.eyebrow')} title={_('verify.title')}>
        {_('verify.intro')}
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <VerifyForm
          key={`${params.number ?? ''}|${code}`}
          initialNumber={params.number ?? ''}
          initialCode={code}
          onDateOfBirth={checkDateOfBirth}
          onOther={() => setPosted(null)}
        />
        <div aria-live="polite">
          {answer.kind === 'error' && (
            <p
              role="alert"
              className="mt-8 rounded-lg border-l-8 border-red-600 bg-red-50 p-5 text-red-900"
            >
              {answer.message ?? _('verify.checkFailed')}
            </p>
          )}
          {answer.kind === 'found' && <Result certificate={answer.certificate} />}
        </div>
        {answer.kind === 'found' && answer.certificate.proof === 'code' && (
          <SharedCredentialCheck number={answer.certificate.number} code={code} />
        )}
        <CheckCredentialForm />
      </div>
    </>
  );
}
