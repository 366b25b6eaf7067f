import { DEMO_COMPANY_NAME, type DemoSupplier } from './company';

/** What resources/demo holds, read by the demo loader; written by the generator. */
export type DemoManifest = {
  company: string;
  invoiceHistory: { csv: string; mapping: string };
  bankHistory: { csv: string; mapping: string };
  bankStatement: string;
  documents: { file: string; kind: 'xml' | 'pdf'; supplier: string; number: string; total: number }[];
  /** Questions the demo documents answer, for a first look. */
  sampleQuestions: string[];
};

export function demoManifest(
  invoices: {
    file: string;
    kind: 'xml' | 'pdf';
    invoice: { number: string; supplier: DemoSupplier; lines: { quantity: number; unitPrice: number }[] };
  }[],
): DemoManifest {
  return {
    company: DEMO_COMPANY_NAME,
    invoiceHistory: { csv: 'invoice-history.csv', mapping: 'invoice-history.mapping.json' },
    bankHistory: { csv: 'bank-history.csv', mapping: 'bank-history.mapping.json' },
    bankStatement: 'bank-statement-2026-11.csv',
    documents: invoices.map((d) => ({
      file: d.file,
      kind: d.kind,
      supplier: d.invoice.supplier.name,
      number: d.invoice.number,
      total: Math.round(d.invoice.lines.reduce((s, l) => s + l.quantity * l.unitPrice, 0) * 125) / 100,
    })),
    sampleQuestions: ['What is the total?', 'When is the invoice due?', 'What is the invoice number?'],
  };
}
