import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { ColorTypes, PDFDocument, PDFFont, RGB } from 'pdf-lib';

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
function loadLibraries() {
  libraries ??= (async () => {
    // fontkit's Indic shaper (Devanagari conjuncts and vowel signs) expects this global.
    await import('regenerator-runtime/runtime.js');
    const [pdfLib, fontkitModule] = await Promise.all([
      import('pdf-lib'),
      import('@pdf-lib/fontkit'),
    ]);
    return { PDFDocument: pdfLib.PDFDocument, fontkit: cachingFontkit(fontkitModule.default) };
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
