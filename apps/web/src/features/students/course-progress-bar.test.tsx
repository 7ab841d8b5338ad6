import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourseProgressBar } from './course-progress-bar';
import { useTestLocale } from '../../test/i18n';

describe('CourseProgressBar', () => {
  it('names the bar and its days in English and in Hindi', () => {
    const { unmount } = render(<CourseProgressBar admissionDate="2020-01-01" durationMonths={1} />);
    expect(screen.getByRole('progressbar', { name: 'Course Progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByText(/^Day \d+ of \d+$/)).toBeInTheDocument();
    unmount();
    useTestLocale('hi');
    render(<CourseProgressBar admissionDate="2020-01-01" durationMonths={1} />);
    expect(screen.getByRole('heading', { name: 'कोर्स की प्रगति' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'कोर्स की प्रगति' })).toBeInTheDocument();
    expect(screen.getByText(/^\d+ में से दिन \d+$/)).toBeInTheDocument();
  });
});
