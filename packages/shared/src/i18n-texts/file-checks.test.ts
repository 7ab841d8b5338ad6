import { describe, expect, it } from 'vitest';
import { HINDI_TEXTS } from './hi';
import { createTextTranslator } from './translate';
import { FILE_CHECK_MESSAGES } from '../student';

// The browser's checks of a chosen file (students-api.ts) in Hindi: each message as the code
// makes it, translated whole (the specific templates before the general one).
describe('file checks in Hindi', () => {
  const toHindi = createTextTranslator(HINDI_TEXTS);
  it('translates each message the checks make', () => {
    expect(toHindi(FILE_CHECK_MESSAGES.csvSize('5 MB'))).toBe('फ़ाइल 5 MB या उससे छोटी होनी चाहिए');
    expect(toHindi(FILE_CHECK_MESSAGES.notCsv)).toBe('फ़ाइल CSV फ़ाइल (.csv) होनी चाहिए');
    expect(toHindi(FILE_CHECK_MESSAGES.chooseCsv)).toBe('CSV फ़ाइल चुनें');
    expect(toHindi(FILE_CHECK_MESSAGES.marksheetPdfSize('5 MB'))).toBe(
      'अंकपत्र की PDF 5 MB या उससे छोटी होनी चाहिए',
    );
    expect(toHindi(FILE_CHECK_MESSAGES.marksheetImageSize('2 MB'))).toBe(
      'अंकपत्र की छवि 2 MB या उससे छोटी होनी चाहिए',
    );
    expect(toHindi(FILE_CHECK_MESSAGES.imageSize('Photo', '2 MB'))).toBe(
      'फ़ोटो 2 MB या उससे छोटी होनी चाहिए',
    );
    expect(toHindi(FILE_CHECK_MESSAGES.notImage('Signature'))).toBe(
      'हस्ताक्षर JPEG, PNG या WebP छवि होनी चाहिए',
    );
    expect(toHindi(FILE_CHECK_MESSAGES.marksheetType)).toBe(
      'अंकपत्र JPEG, PNG या WebP छवि या PDF होना चाहिए',
    );
  });
});
