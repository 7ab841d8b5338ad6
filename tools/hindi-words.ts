// Latin-script words on the Hindi pages (issue 34, decision 0073): every /hi page of the public
// site (listed by the sitemap) and the signed-in student's screens, each fetched as the server
// renders it, its visible text (and the <title>, the description, alt texts and placeholders)
// read, and every word in Latin letters outside ALLOWED counted.
//   npx tsx tools/hindi-words.ts http://127.0.0.1:3000 [--student email:password]
// prints the count per page and the commonest words, and exits 1 when any page has one.
// e2e/hindi-words.spec.ts runs it against a fresh server of the production build.

/**
 * What a Hindi reader reads in Latin letters on purpose: names of software and brands as people
 * write them, codes, abbreviations that are the course's name (DCA), and "English" (the language
 * switch names the other language in its own script). Phrases are taken out before words.
 */
export const ALLOWED_PHRASES: readonly string[] = [
  'MS Word',
  'MS Excel',
  'MS Power Point',
  'MS PowerPoint',
  'MS Access',
  'MS Office',
  'MS Paint',
  'Tally Prime',
  'Tally ERP 9',
  'Power BI',
  'Adobe Photoshop',
  'Adobe Illustrator',
  'Adobe InDesign',
  'Adobe Premiere',
  'Google Workspace',
  'Google Ads',
];

export const ALLOWED_WORDS: ReadonlySet<string> = new Set([
  // Software, languages and brands
  'Tally',
  'Excel',
  'PowerPoint',
  'Windows',
  'Linux',
  'Outlook',
  'Busy',
  'Python',
  'Java',
  'JavaScript',
  'PHP',
  'MySQL',
  'SQL',
  'HTML',
  'CSS',
  'C',
  'C++',
  'WordPress',
  'Photoshop',
  'CorelDRAW',
  'PageMaker',
  'Illustrator',
  'InDesign',
  'Canva',
  'AutoCAD',
  'Facebook',
  'Instagram',
  'YouTube',
  'WhatsApp',
  'LinkedIn',
  'Telegram',
  'Twitter',
  'Google',
  'Android',
  'UPI',
  // Abbreviations people say as they are
  'GST',
  'TDS',
  'DTP',
  'DCA',
  'ADCA',
  'PGDCA',
  'CCC',
  'O',
  'IT',
  'AI',
  'CCTV',
  'DVR',
  'NVR',
  'IP',
  'SEO',
  'PDF',
  'QR',
  'PF',
  'ESI',
  'OTP',
  'PIN',
  'CBT',
  'DOM',
  'JDBC',
  'HD',
  'CRM',
  'MIS',
  'English',
  // Reservation categories as the forms write them beside their Hindi (अन्य पिछड़ा वर्ग (OBC))
  'OBC',
  'SC',
  'ST',
  'EWS',
  // File kinds, sizes and payment references as people say them (JPEG, 2 MB, CSV, UTR)
  'JPEG',
  'PNG',
  'WebP',
  'MB',
  'KB',
  'CSV',
  'ZIP',
  'SMS',
  'UTR',
  'Ed25519',
]);

/** Course and option codes (RV01001), registration and certificate numbers, masked digits (XXXX). */
const CODE = /^(?:(?=.*\d)[A-Z0-9][A-Z0-9/-]*|X+)$/;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** A text area marked as holding English content (`lang="en"` among its attributes), whole. */
const ENGLISH_FIELD = /<textarea\b(?=[^>]*\slang="en")[^>]*>[\s\S]*?<\/textarea>/gi;

/**
 * The text a reader of the page reads: the <title>, the description, the body's text without
 * scripts and styles, alt texts, placeholders and accessible names. Not read: what fields hold
 * (an input's value is not text; a text area's is, unless marked as English content).
 */
export function readableText(html: string): string {
  const parts: string[] = [];
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  if (title) parts.push(title[1]!);
  const description = /<meta\s+name="description"\s+content="([^"]*)"/i.exec(html);
  if (description) parts.push(description[1]!);
  const bodyStart = html.search(/<body[\s>]/i);
  let body = bodyStart >= 0 ? html.slice(bodyStart) : html;
  body = body
    // What an editor types into a field marked as English content (lang="en", decision 0092):
    // data being edited, not the interface. Its label, hint, placeholder and name are still read.
    .replace(ENGLISH_FIELD, (field: string) =>
      field.replace(/>[\s\S]*<\/textarea>$/i, '></textarea>'),
    )
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<noscript\b[\s\S]*?<\/noscript>/gi, ' ')
    .replace(/<svg\b[\s\S]*?<\/svg>/gi, ' ');
  for (const match of body.matchAll(/\s(?:alt|placeholder|aria-label|title)="([^"]*)"/gi)) {
    parts.push(match[1]!);
  }
  parts.push(body.replace(/<[^>]*>/g, ' '));
  return decodeEntities(parts.join(' \n '));
}

/**
 * Each Latin-script word of a text that is not allowed. `names`: more phrases allowed on this
 * site, such as the institute's name or a student's own name as the centre typed them.
 */
export function latinWords(text: string, names: readonly string[] = []): string[] {
  let rest = text
    .replace(/\s+/g, ' ')
    // Addresses a reader copies: e-mail, web addresses.
    .replace(/\S+@\S+\.\S+/g, ' ')
    // (and the start of one a form asks for: "https:// से शुरू")
    .replace(/https?:\/\/\S*/g, ' ')
    // Paths of the site's published files (/.well-known/jwks.json).
    .replace(/\S*\/\S+\.json\b/g, ' ')
    // Addresses of the site's pages as a link or an editor shows them (/course/certificate, /hi).
    .replace(/(?<![^\s(])\/[a-z0-9][a-z0-9/-]*(?![\p{L}\d])/gu, ' ');
  for (const phrase of [...ALLOWED_PHRASES, ...names].sort((a, b) => b.length - a.length)) {
    rest = rest.replace(
      new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(phrase)}(?![\\p{L}\\d])`, 'gu'),
      ' ',
    );
  }
  // Codes keep their slashes and dashes (RV/2026/000123, RV26-0001).
  const words = rest.match(/[\p{Script=Latin}\d][\p{Script=Latin}\d+#'’&./-]*/gu) ?? [];
  return words
    .map((word) => word.replace(/[.'’&/-]+$/u, ''))
    .filter((word) => /\p{Script=Latin}/u.test(word))
    .filter((word) => !ALLOWED_WORDS.has(word) && !CODE.test(word));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface PageCount {
  path: string;
  status: number;
  words: string[];
}

/** The /hi addresses of the sitemap, as paths. */
export async function hindiPublicPaths(base: string): Promise<string[]> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(decodeEntities(match[1]!)).pathname)
    .filter((path) => path === '/hi' || path.startsWith('/hi/'));
  return [...new Set(paths)];
}

/** One page as the server renders it for a reader of Hindi (with a session's cookie, if any). */
export async function countPage(
  base: string,
  path: string,
  options: { cookie?: string; names?: readonly string[] } = {},
): Promise<PageCount> {
  const { cookie, names = [] } = options;
  const answer = await fetch(`${base}${path}`, {
    headers: {
      'accept-language': 'hi',
      accept: 'text/html',
      ...(cookie ? { cookie } : {}),
    },
    redirect: 'manual',
  });
  const html = await answer.text();
  return { path, status: answer.status, words: latinWords(readableText(html), names) };
}

/** A page as a browser shows it (after its data loaded), from its markup. */
export const countHtml = (
  path: string,
  html: string,
  names: readonly string[] = [],
): PageCount => ({
  path,
  status: 200,
  words: latinWords(readableText(html), names),
});

/** The commonest words of the counts, for the report. */
export function commonest(counts: PageCount[], top = 25): [string, number][] {
  const tally = new Map<string, number>();
  for (const page of counts)
    for (const word of page.words) tally.set(word, (tally.get(word) ?? 0) + 1);
  return [...tally].sort((a, b) => b[1] - a[1]).slice(0, top);
}

export function report(counts: PageCount[]): string {
  const lines = counts.map(
    (page) =>
      `${String(page.words.length).padStart(6)}  ${page.path}${page.status === 200 ? '' : ` (${page.status})`}`,
  );
  const total = counts.reduce((sum, page) => sum + page.words.length, 0);
  lines.push(`${String(total).padStart(6)}  in all, ${counts.length} pages`);
  const common = commonest(counts);
  if (common.length > 0)
    lines.push(`commonest: ${common.map(([word, n]) => `${word} ${n}`).join(', ')}`);
  return lines.join('\n');
}

/** Signs in through the API: the session's cookie, and the student's registration number. */
export async function signIn(
  base: string,
  email: string,
  password: string,
): Promise<{ cookie: string; registrationNumber: string }> {
  const answer = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (answer.status !== 200) {
    throw new Error(`sign-in refused: ${answer.status} ${await answer.text()}`);
  }
  const body = (await answer.json()) as { user?: { registrationNumber?: string | null } };
  const cookie = answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    // The account's own language choice: the checker reads its pages in Hindi whatever it is.
    .filter((cookie) => !cookie.startsWith('lang='))
    .join('; ');
  return { cookie, registrationNumber: body.user?.registrationNumber ?? '' };
}

/** The institute's name as the site shows it (a name: the same in both languages). */
export async function instituteName(base: string): Promise<string> {
  const site = (await (await fetch(`${base}/api/content/site`)).json()) as {
    instituteName?: string;
  };
  return site.instituteName ?? '';
}

export interface SiteCheck {
  /** A student to sign in as, and the screens of theirs to read ({reg}: their number). */
  student?: { email: string; password: string; paths: readonly string[] };
  /** More allowed phrases: names the centre typed (the student's, their parents'). */
  names?: readonly string[];
}

/** Every /hi public page, then the student's screens in Hindi, counted. */
export async function checkSite(base: string, check: SiteCheck = {}): Promise<PageCount[]> {
  const institute = await instituteName(base);
  // The header shows the name with its mark: its first word, at most four letters (site-header).
  const mark = (institute.split(' ')[0] ?? '').slice(0, 4);
  const names = [institute, mark, ...(check.names ?? [])].filter(Boolean);
  const counts: PageCount[] = [];
  for (const path of await hindiPublicPaths(base))
    counts.push(await countPage(base, path, { names }));
  if (check.student) {
    const session = await signIn(base, check.student.email, check.student.password);
    for (const path of check.student.paths) {
      const address = path.replace('{reg}', session.registrationNumber);
      counts.push(await countPage(base, address, { cookie: `${session.cookie}; lang=hi`, names }));
    }
  }
  return counts;
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(): Promise<void> {
  const [base = 'http://127.0.0.1:3000', ...args] = process.argv.slice(2);
  const student = option(args, '--student');
  const [email = '', ...password] = student?.split(':') ?? [];
  const counts = await checkSite(base, {
    names: option(args, '--names')?.split(','),
    ...(student
      ? {
          student: {
            email,
            password: password.join(':'),
            paths: option(args, '--paths')?.split(',') ?? [],
          },
        }
      : {}),
  });
  console.log(report(counts));
  if (args.includes('--words')) {
    for (const page of counts) {
      if (page.words.length > 0) console.log(`${page.path}: ${page.words.join(' ')}`);
    }
  }
  if (counts.some((page) => page.words.length > 0)) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
