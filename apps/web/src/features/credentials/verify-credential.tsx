import { useLingui } from '@lingui/react';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { FOCUS_RING } from '../../components/ui/focus-ring';
import { ApiRequestError } from '../../lib/api-client';
import {
  sharedCredentialUrl,
  useCheckCredential,
  useSharedCredentialCheck,
} from './credentials-api';
import { CredentialCheckResult } from './credential-check-result';

const LINK = `rounded text-brand-700 underline underline-offset-2 hover:text-brand-900 ${FOCUS_RING}`;
/** The server's message about a credential it could not check; none when the check failed otherwise. */
const messageOf = (error: unknown): string | null =>
  error instanceof ApiRequestError && [400, 404, 429].includes(error.status) ? error.message : null;

/**
 * On a certificate's verification page opened with its code: the signed credential's own check
 * (signature against the published key, then the status list), and its downloads.
 */
export function SharedCredentialCheck({ number, code }: { number: string; code: string }) {
  const check = useSharedCredentialCheck(number, code);
  const { _ } = useLingui();
  // A certificate without a credential (printed before credentials, or none issued): nothing.
  if (check.isError && check.error instanceof ApiRequestError && check.error.status === 404) {
    return null;
  }
  return (
    <section aria-labelledby="credential-heading" className="mt-8" aria-busy={check.isPending}>
      <h2 id="credential-heading" className="text-xl font-semibold">
        {_('verify.credential.heading')}
      </h2>
      <p className="mt-1 text-slate-700">{_('verify.credential.intro')}</p>
      {check.isPending && (
        <p className="mt-2 text-slate-700">{_('verify.credential.checkingSignature')}</p>
      )}
      {check.isError && (
        <p role="alert" className="mt-2 text-red-700">
          {messageOf(check.error) ?? _('verify.credential.checkFailed')}
        </p>
      )}
      {check.data && <CredentialCheckResult check={check.data} details={false} />}
      {check.data && (
        <p className="mt-3 flex flex-wrap gap-x-4">
          <a className={LINK} href={sharedCredentialUrl(number, code, 'jwt')}>
            {_('verify.credential.download')}
          </a>
          <a className={LINK} href={sharedCredentialUrl(number, code, 'svg')}>
            {_('verify.credential.downloadBadge')}
          </a>
        </p>
      )}
    </section>
  );
}

/** Checks a credential file someone was given: pasted, or a .jwt, .json or badge .svg file. */
export function CheckCredentialForm() {
  const id = useId();
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const check = useCheckCredential();
  const { _ } = useLingui();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setText(await file.text());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEmpty(!text.trim());
    if (text.trim()) check.mutate(text);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10 border-t border-slate-200 pt-8">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {_('verify.credential.checkHeading')}
      </h2>
      <p className="mt-1 text-slate-700">{_('verify.credential.checkIntro')}</p>
      <form onSubmit={submit} className="mt-3 grid grid-cols-1 gap-3">
        <label htmlFor={`${id}-text`} className="font-medium">
          {_('verify.credential.text')}
        </label>
        <textarea
          id={`${id}-text`}
          name="credential"
          rows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? `${id}-error` : undefined}
          className={`rounded-md border border-slate-400 p-2 font-mono text-sm ${FOCUS_RING}`}
        />
        {empty && (
          <p id={`${id}-error`} className="text-red-700">
            {_('verify.credential.empty')}
          </p>
        )}
        <label htmlFor={`${id}-file`} className="font-medium">
          {_('verify.credential.file')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".jwt,.json,.svg,application/json,image/svg+xml,text/plain"
          onChange={(event) => void choose(event)}
          className={`w-full min-w-0 rounded ${FOCUS_RING}`}
        />
        <div>
          <button
            type="submit"
            disabled={check.isPending}
            className={`inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 ${FOCUS_RING}`}
          >
            {check.isPending ? _('verify.form.checking') : _('verify.credential.submit')}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {check.isError && (
          <p
            role="alert"
            className="mt-4 rounded-lg border-l-8 border-red-600 bg-red-50 p-4 text-red-900"
          >
            {messageOf(check.error) ?? _('verify.credential.checkFailed')}
          </p>
        )}
        {check.data && <CredentialCheckResult check={check.data} />}
      </div>
    </section>
  );
}
