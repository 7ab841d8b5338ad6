import { CENTRE_MESSAGE_MESSAGES as M } from '@institute/shared/centre-messages';
import { useCentresAdmin } from '../../centres/centres-api';
import { showToast } from '../../../lib/toast';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { InboxView } from './inbox-view';
import { MessageForm } from './message-form';
import { SentView } from './sent-view';

/** Center Message: head office writes to centres; centre staff read what head office sent. */
export function CentreMessagesPage() {
  const user = useStaffUser();
  return (
    <div className="p-4 sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">Center Message</h1>
      {isHeadOffice(user) ? <HeadOfficeMessages /> : <InboxView />}
    </div>
  );
}

function HeadOfficeMessages() {
  const centres = useCentresAdmin();
  return (
    <>
      <section
        aria-labelledby="compose-heading"
        className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="compose-heading" className="mb-4 text-lg font-semibold text-slate-900">
          New message
        </h2>
        {centres.isError && (
          <p role="alert" className="mb-4 text-red-700">
            Could not load the centres; a message to all centres can still be sent.
          </p>
        )}
        <MessageForm centres={centres.data ?? []} onSent={() => showToast(M.sent, 'success')} />
      </section>
      <SentView />
    </>
  );
}
