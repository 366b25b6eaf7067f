import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// The seventh batch typed by others (Q-, R-, S-): where the customer's block and the invoice's
// number are printed. Each answer below was wrong before its change.

describe('pages typed by others, seventh batch: the receiver and the number', () => {
  it("a form's blank to fill in is no value of its label", () => {
    // "Customer Signature ______" at the foot: "Signature" had been the customer.
    const repair = page('S-en-us-auto-repair');
    expect(ask(repair, 'Bill to?')).toBe('Dana R. Whitfield');
    expect(ask(repair, 'Who was invoiced?')).toBe('Dana R. Whitfield');
    expect(
      ask(printedPage([[[50, 'Customer Signature ________']], '', 'Thank you!']), 'Customer?'),
    ).toBeNull();
  });

  it("two blocks' headings side by side are no line table's header", () => {
    // "BILL TO | SERVICE LOCATION": "Service" opens a description column elsewhere.
    const chinook = page('S-en-ca-ab-it-services-invoice');
    expect(ask(chinook, 'Bill to?')).toBe('Foothills Veterinary Clinic');
    expect(ask(chinook, 'Who is the customer?')).toBe('Foothills Veterinary Clinic');
  });

  it("under a heading beside another block's, a name is no key of that block's line", () => {
    // "Jess Barrett" under "INVOICE TO", level with "14 Ormuz Avenue" under "JOB SITE".
    const sparks = page('S-en-au-electrician-tax-invoice');
    expect(ask(sparks, 'Customer?')).toBe('Jess Barrett');
    expect(ask(sparks, 'Who is the invoice made out to?')).toBe('Jess Barrett');
  });

  it("a line amid another block level with a label is not the label's value", () => {
    // "Invoice Number" over "INV-0932", level with "Christchurch 8143" in the issuer's address.
    const nz = page('S-en-nz-landscaping-tax-invoice');
    expect(ask(nz, 'What is the invoice number?')).toBe('INV-0932');
    expect(ask(nz, 'Inv no?')).toBe('INV-0932');
  });

  it("a bare number's word next to a party's word numbers the party", () => {
    // "N° d'entreprise 0756.392.142" in the footer, "Client n° 0087" under "Facture n° 2025-0219".
    const be = page('R-fr-facture-nettoyage-be');
    expect(ask(be, 'Quel est le numéro de la facture ?')).toBe('2025-0219');
    expect(ask(be, "What's the invoice number?")).toBe('2025-0219');
    expect(ask(be, 'Numéro client ?')).toBe('0087');
  });

  it("a fee note's title over its number numbers the document", () => {
    // "ERELOONNOTA 2024/057": a Flemish architect's fee note, titled as invoices are.
    const nota = page('R-nl-ereloonnota-architect');
    expect(ask(nota, 'Factuurnr.?')).toBe('2024/057');
    expect(ask(nota, 'Wat is het nummer van de ereloonnota?')).toBe('2024/057');
    expect(ask(nota, 'Aan wie is de ereloonnota gericht?')).toBe('Bakkerij Verhaeghe BV');
    expect(
      ask(printedPage(['NOTE D’HONORAIRES 2024-12', '', 'Total TTC   120,00']), 'Numéro de facture ?'),
    ).toBe('2024-12');
  });
});
