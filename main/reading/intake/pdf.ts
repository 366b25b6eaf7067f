import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Canvas } from '@napi-rs/canvas';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/types/src/display/api';
import { UserError } from '../../util/errors';
import type { Word } from '../types';
import { MAX_PAGE_PIXELS } from '../limits';
import { splitIntoWords } from './layout';

const require = createRequire(import.meta.url);
/** pdfjs draws the 14 standard PDF fonts from these files; without them Helvetica text renders blank. */
const STANDARD_FONTS = `${pathToFileURL(join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')).href}/`;

export type OpenPdf = { pdf: PDFDocumentProxy; pageCount: number; close(): Promise<void> };

export async function openPdf(name: string, bytes: Uint8Array): Promise<OpenPdf> {
  // pdfjs takes ownership of (and detaches) the buffer it is given: hand it a copy.
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: STANDARD_FONTS,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    return { pdf, pageCount: pdf.numPages, close: () => pdf.destroy() };
  } catch (err) {
    await task.destroy().catch(() => {});
    const name2 = (err as { name?: string }).name;
    if (name2 === 'PasswordException') {
      throw new UserError(
        'document_encrypted',
        `The PDF "${name}" is protected by a password. Save it without a password and import it again.`,
      );
    }
    throw new UserError(
      'document_corrupt',
      `The PDF "${name}" could not be read: it is damaged or not really a PDF. Export or download it again and import the new copy.`,
    );
  }
}

type TextItem = { str: string; transform: number[]; width: number; height: number };

/** The words of a page's text layer with their boxes (top-left origin, PDF points). */
export async function pdfPageWords(
  page: PDFPageProxy,
): Promise<{ width: number; height: number; words: Word[] }> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items = content.items
    .map((raw) => raw as Partial<TextItem>)
    .filter(
      (item): item is TextItem => typeof item.str === 'string' && !!item.transform && !!item.str.trim(),
    );
  const across = runsAcross(items, viewport.transform);
  const words: Word[] = [];
  for (const item of itemsAcross(items, across)) {
    // Map the text's baseline origin into viewport space (handles page rotation and cropping).
    const [a = 0, b = 0, , , e = 0, f = 0] = item.transform;
    const size = Math.hypot(a, b) || item.height || 10;
    const [vx, vy] = viewport.convertToViewportPoint(e, f) as [number, number];
    const top = vy - size * 0.8;
    words.push(...splitIntoWords(item.str, vx, top, item.width ?? item.str.length * size * 0.5, size));
  }
  return { width: viewport.width, height: viewport.height, words };
}

/** How far from level a run of text may slope and still be read as a line across the page. */
const LEVEL = Math.sin((10 * Math.PI) / 180);

/**
 * Whether each item's text runs across the page, left to right as it is viewed (page rotation
 * applied): the layout reads lines of such text only.
 */
function runsAcross(items: TextItem[], view: number[]): boolean[] {
  const [va = 1, vb = 0, vc = 0, vd = 1] = view;
  return items.map(({ transform: [a = 0, b = 0] }) => {
    const dx = va * a + vc * b;
    const dy = vb * a + vd * b;
    const len = Math.hypot(dx, dy);
    return len === 0 || (dx > 0 && Math.abs(dy) / len < LEVEL);
  });
}

/**
 * The items to lay out: a page printed across drops the runs of text set sideways or upside
 * down in its margin ("ZUGFeRD Beispielrechnung COMFORT 2014 -Copyright AWV e.V." up the left
 * edge, a print job's code): laid out as if they ran across, their letters joined the lines at
 * their height ("Rechnungssumme Brutto" read with the copyright's words and lost its total). A
 * page whose text mostly runs otherwise (set sideways as a whole) keeps all its text as before.
 */
function itemsAcross(items: TextItem[], across: boolean[]): TextItem[] {
  let level = 0;
  let other = 0;
  items.forEach((item, i) => (across[i] ? (level += item.str.length) : (other += item.str.length)));
  return other && level > other ? items.filter((_, i) => across[i]) : items;
}

/** Whether the page paints any picture: only then can OCR find text the text layer lacks. */
export async function pageHasImages(page: PDFPageProxy): Promise<boolean> {
  const ops = await page.getOperatorList();
  const images = new Set([
    pdfjs.OPS.paintImageXObject,
    pdfjs.OPS.paintInlineImageXObject,
    pdfjs.OPS.paintImageMaskXObject,
    pdfjs.OPS.paintImageXObjectRepeat,
  ]);
  return ops.fnArray.some((fn) => images.has(fn));
}

/** Renders a page to PNG with pdfjs's own canvas factory (backed by @napi-rs/canvas on Node). */
export async function renderPdfPage(
  pdfDoc: PDFDocumentProxy,
  page: PDFPageProxy,
  scale: number,
): Promise<Buffer> {
  return (await renderPdfCanvas(pdfDoc, page, scale)).toBuffer('image/png');
}

/**
 * Renders a page onto a canvas (OCR reads its pixels: encoding a PNG of a 200 dpi scan and decoding
 * it again cost seconds).
 */
export async function renderPdfCanvas(
  pdfDoc: PDFDocumentProxy,
  page: PDFPageProxy,
  scale: number,
): Promise<Canvas> {
  const viewport = page.getViewport({ scale });
  // The last guard before pixels are allocated: callers check page sizes with the file's name first.
  if (Math.ceil(viewport.width) * Math.ceil(viewport.height) > MAX_PAGE_PIXELS * 1.01) {
    throw new UserError(
      'document_page_too_large',
      `Page ${page.pageNumber} is too large to draw (over the ${MAX_PAGE_PIXELS / 1e6} megapixel budget).`,
    );
  }
  const factory = (pdfDoc as unknown as { canvasFactory: CanvasFactory }).canvasFactory;
  const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  // Scans are often transparent over nothing: paint white first so OCR sees dark on light.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdfjs types these with the browser's DOM types, which main does not load (tsconfig.node.json):
  // here they are @napi-rs/canvas objects from pdfjs's own Node canvas factory.
  const params = { canvasContext: context, viewport, canvas } as unknown as RenderParams;
  await page.render(params).promise;
  return canvas;
}

type RenderParams = Parameters<PDFPageProxy['render']>[0];
type NodeContext = { fillStyle: string; fillRect(x: number, y: number, w: number, h: number): void };
type CanvasFactory = { create(w: number, h: number): { canvas: Canvas; context: NodeContext } };
