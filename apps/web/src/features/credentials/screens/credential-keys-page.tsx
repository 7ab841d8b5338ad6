import { CredentialKeysPanel } from '../credential-keys-panel';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';

/** Head office: the keys that sign the digital credentials (decision 0019). */
export function CredentialKeysPage() {
  const user = useStaffUser();
  return (
    <div className="p-4 sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">Credential Keys</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        The Ed25519 keys that sign the digital credentials issued with certificates. Every key is
        published at /.well-known/did.json and /.well-known/jwks.json, so credentials signed with a
        retired key still verify.
      </p>
      {isHeadOffice(user) ? (
        <CredentialKeysPanel />
      ) : (
        <p role="alert" className="mt-4 text-red-700">
          Only head office manages the signing keys.
        </p>
      )}
    </div>
  );
}
