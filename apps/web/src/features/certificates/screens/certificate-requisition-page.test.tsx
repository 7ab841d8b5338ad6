import type { CertificatePreview } from '@institute/shared/certificate-exam';
import type { RequestItem } from '@institute/shared/certificates';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDashboard, stubApi } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';
import { CertificateRequisitionPage } from './certificate-requisition-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ITEM: RequestItem = {
  id: 1,
  kind: 'original',
  status: 'requested',
  registrationNumber: 'RV2026000123',
  studentName: 'Asha Kumari',
  centreId: 2,
  centreName: 'Demo Centre, Patna',
  reason: null,
  rejectionReason: null,
  courier: null,
  trackingNumber: null,
  certificateNumber: null,
  requestedAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

const PREVIEW: CertificatePreview = {
  registrationNumber: 'RV2026000123',
  studentName: 'Asha Kumari',
  courseName: '3-Months Certificate Course',
  rule: { kind: 'offline', examId: null, examTitle: null },
  result: {
    id: 41,
    source: 'offline',
    title: 'Final examination',
    examDate: '2026-10-20',
    obtainedMarks: 91,
    maximumMarks: 100,
    grade: 'A+',
    percentageBp: 9100,
    percentage: '91%',
  },
  eligible: true,
  blockedReason: null,
};

const page = [{ path: 'CertificationRequisition', element: <CertificateRequisitionPage /> }];

afterEach(() => vi.unstubAllGlobals());

describe('CertificateRequisitionPage', () => {
  it('ignores an empty Student ID and shows the server’s message for an unknown one', async () => {
    const user = userEvent.setup();
    const fetch = stubApi(({ method, url }) =>
      method === 'POST' || url.pathname.endsWith('/preview')
        ? json({ code: 'NOT_FOUND', message: 'No student has the registration number RV1.' }, 404)
        : json([]),
    );
    renderDashboard('/dashboard/CertificationRequisition', page);
    expect(await screen.findByText('No certificate has been requested yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText('Student ID'), 'RV1');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('No student has the registration number RV1.')).toBeVisible();
    expect(screen.getByLabelText('Student ID')).toHaveValue('RV1');
  });

  it('shows the grade and percentage to be printed first, then sends exactly them', async () => {
    const user = userEvent.setup();
    let requested = false;
    const fetch = stubApi(({ method, body, url }) => {
      if (url.pathname.endsWith('/preview')) return json(PREVIEW);
      if (method === 'POST') {
        expect(JSON.parse(String(body))).toEqual({
          registrationNumber: 'RV2026000123',
          kind: 'original',
          preview: { resultId: 41, grade: 'A+', percentageBp: 9100 },
        });
        requested = true;
        return json(ITEM, 201);
      }
      return json(requested ? [ITEM] : []);
    });
    renderDashboard('/dashboard/CertificationRequisition', page);
    await user.type(screen.getByLabelText('Student ID'), ' RV2026000123 ');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    const preview = await screen.findByRole('region', { name: 'What the certificate will print' });
    expect(preview).toHaveTextContent('GradeA+');
    expect(preview).toHaveTextContent('Percentage91%');
    expect(preview).toHaveTextContent('Final examination, 20 Oct 2026 (91 of 100 marks)');
    expect(preview).toHaveTextContent(
      "Counts for this course's certificate: The offline final examination",
    );
    // Not sent yet: the first press only shows what will be printed.
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    const row = await screen.findByRole('row', { name: /RV2026000123/ });
    expect(row).toHaveTextContent('Asha Kumari');
    expect(row).toHaveTextContent('21 Nov 2026');
    expect(row).toHaveTextContent('Requested');
    await waitFor(() => expect(screen.getByLabelText('Student ID')).toHaveValue(''));
  });

  it('says why a student with no result in the counted exam cannot be sent', async () => {
    const user = userEvent.setup();
    const reason =
      "No passing result in the offline final examination, the exam that counts for this course's certificate.";
    const fetch = stubApi(({ url }) =>
      url.pathname.endsWith('/preview')
        ? json({ ...PREVIEW, result: null, eligible: false, blockedReason: reason })
        : json([]),
    );
    renderDashboard('/dashboard/CertificationRequisition', page);
    await user.type(screen.getByLabelText('Student ID'), 'RV2026000123');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('shows the form and the requests in Hindi', async () => {
    useTestLocale('hi');
    stubApi(() => json([{ ...ITEM, kind: 'duplicate' }]));
    renderDashboard('/dashboard/CertificationRequisition', page);
    expect(screen.getByRole('heading', { name: 'प्रमाणपत्र का अनुरोध' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^छात्र आईडी/)).toHaveAccessibleDescription(
      'पंजीकरण संख्या, जैसे RV2026000001',
    );
    expect(screen.getByLabelText('प्रकार')).toHaveDisplayValue('प्रमाणपत्र');
    expect(screen.getByRole('option', { name: 'दूसरी प्रति (खोया या खराब हुआ)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अनुरोध जमा करें' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /RV2026000123/ });
    expect(row).toHaveTextContent('Asha Kumari(दूसरी प्रति)');
    expect(row).toHaveTextContent('अनुरोध किया गया');
    expect(screen.getByRole('columnheader', { name: 'छात्र का नाम' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'अनुरोध' })).toBeInTheDocument();
    expect(screen.queryByText('Submit Request')).toBeNull();
  });
});
