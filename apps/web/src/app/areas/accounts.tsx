import { dashboardScreen } from '../dashboard-screen';
import { requireStaff } from '../../features/auth/guards';
import { withBundle } from '../../i18n/i18n';
import { withQueryClient } from '../../lib/with-query-client';
import type { RouteHandle } from '../../lib/page-meta';
import type { AreaRoutes } from './area-routes';

/** The routes of the accounts area: wallets and funds, course fees, student fees, receipts. */
export const accountsRoutes: AreaRoutes = {
  dashboard: [
    {
      path: 'AddAccount',
      caseSensitive: true,
      lazy: dashboardScreen('AddAccount'),
      handle: {
        i18nMeta: {
          title: 'accounts.meta.addFund.title',
          description: 'accounts.meta.addFund.description',
        },
      } satisfies RouteHandle,
    },
    {
      path: 'CourseFees',
      caseSensitive: true,
      lazy: dashboardScreen('CourseFees'),
      handle: {
        i18nMeta: {
          title: 'accounts.meta.courseFees.title',
          description: 'accounts.meta.courseFees.description',
        },
      } satisfies RouteHandle,
    },
    {
      path: 'Invoices',
      caseSensitive: true,
      lazy: dashboardScreen('Invoices'),
      handle: {
        i18nMeta: {
          title: 'accounts.meta.invoices.title',
          description: 'accounts.meta.invoices.description',
        },
      } satisfies RouteHandle,
    },
    {
      path: 'AddStudentFee',
      caseSensitive: true,
      lazy: dashboardScreen('AddStudentFee'),
      handle: {
        i18nMeta: {
          title: 'accounts.meta.addStudentFee.title',
          description: 'accounts.meta.addStudentFee.description',
        },
      } satisfies RouteHandle,
    },
    {
      path: 'ViewStudentFee',
      caseSensitive: true,
      lazy: dashboardScreen('ViewStudentFee'),
      handle: {
        i18nMeta: {
          title: 'accounts.meta.viewStudentFee.title',
          description: 'accounts.meta.viewStudentFee.description',
        },
      } satisfies RouteHandle,
    },
  ],
  topLevel: [
    {
      path: '/print/fee-receipt/:id',
      loader: requireStaff,
      // Outside /dashboard, but its words are the dashboard's (a Hindi user prints in Hindi).
      lazy: withBundle(
        'dashboard',
        withQueryClient(async () => ({
          Component: (await import('../../features/accounts/screens/fee-receipt-page'))
            .FeeReceiptPage,
        })),
      ),
      handle: {
        i18nMeta: {
          title: 'accounts.meta.receipt.title',
          description: 'accounts.meta.receipt.description',
        },
      } satisfies RouteHandle,
    },
  ],
  public: [],
};
