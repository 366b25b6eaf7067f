import { UserError } from '../../util/errors';
import { checkFileSize, checkPageCount, MAX_PAGES } from '../limits';
import type { IntakeProgress, IntakeResult, PageText, Word } from '../types';
import { eInvoiceLines, parseEInvoice } from './einvoice';
import { layoutPage, splitIntoWords } from './layout';
import { ocrCanvas, ocrImage } from './ocr';
import { openPdf, pageHasImages, pdfPageWords, renderPdfCanvas } from './pdf';
import { embeddedEInvoice } from './pdf-einvoice';
import { sniffFileType } from './sniff';
import { decodeXml } from './xml-text';
import { checkPageSize, checkWordCount, OCR_SCALE, PixelBudget } from './page-check';

export type ReadOptions = {
  /** Read at most this many pages (annotate searches five); `pageCount` still tells the real count. */
  maxPages?: number;
  /** Refuse files with more pages than this. */
  pageLimit?: number;
  maxBytes?: number;
  onProgress?: (p: IntakeProgress) => void;
};

/** A page whose text layer has fewer letters than this is treated as a scan and read by OCR. */
const MIN_TEXT_LAYER_LETTERS = 20;

/**
 * Turns a file into text with positions: a PDF's text layer, OCR for scanned PDFs and images, and
 * structured data plus a labelled text page for e-invoices (UBL or CII XML); a PDF carrying an
 * e-invoice gives its data next to its printed pages. Every problem with the file itself is a
 * UserError naming the file.
 */
export async function readDocument(
  name: string,
  bytes: Uint8Array,
  options: ReadOptions = {},
): Promise<IntakeResult> {
  checkFileSize(name, bytes.length, options.maxBytes);
  const type = sniffFileType(bytes);
  switch (type) {
    case 'pdf':
      return readPdf(name, bytes, options);
    case 'png':
    case 'jpeg': {
      options.onProgress?.({ stage: 'ocr', page: 1, pageCount: 1, fraction: 0 });
      const ocr = await ocrImage(name, bytes, (fraction) =>
        options.onProgress?.({ stage: 'ocr', page: 1, pageCount: 1, fraction }),
      );
      checkWordCount(name, 1, ocr.words.length);
      const page = {
        ...layoutPage(1, ocr.width, ocr.height, ocr.words),
        rotation: ocr.rotatedDegrees,
        readConfidence: ocr.confidence,
      };
      return { name, kind: 'image', pageCount: 1, pages: [page] };
    }
    case 'xml':
      return readXml(name, bytes);
    default:
      throw new UserError(
        'document_unsupported',
        `Kontera cannot read "${name}": it is not a PDF, a PNG or JPEG picture, or an e-invoice (XML: PEPPOL, ZUGFeRD, Factur-X, XRechnung). Save the document in one of those formats.`,
      );
  }
}

async function readPdf(name: string, bytes: Uint8Array, options: ReadOptions): Promise<IntakeResult> {
  const doc = await openPdf(name, bytes);
  try {
    checkPageCount(name, doc.pageCount, options.pageLimit ?? MAX_PAGES);
    const toRead = Math.min(doc.pageCount, options.maxPages ?? doc.pageCount);
    const getPage = async (n: number) => {
      try {
        return await doc.pdf.getPage(n);
      } catch {
        throw new UserError(
          'document_corrupt',
          `Page ${n} of the PDF "${name}" is damaged and could not be read. Export or download the file again.`,
        );
      }
    };
    // Every page to be read is judged by its declared size before any is read or drawn.
    for (let n = 1; n <= toRead; n++) checkPageSize(name, n, await getPage(n));
    const budget = new PixelBudget(name);
    const pages: PageText[] = [];
    let scanned = 0;
    for (let n = 1; n <= toRead; n++) {
      options.onProgress?.({ stage: 'reading', page: n, pageCount: toRead, fraction: (n - 1) / toRead });
      const page = await getPage(n);
      const text = await pdfPageWords(page);
      checkWordCount(name, n, text.words.length);
      const letters = text.words.reduce((s, w) => s + (w.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0), 0);
      if (letters >= MIN_TEXT_LAYER_LETTERS || !(await pageHasImages(page))) {
        pages.push(layoutPage(n, text.width, text.height, text.words));
      } else {
        scanned++;
        budget.spend(n, text.width, text.height, OCR_SCALE);
        const canvas = await renderPdfCanvas(doc.pdf, page, OCR_SCALE);
        const ocr = await ocrCanvas(canvas, (fraction) =>
          options.onProgress?.({
            stage: 'ocr',
            page: n,
            pageCount: toRead,
            fraction: (n - 1 + fraction) / toRead,
          }),
        );
        // Back from pixels to PDF points, so every page of a document shares one unit.
        checkWordCount(name, n, ocr.words.length);
        const words: Word[] = ocr.words.map((w) => ({
          text: w.text,
          x: w.x / OCR_SCALE,
          y: w.y / OCR_SCALE,
          w: w.w / OCR_SCALE,
          h: w.h / OCR_SCALE,
        }));
        // A page OCR turned a quarter has its sides swapped (the words are on the upright page).
        const w = ocr.width / OCR_SCALE;
        const h = ocr.height / OCR_SCALE;
        pages.push({
          ...layoutPage(n, w, h, words),
          rotation: ocr.rotatedDegrees,
          readConfidence: ocr.confidence,
        });
      }
      page.cleanup();
    }
    // A hybrid invoice (ZUGFeRD, Factur-X, XRechnung in a PDF) carries its data as an attachment:
    // the pages stay what the PDF prints, the structured data comes next to them.
    const eInvoice = await embeddedEInvoice(doc.pdf);
    const kind = scanned > 0 ? 'pdf-scan' : 'pdf-text';
    return { name, kind, pageCount: doc.pageCount, pages, ...(eInvoice ? { eInvoice } : {}) };
  } finally {
    await doc.close();
  }
}

function readXml(name: string, bytes: Uint8Array): IntakeResult {
  const xml = decodeXml(bytes);
  const eInvoice = parseEInvoice(name, xml);
  const words: Word[] = [];
  const lineHeight = 14;
  eInvoiceLines(eInvoice).forEach((line, i) => {
    const y = 40 + i * lineHeight * 1.6;
    const colon = line.indexOf(': ');
    if (colon > 0) {
      words.push(...splitIntoWords(line.slice(0, colon + 1), 40, y, (colon + 1) * 6, lineHeight));
      words.push(...splitIntoWords(line.slice(colon + 2), 260, y, (line.length - colon - 2) * 6, lineHeight));
    } else {
      let x = 40;
      for (const cell of line.split('   ')) {
        words.push(...splitIntoWords(cell, x, y, cell.length * 6, lineHeight));
        x += Math.max(90, cell.length * 6 + 30);
      }
    }
  });
  checkWordCount(name, 1, words.length);
  return {
    name,
    kind: 'e-invoice',
    pageCount: 1,
    pages: [layoutPage(1, 595, Math.max(842, 80 + words.length * 2), words)],
    eInvoice,
  };
}
