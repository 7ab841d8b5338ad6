import { describe, expect, it } from 'vitest';
import { canonicalDashboardPath } from './dashboard-sections';

describe('canonicalDashboardPath', () => {
  it('maps the lower-case spellings of sidebar paths to the capitalised ones', () => {
    expect(canonicalDashboardPath('/dashboard/addstudent')).toBe('/dashboard/AddStudent');
    expect(canonicalDashboardPath('/dashboard/seeAllStudents')).toBe('/dashboard/SeeAllStudents');
    expect(canonicalDashboardPath('/dashboard/addStudent/RV2026000123')).toBe(
      '/dashboard/AddStudent/RV2026000123',
    );
  });

  it('maps Edit Student and Import Students, which are not in the sidebar', () => {
    expect(canonicalDashboardPath('/dashboard/editStudent/RV2026000123')).toBe(
      '/dashboard/EditStudent/RV2026000123',
    );
    expect(canonicalDashboardPath('/dashboard/editstudent/RV2026000123')).toBe(
      '/dashboard/EditStudent/RV2026000123',
    );
    expect(canonicalDashboardPath('/dashboard/importstudents')).toBe('/dashboard/ImportStudents');
  });

  it('answers null for a path already capitalised, and for unknown paths', () => {
    expect(canonicalDashboardPath('/dashboard/AddStudent')).toBeNull();
    expect(canonicalDashboardPath('/dashboard/EditStudent/RV2026000123')).toBeNull();
    expect(canonicalDashboardPath('/dashboard/nothing-here')).toBeNull();
  });
});
