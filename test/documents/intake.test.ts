import { afterAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { readDocument } from '../../main/reading/intake/read';
import { stopOcr } from '../../main/reading/intake/ocr';
import { UserError } from '../../main/util/errors';
import { makeInvoice, suppliers } from '../fixtures/documents/generate';
import { renderPdf, renderScan, scanToPdf } from '../fixtures/documents/render';
import { toUbl } from '../fixtures/documents/ubl';
import { VOCAB } from '../fixtures/documents/languages';

// Intake: files in, text with positions (or structured e-invoice data) out; bad files are clear errors.

const supplier = suppliers().find((s) => s.id === 'da-s3')!;
const invoice = makeInvoice(supplier, 0, 77);
const fold = (s: string) => s.replace(/\s+/g, ' ').trim();

afterAll(() => stopOcr());

async function errorOf(p: Promise<unknown>): Promise<UserError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UserError);
  return err as UserError;
}

describe('PDF with a text layer', () => {
  it('gives each page its words with positions, top-left origin, label and value as separate segments', async () => {
    const doc = await readDocument('invoice.pdf', await renderPdf(invoice.ops));
    expect(doc.kind).toBe('pdf-text');
    expect(doc.pageCount).toBe(1);
    const page = doc.pages[0]!;
    expect(page.width).toBeCloseTo(595, 0);
    expect(page.height).toBeCloseTo(842, 0);
    const title = page.segments.find((s) => s.text === 'FAKTURA')!;
    const titleOp = invoice.ops.find((o) => o.text === 'FAKTURA')!;
    expect(title.x).toBeCloseTo(titleOp.x, 0);
    expect(Math.abs(title.y - titleOp.y)).toBeLessThan(4);
    // Layout 3 prints "Label:" and the value in two columns of one line.
    const numberLabel = page.segments.find((s) => /^Faktura/.test(s.text) && s.text.endsWith(':'))!;
    const value = page.segments.find((s) => s.text === invoice.number)!;
    expect(value.line).toBe(numberLabel.line);
    expect(value.x).toBeGreaterThan(numberLabel.x + numberLabel.w);
    expect(page.lines.join('\n')).toContain(invoice.customer.name);
  });

  it('reads only the pages asked for but reports the real count', async () => {
    const doc = await readDocument('long.pdf', await renderPdf(invoice.ops, 8), { maxPages: 5 });
    expect(doc.pageCount).toBe(8);
    expect(doc.pages.map((p) => p.page)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('scans', () => {
  it('reads a scanned PDF at a 6° angle with OCR, straightened, in Danish', async () => {
    const image = renderScan(invoice.ops, { angleDegrees: 6, seed: 3 });
    const doc = await readDocument('scan.pdf', await scanToPdf(image));
    expect(doc.kind).toBe('pdf-scan');
    const text = fold(doc.pages[0]!.lines.join(' '));
    expect(text).toContain(invoice.number);
    expect(text).toContain(VOCAB.da.amount(invoice.totalIncl));
    expect(text).toMatch(/Søndergaard|Sondergaard/);
    // Straightened: a line's words share one line, so label and value stay together.
    const line = doc.pages[0]!.lines.find((l) => l.includes(invoice.supplier.iban.slice(0, 9)));
    expect(line).toBeDefined();
  });

  it('reads PNG and JPEG pictures', async () => {
    const png = await readDocument('photo.png', renderScan(invoice.ops, { angleDegrees: -1.5, seed: 5 }));
    expect(png.kind).toBe('image');
    expect(fold(png.pages[0]!.lines.join(' '))).toContain(invoice.number);
    const jpeg = await readDocument('photo.jpg', renderScan(invoice.ops, { seed: 6, format: 'jpeg' }));
    expect(fold(jpeg.pages[0]!.lines.join(' '))).toContain(invoice.customer.name);
  });
});

describe('PEPPOL BIS 3.0 e-invoices', () => {
  it('turns a UBL Invoice into structured data with lines', async () => {
    const doc = await readDocument('peppol.xml', Buffer.from(toUbl(invoice)));
    expect(doc.kind).toBe('e-invoice');
    const e = doc.eInvoice!;
    expect(e).toMatchObject({
      documentType: 'invoice',
      number: invoice.number,
      issueDate: invoice.invoiceDate,
      dueDate: invoice.dueDate,
      currency: 'DKK',
      supplier: { name: supplier.name, vatNumber: supplier.vat },
      customer: { name: invoice.customer.name },
      totals: { excludingVat: invoice.totalExcl, vat: invoice.vat, includingVat: invoice.totalIncl },
      payment: { iban: supplier.iban.replace(/ /g, ''), bic: supplier.bic },
    });
    expect(e.vatBreakdown).toEqual([
      { category: 'S', percent: 25, taxableAmount: invoice.totalExcl, taxAmount: invoice.vat },
    ]);
    expect(e.lines).toEqual(
      invoice.lines.map((l, i) => ({
        id: String(i + 1),
        description: l.description,
        quantity: l.quantity,
        unitCode: 'EA',
        unitPrice: l.unitPrice,
        lineTotal: l.amount,
        vatPercent: 25,
      })),
    );
    expect(doc.pages[0]!.lines.join('\n')).toContain(invoice.number);
  });

  it('reads a CreditNote, and decodes escapes like & in names', async () => {
    const withAmp = { ...invoice, customer: { ...invoice.customer, name: 'Hansen & Søn <Nord> ApS' } };
    const e = (await readDocument('credit.xml', Buffer.from(toUbl(withAmp, 'CreditNote')))).eInvoice!;
    expect(e.documentType).toBe('credit-note');
    expect(e.customer.name).toBe('Hansen & Søn <Nord> ApS');
    expect(e.lines).toHaveLength(invoice.lines.length);
  });

  it('never resolves entities: a DOCTYPE with an external entity is refused', async () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE Invoice [<!ENTITY x SYSTEM "file:///etc/passwd">]><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><ID>&x;</ID></Invoice>`;
    const err = await errorOf(readDocument('evil.xml', Buffer.from(xxe)));
    expect(err.code).toBe('document_unsupported');
    expect(err.message).toContain('evil.xml');
  });

  it('an XML file that is not an invoice is named and explained', async () => {
    const err = await errorOf(
      readDocument('order.xml', Buffer.from('<?xml version="1.0"?><Order><ID>1</ID></Order>')),
    );
    expect(err.message).toMatch(/"order\.xml" is not a PEPPOL\/UBL invoice or credit note/);
  });
});

describe('limits and bad files', () => {
  it('a corrupt PDF is a UserError naming the file, not a crash', async () => {
    const good = Buffer.from(await renderPdf(invoice.ops));
    const broken = Buffer.concat([good.subarray(0, 400), Buffer.alloc(200, 0x41)]);
    const err = await errorOf(readDocument('Faktura 2025-118.pdf', broken));
    expect(err.code).toBe('document_corrupt');
    expect(err.message).toContain('"Faktura 2025-118.pdf"');
  });

  it('a damaged picture, an empty file and an unknown format are explained', async () => {
    const png = renderScan(invoice.ops, { seed: 1 });
    expect((await errorOf(readDocument('half.png', png.subarray(0, 300)))).message).toContain('"half.png"');
    expect((await errorOf(readDocument('empty.pdf', new Uint8Array()))).code).toBe('document_empty');
    const unknown = await errorOf(readDocument('notes.docx', Buffer.from('PK\u0003\u0004 this is a zip')));
    expect(unknown.code).toBe('document_unsupported');
    expect(unknown.message).toContain('"notes.docx"');
  });

  it('files over the size limit and PDFs over the page limit are refused with the numbers', async () => {
    const big = await errorOf(readDocument('huge.pdf', Buffer.alloc(2048, 0x20), { maxBytes: 1024 }));
    expect(big.code).toBe('document_too_large');
    expect(big.message).toMatch(/huge\.pdf.*2\.0 KB|huge\.pdf/);
    const doc = await PDFDocument.create();
    for (let i = 0; i < 6; i++) doc.addPage();
    const many = await errorOf(readDocument('thick.pdf', await doc.save(), { pageLimit: 5 }));
    expect(many.code).toBe('document_too_many_pages');
    expect(many.message).toContain('6 pages');
  });
});
