import type { CourseCertificateExam } from '@institute/shared/certificate-exam';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient, stubApi } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';
import { CertificateExamSetting } from './certificate-exam-setting';

const SAVED: CourseCertificateExam = {
  courseCode: '16',
  courseName: 'DCA',
  kind: 'offline',
  examId: null,
  examTitle: null,
  exams: [
    {
      kind: 'offline-exam',
      id: 7,
      title: 'Final examination',
      centreName: 'Patna',
      date: '2026-10-20',
    },
    { kind: 'online-exam', id: 9, title: 'Unit test 1', centreName: 'Patna', date: '2026-10-10' },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('CertificateExamSetting', () => {
  it('shows the course’s rule and saves one exam of the course', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    stubApi(({ method, body }) => {
      if (method === 'PUT') {
        sent.push(JSON.parse(String(body)));
        return Response.json({
          ...SAVED,
          kind: 'offline-exam',
          examId: 7,
          examTitle: 'Final examination',
        });
      }
      return Response.json(SAVED);
    });
    renderWithClient(<CertificateExamSetting code="16" name="DCA" />);
    const rule = await screen.findByLabelText('Certificate prints the grade and percentage of');
    expect(rule).toHaveDisplayValue('The offline final examination (exam session marks)');
    expect(rule).toHaveAccessibleDescription(
      'A student with results only in other exams (a unit test, say) cannot be sent for a certificate.',
    );
    await user.selectOptions(rule, 'One offline exam (choose it below)');
    const exam = screen.getByLabelText('Exam');
    // Only the course's offline exams are offered for "one offline exam".
    expect(screen.queryByRole('option', { name: /Unit test 1/ })).toBeNull();
    await user.selectOptions(exam, 'Final examination (Patna, 20 Oct 2026)');
    await user.click(screen.getByRole('button', { name: 'Save exam that counts' }));
    await vi.waitFor(() => expect(sent).toEqual([{ kind: 'offline-exam', examId: 7 }]));
  });

  it('reads in Hindi', async () => {
    useTestLocale('hi');
    stubApi(() => Response.json(SAVED));
    renderWithClient(<CertificateExamSetting code="16" name="DCA" />);
    expect(await screen.findByLabelText('प्रमाणपत्र पर इसका ग्रेड और प्रतिशत छपेगा')).toHaveDisplayValue(
      'ऑफ़लाइन अंतिम परीक्षा (परीक्षा सत्र के अंक)',
    );
    expect(screen.getByRole('button', { name: 'मान्य परीक्षा सहेजें' })).toBeInTheDocument();
  });
});
