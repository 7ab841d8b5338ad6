import { describe, expect, it } from 'vitest';
import { latinWords, readableText, report } from './hindi-words';

describe('Latin-script words on a Hindi page', () => {
  it('counts English words a reader sees, not software names, codes or addresses', () => {
    const text =
      'MS Excel और Tally Prime सीखें (RV01003), C++ भी। Semester 1: Theory of ragas. a@b.in';
    expect(latinWords(text)).toEqual(['Semester', 'Theory', 'of', 'ragas']);
  });

  it('reads the title, visible text, alt texts and placeholders, not scripts or styles', () => {
    const html =
      '<html><head><title>Our Courses | संस्थान</title><script>var English = 1</script></head>' +
      '<body><h1>हमारे कोर्स</h1><img alt="A computer lab"><input placeholder="नाम">' +
      '<style>.Hidden{}</style><script>window.x = "Loading"</script><p>Buy&nbsp;Now</p></body></html>';
    expect(latinWords(readableText(html))).toEqual([
      'Our',
      'Courses',
      'A',
      'computer',
      'lab',
      'Buy',
      'Now',
    ]);
  });

  it('reports the count of each page and the total', () => {
    const text = report([
      { path: '/hi', status: 200, words: ['Month', 'Month'] },
      { path: '/hi/about', status: 200, words: [] },
    ]);
    expect(text).toContain('     2  /hi\n');
    expect(text).toContain('     0  /hi/about');
    expect(text).toContain('in all, 2 pages');
    expect(text).toContain('commonest: Month 2');
  });
});
