import type { CredentialCheck } from '@institute/shared/credentials';

const formatDate = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * What a check found: the verdict first, then what the signed credential says (unless the page
 * already shows the certificate's details: `details={false}` shows only the signing key).
 */
export function CredentialCheckResult({
  check,
  details = true,
}: {
  check: CredentialCheck;
  details?: boolean;
}) {
  const verdict = check.valid
    ? { title: 'Valid digital credential', style: 'border-green-600 bg-green-50 text-green-900' }
    : check.signature === 'invalid'
      ? { title: 'Not a genuine credential', style: 'border-red-600 bg-red-50 text-red-900' }
      : check.status === 'revoked'
        ? { title: 'Revoked digital credential', style: 'border-red-600 bg-red-50 text-red-900' }
        : { title: 'Status unknown', style: 'border-amber-600 bg-amber-50 text-amber-950' };
  const achievement = check.achievement;
  const rows: [string, string][] = !achievement
    ? []
    : !details
      ? [['Signed with', check.keyId ?? '']]
      : [
          ['Certificate number', achievement.certificateNumber ?? ''],
          ['Name', achievement.holderName ?? ''],
          [
            'Course',
            achievement.courseOption
              ? `${achievement.courseOption} (${achievement.courseName})`
              : achievement.courseName,
          ],
          ['Grade', achievement.grade ?? ''],
          [
            'Period',
            achievement.periodFrom && achievement.periodTo
              ? `${formatDate(achievement.periodFrom)} to ${formatDate(achievement.periodTo)}`
              : '',
          ],
          ['Centre', achievement.centreName ?? ''],
          ['Issued', formatDate(achievement.issuedOn)],
          ['Signed with', check.keyId ?? ''],
        ];
  return (
    <div className={`mt-4 rounded-lg border-l-8 p-4 ${verdict.style}`}>
      <h3 className="text-xl font-bold">{verdict.title}</h3>
      <ul className="mt-2 list-disc pl-5 text-slate-900">
        <li>
          Signature:{' '}
          {check.signature === 'valid'
            ? 'valid, made with the institute’s published key'
            : 'does not match'}
        </li>
        <li>
          Status list:{' '}
          {check.status === 'valid'
            ? 'not revoked'
            : check.status === 'revoked'
              ? 'revoked (or replaced by a new certificate)'
              : 'not checked'}
        </li>
      </ul>
      {check.message && (
        <p role="alert" className="mt-3 rounded border border-red-300 bg-white p-3 text-red-800">
          {check.message}
        </p>
      )}
      {rows.length > 0 && (
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-slate-900 sm:grid-cols-[max-content_1fr]">
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium text-slate-700">{label}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
        </dl>
      )}
    </div>
  );
}
