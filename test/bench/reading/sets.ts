/**
 * The document sets the reading benchmark measures: the shared ZUGFeRD corpus (real German
 * invoices with truth from their XML) and every set under test/fixtures/real/.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { realDocuments, realSets, type RealInput, type Truth } from '../../fixtures/real/load';
import { FIELDS, type Field, type Lang } from './questions';
import { scanDocuments } from './scans';
import { receiptScans } from './receipt-scans';

export type BenchDocument = {
  set: string;
  id: string;
  lang: Lang;
  /** Receipts are asked about as receipts ("What is the total?"). */
  kind: 'invoice' | 'receipt';
  /** Only the fields the printed document shows. */
  truth: Partial<Record<Field, string | number | string[]>>;
  /** The source says the document states an IBAN. */
  hasIban: boolean;
  input: () => Promise<RealInput>;
  /**
   * The text the document prints, where it is known apart from what reading it gives (a receipt
   * drawn into a picture): a question is asked as absent only when neither says its word. OCR that
   * reads "CASHTER" does not make the receipt's cashier absent.
   */
  printed?: () => string;
};

const ZUGFERD_DIR = resolve(
  process.env.KONTERA_CORPUS ?? join(new URL('.', import.meta.url).pathname, '../../../../shared/corpus'),
  'zugferd',
);

function shownFields(truth: Truth | Record<string, unknown>): BenchDocument['truth'] {
  const hidden = (truth as Truth)._not_in_text ?? {};
  const out: BenchDocument['truth'] = {};
  for (const field of FIELDS) {
    const value = (truth as Record<string, unknown>)[field];
    if (value === undefined || value === null || value === '' || field in hidden) continue;
    out[field] = value as string | number | string[];
  }
  return out;
}

/**
 * The ZUGFeRD corpus twice: `zugferd` reads the printed PDFs (only the values the print shows are
 * expected), `zugferd-cii` reads the CII XML the PDFs carried (every value is in the XML).
 */
function zugferdDocuments(set: 'zugferd' | 'zugferd-cii'): BenchDocument[] {
  if (!existsSync(ZUGFERD_DIR)) return [];
  const ext = set === 'zugferd' ? '.pdf' : '.cii.xml';
  return readdirSync(ZUGFERD_DIR)
    .filter((f) => f.endsWith(ext) && existsSync(join(ZUGFERD_DIR, f.slice(0, -ext.length) + '.json')))
    .sort()
    .map((file) => {
      const truth = JSON.parse(
        readFileSync(join(ZUGFERD_DIR, file.slice(0, -ext.length) + '.json'), 'utf8'),
      ) as Truth;
      if (set === 'zugferd-cii') Object.assign(truth, truth._not_in_text, { _not_in_text: undefined });
      return {
        set,
        id: file.slice(0, -ext.length),
        lang: 'de' as const,
        kind: 'invoice' as const,
        truth: shownFields(truth),
        hasIban: false,
        input: async () => ({
          kind: 'bytes' as const,
          name: file,
          bytes: new Uint8Array(readFileSync(join(ZUGFERD_DIR, file))),
        }),
      };
    });
}

export function allSets(): string[] {
  return [...(existsSync(ZUGFERD_DIR) ? ['zugferd', 'zugferd-cii'] : []), ...realSets()];
}

/** Sets run only when named (`--set scans`): OCR takes seconds a page. */
export const ON_REQUEST_SETS = ['scans', 'receipt-scans'];

export function setDocuments(set: string): BenchDocument[] {
  if (set === 'zugferd' || set === 'zugferd-cii') return zugferdDocuments(set);
  if (set === 'scans')
    return scanDocuments(ZUGFERD_DIR).map((d) => ({
      set,
      id: d.id,
      lang: 'de' as const,
      kind: 'invoice' as const,
      truth: shownFields(d.truth),
      hasIban: false,
      input: async () => ({ kind: 'bytes' as const, name: d.file, bytes: await d.bytes() }),
    }));
  if (set === 'receipt-scans')
    return receiptScans(realSets().filter((s) => s.startsWith('receipts'))).map((d) => ({
      set,
      id: d.id,
      lang: d.source.truth.language as Lang,
      kind: 'receipt' as const,
      truth: shownFields(d.source.truth),
      hasIban: false,
      input: async () => ({ kind: 'bytes' as const, name: d.file, bytes: d.bytes() }),
      printed: d.printed,
    }));
  return realDocuments(set).map((d) => ({
    set,
    id: d.id,
    lang: d.truth.language as Lang,
    kind: d.truth.kind ?? 'invoice',
    truth: shownFields(d.truth),
    hasIban: !!d.truth.iban,
    input: d.input,
  }));
}
