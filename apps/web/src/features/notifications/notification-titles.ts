import type { I18n, MessageId } from '@lingui/core';

/** The server's kinds of message, named in the page's language. */
const KIND_TITLE_IDS: Record<string, MessageId> = {
  'password-reset-link': 'notifications.kind.passwordResetLink',
  'password-reset-code': 'notifications.kind.passwordResetCode',
  'application-received': 'notifications.kind.applicationReceived',
  'application-correction': 'notifications.kind.applicationCorrection',
  'application-approved': 'notifications.kind.applicationApproved',
  'application-rejected': 'notifications.kind.applicationRejected',
  'fee-receipt': 'notifications.kind.feeReceipt',
  'centre-message': 'notifications.kind.centreMessage',
  announcement: 'notifications.kind.announcement',
  'result-published': 'notifications.kind.resultPublished',
  'wallet-low': 'notifications.kind.walletLow',
  'certificate-approved': 'notifications.kind.certificateApproved',
  'certificate-delivered': 'notifications.kind.certificateDelivered',
  'certificate-dispatched': 'notifications.kind.certificateDispatched',
  'certificate-revoked': 'notifications.kind.certificateRevoked',
  'exam-scheduled': 'notifications.kind.examScheduled',
  'dues-reminder': 'notifications.kind.duesReminder',
  'affiliation-expiry': 'notifications.kind.affiliationExpiry',
  'sign-in-failures': 'notifications.kind.signInFailures',
  'absence-alert': 'notifications.kind.absenceAlert',
  'fee-payment-link': 'notifications.kind.feePaymentLink',
  'monthly-summary': 'notifications.kind.monthlySummary',
  'centre-application-received': 'notifications.kind.centreApplicationReceived',
  'centre-application-more': 'notifications.kind.centreApplicationMore',
  'centre-application-approved': 'notifications.kind.centreApplicationApproved',
  'centre-application-refused': 'notifications.kind.centreApplicationRefused',
};

/** A message's title: the known kinds in the page's language, a new kind as the server names it. */
export const kindTitle = (_: I18n['_'], item: { kind: string; title: string }): string =>
  Object.hasOwn(KIND_TITLE_IDS, item.kind) ? _(KIND_TITLE_IDS[item.kind]!) : item.title;
