// Toasts with the specification's defaults (top-right, 5000 ms, pause on hover and focus loss,
// draggable, swipe at 80 %, light). react-toastify loads with the first toast, so a page that
// never shows one never downloads it.
export type ToastKind = 'success' | 'error' | 'info';

export const TOAST_OPTIONS = {
  position: 'top-right',
  autoClose: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggablePercent: 80,
  theme: 'light',
} as const;

export const loadToastify = () => import('react-toastify');

// The toast host mounts its container once a toast is wanted, and says when it is there.
let wanted = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => {};
const containerReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

export const toastHostStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isWanted: () => wanted,
  containerMounted: () => markReady(),
};

export function showToast(message: string, kind: ToastKind = 'info'): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  void containerReady.then(loadToastify).then(({ toast }) => toast[kind](message));
}
