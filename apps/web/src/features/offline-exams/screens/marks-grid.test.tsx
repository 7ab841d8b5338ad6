import type { MarksSheet } from '@institute/shared/offline-exams';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MarksGrid } from './marks-grid';

const SUBJECTS = [
  { id: 11, name: 'Fundamental', maxMarks: 25, position: 0 },
  { id: 12, name: 'MS Word', maxMarks: 25, position: 1 },
];

const SHEET: MarksSheet = {
  session: {
    id: 3,
    centreId: 1,
    centreName: 'Patna Boring Road',
    courseCode: '8',
    courseName: '1-Month Certificate Course',
    title: 'Final examination November 2026',
    examDate: '2026-11-20',
    examTime: null,
    venue: null,
    subjects: SUBJECTS,
    markedStudents: 1,
    results: {
      status: 'published',
      submittedBy: null,
      submittedAt: null,
      publishedBy: 'Head Office',
      publishedAt: '2026-11-21T05:00:00.000Z',
      issueDate: '2026-11-21',
    },
  },
  rows: [
    {
      studentId: 1,
      registrationNumber: 'RV2026000001',
      name: 'Asha Kumari',
      cells: [
        { subjectId: 11, marks: 20, absent: false },
        { subjectId: 12, marks: null, absent: true },
      ],
      result: null,
      allAbsent: false,
    },
    {
      studentId: 2,
      registrationNumber: 'RV2026000002',
      name: 'Ravi Kumar',
      cells: [
        { subjectId: 11, marks: null, absent: false },
        { subjectId: 12, marks: null, absent: false },
      ],
      result: null,
      allAbsent: false,
    },
  ],
  publishing: {
    fourEyes: false,
    marksClosedReason: null,
    canSubmit: false,
    canPublish: true,
    blockedReason: null,
  },
};

const cell = (name: string, subject: string) =>
  screen.getByLabelText(`Marks of ${name} in ${subject}, out of 25`) as HTMLInputElement;

function renderGrid(serverErrors: Record<string, string[]> = {}) {
  const onSave = vi.fn();
  render(<MarksGrid sheet={SHEET} saving={false} serverErrors={serverErrors} onSave={onSave} />);
  return onSave;
}

describe('MarksGrid', () => {
  it('loads saved marks back, showing absent as AB rather than zero', () => {
    renderGrid();
    expect(cell('Asha Kumari', 'Fundamental').value).toBe('20');
    expect(cell('Asha Kumari', 'MS Word').value).toBe('AB');
    expect(cell('Ravi Kumar', 'Fundamental').value).toBe('');
  });

  it('moves with Enter across and with arrow keys between rows; A marks absent', async () => {
    const user = userEvent.setup();
    const onSave = renderGrid();
    await user.click(cell('Ravi Kumar', 'Fundamental'));
    await user.keyboard('18{Enter}');
    expect(cell('Ravi Kumar', 'MS Word')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cell('Asha Kumari', 'MS Word')).toHaveFocus();
    await user.keyboard('{ArrowDown}a');
    expect(cell('Ravi Kumar', 'MS Word').value).toBe('AB');
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(onSave).toHaveBeenCalledWith({
      students: [
        {
          studentId: 1,
          cells: [
            { subjectId: 11, marks: 20, absent: false },
            { subjectId: 12, marks: null, absent: true },
          ],
        },
        {
          studentId: 2,
          cells: [
            { subjectId: 11, marks: 18, absent: false },
            { subjectId: 12, marks: null, absent: true },
          ],
        },
      ],
    });
  });

  it('refuses marks above the maximum with a message naming the subject', async () => {
    const user = userEvent.setup();
    const onSave = renderGrid();
    await user.type(cell('Ravi Kumar', 'Fundamental'), '26');
    await user.tab();
    expect(
      screen.getByText('Marks in Fundamental must be a whole number from 0 to 25.'),
    ).toBeInTheDocument();
    expect(cell('Ravi Kumar', 'Fundamental')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('2 marks need correcting before saving.');
    expect(
      screen.getByText('Enter the marks in MS Word or mark the student absent.'),
    ).toBeInTheDocument();
  });

  it("shows the server's message on the cell it names", () => {
    renderGrid({ '1.11': ['Marks in Fundamental must be a whole number from 0 to 25.'] });
    expect(cell('Asha Kumari', 'Fundamental')).toHaveAccessibleDescription(
      'Marks in Fundamental must be a whole number from 0 to 25.',
    );
  });
});
