import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** What a zod schema offers (kept structural: the web app does not import zod itself). */
interface SafeParser<TOutput> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: TOutput }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * A react-hook-form resolver over a shared zod schema for forms whose fields are not the schema's
 * input as they stand (a set of ticks that is a list of indexes, a number typed as text): the
 * form's values go through `toInput` first, and each issue becomes the error of the field named
 * by the first step of its path (the first message wins), as the server reports them.
 */
export function schemaResolver<TValues extends FieldValues, TOutput>(
  schema: SafeParser<TOutput>,
  toInput: (values: TValues) => unknown,
): Resolver<TValues, unknown, TOutput> {
  return async (values) => {
    const parsed = schema.safeParse(toInput(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      errors[String(issue.path[0])] ??= { type: 'validate', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}

/** The message of a field's error, also for a list field whose error is on the list as a whole. */
export function errorMessage(errors: object, name: string): string | undefined {
  const error = (errors as Record<string, { message?: unknown } | undefined>)[name];
  return typeof error?.message === 'string' ? error.message : undefined;
}
