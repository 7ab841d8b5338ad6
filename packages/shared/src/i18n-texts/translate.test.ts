import { describe, expect, it } from 'vitest';
import { createTextTranslator } from './translate';

describe('createTextTranslator', () => {
  const translate = createTextTranslator({
    'Date of birth is required': 'जन्म तिथि आवश्यक है',
    'Invalid date': 'अमान्य तिथि',
    'Row {row}: {reason}': 'पंक्ति {row}: {reason}',
    'At most {count} slides (a.b)': 'अधिकतम {count} स्लाइड (a.b)',
    'Enter the marks in {subject}.': '{subject} के अंक लिखें।',
    '{first} (and {count} more to correct)': '{first} (और {count} सुधार बाकी)',
    '{name}: {message}': '{name}: {message}',
  });

  it('translates a known message and leaves an unknown one as it is', () => {
    expect(translate('Date of birth is required')).toBe('जन्म तिथि आवश्यक है');
    expect(translate('Something new')).toBe('Something new');
  });

  it('fills a template, translating a placeholder that is itself a known message', () => {
    expect(translate('Row 4: Invalid date')).toBe('पंक्ति 4: अमान्य तिथि');
    expect(translate('Row 12: Aadhaar number mismatch')).toBe('पंक्ति 12: Aadhaar number mismatch');
  });

  it('translates a template inside a template’s placeholder, two levels deep', () => {
    expect(translate('Ravi Kumar: Enter the marks in Maths. (and 2 more to correct)')).toBe(
      'Ravi Kumar: Maths के अंक लिखें। (और 2 सुधार बाकी)',
    );
  });

  it('reads template text literally (regular expression characters are not patterns)', () => {
    expect(translate('At most 10 slides (a.b)')).toBe('अधिकतम 10 स्लाइड (a.b)');
    expect(translate('At most 10 slides (axb)')).toBe('At most 10 slides (axb)');
  });
});
