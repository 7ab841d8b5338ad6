/**
 * Shares one read among the callers that ask while it runs, without ever giving a caller the
 * result of a read that began before it asked (decision 0011, amended 2026-11-27). The first
 * caller starts a read; callers that ask while it runs wait for the next read, which starts when
 * it ends and answers all of them. So PostgreSQL's change stamp costs one query per batch of
 * concurrent requests rather than one per request, and each request's stamp is still taken
 * after it arrived: a write committed before a request came is always seen by it.
 */
export function coalescedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const started = read().finally(() => {
      if (running === started) running = undefined;
    });
    running = started;
    return started;
  };
  const settled = () => undefined;
  return () => {
    if (!running) return start();
    // Began before this caller asked: the read after it answers this caller.
    next ??= running.then(settled, settled).then(() => {
      next = undefined;
      return start();
    });
    return next;
  };
}
