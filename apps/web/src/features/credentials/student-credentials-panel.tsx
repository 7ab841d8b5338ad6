import { studentCredentialUrl } from '@institute/shared/credentials';
import { useState } from 'react';
import { FOCUS_RING } from '../../components/ui/focus-ring';
import { useStudentCredentials } from './credentials-api';

const LINK = `rounded text-brand-700 underline underline-offset-2 hover:text-brand-900 ${FOCUS_RING}`;

/** The share link of one credential: shown, and copied on request. */
function ShareLink({ path }: { path: string }) {
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
      <span className="text-slate-700">Share link:</span>
      <a className={`${LINK} break-all`} href={path}>
        {url}
      </a>
      <button
        type="button"
        onClick={() => void copy()}
        className={`min-h-11 rounded-md border border-slate-400 px-3 hover:bg-slate-100 ${FOCUS_RING}`}
      >
        Copy link
      </button>
      <span role="status" className="text-green-800">
        {copied ? 'Copied.' : ''}
      </span>
    </p>
  );
}

/** The student's signed credentials on their profile: downloads and the link to share. */
export function StudentCredentialsPanel({ registrationNumber }: { registrationNumber: string }) {
  const credentials = useStudentCredentials(registrationNumber);
  if (credentials.data?.length === 0) return null;
  return (
    <section aria-label="Digital credentials" className="mt-6 rounded-lg bg-slate-50 p-4">
      <h2 className="font-semibold">Digital credentials</h2>
      <p className="mt-1 text-slate-700">
        Each certificate is also an Open Badges 3.0 credential signed by the institute: employers
        and other institutions can check it themselves, or on our verification page.
      </p>
      {credentials.isPending && <p className="mt-1 text-slate-700">Loading...</p>}
      {credentials.isError && (
        <p role="alert" className="mt-1 text-red-700">
          Could not load your digital credentials. Please try again.
        </p>
      )}
      {credentials.data && (
        <ul className="mt-2 grid gap-3">
          {credentials.data.map((credential) => (
            <li key={credential.number} className="rounded-md border border-slate-200 bg-white p-3">
              <p className="font-mono font-semibold">{credential.number}</p>
              <p>
                {credential.courseOption} ({credential.courseName})
                {credential.certificateStatus !== 'valid' && ` · ${credential.certificateStatus}`}
              </p>
              <p className="mt-1 flex flex-wrap gap-x-4">
                <a
                  className={LINK}
                  href={studentCredentialUrl(registrationNumber, credential.number, 'json')}
                  download
                >
                  Download credential (JSON)
                </a>
                <a
                  className={LINK}
                  href={studentCredentialUrl(registrationNumber, credential.number, 'svg')}
                  download
                >
                  Download badge (SVG)
                </a>
                <a
                  className={LINK}
                  href={studentCredentialUrl(registrationNumber, credential.number, 'jwt')}
                  download
                >
                  Download JWT
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
