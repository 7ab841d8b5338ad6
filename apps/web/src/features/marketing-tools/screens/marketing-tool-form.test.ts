import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../test/i18n';
import { checkMarketingForm as check } from './marketing-tool-form';

const english = testI18n('en').t;
const checkMarketingForm = (...args: [Parameters<typeof check>[0], boolean]) =>
  check(...args, english);

const file = (name: string, type: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type });

describe('checkMarketingForm', () => {
  it('requires the description, the image and the file of a new entry', () => {
    expect(
      checkMarketingForm({ type: 'Online', description: ' ', image: null, file: null }, true),
    ).toEqual({
      description: 'Description is required',
      image: 'Image is required',
      file: 'Download file is required',
    });
  });

  it('keeps the stored files when an edit chooses none', () => {
    expect(
      checkMarketingForm(
        { type: 'Online', description: 'Yoga poster', image: null, file: null },
        false,
      ),
    ).toEqual({});
  });

  it('accepts a PDF or an image to download, within their size limits', () => {
    const values = { type: 'Offline', description: 'Yoga poster', image: null };
    expect(
      checkMarketingForm({ ...values, file: file('a.pdf', 'application/pdf') }, false),
    ).toEqual({});
    expect(checkMarketingForm({ ...values, file: file('a.txt', 'text/plain') }, false)).toEqual({
      file: 'Download file must be an image or a PDF',
    });
    expect(
      checkMarketingForm({ ...values, file: file('a.png', 'image/png', 3 * 1024 * 1024) }, false),
    ).toEqual({ file: 'Download file must be at most 2 MB' });
    expect(
      checkMarketingForm({ ...values, file: null, image: file('a.gif', 'image/gif') }, false),
    ).toEqual({ image: 'Image must be an image (JPEG, PNG or WebP)' });
  });
});

describe('checkMarketingForm in Hindi', () => {
  it('writes its messages in the given language', () => {
    expect(
      check({ type: 'Online', description: ' ', image: null, file: null }, true, testI18n('hi').t),
    ).toEqual({
      description: 'विवरण आवश्यक है',
      image: 'चित्र आवश्यक है',
      file: 'डाउनलोड फ़ाइल आवश्यक है',
    });
  });
});
