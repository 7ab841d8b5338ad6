import { useLingui } from '@lingui/react';
import { useCentresAdmin } from '../../centres/centres-api';
import { showToast } from '../../../lib/toast';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { InboxView } from './inbox-view';
import { MessageForm } from './message-form';
import { SentView } from './sent-view';

/** Center Message: head office writes to centres; centre staff read what head office sent. */
export function CentreMessagesPage() {
  const user = useStaffUser();
  const { _ } = useLingui();
  return (
    <div className="p-4 sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">{_('centreMessages.title')}</h1>
      {isHeadOffice(user) ? <HeadOfficeMessages /> : <InboxView />}
    </div>
  );
}

function HeadOfficeMessages() {
  const centres = useCentresAdmin();
  const { _ } = useLingui();
  return (
    <>
      <section
        aria-labelledby="compose-heading"
        className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="compose-heading" className="mb-4 text-lg font-semibold text-slate-900">
          {_('centreMessages.newMessage')}
        </h2>
        {centres.isError && (
          <p role="alert" className="mb-4 text-red-700">
            {_('centreMessages.centresFailed')}
          </p>
        )}
        <MessageForm
          centres={centres.data ?? []}
          onSent={() => showToast(_('centreMessages.sent'), 'success')}
        />
      </section>
      <SentView />
    </>
  );
}
