import { z } from 'zod';
import { base64File, fileName } from './files';
import { call, event, returns } from './define';
import type { EInvoice, EInvoiceParty } from './einvoice';

/** Where a document is in its reading: OCR reports progress; failed carries a plain reason. */
export type DocumentState = 'reading' | 'ocr' | 'ready' | 'failed';
export type DocumentKind = 'pdf-text' | 'pdf-scan' | 'image' | 'e-invoice';

export type DocumentView = {
  id: number;
  companyId: number;
  name: string;
  mediaType: string;
  size: number;
  state: DocumentState;
  /** 0..1 while reading or OCR runs, else null. */
  progress: number | null;
  /** Why reading failed, in words for the bookkeeper. */
  failure: string | null;
  kind: DocumentKind | null;
  pageCount: number | null;
  createdAt: string;
};

// The e-invoice's structured data (contract/einvoice.ts), passed through as is.
export type EInvoiceView = EInvoice;
export type EInvoicePartyView = EInvoiceParty;

export type DocumentAnswerView = {
  id: number;
  documentId: number;
  question: string;
  /** null: the document does not state it (or not clearly enough). */
  answer: string | null;
  confidence: number;
  pageRef: number;
  status: 'suggested' | 'confirmed' | 'corrected';
  /** What the bookkeeper confirmed or typed. */
  trueAnswer: string | null;
  feedbackId: string;
  environment: string;
  askedAt: string;
  /** Where the shown answer is printed, when main found it on the page: for the highlight. */
  box?: AnswerBox;
};

/**
 * A place on a page as fractions of the page (0..1, origin top left), so the viewer can draw it over
 * the page image at any size. `page` is 1-based; it is the answer's page unless a correction is
 * printed elsewhere.
 */
export type AnswerBox = { page: number; x: number; y: number; width: number; height: number };

export type DocumentDetail = DocumentView & { eInvoice: EInvoiceView | null; answers: DocumentAnswerView[] };

export type PageImage = {
  documentId: number;
  page: number;
  width: number;
  height: number;
  mediaType: 'image/png' | 'image/jpeg';
  dataUrl: string;
};

const id = z.number().int().positive();
const companyId = z.number().int().positive();
/** 20 MiB of file is about 27 MB of base64. */
const base64 = base64File(28_000_000, 'The file is larger than 20 MB.');
const question = z
  .string()
  .trim()
  .min(1, 'A question is empty.')
  .max(500, 'Questions are at most 500 characters.');

export const documentsCalls = {
  /** From the browser (no file paths there): the file's bytes as base64 and its name. */
  'documents.import': call(
    z.object({ companyId, name: fileName, contentBase64: base64 }).strict(),
    returns<DocumentView>(),
  ),
  /** From Electron or a watched folder: a path on this computer. */
  'documents.importPath': call(
    z
      .object({
        companyId,
        path: z.string().min(1).max(4096),
        source: z.enum(['path', 'folder']).default('path'),
      })
      .strict(),
    returns<DocumentView>(),
  ),
  'documents.list': call(z.object({ companyId }).strict(), returns<DocumentView[]>()),
  'documents.get': call(z.object({ id }).strict(), returns<DocumentDetail>()),
  'documents.pageImage': call(
    z.object({ id, page: z.number().int().min(1), scale: z.number().min(0.25).max(4).default(1.5) }).strict(),
    returns<PageImage>(),
  ),
  'documents.ask': call(
    z
      .object({
        id,
        questions: z
          .array(question)
          .min(1, 'Ask at least one question.')
          .max(5, 'Ask at most 5 questions at a time.'),
      })
      .strict(),
    returns<DocumentAnswerView[]>(),
  ),
  /** Confirms an answer as it is, or corrects it (`answer` given). */
  'documents.confirmAnswer': call(
    z.object({ answerId: id, answer: z.string().trim().min(1).max(2000).optional() }).strict(),
    returns<DocumentAnswerView>(),
  ),
  'documents.remove': call(z.object({ id }).strict(), returns<null>()),
};

export const documentsEvents = {
  /** A document's state or progress changed (import, reading, OCR progress, ready, failed). */
  'documents.changed': event<DocumentView>(),
};
