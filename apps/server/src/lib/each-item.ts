/**
 * A job must never let one bad item stop the rest (decision 0052): each item of a batch (an exam
 * attempt, a message, an instalment, a stored file) is processed in its own try/catch; a failure
 * is logged without personal data and counted, and the next item goes on.
 */
export interface ItemErrorLog {
  error(details: object, message: string): void;
}

/**
 * What an error is, without its message: messages may quote personal data (a database error
 * names the values of a key, a validation message the student), so logs carry only the error's
 * code or class.
 */
export function errorKind(error: unknown): string {
  if (error && typeof error === 'object') {
    const { code, name } = error as { code?: unknown; name?: unknown };
    if (typeof code === 'string' || typeof code === 'number') return String(code);
    if (typeof name === 'string') return name;
  }
  return typeof error;
}

/**
 * Runs `work` on each item in turn, each in its own try/catch; a failure calls `failed` (which
 * should log the item's id and errorKind, nothing more) and the loop goes on. Resolves to how
 * many items failed.
 */
export async function eachItem<T>(
  items: Iterable<T>,
  work: (item: T) => Promise<void>,
  failed: (item: T, error: unknown) => void,
): Promise<number> {
  let failures = 0;
  for (const item of items) {
    try {
      await work(item);
    } catch (error) {
      failures++;
      try {
        failed(item, error);
      } catch {
        // A logger that throws must not stop the batch either.
      }
    }
  }
  return failures;
}
