import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api';
import { UserError } from '../../util/errors';
import {
  MAX_DOCUMENT_PIXELS,
  MAX_PAGE_PIXELS,
  MAX_PAGE_SIDE_POINTS,
  MAX_WORDS_PER_PAGE,
  megapixels,
} from '../limits';

/** Pages are rendered for OCR at about 200 dpi: small print stays legible, time stays low. */
export const OCR_SCALE = 200 / 72;

const cm = (points: number) => `${Math.round((points / 72) * 2.54)}`;

/** The largest page Kontera reads, in words: the pixel budget at 200 dpi is a little over A1. */
const LARGEST = 'about A1 (59 × 84 cm)';

/**
 * Judges a PDF page by the size it declares, before anything is drawn: a few hundred bytes can
 * declare a page of a million points, and rendering it for OCR would ask for terabytes.
 */
export function checkPageSize(
  name: string,
  n: number,
  page: PDFPageProxy,
): { width: number; height: number } {
  const { width, height } = page.getViewport({ scale: 1 });
  const size = `${cm(width)} × ${cm(height)} cm (${Math.round(width)} × ${Math.round(height)} points)`;
  if (!(width > 0 && height > 0)) {
    throw new UserError(
      'document_corrupt',
      `Page ${n} of the PDF "${name}" has no size: the file is damaged. Export or download it again.`,
    );
  }
  if (width > MAX_PAGE_SIDE_POINTS || height > MAX_PAGE_SIDE_POINTS) {
    throw new UserError(
      'document_page_too_large',
      `Page ${n} of the PDF "${name}" is ${size}, more than a PDF page can be (${MAX_PAGE_SIDE_POINTS} points, 5 m, on a side): the file is damaged or forged. Export or scan the document again.`,
    );
  }
  const pixels = width * height * OCR_SCALE * OCR_SCALE;
  if (pixels > MAX_PAGE_PIXELS) {
    throw new UserError(
      'document_page_too_large',
      `Page ${n} of the PDF "${name}" is ${size}; Kontera reads pages up to ${LARGEST}, ${megapixels(MAX_PAGE_PIXELS)} at 200 dpi. Export the document on a normal paper size.`,
    );
  }
  return { width, height };
}

/** Counts the pixels of pages rendered for OCR, refusing the page that would pass the budget. */
export class PixelBudget {
  private used = 0;

  constructor(private readonly name: string) {}

  spend(n: number, width: number, height: number, scale: number): void {
    this.used += Math.ceil(width * scale) * Math.ceil(height * scale);
    if (this.used > MAX_DOCUMENT_PIXELS) {
      throw new UserError(
        'document_too_many_pixels',
        `The scanned pages of "${this.name}" up to page ${n} come to more than ${megapixels(MAX_DOCUMENT_PIXELS)}, all that Kontera reads in one document. Split the file, or scan it at 200–300 dpi.`,
      );
    }
  }
}

/** Question answering takes time in proportion to the words of a page: a page is bounded too. */
export function checkWordCount(name: string, n: number, words: number): void {
  if (words > MAX_WORDS_PER_PAGE) {
    throw new UserError(
      'document_too_many_words',
      `Page ${n} of "${name}" has ${words.toLocaleString('en-US')} words; Kontera reads pages of up to ${MAX_WORDS_PER_PAGE.toLocaleString('en-US')} words. Is it really an invoice or a receipt? Split it into smaller pages.`,
    );
  }
}
