import type { CreateEnquiry } from '@institute/shared/content/enquiry';
import { useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type Path, type Resolver } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api-client';
import { sendEnquiry } from '../api/send-enquiry';

export type FormStatus = 'idle' | 'sending' | 'sent';

/**
 * An enquiry form over react-hook-form: its values (kept on any failure), a message per invalid
 * field (checked with the shared schema through `resolver` before sending, and again as a field is
 * corrected), the server's answer with its field errors put back on their fields, and the
 * confirmation once saved.
 */
export function useEnquiryForm<V extends Record<string, string>, T>(options: {
  initial: V;
  /** Shown when the enquiry could not reach the server (in the page's language). */
  networkMessage: string;
  resolver: Resolver<V, unknown, T>;
  toPayload: (valid: T) => CreateEnquiry;
}) {
  const { initial, networkMessage, resolver, toPayload } = options;
  const form = useForm<V, unknown, T>({
    resolver,
    defaultValues: initial as DefaultValues<V>,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);

  const onValid = async (valid: T) => {
    try {
      const created = await sendEnquiry(toPayload(valid));
      setConfirmation(created.message);
      form.reset(initial);
    } catch (error) {
      if (error instanceof ApiRequestError && !error.isNetworkError) {
        for (const [name, messages] of Object.entries(error.fieldErrors)) {
          form.setError(name as Path<V>, { message: messages[0] ?? '' });
        }
        setFailure(error.message);
      } else {
        setFailure(networkMessage);
      }
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setFailure(null);
    void form.handleSubmit(onValid)(event);
  };

  /** Shows the form again after a confirmation. */
  const reset = () => setConfirmation(null);

  const status: FormStatus = confirmation
    ? 'sent'
    : form.formState.isSubmitting
      ? 'sending'
      : 'idle';
  const errors = Object.fromEntries(
    Object.entries(form.formState.errors).map(([name, error]) => [name, error?.message]),
  ) as Partial<Record<keyof V, string>>;

  return { register: form.register, errors, status, failure, confirmation, onSubmit, reset };
}
