import { studentCredentialUrl } from '@institute/shared/credentials';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { FOCUS_RING } from '../../components/ui/focus-ring';
import { useStudentCredentials } from './credentials-api';

const LINK = `rounded text-brand-700 underline underline-offset-2 hover:text-brand-900 ${FOCUS_RING}`;

const STATUS_IDS: Record<'revoked' | 'replaced', MessageId> = {
  revoked: 'student.credentials.status.revoked',
  replaced: 'student.credentials.status.replaced',
};

/** The share link of one credential: shown, and copied on request. */
function ShareLink({ path }: { path: string }) {
  const { _ } = useLingui();
  const [copied, setCopied] = useState(false);
  const url = typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="text-slate-700">{_('student.credentials.share')}</span>
      <a className={`${LINK} break-all`} href={path}>
        {url}
      </a>
      <button
        type="button"
        onClick={() => void copy()}
        className={`min-h-11 rounded-md border border-slate-400 px-3 hover:bg-slate-100 ${FOCUS_RING}`}
      >
        {_('student.credentials.copy')}
      </button>
      <span role="status" className="text-green-800">
        {copied ? _('student.credentials.copied') : ''}
      </span>
    </p>
  );
}

/** The student's signed credentials on their profile: downloads and the link to share. */
export function StudentCredentialsPanel({ registrationNumber }: { registrationNumber: string }) {
  const { _ } = useLingui();
  const credentials = useStudentCredentials(registrationNumber);
  if (credentials.data?.length === 0) return null;
  return (
    <section
      aria-label={_('student.credentials.title')}
      className="mt-6 rounded-lg bg-slate-50 p-4"
    >
      <h2 className="font-semibold">{_('student.credentials.title')}</h2>
      <p className="mt-1 text-slate-700">{_('student.credentials.intro')}</p>
      {credentials.isPending && <p className="mt-1 text-slate-700">{_('ui.loading')}</p>}
      {credentials.isError && (
        <p role="alert" className="mt-1 text-red-700">
          {_('student.credentials.loadFailed')}
        </p>
      )}
      {credentials.data && (
        <ul className="mt-2 grid gap-3">
          {credentials.data.map((credential) => (
            <li key={credential.number} className="rounded-md border border-slate-200 bg-white p-3">
              <p className="font-mono font-semibold">{credential.number}</p>
              <p>
                {credential.courseOption} ({credential.courseName})
                {credential.certificateStatus !== 'valid' &&
                  ` · ${_(STATUS_IDS[credential.certificateStatus])}`}
              </p>
              <p className="mt-1 flex flex-wrap gap-x-4">
                <a
                  className={LINK}
                  href={studentCredentialUrl(registrationNumber, credential.number, 'json')}
                  download
                >
                  {_('student.credentials.json')}
                </a>
                <a
                  className={LINK}
                  href={studentCredentialUrl(registrationNumber, credential.number, 'svg')}
                  download
                >
                  {_('student.credentials.svg')}
                </a>
                <a
                  className={LINK}
                  href={studentCredentialUrl(registrationNumber, credential.number, 'jwt')}
                  download
                >
                  {_('student.credentials.jwt')}
                </a>
              </p>
              {credential.certificateStatus === 'valid' && (
                <ShareLink path={credential.verifyPath} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
