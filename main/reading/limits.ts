import { UserError } from '../util/errors';

/** What Kontera reads, with room for a thick supplier invoice but not a scanned archive. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_PAGES = 50;
/** Images larger than this (in pixels) are scaled down before OCR: more pixels only cost time. */
export const MAX_IMAGE_PIXELS = 40_000_000;

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
