import { describe, expect, it } from 'vitest';
import { contactFormSchema, courseEnquiryFormSchema, firstErrors } from './enquiry';

describe('enquiry forms', () => {
  it('answers the contact form with one clear message per field', () => {
    const result = contactFormSchema.safeParse({
      name: ' ',
      email: 'no-at-sign',
      message: 'short',
    });
    expect(result.success).toBe(false);
    expect(firstErrors(result.error?.issues ?? [])).toEqual({
      name: 'Name is required',
      email: 'Invalid email format',
      message: 'Message must be at least 10 characters long',
    });
  });

  it('trims the values and accepts a ten-digit phone with or without +91', () => {
    const base = { name: '  Asha Verma ', message: 'Please call me about fees.' };
    expect(courseEnquiryFormSchema.parse({ ...base, phone: '+91 98765 43210' }).name).toBe(
      'Asha Verma',
    );
    expect(
      courseEnquiryFormSchema.safeParse({ ...base, phone: '98765-43210', email: '' }).success,
    ).toBe(true);
    const bad = courseEnquiryFormSchema.safeParse({ ...base, phone: '12345', email: 'x@' });
    expect(firstErrors(bad.error?.issues ?? [])).toEqual({
      phone: 'Phone number must have 10 digits',
      email: 'Invalid email format',
    });
  });
});
