import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { AFRelationship, PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { answerFromEInvoice } from '../../main/reading/einvoice-answers';
import { parseEInvoice } from '../../main/reading/intake/einvoice';
import { readDocument } from '../../main/reading/intake/read';
import { readIsolated, stopReader } from '../../main/reading/worker';
import { ciiCases } from './cii-corpus';

const cases = ciiCases();
const byEnd = (end: string) => cases.find((c) => c.id.endsWith(end))!;

/** A hybrid invoice as ZUGFeRD/Factur-X senders make it: the printed PDF with the XML attached. */
async function hybrid(pdfFile: string, attachments: { name: string; xml: string | Uint8Array }[]) {
  const pdf = await PDFDocument.load(readFileSync(pdfFile));
  for (const a of attachments) {
    await pdf.attach(typeof a.xml === 'string' ? Buffer.from(a.xml) : a.xml, a.name, {
      mimeType: 'text/xml',
      description: 'Invoice data',
      afRelationship: AFRelationship.Alternative,
    });
  }
  return Buffer.from(await pdf.save());
}

const lines = (doc: Awaited<ReturnType<typeof readDocument>>) => doc.pages.map((p) => p.lines);

describe('CII e-invoices embedded in a PDF', () => {
  const samples = [
    { end: 'ZUGFeRD_1p0_COMFORT_Rabatte', attach: 'ZUGFeRD-invoice.xml' },
    { end: 'zugferd_2p0_EN16931_Einfach', attach: 'zugferd-invoice.xml' },
    { end: 'FX__EN16931_Miete', attach: 'factur-x.xml' },
    { end: 'FX__XRECHNUNG_Reisekostenabrechnung', attach: 'xrechnung.xml' },
    { end: 'RE-20170509_505', attach: 'ZUGFeRD-invoice.xml' },
  ];

  for (const s of samples) {
    it(`${s.end} with ${s.attach}: data from the XML, pages as printed`, async () => {
      const c = byEnd(s.end);
      const xml = readFileSync(c.xmlFile);
      const plain = await readDocument(basename(c.pdfFile), readFileSync(c.pdfFile));
      const doc = await readDocument(basename(c.pdfFile), await hybrid(c.pdfFile, [{ name: s.attach, xml }]));
      // The pages are still what the PDF prints (the page images show the printed invoice).
      expect(doc.kind).toBe('pdf-text');
      expect(doc.pageCount).toBe(plain.pageCount);
      expect(lines(doc)).toEqual(lines(plain));
      expect(plain.eInvoice).toBeUndefined();
      // The structured data is exactly the attached XML's.
      expect(doc.eInvoice).toEqual(parseEInvoice(s.attach, xml.toString('utf8')));
      const e = doc.eInvoice!;
      const ask = (id: string) => answerFromEInvoice(e, { concept: { id } })?.answer ?? null;
      expect(ask('invoice_number')).toBe(c.truth.invoice_number);
      expect(Number(ask('amount_due'))).toBe(Number(c.truth.amount));
      expect(Number(ask('total_vat'))).toBe(Number(c.truth.total_vat));
      expect(ask('supplier_name')).toBe(c.truth.issuer);
      expect(ask('receiver_name')).toBe(c.truth.receiver);
      if (c.truth.date) expect(ask('invoice_date')).toBe(c.truth.date);
      expect(e.lines).toHaveLength(c.truth.lines!);
    });
  }

  it('takes the invoice among other XML attachments, and ignores XML that is no invoice', async () => {
    const c = byEnd('FX__EN16931_Einfach');
    const order = '<?xml version="1.0"?><Order><ID>PO-1</ID></Order>';
    const both = await readDocument(
      'both.pdf',
      await hybrid(c.pdfFile, [
        { name: 'order.xml', xml: order },
        { name: 'factur-x.xml', xml: readFileSync(c.xmlFile) },
      ]),
    );
    expect(both.eInvoice?.number).toBe(c.truth.invoice_number);
    const onlyOrder = await readDocument(
      'order.pdf',
      await hybrid(c.pdfFile, [{ name: 'order.xml', xml: order }]),
    );
    expect(onlyOrder.eInvoice).toBeUndefined();
    expect(onlyOrder.pages.length).toBeGreaterThan(0);
  });

  it('an attached XML with a DOCTYPE or entities is not read; the printed invoice still is', async () => {
    const c = byEnd('FX__EN16931_Einfach');
    const evil = readFileSync(c.xmlFile, 'utf8').replace(
      '<rsm:CrossIndustryInvoice',
      '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>\n<rsm:CrossIndustryInvoice',
    );
    expect(evil).toContain('<!DOCTYPE');
    const plain = await readDocument('plain.pdf', readFileSync(c.pdfFile));
    const doc = await readDocument(
      'evil.pdf',
      await hybrid(c.pdfFile, [{ name: 'factur-x.xml', xml: evil }]),
    );
    expect(doc.eInvoice).toBeUndefined();
    expect(lines(doc)).toEqual(lines(plain));
  });

  it('the reader process (as the app reads documents) brings the attached data along', async () => {
    const c = byEnd('FX__EN16931_Einfach');
    const doc = await readIsolated(
      'hybrid.pdf',
      await hybrid(c.pdfFile, [{ name: 'factur-x.xml', xml: readFileSync(c.xmlFile) }]),
    );
    expect(doc.kind).toBe('pdf-text');
    expect(doc.eInvoice).toEqual(parseEInvoice('factur-x.xml', readFileSync(c.xmlFile, 'utf8')));
  }, 90_000); // starting the reader process (tsx in development) takes seconds on a busy machine
});

afterAll(() => stopReader());
