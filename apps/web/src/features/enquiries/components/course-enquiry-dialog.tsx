import { zodResolver } from '@hookform/resolvers/zod';
import { courseEnquiryFormSchema, type CourseEnquiryForm } from '@institute/shared/content/enquiry';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { FormAlert, SentMessage, SubmitButton } from './form-parts';
import { useEnquiryForm } from './use-enquiry-form';

export interface CourseEnquiryTarget {
  /** The course card's title, or the plan's label ('3 Months'). */
  courseTitle: string;
  source: 'buy_now' | 'check_out';
}

function EnquiryForm({ target, onClose }: { target: CourseEnquiryTarget; onClose: () => void }) {
  const initial = {
    name: '',
    phone: '',
    email: '',
    message: `I would like to know more about ${target.courseTitle}.`,
  };
  const form = useEnquiryForm({
    initial,
    resolver: zodResolver(courseEnquiryFormSchema),
    toPayload: (valid: CourseEnquiryForm) => ({ ...valid, ...target }),
  });

  if (form.status === 'sent' && form.confirmation) {
    return <SentMessage message={form.confirmation} againLabel="Close" onAgain={onClose} />;
  }
  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-4">
      {form.failure && <FormAlert message={form.failure} />}
      <TextField
        label="Name"
        autoComplete="name"
        required
        data-autofocus
        error={form.errors.name}
        {...form.register('name')}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        error={form.errors.phone}
        {...form.register('phone')}
      />
      <TextField
        label="Email"
        hint="(optional)"
        type="email"
        autoComplete="email"
        error={form.errors.email}
        {...form.register('email')}
      />
      <TextAreaField
        label="Message"
        required
        rows={3}
        error={form.errors.message}
        defaultValue={initial.message}
        {...form.register('message')}
      />
      <SubmitButton
        sending={form.status === 'sending'}
        label="Send enquiry"
        sendingLabel="Sending..."
      />
    </form>
  );
}

/** The short enquiry form of a course ('Buy Now') or a plan ('Check Out'), in a dialog. */
export function CourseEnquiryDialog({
  target,
  onClose,
}: {
  target: CourseEnquiryTarget | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={target !== null}
      title={target ? `Enquire about ${target.courseTitle}` : 'Enquire'}
      onClose={onClose}
    >
      {target && (
        <>
          <p className="mb-4 text-slate-700">
            Leave your name and phone number and our centre will call you back.
          </p>
          <EnquiryForm
            key={`${target.source}:${target.courseTitle}`}
            target={target}
            onClose={onClose}
          />
        </>
      )}
    </Dialog>
  );
}
