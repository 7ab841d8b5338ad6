import { zodResolver } from '@hookform/resolvers/zod';
import { courseEnquiryFormSchema, type CourseEnquiryForm } from '@institute/shared/content/enquiry';
import { useLingui } from '@lingui/react';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { FormAlert, SentMessage, SubmitButton } from './form-parts';
import { useEnquiryForm } from './use-enquiry-form';

export interface CourseEnquiryTarget {
  /** What the enquiry is about, as saved: the course card's title, or '3 Months plan'. */
  courseTitle: string;
  /** The plan's label ('3 Months') when a plan's 'Check Out' asks (the dialog names the plan). */
  plan?: string;
  source: 'buy_now' | 'check_out';
}

function EnquiryForm({ target, onClose }: { target: CourseEnquiryTarget; onClose: () => void }) {
  const { _ } = useLingui();
  const initial = {
    name: '',
    phone: '',
    email: '',
    message: target.plan
      ? _('enquiry.course.planMessage', { plan: target.plan })
      : _('enquiry.course.message', { course: target.courseTitle }),
  };
  const form = useEnquiryForm({
    initial,
    networkMessage: _('enquiry.networkError'),
    resolver: zodResolver(courseEnquiryFormSchema),
    toPayload: (valid: CourseEnquiryForm) => ({ ...valid, ...target }),
  });

  if (form.status === 'sent' && form.confirmation) {
    return (
      <SentMessage
        message={form.confirmation}
        againLabel={_('enquiry.course.close')}
        onAgain={onClose}
      />
    );
  }
  return (
    <form noValidate onSubmit={form.onSubmit} onFocus={form.onFocus} className="space-y-4">
      {form.failure && <FormAlert message={form.failure} />}
      <TextField
        label={_('enquiry.name')}
        autoComplete="name"
        required
        data-autofocus
        error={form.errors.name}
        {...form.register('name')}
      />
      <TextField
        label={_('enquiry.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        error={form.errors.phone}
        {...form.register('phone')}
      />
      <TextField
        label={_('enquiry.email')}
        hint={_('enquiry.optional')}
        type="email"
        autoComplete="email"
        error={form.errors.email}
        {...form.register('email')}
      />
      <TextAreaField
        label={_('enquiry.message')}
        required
        rows={3}
        error={form.errors.message}
        defaultValue={initial.message}
        {...form.register('message')}
      />
      <SubmitButton
        sending={form.status === 'sending'}
        label={_('enquiry.course.send')}
        sendingLabel={_('enquiry.sending')}
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
  const { _ } = useLingui();
  const title = !target
    ? _('enquiry.course.titleEmpty')
    : target.plan
      ? _('enquiry.course.planTitle', { plan: target.plan })
      : _('enquiry.course.title', { course: target.courseTitle });
  return (
    <Dialog open={target !== null} title={title} onClose={onClose}>
      {target && (
        <>
          <p className="mb-4 text-slate-700">{_('enquiry.course.intro')}</p>
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
