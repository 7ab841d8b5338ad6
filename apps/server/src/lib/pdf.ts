import { createRequire } from 'node:module';
import fs from 'node:fs';
import QRCode from 'qrcode';
import type * as PdfLib from 'pdf-lib';
import type {
  ColorTypes,
  PDFDocument,
  PDFFont,
  PDFPage,
  PDFPageDrawTextOptions,
  RGB,
} from 'pdf-lib';

// Documents the server prints (certificates, marksheets, admit cards, receipts) share these
// fonts: Noto Sans for Latin text and Noto Sans Devanagari for Hindi, embedded as subsets.

const require = createRequire(import.meta.url);

const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  devanagari:
    '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  devanagariBold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
} as const;

export type FontName = keyof typeof FONT_FILES;
export type PdfFonts = Record<FontName, PDFFont>;

const fontBytes = new Map<FontName, Uint8Array>();

/** The bytes of a font, read from disk once per process. */
function bytesOf(name: FontName): Uint8Array {
  let bytes = fontBytes.get(name);
  if (!bytes) {
    bytes = fs.readFileSync(require.resolve(FONT_FILES[name]));
    fontBytes.set(name, bytes);
  }
  return bytes;
}

// Parsing a font is most of the cost of a small PDF: parse each font file once per process and
// hand the parsed font to every document (pdf-lib only reads from it; subsets are per document).
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

/** pdf-lib and fontkit are loaded on the first document, not at start-up (they take ~300 ms). */
let libraries: Promise<{ PDFDocument: typeof PDFDocument; fontkit: Fontkit }> | null = null;
let pdfLib: typeof PdfLib | null = null;
function loadLibraries() {
  libraries ??= (async () => {
    // fontkit's Indic shaper (Devanagari conjuncts and vowel signs) expects this global.
    await import('regenerator-runtime/runtime.js');
    const [pdfLibModule, fontkitModule] = await Promise.all([
      import('pdf-lib'),
      import('@pdf-lib/fontkit'),
    ]);
    pdfLib = pdfLibModule;
    return {
      PDFDocument: pdfLibModule.PDFDocument,
      fontkit: cachingFontkit(fontkitModule.default),
    };
  })();
  return libraries;
}

const parsedFonts = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>();
const cachingFontkit = (fontkit: Fontkit): Fontkit => ({
  create(buffer, postscriptName) {
    if (postscriptName !== undefined) return fontkit.create(buffer, postscriptName);
    let font = parsedFonts.get(buffer);
    if (!font) {
      font = withEvenGlyphs(fontkit.create(buffer));
      parsedFonts.set(buffer, font);
    }
    return font;
  },
});

interface SubsetInternals {
  glyf: (Uint8Array & { constructor: { alloc(size: number): Uint8Array } })[];
  offset: number;
  _addGlyph(glyphId: number): number;
}

/**
 * @pdf-lib/fontkit 1.1.1 writes a TrueType subset's glyph offsets in the short format (offset/2)
 * without padding glyphs to an even length: after the first odd-length glyph every offset is one
 * byte off, and poppler, FreeType and others draw most letters blank (Noto Sans does this; fixed
 * upstream in fontkit 1.8, foliojs/fontkit#191). Padding each glyph to an even length, as
 * upstream does, makes the offsets right again.
 */
function withEvenGlyphs<T>(font: T): T {
  const target = font as T & { createSubset?: () => unknown };
  const createSubset = target.createSubset?.bind(target);
  if (!createSubset) return font;
  target.createSubset = () => {
    const subset = createSubset() as SubsetInternals;
    if (typeof subset._addGlyph !== 'function') return subset;
    const addGlyph = subset._addGlyph.bind(subset);
    subset._addGlyph = (glyphId: number) => {
      const index = addGlyph(glyphId);
      const data = subset.glyf[index];
      if (data && data.length % 2 === 1) {
        const padded = data.constructor.alloc(data.length + 1);
        padded.set(data);
        subset.glyf[index] = padded as SubsetInternals['glyf'][number];
        subset.offset += 1;
      }
      return index;
    };
    return subset;
  };
  return font;
}

/** A new PDF with the document fonts embedded (only the glyphs used end up in the file). */
export async function createPdf(
  info: { title: string; subject?: string },
  fonts: readonly FontName[] = ['regular', 'bold'],
): Promise<{ doc: PDFDocument; fonts: Partial<PdfFonts> }> {
  const { PDFDocument, fontkit } = await loadLibraries();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(info.title);
  if (info.subject) doc.setSubject(info.subject);
  doc.setProducer('Institute network');
  doc.setCreator('Institute network');
  const embedded: Partial<PdfFonts> = {};
  for (const name of fonts) {
    embedded[name] = await doc.embedFont(bytesOf(name), { subset: true });
  }
  return { doc, fonts: embedded };
}

/** A colour for pdf-lib drawing (what its `rgb` makes), without loading pdf-lib to get it. */
export const rgb = (red: number, green: number, blue: number): RGB => ({
  type: 'RGB' as ColorTypes.RGB,
  red,
  green,
  blue,
});

const DEVANAGARI = /[\u0900-\u097F]/;

/** Whether text needs the Devanagari font (Hindi names, notices). */
export const hasDevanagari = (text: string) => DEVANAGARI.test(text);

// A Devanagari run: letters, signs and joiners, with the spaces between its words.
const DEVANAGARI_RUN = /[\u0900-\u097F\u200C\u200D]+(?:\s+[\u0900-\u097F\u200C\u200D]+)*/g;

/**
 * A line split into runs of one script each ("Registration No. / " and "पंजीकरण संख्या"). fontkit
 * shapes a string with the script of its first letter: a line that starts in English would set
 * its Hindi without the Indic shaper (the short i sign after its consonant, no reph), so each run
 * is laid out and drawn on its own, as a text engine itemises by script.
 */
export function scriptRuns(text: string): string[] {
  const runs: string[] = [];
  let last = 0;
  for (const match of text.matchAll(DEVANAGARI_RUN)) {
    if (match.index > last) runs.push(text.slice(last, match.index));
    runs.push(match[0]);
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push(text.slice(last));
  return runs;
}

/** The width of a line as `drawText` sets it (run by run). */
export function textWidth(font: PDFFont, text: string, size: number): number {
  let width = 0;
  for (const run of scriptRuns(text)) width += font.widthOfTextAtSize(run, size);
  return width;
}

/** The resource name of a font on a page, for closing ActualText spans (one name per font). */
const spanFontKeys = new WeakMap<
  PDFPage,
  Map<PDFFont, ReturnType<PDFPage['node']['newFontDictionary']>>
>();

/**
 * Draws a line of text, run by run (see `scriptRuns`). Devanagari is drawn in visual order (the
 * short i sign ि before its consonant), so extracted or copied text would come out scrambled: a
 * line with Hindi is wrapped in a marked-content span whose ActualText gives back the words as
 * written (PDF 1.5, section 14.9.4).
 */
export function drawText(
  page: PDFPage,
  text: string,
  options: PDFPageDrawTextOptions & { font: PDFFont; size: number; x: number },
): void {
  if (!pdfLib || !hasDevanagari(text)) {
    page.drawText(text, options);
    return;
  }
  const { PDFHexString, PDFName, PDFNumber, PDFOperator, PDFOperatorNames } = pdfLib;
  // pdf-lib's operand type leaves out dictionaries, but writes them like any object: inline.
  const properties = page.doc.context.obj({
    ActualText: PDFHexString.fromText(text),
  }) as unknown as ReturnType<typeof PDFName.of>;
  page.pushOperators(
    PDFOperator.of(PDFOperatorNames.PushGraphicsState),
    PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), properties]),
  );
  let x = options.x;
  for (const run of scriptRuns(text)) {
    page.drawText(run, { ...options, x });
    x += options.font.widthOfTextAtSize(run, options.size);
  }
  // Readers place the span's words with the font size in force where it ends: each run's text
  // object restores the state (size 0), so the span's font and size are set again before it
  // closes (inside q/Q). Without this poppler gives the words no size and reads the page's
  // lines out of order.
  let keys = spanFontKeys.get(page);
  if (!keys) spanFontKeys.set(page, (keys = new Map()));
  let fontKey = keys.get(options.font);
  if (!fontKey) {
    fontKey = page.node.newFontDictionary(options.font.name, options.font.ref);
    keys.set(options.font, fontKey);
  }
  page.pushOperators(
    PDFOperator.of(PDFOperatorNames.SetFontAndSize, [fontKey, PDFNumber.of(options.size)]),
    PDFOperator.of(PDFOperatorNames.EndMarkedContent),
    PDFOperator.of(PDFOperatorNames.PopGraphicsState),
  );
}

/**
 * The size at which a line fits `maxWidth`: `size` when it fits, else smaller in half points,
 * not below `minSize` (a bilingual label is longer than its English; callers cut or wrap what
 * still does not fit).
 */
export function fittingSize(
  font: PDFFont,
  text: string,
  size: number,
  maxWidth: number,
  minSize: number,
): number {
  const width = textWidth(font, text, size);
  if (width <= maxWidth) return size;
  return Math.max(minSize, Math.floor(((size * maxWidth) / width) * 2) / 2);
}

/**
 * A QR code of `text`, drawn as squares (sharp at any zoom, no image) on a white square of `size`
 * with a one-module margin: one rectangle operator per run of dark modules and a single fill, far
 * cheaper than a shape each. Certificates, affiliation certificates and ID cards carry one.
 */
export function drawQrCode(page: PDFPage, text: string, x: number, y: number, size: number): void {
  const { fill, popGraphicsState, pushGraphicsState, rectangle, setFillingRgbColor } = pdfLib!;
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const cell = size / (count + 2);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  const operators = [pushGraphicsState(), setFillingRgbColor(0, 0, 0)];
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!qr.modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && qr.modules.get(row, col)) col++;
      operators.push(
        rectangle(x + (start + 1) * cell, y + size - (row + 2) * cell, (col - start) * cell, cell),
      );
    }
  }
  operators.push(fill(), popGraphicsState());
  page.pushOperators(...operators);
}
