import type { StudentRecord } from '@institute/shared/student';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { enrolStudent } from '../features/batches/batches-api';
import { useLocale } from '../i18n/locale';
import { outbox } from '../lib/outbox';
import { registerDashboardWorker } from '../lib/pwa';
import { showToast } from '../lib/toast';

/**
 * The dashboard without a connection (decision 0087): the service worker registered, the
 * installable app's manifest in the page's language, and the outbox sent in order on each start
 * and whenever the connection returns; each save sent is said, and the screens read again.
 */
export function OfflineSupport({ userId }: { userId: number }) {
  const { _ } = useLingui();
  const client = useQueryClient();
  const locale = useLocale();

  useEffect(() => {
    void registerDashboardWorker();
  }, []);

  useEffect(() => {
    const flush = () => void outbox.flush(userId);
    const stop = outbox.onSent(({ item, body }) => {
      showToast(_('offline.sent', { label: item.label }), 'success');
      if (item.kind === 'attendance') {
        void client.invalidateQueries({ queryKey: ['attendance'] });
        return;
      }
      void client.invalidateQueries({ queryKey: ['students'] });
      // A batch chosen on the form without a connection: enrolled once the student exists.
      const batchId = Number(item.extra?.batchId);
      const record = body as StudentRecord | null;
      if (batchId > 0 && record?.registrationNumber) {
        void enrolStudent(batchId, record.registrationNumber)
          .then(() => client.invalidateQueries({ queryKey: ['batches'] }))
          .catch((error: unknown) =>
            showToast(
              _('batches.enrolAfterAddFailed', {
                message: error instanceof Error ? error.message : '',
              }),
              'error',
            ),
          );
      }
    });
    flush();
    window.addEventListener('online', flush);
    return () => {
      stop();
      window.removeEventListener('online', flush);
    };
  }, [userId, client, _]);

  return (
    <>
      <link
        rel="manifest"
        href={locale === 'hi' ? '/manifest-hi.webmanifest' : '/manifest.webmanifest'}
      />
      <link rel="apple-touch-icon" href="/icon-192.png" />
    </>
  );
}
