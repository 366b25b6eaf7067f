import { z } from 'zod';
import { call, returns } from './define';
import type { Candidate, SuggestionsView, SupplierClass } from './booking';

/**
 * Supplier-invoice drafts: every document (PDF, scan, UBL or CII e-invoice) read into header values
 * and lines, each value with where it is printed, the checks before booking, and how far its lines
 * are booked. Also the journal export of a company's bookings.
 */

/** Where a value is printed: page (1-based) and a box as fractions of the page (origin top left). */
export type SourceBox = { page: number; x: number; y: number; width: number; height: number };

export type DraftValue<T> = {
  value: T | null;
  /** Where it was read; null for structured e-invoice data, derived values and corrections. */
  source: SourceBox | null;
  /** 0..1 as the reading gave it; null when derived or typed. */
  confidence: number | null;
  /** read: as printed; derived: computed from other values (net = gross - VAT); corrected: typed. */
  origin: 'read' | 'derived' | 'corrected' | 'missing';
};

export type DraftLine = {
  /** Booking ref of the line (`doc-12#1`): booking it again corrects it. */
  ref: string;
  text: string;
  quantity: number | null;
  unitPrice: number | null;
  amount: number | null;
  vatRate: number | null;
  unitCode: string | null;
  source: SourceBox | null;
  /** True for the one line made from the net amount when no lines could be read. */
  fromTotals: boolean;
};

export type DraftCheckName = 'lines-sum' | 'net-vat-gross' | 'addressed-to-company' | 'duplicate';

export type DraftCheck = {
  name: DraftCheckName;
  /** null: could not be checked (a value is missing), which the message says. */
  ok: boolean | null;
  message: string;
  /** The amount by which the sums differ, when they do. */
  difference: number | null;
};

export type BookingProgress = { booked: number; total: number; state: 'unbooked' | 'partly' | 'booked' };

export type DraftField =
  | 'supplierName'
  | 'supplierVatNumber'
  | 'receiverName'
  | 'receiverVatNumber'
  | 'invoiceNumber'
  | 'issueDate'
  | 'dueDate'
  | 'currency'
  | 'net'
  | 'vat'
  | 'gross'
  | 'due';

export type InvoiceDraftView = {
  documentId: number;
  companyId: number;
  documentName: string;
  documentKind: 'pdf-text' | 'pdf-scan' | 'image' | 'e-invoice';
  documentType: 'invoice' | 'credit-note';
  supplier: {
    name: DraftValue<string>;
    vatNumber: DraftValue<string>;
    /** The supplier id lines are booked under: a known supplier's, else the VAT number or name. */
    id: string;
    /** How the supplier matched the company's known suppliers; null for a new supplier. */
    matched: 'vat-number' | 'name' | null;
  };
  receiver: { name: DraftValue<string>; vatNumber: DraftValue<string> };
  invoiceNumber: DraftValue<string>;
  issueDate: DraftValue<string>;
  dueDate: DraftValue<string>;
  currency: DraftValue<string>;
  totals: {
    net: DraftValue<number>;
    vat: DraftValue<number>;
    gross: DraftValue<number>;
    due: DraftValue<number>;
  };
  lines: DraftLine[];
  checks: DraftCheck[];
  progress: BookingProgress;
};

export type DraftSummaryView = {
  documentId: number;
  name: string;
  supplierName: string | null;
  invoiceNumber: string | null;
  gross: number | null;
  currency: string | null;
  progress: BookingProgress;
};

/** The header values the company's scanned-invoice model suggests (it learns them from booked invoices). */
export type HeaderField = 'supplierName' | 'supplierVatNumber' | 'currency';

export type HeaderSuggestionsView = {
  documentId: number;
  /** The company's scanned-invoice dataset the model is trained on (`acme.scanned-invoice.pb`). */
  dataset: string;
  /** ready: the model answered (some fields may still be training); training / offline: see reason. */
  state: SuggestionsView['state'];
  reason: SuggestionsView['reason'];
  message: string | null;
  /** Per header field the model knows, its values best first. */
  fields: { field: HeaderField; candidates: Candidate[] }[];
  /**
   * A supplier the company has not booked before: what the pretrained supplier-name model says of
   * its name (known supplier, classes). null for a known supplier or when it could not be asked.
   */
  supplierClass: SupplierClass | null;
};

export type JournalFormat = 'e-conomic' | 'dinero' | 'sie4';

export type JournalFileView = {
  name: string;
  /** With its charset: `text/csv;charset=utf-8`, or `text/plain;charset=ibm437` for SIE (PC8). */
  mediaType: string;
  /** The file as text, for showing and testing. */
  content: string;
  /** The file's bytes as saved, in the format's own encoding (SIE 4 is PC8, code page 437). */
  bytesBase64: string;
  bookings: number;
};

const companyId = z.number().int().positive();
const documentId = z.number().int().positive();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD.');

export const draftsCalls = {
  'drafts.list': call(z.object({ companyId }).strict(), returns<DraftSummaryView[]>()),
  'drafts.get': call(z.object({ documentId }).strict(), returns<InvoiceDraftView>()),
  /** Header values suggested by the company's scanned-invoice model, and a new supplier's class. */
  'drafts.suggestHeader': call(z.object({ documentId }).strict(), returns<HeaderSuggestionsView>()),
  /** Corrects one header value; the correction also goes back to the document service as feedback. */
  'drafts.correct': call(
    z
      .object({
        documentId,
        field: z.enum([
          'supplierName',
          'supplierVatNumber',
          'receiverName',
          'receiverVatNumber',
          'invoiceNumber',
          'issueDate',
          'dueDate',
          'currency',
          'net',
          'vat',
          'gross',
          'due',
        ]),
        value: z.string().trim().max(500),
      })
      .strict(),
    returns<InvoiceDraftView>(),
  ),
  /** The company's bookings in a period as a file to save (the window offers a save dialog or a download). */
  'journal.export': call(
    z.object({ companyId, from: day, to: day, format: z.enum(['e-conomic', 'dinero', 'sie4']) }).strict(),
    returns<JournalFileView>(),
  ),
};
