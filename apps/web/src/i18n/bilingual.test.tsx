import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTestLocale } from '../test/i18n';
import { useBilingualLabels } from './bilingual';

describe('useBilingualLabels', () => {
  it('writes labels in the page language until another mode is chosen', () => {
    const { result } = renderHook(() => useBilingualLabels('dashboard'));
    expect(result.current.mode).toBe('en');
    expect(result.current.ready).toBe(true);
    expect(result.current.label('exams.sheet.registrationNumber')).toBe('Registration number');
    expect(result.current.texts('exams.sheet.registrationNumber')).toEqual(['Registration number']);
  });

  it('loads the other language for Hindi or both, English first in both', async () => {
    const { result } = renderHook(() => useBilingualLabels('dashboard'));
    act(() => result.current.setMode('both'));
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.label('exams.sheet.registrationNumber')).toBe(
      'Registration number / पंजीकरण संख्या',
    );
    expect(result.current.texts('exams.print.marksheetOf', { name: 'Asha' })).toEqual([
      'Marksheet of Asha',
      'Asha का अंकपत्र',
    ]);
    act(() => result.current.setMode('hi'));
    expect(result.current.label('exams.sheet.heading')).toBe('अंक विवरण');
    act(() => result.current.setMode('en'));
    expect(result.current.label('exams.sheet.heading')).toBe('STATEMENT OF MARKS');
  });

  it('starts in Hindi on a Hindi page and adds English on request', async () => {
    useTestLocale('hi');
    const { result } = renderHook(() => useBilingualLabels('dashboard'));
    expect(result.current.mode).toBe('hi');
    expect(result.current.label('exams.common.centre')).toBe('केंद्र');
    act(() => result.current.setMode('both'));
    // Until English arrives, the label stays in the page's language.
    expect(result.current.label('exams.common.centre')).toBe('केंद्र');
    await waitFor(() => expect(result.current.label('exams.common.centre')).toBe('Centre / केंद्र'));
    act(() => result.current.setMode('en'));
    expect(result.current.label('exams.common.centre')).toBe('Centre');
  });
});
