import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { loadToastify, TOAST_OPTIONS, toastHostStore } from '../../lib/toast';

const Container = lazy(async () => {
  const { ToastContainer } = await loadToastify();
  function MountedContainer() {
    useEffect(() => toastHostStore.containerMounted(), []);
    return <ToastContainer {...TOAST_OPTIONS} />;
  }
  return { default: MountedContainer };
});

/**
 * Where toasts appear. Rendered once for the whole app; it loads and mounts the toast library
 * only when the first toast is wanted (never on the server, never during hydration).
 */
export function ToastHost() {
  const wanted = useSyncExternalStore(
    toastHostStore.subscribe,
    toastHostStore.isWanted,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Container />
    </Suspense>
  );
}
