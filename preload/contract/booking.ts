import { z } from 'zod';
import { call, returns } from './define';

/**
 * Booking: suggestions for invoice lines and bank entries, the "why?" behind one, and accepting or
 * correcting a line, an entry or a document answer (which queues the example for the service).
 */

const companyId = z.number().int().positive();
const text = (max: number) => z.string().max(max);
const optionalText = (max: number) => z.string().max(max).nullish();

export const invoiceLineInput = z
  .object({
    /** YYYY-MM-DDThh:mm:ssZ (a bare YYYY-MM-DD is taken as midnight UTC). */
    issueDate: optionalText(40),
    currency: optionalText(10),
    supplierId: text(200).min(1, 'An invoice line needs the supplier id.'),
    supplierName: optionalText(500),
    supplierGlobalId: optionalText(200),
    customerRef: optionalText(500),
    amount: z.number().finite().nullish(),
    text: text(10_000),
    lineId: optionalText(200),
  })
  .strict();
export type InvoiceLineInput = z.infer<typeof invoiceLineInput>;

export const bankEntryInput = z
  .object({
    /** YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ. */
    date: optionalText(40),
    text: text(10_000),
    amount: z.number().finite(),
    currency: optionalText(10),
  })
  .strict();
export type BankEntryInput = z.infer<typeof bankEntryInput>;

const targetName = z
  .string()
  .regex(/^[A-Za-z0-9.][A-Za-z0-9_.>-]*$/, 'Target names use letters, digits and . _ > -')
  .max(256);
const targetValues = z
  .record(targetName, z.string().trim().min(1, 'A booked value may not be empty.').max(1000))
  .refine((t) => Object.keys(t).length > 0, 'Pick at least one value to book.');
const suggestedValues = z.record(targetName, z.string().max(1000)).nullish();
/**
 * The source item's own stable reference, e.g. `doc-12#3` (document 12, line 3) or `bank-entry:45`.
 * Booking the same ref again is a correction: it keeps the item's UUID, so the service replaces the
 * example instead of getting a second one.
 */
const ref = z.string().trim().min(1).max(500);
const bookingKind = z.enum(['invoice-line', 'bank']);
export type BookingKind = z.infer<typeof bookingKind>;

export type Candidate = { value: string; confidence: number; level: string | null };
export type TargetSuggestion = { name: string; candidates: Candidate[] };
export type ProductUnit = { unit: string; unitType: string; confidence: number };
export type SupplierClass = { known: boolean; classes: { name: string; confidence: number }[] };
export type ItemSuggestion = {
  targets: TargetSuggestion[];
  /** Legacy product info (da/se): unit of the line text, when it applies. */
  productUnits?: ProductUnit[];
  /** Legacy supplier name (se/no/nl): classes of the supplier, when it applies. */
  supplier?: SupplierClass;
};

export type SuggestionsView = {
  dataset: string;
  /** ready: suggestions came back; training: no model yet; offline: the service could not be reached. */
  state: 'ready' | 'training' | 'offline';
  /**
   * Why there are no suggestions: offline (service unreachable), no-token (none set, or refused),
   * engine-stopped (the local engine is not running), untrained (nothing to learn from yet),
   * training (a model is being trained from the history). null when suggestions came back.
   */
  reason: 'offline' | 'no-token' | 'engine-stopped' | 'untrained' | 'training' | null;
  /** What to tell the bookkeeper when not everything is ready (null when all is well). */
  message: string | null;
  /** Targets the company's history has but the model cannot suggest yet. */
  stillTraining: string[];
  /** One entry per input item, same order. Empty targets when not ready: pick values instead. */
  items: ItemSuggestion[];
};

export type WhyLine = {
  text: string;
  supplierName: string | null;
  amount: number | null;
  date: string | null;
  source: 'import' | 'kontera' | 'demo';
  similarity: number;
};
export type WhyView = { target: string; value: string; matches: number; lines: WhyLine[] };

export type ChoicesView = { target: string; values: { value: string; count: number }[] }[];

export type BookingView = {
  id: string;
  companyId: number;
  kind: BookingKind | 'document-answer';
  ref: string;
  targets: Record<string, string>;
  decision: 'accepted' | 'corrected';
  revision: number;
  /** Dataset and environment the example was queued for. */
  dataset: string;
  environment: string;
  updatedAt: string;
};

/** The result of undo: the booking as it is now; `undone` when the item is not booked any more. */
export type UndoView = { booking: BookingView; undone: boolean; remaining: number };

export const bookingCalls = {
  'booking.suggestLines': call(
    z
      .object({
        companyId,
        lines: z.array(invoiceLineInput).min(1).max(100),
        /** Product-unit suggestions need the lines' language (da or se). */
        language: z.enum(['da', 'se']).nullish(),
        /** Supplier-name suggestions need a region (se, no or nl). */
        region: z.enum(['se', 'no', 'nl']).nullish(),
      })
      .strict(),
    returns<SuggestionsView>(),
  ),
  'booking.suggestEntries': call(
    z.object({ companyId, entries: z.array(bankEntryInput).min(1).max(100) }).strict(),
    returns<SuggestionsView>(),
  ),
  'booking.why': call(
    z
      .object({
        companyId,
        kind: bookingKind,
        text: text(10_000),
        supplierId: optionalText(200),
        target: targetName,
        value: z.string().max(1000),
        limit: z.number().int().min(1).max(20).optional(),
      })
      .strict(),
    returns<WhyView>(),
  ),
  'booking.choices': call(z.object({ companyId, kind: bookingKind }).strict(), returns<ChoicesView>()),
  'booking.get': call(
    z.object({ companyId, kind: z.enum(['invoice-line', 'bank', 'document-answer']), ref }).strict(),
    returns<BookingView | null>(),
  ),
  'booking.acceptLine': call(
    z
      .object({ companyId, ref, line: invoiceLineInput, targets: targetValues, suggested: suggestedValues })
      .strict(),
    returns<BookingView>(),
  ),
  'booking.acceptEntry': call(
    z
      .object({
        companyId,
        ref,
        entry: bankEntryInput,
        targets: targetValues,
        suggested: suggestedValues,
        /** The imported statement entry (bank.list) this books: it is marked booked in the same transaction. */
        bankEntryId: z.number().int().positive().nullish(),
      })
      .strict(),
    returns<BookingView>(),
  ),
  'booking.correct': call(
    z.object({ bookingId: z.uuid(), targets: targetValues }).strict(),
    returns<BookingView>(),
  ),
  /** Restores the company's latest booking as it was before (Ctrl+Z). */
  'booking.undo': call(z.object({ companyId }).strict(), returns<UndoView>()),
  'booking.answer': call(
    z
      .object({
        companyId,
        /** The annotate response's feedbackId for the document. */
        feedbackId: z.string().trim().min(1).max(500),
        question: z.string().trim().min(1).max(2000),
        answer: z.string().max(10_000),
        pageRef: z.number().int().min(0),
        /** The answer the service gave, null when it gave none. */
        suggested: z.string().max(10_000).nullish(),
      })
      .strict(),
    returns<BookingView>(),
  ),
};
