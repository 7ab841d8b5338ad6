import { requireUser } from '../../features/auth/guards';
import { ErrorPage } from '../../pages/error-page';
import type { RouteHandle } from '../../lib/page-meta';
import type { AreaRoutes } from './area-routes';

const verifyPage = async () => {
  const page = await import('../../pages/public/verify-certificate-page');
  return { Component: page.VerifyCertificatePage, loader: page.verifyLoader };
};
const verifyHandle = {
  i18nMeta: { title: 'verify.meta.title', description: 'verify.meta.description' },
} satisfies RouteHandle;

/** The routes of the certificates area. */
export const certificatesRoutes: AreaRoutes = {
  dashboard: [
    {
      path: 'CertificationRequisition',
      caseSensitive: true,
      lazy: async () => ({
        Component: (
          await import('../../features/certificates/screens/certificate-requisition-page')
        ).CertificateRequisitionPage,
      }),
      handle: {
        meta: {
          title: 'Certificate Requisition',
          description: 'Request the certificate of a student who has passed.',
        },
      } satisfies RouteHandle,
    },
    {
      path: 'TrackCertificate',
      caseSensitive: true,
      lazy: async () => ({
        Component: (await import('../../features/certificates/screens/track-certificate-page'))
          .TrackCertificatePage,
      }),
      handle: {
        meta: {
          title: 'Track Certificate',
          description: "Where a student's certificate request and certificate are.",
        },
      } satisfies RouteHandle,
    },
    {
      path: 'ViewCertificate',
      caseSensitive: true,
      lazy: async () => ({
        Component: (await import('../../features/certificates/screens/view-certificates-page'))
          .ViewCertificatesPage,
      }),
      handle: {
        meta: {
          title: 'View Certificates',
          description: 'Issued certificates, and head office’s queue of requests.',
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
      lazy: async () => ({
        Component: (await import('../../features/certificates/screens/certificate-print-page'))
          .CertificatePrintPage,
      }),
      handle: {
        meta: { title: 'Certificate', description: 'The printable certificate of a student.' },
      } satisfies RouteHandle,
    },
  ],
  public: [
    { path: 'verify', lazy: verifyPage, handle: verifyHandle },
    { path: 'verify/:number', lazy: verifyPage, handle: verifyHandle },
  ],
};
