// Toasts with the specification's defaults (top-right, 5000 ms, pause on hover and focus loss,
// draggable, swipe at 80 %, light). react-toastify loads on demand, so pages that never toast
// never download it.
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

export function showToast(message: string, kind: ToastKind = 'info'): void {
  void loadToastify().then(({ toast }) => toast[kind](message));
}
