import { contactFormSchema, type ContactForm as Values } from '@institute/shared/content/enquiry';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { FormAlert, SubmitButton, SentMessage } from './form-parts';
import { useEnquiryForm } from './use-enquiry-form';

const INITIAL = { name: '', email: '', message: '' };

/** The contact form: name, email, message and 'Send'; saved as a contact enquiry. */
export function ContactForm() {
  const form = useEnquiryForm({
    initial: INITIAL,
    schema: contactFormSchema,
    toPayload: (valid: Values) => ({ source: 'contact', ...valid }),
  });

  if (form.status === 'sent' && form.confirmation) {
    return (
      <SentMessage
        message={form.confirmation}
        againLabel="Send another message"
        onAgain={form.reset}
      />
    );
  }

  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-5" aria-label="Contact form">
      {form.failure && <FormAlert message={form.failure} />}
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        required
        value={form.values.name}
        error={form.errors.name}
        onChange={(event) => form.setValue('name', event.target.value)}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={form.values.email}
        error={form.errors.email}
        onChange={(event) => form.setValue('email', event.target.value)}
      />
      <TextAreaField
        label="Message"
        name="message"
        required
        rows={5}
        value={form.values.message}
        error={form.errors.message}
        onChange={(event) => form.setValue('message', event.target.value)}
      />
      <SubmitButton sending={form.status === 'sending'} label="Send" sendingLabel="Sending..." />
    </form>
  );
}
