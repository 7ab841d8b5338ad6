import { zodResolver } from '@hookform/resolvers/zod';
import { contactFormSchema, type ContactForm as Values } from '@institute/shared/content/enquiry';
import { useLingui } from '@lingui/react';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { FormAlert, SubmitButton, SentMessage } from './form-parts';
import { useEnquiryForm } from './use-enquiry-form';

const INITIAL = { name: '', email: '', message: '' };

/** The contact form: name, email, message and 'Send'; saved as a contact enquiry. */
export function ContactForm() {
  const { _ } = useLingui();
  const form = useEnquiryForm({
    initial: INITIAL,
    networkMessage: _('enquiry.networkError'),
    resolver: zodResolver(contactFormSchema),
    toPayload: (valid: Values) => ({ source: 'contact', ...valid }),
  });

  if (form.status === 'sent' && form.confirmation) {
    return (
      <SentMessage
        message={form.confirmation}
        againLabel={_('enquiry.contact.again')}
        onAgain={form.reset}
      />
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      onFocus={form.onFocus}
      className="space-y-5"
      aria-label={_('enquiry.contact.label')}
    >
      {form.failure && <FormAlert message={form.failure} />}
      <TextField
        label={_('enquiry.name')}
        autoComplete="name"
        required
        error={form.errors.name}
        {...form.register('name')}
      />
      <TextField
        label={_('enquiry.email')}
        type="email"
        autoComplete="email"
        required
        error={form.errors.email}
        {...form.register('email')}
      />
      <TextAreaField
        label={_('enquiry.message')}
        required
        rows={5}
        error={form.errors.message}
        {...form.register('message')}
      />
      <SubmitButton
        sending={form.status === 'sending'}
        label={_('enquiry.contact.send')}
        sendingLabel={_('enquiry.sending')}
      />
    </form>
  );
}
