import type { CredentialCheck } from '@institute/shared/credentials';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { formatDate } from '../../lib/format-date';

const RED = 'border-red-600 bg-red-50 text-red-900';

/** The verdict: valid, forged, revoked, or its status unknown. */
function verdictOf(check: CredentialCheck): { title: MessageId; style: string } {
  if (check.valid)
    return {
      title: 'verify.credential.verdict.valid',
      style: 'border-green-600 bg-green-50 text-green-900',
    };
  if (check.signature === 'invalid')
    return { title: 'verify.credential.verdict.forged', style: RED };
  if (check.status === 'revoked') return { title: 'verify.credential.verdict.revoked', style: RED };
  return {
    title: 'verify.credential.verdict.unknown',
    style: 'border-amber-600 bg-amber-50 text-amber-950',
  };
}

const STATUS_LINE: Record<CredentialCheck['status'], MessageId> = {
  valid: 'verify.credential.status.valid',
  revoked: 'verify.credential.status.revoked',
  unknown: 'verify.credential.status.unknown',
};

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
  const { _ } = useLingui();
  const verdict = verdictOf(check);
  const achievement = check.achievement;
  const signedWith: [string, string] = [_('verify.credential.signedWith'), check.keyId ?? ''];
  const rows: [string, string][] = !achievement
    ? []
    : !details
      ? [signedWith]
      : [
          [_('verify.field.number'), achievement.certificateNumber ?? ''],
          [_('verify.field.name'), achievement.holderName ?? ''],
          [
            _('verify.field.course'),
            achievement.courseOption
              ? `${achievement.courseOption} (${achievement.courseName})`
              : achievement.courseName,
          ],
          [_('verify.field.grade'), achievement.grade ?? ''],
          [
            _('verify.field.period'),
            achievement.periodFrom && achievement.periodTo
              ? _('verify.period', {
                  from: formatDate(achievement.periodFrom),
                  to: formatDate(achievement.periodTo),
                })
              : '',
          ],
          [_('verify.field.centre'), achievement.centreName ?? ''],
          [_('verify.credential.issued'), formatDate(achievement.issuedOn)],
          signedWith,
        ];
  return (
    <div className={`mt-4 rounded-lg border-l-8 p-4 ${verdict.style}`}>
      <h3 className="text-xl font-bold">{_(verdict.title)}</h3>
      <ul className="mt-2 list-disc pl-5 text-slate-900">
        <li>
          {check.signature === 'valid'
            ? _('verify.credential.signature.valid')
            : _('verify.credential.signature.invalid')}
        </li>
        <li>{_(STATUS_LINE[check.status])}</li>
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
