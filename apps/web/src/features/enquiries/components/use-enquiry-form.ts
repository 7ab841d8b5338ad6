import { firstErrors, type CreateEnquiry } from '@institute/shared/content/enquiry';
import { useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { sendEnquiry } from '../api/send-enquiry';

interface Schema<T> {
  safeParse(value: unknown): {
    success: boolean;
    data?: T;
    error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
  };
}

export type FormStatus = 'idle' | 'sending' | 'sent';

const NETWORK_MESSAGE =
  'Your enquiry could not be sent. Please check your connection and try again.';

/**
 * The state of an enquiry form: its values (kept on any failure), a message per invalid field
 * (checked with the shared schema before sending, and again once a field is corrected), the
 * server's answer, and the confirmation once saved.
 */
export function useEnquiryForm<V extends Record<string, string>, T>(options: {
  initial: V;
  schema: Schema<T>;
  toPayload: (valid: T) => CreateEnquiry;
}) {
  const { initial, schema, toPayload } = options;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<FormStatus>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);

  const validate = (next: V) => {
    const result = schema.safeParse(next);
    return result.success ? {} : firstErrors(result.error?.issues ?? []);
  };

  const setValue = (name: keyof V & string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    setFailure(null);
    const result = schema.safeParse(values);
    if (!result.success || result.data === undefined) {
      setErrors(firstErrors(result.error?.issues ?? []));
      // Move to the first field that needs attention.
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setErrors({});
    setStatus('sending');
    try {
      const created = await sendEnquiry(toPayload(result.data));
      setConfirmation(created.message);
      setValues(initial);
      setSubmitted(false);
      setStatus('sent');
    } catch (error) {
      setStatus('idle');
      if (error instanceof ApiRequestError && !error.isNetworkError) {
        const fields = Object.fromEntries(
          Object.entries(error.fieldErrors).map(([name, messages]) => [name, messages[0] ?? '']),
        );
        setErrors(fields);
        setFailure(error.message);
      } else {
        setFailure(NETWORK_MESSAGE);
      }
    }
  };

  /** Shows the form again after a confirmation. */
  const reset = () => {
    setConfirmation(null);
    setStatus('idle');
  };

  return { values, errors, status, failure, confirmation, setValue, onSubmit, reset };
}
