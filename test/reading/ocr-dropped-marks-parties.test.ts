import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IntakeResult } from '../../main/reading/types';
import { ask, printedPage, type Row } from './positioned-page';

/**
 * A scan's reader drops the dashes and dots between a line's parts and leaves their room (two
 * spaces' width here), and reads a key's colon as a quote mark ("Prepared for'"). The parties'
 * questions must read such a page as they read its text layer. The page is marked as read by OCR.
 */
const scanned = (rows: Row[], read: (t: string) => string): IntakeResult => {
  const doc = printedPage(
    rows.map((r) => (typeof r === 'string' ? read(r) : r.map(([x, t]) => [x, read(t)]))),
  );
  return { ...doc, kind: 'image', pages: doc.pages.map((p) => ({ ...p, readConfidence: 85 })) };
};
const dropMarks = (text: string) => text.replace(/ [-–·] /g, '  ');
const typedRows = (id: string): Row[] => {
  const dir = join(new URL('.', import.meta.url).pathname, '../fixtures/typed-by-others');
  return (JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8')) as { rows: Row[] }).rows;
};

describe("a scan's parties where OCR dropped a line's marks", () => {
  it('takes the window under a sender line read as one run, not its street', () => {
    const page = scanned(typedRows('M-en-ie-vat-invoice'), dropMarks);
    expect(ask(page, 'Who is the invoice addressed to?')).toBe('Harcourt Quay Offices Ltd');
    expect(ask(page, 'Customer name?')).toBe('Harcourt Quay Offices Ltd');
  });

  it("names the till's shop, not its trades' tagline read without its dash", () => {
    const page = scanned(typedRows('AN-fr-ticket-boulangerie'), dropMarks);
    expect(ask(page, 'Magasin ?')).toBe('AU FOURNIL DE LEONIE');
    expect(ask(page, 'Which shop issued this receipt?')).toBe('AU FOURNIL DE LEONIE');
  });

  it("reads a key whose colon OCR took for a quote mark as the window's heading", () => {
    const page = scanned(typedRows('AQ-en-quotation'), (t) => t.replace('Prepared for:', "Prepared for'"));
    expect(ask(page, 'Customer?')).toBe('Priya Raman');
    expect(ask(page, 'To whom is the quote addressed?')).toBe('Priya Raman');
  });

  it('holds on a page of its own wording', () => {
    const rows: Row[] = [
      [[370, 'NORDWIND ELEKTRO']],
      [[370, 'Nordwind Elektro Pty Ltd']],
      [[370, '4 Harbour Lane']],
      [[370, 'Geelong VIC 3220']],
      '',
      [[50, 'QUOTATION']],
      '',
      [
        [50, 'Quote for:'],
        [370, 'Quote no.'],
        [450, 'Q-7781'],
      ],
      [
        [50, 'Marcus Bell'],
        [370, 'Date'],
        [450, '2 June 2026'],
      ],
      [[50, '9 Acacia Street']],
      [[50, 'Belmont VIC 3216']],
      '',
      [
        [50, 'Description'],
        [450, 'Amount'],
      ],
      [
        [50, 'Switchboard upgrade'],
        [450, '1,250.00'],
      ],
      [
        [50, 'Safety switch (RCD) x2'],
        [450, '380.00'],
      ],
      [
        [50, 'Labour 6 hrs'],
        [450, '570.00'],
      ],
      '',
      [
        [370, 'Subtotal'],
        [450, '2,200.00'],
      ],
      [
        [370, 'GST 10%'],
        [450, '220.00'],
      ],
      [
        [370, 'Total'],
        [450, '2,420.00'],
      ],
      '',
      [[50, 'This quote is valid for 30 days.']],
    ];
    const page = scanned(rows, (t) => t.replace('Quote for:', "Quote for'"));
    expect(ask(page, 'Who is the customer?')).toBe('Marcus Bell');
    const shop = scanned(
      [
        [[220, 'BOUCHERIE - CHARCUTERIE']],
        [[230, 'MAISON VERDIER']],
        [[240, '8 rue Nationale']],
        [[250, '37000 TOURS']],
        '',
        [
          [190, 'TOTAL'],
          [330, '12,40'],
        ],
      ],
      dropMarks,
    );
    expect(ask(shop, 'Which shop issued this receipt?')).toBe('MAISON VERDIER');
    // A receipt addresses no one: nothing, not the shop's own lines, for its customer.
    expect(ask(shop, 'Who is the customer?')).toBeNull();
  });
});
