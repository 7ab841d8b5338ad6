import { useLingui } from '@lingui/react';
import { CredentialKeysPanel } from '../credential-keys-panel';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';

/** Head office: the keys that sign the digital credentials (decision 0019). */
export function CredentialKeysPage() {
  const { _ } = useLingui();
  const user = useStaffUser();
  return (
    <div className="p-4 sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">{_('credentials.keys.title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{_('credentials.keys.intro')}</p>
      {isHeadOffice(user) ? (
        <CredentialKeysPanel />
      ) : (
        <p role="alert" className="mt-4 text-red-700">
          {_('credentials.keys.headOfficeOnly')}
        </p>
      )}
    </div>
  );
}
