import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../lib/api-client';

/**
 * Puts the server's field messages (a 400's fieldErrors) at their fields of a react-hook-form
 * form; answers how many fields got one. Field names are the API's, which the forms share.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  only?: (field: string) => boolean,
): number {
  if (!(error instanceof ApiRequestError)) return 0;
  let count = 0;
  for (const [field, messages] of Object.entries(error.fieldErrors ?? {})) {
    if (only && !only(field)) continue;
    setError(field as Path<T>, { message: messages[0] });
    count += 1;
  }
  return count;
}
