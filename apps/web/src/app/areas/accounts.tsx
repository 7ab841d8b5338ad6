import { requireStaff } from '../../features/auth/guards';
import type { RouteHandle } from '../../lib/page-meta';
import type { AreaRoutes } from './area-routes';

/** The routes of the accounts area: wallets and funds, course fees, student fees, receipts. */
export const accountsRoutes: AreaRoutes = {
  dashboard: [
    {
      path: 'AddAccount',
      caseSensitive: true,
      lazy: async () => ({
        Component: (await import('../../features/accounts/screens/add-fund-page')).AddFundPage,
      }),
      handle: {
        meta: {
          title: 'Add Fund',
          description:
            'The centre wallet: funds paid to head office, confirmations and the ledger.',
        },
      } satisfies RouteHandle,
    },
    {
      path: 'CourseFees',
      caseSensitive: true,
      lazy: async () => ({
        Component: (await import('../../features/accounts/screens/course-fees-page'))
          .CourseFeesPage,
      }),
      handle: {
        meta: {
          title: 'Course fees',
          description:
            'Registration, certificate and course fees of each course, with instalments.',
        },
      } satisfies RouteHandle,
    },
    {
      path: 'AddStudentFee',
      caseSensitive: true,
      lazy: async () => ({
        Component: (await import('../../features/accounts/screens/add-student-fee-page'))
          .AddStudentFeePage,
      }),
      handle: {
        meta: {
          title: 'Add Student Fee',
          description: 'Record a student’s fee payment and print its receipt.',
        },
      } satisfies RouteHandle,
    },
    {
      path: 'ViewStudentFee',
      caseSensitive: true,
      lazy: async () => ({
        Component: (await import('../../features/accounts/screens/view-student-fee-page'))
          .ViewStudentFeePage,
      }),
      handle: {
        meta: {
          title: 'View Student Fee',
          description: 'Students’ fee plans, payments and receipts, and the students with dues.',
        },
      } satisfies RouteHandle,
    },
  ],
  topLevel: [
    {
      path: '/print/fee-receipt/:id',
      loader: requireStaff,
      lazy: async () => ({
        Component: (await import('../../features/accounts/screens/fee-receipt-page'))
          .FeeReceiptPage,
      }),
      handle: {
        meta: { title: 'Fee receipt', description: 'A printable fee receipt.' },
      } satisfies RouteHandle,
    },
  ],
  public: [],
};
