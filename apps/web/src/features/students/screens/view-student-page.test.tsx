import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ViewStudentPage } from './view-student-page';
import { RECORD, renderDashboard, stubApi } from '../../../test/dashboard';

const ROUTES = [{ path: 'AddStudent/:registrationNumber', element: <ViewStudentPage /> }];
const PATH = '/dashboard/AddStudent/RV2026000123';

afterEach(() => vi.unstubAllGlobals());

/** The Value cell of the row whose Field is the label. */
const valueOf = (label: string) =>
  within(screen.getByRole('rowheader', { name: label }).closest('tr')!).getByRole('cell');

describe('View Student page', () => {
  it('shows every field in a Field/Value table, with placeholders for missing files', async () => {
    const fetch = stubApi(() => Response.json(RECORD));
    renderDashboard(PATH, ROUTES);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/dashboard/AddStudent/RV2026000123');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Field', 'Value']);
    expect(valueOf('Registration Number')).toHaveTextContent('RV2026000123');
    expect(valueOf('First Name')).toHaveTextContent('Asha');
    expect(valueOf('Date of Birth')).toHaveTextContent('21 March 2004');
    expect(valueOf('Course')).toHaveTextContent('1-Month Certificate Course');
    expect(valueOf('Course Option')).toHaveTextContent('CERTIFICATE IN FUNDAMENTAL(RV01001)');
    expect(valueOf('Aadhaar No')).toHaveTextContent('234567890124');
    expect(valueOf('Centre')).toHaveTextContent('Demo Centre, Patna (DEMO01)');
    expect(valueOf('Admission Date')).toHaveTextContent('5 January 2026');
    expect(valueOf('Completion Status')).toHaveTextContent('In progress');
    for (const name of ['No photo uploaded', 'No signature uploaded', 'No marksheet uploaded']) {
      expect(screen.getByRole('img', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/dashboard/EditStudent/RV2026000123',
    );
    expect(screen.getByRole('link', { name: 'Back to list' })).toHaveAttribute(
      'href',
      '/dashboard/SeeAllStudents',
    );
    // The identity card in each language (decision 0081).
    expect(screen.getByRole('link', { name: 'ID card (Hindi)' })).toHaveAttribute(
      'href',
      '/api/dashboard/student/RV2026000123/id-card?lang=hi',
    );
    expect(screen.getByRole('link', { name: 'ID card (English and Hindi)' })).toHaveAttribute(
      'href',
      '/api/dashboard/student/RV2026000123/id-card?lang=bilingual',
    );
  });

  it('shows staff the messages the student accepts and a STOP reply on WhatsApp', async () => {
    stubApi(() =>
      Response.json({
        ...RECORD,
        messageConsent: {
          channels: { whatsapp: false, sms: true, email: true },
          optedOut: false,
          whatsappStopped: true,
        },
      }),
    );
    renderDashboard(PATH, ROUTES);
    await screen.findByRole('table');
    expect(valueOf('Messages accepted')).toHaveTextContent(
      'SMS, E-mail. The mobile number replied STOP on WhatsApp',
    );
  });

  it('shows the uploaded images, and a link for a PDF marksheet', async () => {
    stubApi(() =>
      Response.json({
        ...RECORD,
        photo: '/api/files/photo-1.png',
        signature: '/api/files/sign-1.png',
        marksheet: '/api/files/marks-1.pdf',
      }),
    );
    renderDashboard(PATH, ROUTES);
    expect(await screen.findByRole('img', { name: 'Photo of Asha Kumari' })).toHaveAttribute(
      'src',
      '/api/files/photo-1.png',
    );
    expect(screen.getByRole('img', { name: 'Signature of Asha Kumari' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open marksheet (PDF)' })).toHaveAttribute(
      'href',
      '/api/files/marks-1.pdf',
    );
  });

  it('says “Failed to fetch student data.” when the request fails', async () => {
    stubApi(() => Response.json({ code: 'INTERNAL_ERROR', message: 'x' }, { status: 500 }));
    renderDashboard(PATH, ROUTES);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch student data.');
  });

  it('says “No student data available” for an unknown registration number', async () => {
    stubApi(() => Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 }));
    renderDashboard(PATH, ROUTES);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^No student data available$/);
  });

  it('says the student is archived when centre staff open an archived student', async () => {
    const archived =
      'This student is archived. Nothing can be changed until head office restores the student.';
    stubApi(() => Response.json({ code: 'STUDENT_ARCHIVED', message: archived }, { status: 409 }));
    renderDashboard(PATH, ROUTES);
    expect(await screen.findByRole('alert')).toHaveTextContent(archived);
  });
});
