import type { EInvoice } from '../../preload/contract/einvoice';

/**
 * Text with positions, the common shape every intake path (PDF text layer, OCR, e-invoice) produces
 * and the question answering reads. Coordinates are in page units with the origin at the top left
 * and y growing downwards (PDF points for PDFs, pixels for images), so "right of" and "below" mean
 * what they mean on paper.
 */
export type Box = { x: number; y: number; w: number; h: number };

export type Word = Box & { text: string };

/** Words on one line that sit close together: a label, a value, a phrase. */
export type Segment = Box & { text: string; words: Word[]; line: number };

export type PageText = {
  /** 1-based page number, as `pageRef` in the interface. */
  page: number;
  width: number;
  height: number;
  words: Word[];
  /** Filled by `layoutPage`. */
  segments: Segment[];
  /** Reading-order lines of text (each line's segments joined by a space). */
  lines: string[];
  /**
   * Degrees OCR turned a skewed scan to straighten it: the words are positions on the straightened
   * page, which turns back by -rotation about the page centre onto the picture as scanned.
   */
  rotation?: number;
  /**
   * How sure OCR was of the page's words (tesseract's mean word confidence, 0–1): a blurred, faded
   * photo reads as look-alike letters and digits. Absent where the words came from a text layer.
   */
  readConfidence?: number;
};

export type DocumentKind = 'pdf-text' | 'pdf-scan' | 'image' | 'e-invoice';

export type IntakeResult = {
  name: string;
  kind: DocumentKind;
  /** The real number of pages, even when fewer were read. */
  pageCount: number;
  pages: PageText[];
  /** Structured data of a PEPPOL BIS 3.0 invoice or credit note. */
  eInvoice?: EInvoice;
};

/** Progress of long work (OCR) so the UI can show it. */
export type IntakeProgress = { stage: 'reading' | 'ocr'; page: number; pageCount: number; fraction: number };
