import { UserError } from '../util/errors';

/** What Kontera reads, with room for a thick supplier invoice but not a scanned archive. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_PAGES = 50;
/** Images larger than this (in pixels) are scaled down before OCR: more pixels only cost time. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/**
 * Pictures are refused before decoding above this (an A4 page scanned at 600 dpi is 35 megapixels):
 * the decoder allocates what the header claims, and a forged header can ask for any amount.
 */
export const MAX_IMAGE_DECODE_PIXELS = 50_000_000;
export const MAX_IMAGE_SIDE = 30_000;
/** The PDF format's own largest page (200 inches); anything larger is a forged or broken file. */
export const MAX_PAGE_SIDE_POINTS = 14_400;
/**
 * Pixels one page may take when rendered for OCR (about 200 dpi): A1 fits, a 5000-point poster does
 * not. Each rendered page costs 4 bytes a pixel and OCR time in proportion.
 */
export const MAX_PAGE_PIXELS = 35_000_000;
/** Pixels all rendered pages of one document may take together (fifty A4 scans at 200 dpi fit). */
export const MAX_DOCUMENT_PIXELS = 250_000_000;
/** A dense A4 page has about 1,500 words; question answering is bounded by words per page. */
export const MAX_WORDS_PER_PAGE = 10_000;
/** A question is a sentence, not a document. */
export const MAX_QUESTION_CHARS = 500;

export function megapixels(pixels: number): string {
  return `${Math.round(pixels / 1e6).toLocaleString('en-US')} megapixels`;
}

export function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function checkFileSize(name: string, size: number, max = MAX_FILE_BYTES): void {
  if (size === 0)
    throw new UserError(
      'document_empty',
      `The file "${name}" is empty. Choose the file again, or export it anew from where it came from.`,
    );
  if (size > max) {
    throw new UserError(
      'document_too_large',
      `The file "${name}" is ${megabytes(size)}; Kontera reads documents up to ${megabytes(max)}. Split it or scan it at a lower resolution.`,
    );
  }
}

export function checkPageCount(name: string, pages: number, max = MAX_PAGES): void {
  if (pages > max) {
    throw new UserError(
      'document_too_many_pages',
      `The file "${name}" has ${pages} pages; Kontera reads documents of up to ${max} pages. Split it into smaller files.`,
    );
  }
}
