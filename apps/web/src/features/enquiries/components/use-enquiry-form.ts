import type { CreateEnquiry } from '@institute/shared/content/enquiry';
import { useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type Path, type Resolver } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api-client';
import { sendEnquiry } from '../api/send-enquiry';
import { ensureServerTexts, serverText, withServerTexts } from '../../../i18n/server-texts';

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
    // Its messages in the page's language: the dictionary is loaded before a check answers.
    resolver: withServerTexts(resolver) as Resolver<V, unknown, T>,
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
  // The shared schema's checks write English: each shown in the page's language (the server's
  // own field errors come translated already, and stay as they are).
  const errors = Object.fromEntries(
    Object.entries(form.formState.errors).map(([name, error]) => [
      name,
      typeof error?.message === 'string' ? serverText(error.message) : undefined,
    ]),
  ) as Partial<Record<keyof V, string>>;

  /** The form's first focus loads the dictionary of its messages, before any is shown. */
  const onFocus = () => void ensureServerTexts();

  return {
    register: form.register,
    errors,
    status,
    failure,
    confirmation,
    onSubmit,
    onFocus,
    reset,
  };
}
