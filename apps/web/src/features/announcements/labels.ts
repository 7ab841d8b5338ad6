import type { AnnouncementAudience, AnnouncementOptions } from '@institute/shared/announcements';
import type { I18n, MessageId } from '@lingui/core';

type Translate = I18n['_'];

const CHANNELS: Record<string, MessageId> = {
  email: 'announcements.channel.email',
  sms: 'announcements.channel.sms',
  whatsapp: 'announcements.channel.whatsapp',
};
/** An outbox channel in the page's language (a channel added later: as the server names it). */
export const channelLabel = (_: Translate, channel: string) =>
  Object.hasOwn(CHANNELS, channel) ? _(CHANNELS[channel]!) : channel;

const MESSAGE_STATUSES: Record<string, MessageId> = {
  pending: 'announcements.message.pending',
  sending: 'announcements.message.sending',
  sent: 'announcements.message.sent',
  failed: 'announcements.message.failed',
  skipped: 'announcements.message.skipped',
  delivered: 'announcements.message.delivered',
  read: 'announcements.message.read',
};
/** An outbox row's status as the outbox says it (a status added later: as the server names it). */
export const messageStatusLabel = (_: Translate, status: string) =>
  Object.hasOwn(MESSAGE_STATUSES, status) ? _(MESSAGE_STATUSES[status]!) : status;

/** Who an announcement went to, from the sender's lists of centres, courses and batches. */
export function audienceText(
  _: Translate,
  audience: AnnouncementAudience,
  options: AnnouncementOptions | undefined,
): string {
  const centre = (id: number | null) =>
    id === null ? null : (options?.centres.find((c) => c.id === id)?.name ?? null);
  switch (audience.kind) {
    case 'all':
      return _('announcements.form.kind.all');
    case 'centre': {
      const name = centre(audience.centreId);
      return name
        ? `${_('announcements.form.kind.centre')}: ${name}`
        : _('announcements.form.kind.ownCentre');
    }
    case 'course': {
      const course = options?.courses.find((c) => c.code === audience.courseCode)?.name;
      const name = centre(audience.centreId);
      return [_('announcements.form.kind.course'), course, name].filter(Boolean).join(': ');
    }
    case 'batch': {
      const batch = options?.batches.find((b) => b.id === audience.batchId)?.name;
      return batch
        ? `${_('announcements.form.kind.batch')}: ${batch}`
        : _('announcements.form.kind.batch');
    }
  }
}
