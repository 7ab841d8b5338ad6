import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadToastify, TOAST_OPTIONS } from '../../lib/toast';

const ToastContainer = lazy(async () => ({ default: (await loadToastify()).ToastContainer }));

const subscribeToNothing = () => () => {};

/** Where toasts appear; mounted once, after hydration, loading its code only then. */
export function ToastHost() {
  // False on the server and while hydrating, true afterwards.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer {...TOAST_OPTIONS} />
    </Suspense>
  );
}
