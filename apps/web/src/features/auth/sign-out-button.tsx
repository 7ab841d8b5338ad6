import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { forgetOfflineAnswers } from '../../lib/pwa';
import { clearQueries } from '../../lib/query-data';
import { showToast } from '../../lib/toast';
import { useLocalePath } from '../../i18n/locale';
import { logout } from './auth-api';
import { FOCUS_RING } from '../../components/ui/focus-ring';

/** Signs out (the server revokes the session) and returns to the sign-in page given. */
export function SignOutButton({ to, className }: { to: '/login' | '/admin'; className?: string }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await logout();
          // Leave the page first, then forget its data: cleared while still shown, its queries
          // would fetch again, meet a 401 and send the user to sign in with a `next` back here.
          await navigate(localePath(to), { replace: true });
          clearQueries();
          void forgetOfflineAnswers();
        } catch {
          showToast(_('common.signOutFailed'), 'error');
          setBusy(false);
        }
      }}
      className={`inline-flex min-h-11 items-center justify-center rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-70 md:min-h-10 ${FOCUS_RING} ${className ?? ''}`}
    >
      {busy ? _('common.signingOut') : _('common.signOut')}
    </button>
  );
}
