import { createRequire } from 'node:module';
import fs from 'node:fs';
// fontkit's Indic shaper (Devanagari conjuncts and vowel signs) expects this global.
import 'regenerator-runtime/runtime.js';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont } from 'pdf-lib';

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
const parsedFonts = new WeakMap<Uint8Array, ReturnType<typeof fontkit.create>>();
const cachingFontkit: typeof fontkit = {
  create(buffer, postscriptName) {
    if (postscriptName !== undefined) return fontkit.create(buffer, postscriptName);
    let font = parsedFonts.get(buffer);
    if (!font) {
      font = fontkit.create(buffer);
      parsedFonts.set(buffer, font);
    }
    return font;
  },
};

/** A new PDF with the document fonts embedded (only the glyphs used end up in the file). */
export async function createPdf(
  info: { title: string; subject?: string },
  fonts: readonly FontName[] = ['regular', 'bold'],
): Promise<{ doc: PDFDocument; fonts: Partial<PdfFonts> }> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(cachingFontkit);
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

const DEVANAGARI = /[\u0900-\u097F]/;

/** Whether text needs the Devanagari font (Hindi names, notices). */
export const hasDevanagari = (text: string) => DEVANAGARI.test(text);
