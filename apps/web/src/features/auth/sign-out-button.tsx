import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FOCUS_RING } from '../../components/form/text-field';
import { showToast } from '../../lib/toast';
import { logout } from './auth-api';

/** Signs out (the server revokes the session) and returns to the sign-in page given. */
export function SignOutButton({ to, className }: { to: '/login' | '/admin'; className?: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await logout();
          queryClient.clear();
          navigate(to, { replace: true });
        } catch {
          showToast('Could not sign out. Please try again.', 'error');
          setBusy(false);
        }
      }}
      className={`inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-70 ${FOCUS_RING} ${className ?? ''}`}
    >
      {busy ? 'Signing out...' : 'Sign out'}
    </button>
  );
}
