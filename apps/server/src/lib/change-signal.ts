/**
 * A tiny in-process signal: something changed, and whoever listens reacts. Content editing uses
 * it to let the web plugin drop its kept public pages (decision 0011) without the content module
 * knowing about the web plugin.
 */
export function createChangeSignal() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify(): void {
      for (const listener of listeners) listener();
    },
  };
}

export type ChangeSignal = ReturnType<typeof createChangeSignal>;
