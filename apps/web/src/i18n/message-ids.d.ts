// The message ids a screen may ask for: the keys of the English catalogs. An id that is not in
// them fails the type check (Lingui's Register); tools/check-messages.test.ts checks that Hindi
// has the same keys and that every key is used.
import type siteCommon from './messages/en/site/common.json';
import type sitePublic from './messages/en/site/public.json';
import type dashboardLayout from './messages/en/dashboard/layout.json';

type Ids = keyof typeof siteCommon | keyof typeof sitePublic | keyof typeof dashboardLayout;

declare module '@lingui/core' {
  interface Register {
    messageIds: Ids;
  }
}
