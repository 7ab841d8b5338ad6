import { dashboardScreen } from '../dashboard-screen';
import { withBundle } from '../../i18n/i18n';
import { withQueryClient } from '../../lib/with-query-client';
import { requireUser } from '../../features/auth/guards';
import { ErrorPage } from '../../pages/error-page';
import type { RouteHandle } from '../../lib/page-meta';
import type { AreaRoutes } from './area-routes';

// A public page, but its checks of a shared credential fetch through React Query.
const verifyPage = withQueryClient(async () => {
  const page = await import('../../pages/public/verify-certificate-page');
  return { Component: page.VerifyCertificatePage, loader: page.verifyLoader };
});
const verifyHandle = {
  i18nMeta: { title: 'verify.meta.title', description: 'verify.meta.description' },
} satisfies RouteHandle;

/** The routes of the certificates area. */
export const certificatesRoutes: AreaRoutes = {
  dashboard: [
    {
      path: 'CertificationRequisition',
      caseSensitive: true,
      lazy: dashboardScreen('CertificationRequisition'),
      handle: {
        i18nMeta: {
          title: 'certificates.meta.requisition.title',
          description: 'certificates.meta.requisition.description',
        },
      } satisfies RouteHandle,
    },
    {
      path: 'TrackCertificate',
      caseSensitive: true,
      lazy: dashboardScreen('TrackCertificate'),
      handle: {
        i18nMeta: {
          title: 'certificates.meta.track.title',
          description: 'certificates.meta.track.description',
        },
      } satisfies RouteHandle,
    },
    {
      path: 'ViewCertificate',
      caseSensitive: true,
      lazy: dashboardScreen('ViewCertificate'),
      handle: {
        i18nMeta: {
          title: 'certificates.meta.view.title',
          description: 'certificates.meta.view.description',
        },
      } satisfies RouteHandle,
    },
  ],
  topLevel: [
    {
      // The printable certificate: no sidebar, no site layout; staff or the student themself.
      path: '/certificate/:registrationNumber',
      loader: requireUser,
      ErrorBoundary: ErrorPage,
      lazy: withBundle(
        'student',
        withQueryClient(async () => ({
          Component: (await import('../../features/certificates/screens/certificate-print-page'))
            .CertificatePrintPage,
        })),
      ),
      handle: {
        i18nMeta: { title: 'certificate.meta.title', description: 'certificate.meta.description' },
      } satisfies RouteHandle,
    },
  ],
  public: [
    { path: 'verify', lazy: verifyPage, handle: verifyHandle },
    { path: 'verify/:number', lazy: verifyPage, handle: verifyHandle },
    {
      // Where a student identity card's QR code leads (decision 0081).
      path: 'verify-id-card/:registrationNumber',
      lazy: async () => {
        const page = await import('../../pages/public/verify-id-card-page');
        return { Component: page.VerifyIdCardPage, loader: page.verifyIdCardLoader };
      },
      handle: {
        i18nMeta: {
          title: 'verifyIdCard.meta.title',
          description: 'verifyIdCard.meta.description',
        },
      } satisfies RouteHandle,
    },
  ],
};
