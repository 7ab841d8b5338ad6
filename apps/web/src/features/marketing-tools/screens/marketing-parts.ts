import type { MARKETING_TOOL_TYPES } from '@institute/shared/marketing-tools';
import type { MessageId } from '@lingui/core';

/** The words of each type of entry (the stored value stays 'Online' or 'Offline'). */
export const TYPE_LABELS: Record<(typeof MARKETING_TOOL_TYPES)[number], MessageId> = {
  Online: 'marketing.type.online',
  Offline: 'marketing.type.offline',
};
