import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

describe("a brand heading the page, its legal name in the footer's legal line: the issuer is the legal name", () => {
  it('pages typed by others: the footer names the company the heading shortens', () => {
    const cleaner = typedPage('AX-da-faktura-vinduespudser');
    expect(ask(cleaner, 'Leverandør?')).toBe('Skarpsyn Vinduespudsning ApS');
    expect(ask(cleaner, 'Hvem er kunden?')).toBe('E/F Mågevej 12-20');
    const pool = typedPage('AX-en-au-tax-invoice-pool-maintenance');
    expect(ask(pool, 'Supplier?')).toBe('Crystal Cove Pool Care Pty Ltd');
    expect(ask(pool, 'Who is the invoice to?')).toBe('Natalie Brennan');
    expect(ask(typedPage('AY-de-kassenbon-metzgerei'), 'Verkäufer?')).toBe('Metzgerei Haßler e.K.');
    expect(ask(typedPage('AY-nl-kassabon-drogist'), 'Which shop issued this receipt?')).toBe(
      'Drogisterij Het Blauwe Huis B.V.',
    );
  });

  it('a brand over a second heading line: together they spell the legal name', () => {
    const salon = typedPage('AY-de-at-rechnung-friseur');
    expect(ask(salon, 'Wer hat die Rechnung ausgestellt?')).toBe('Haarwerk Lisa Steiner e.U.');
    expect(ask(salon, 'Who is the customer?')).toBe('Mag. Theresa Pichler');
  });

  it('the company behind a shop is no answer to the trade asked where the shop heads the page', () => {
    const shop = typedPage('Z-nl-kassabon-supermarkt-statiegeld');
    expect(ask(shop, 'Van welke supermarkt is deze bon?')).toBe('VERSMARKT HOEKSTRA');
    expect(ask(typedPage('Q-da-faktura-el'), 'Leverandør?')).toBe('Ådalens Elhandel A/S');
  });

  const invoice = (footer: (string | [number, string][])[]) =>
    printedPage([
      [[60, 'BLACKWOOD']],
      [[60, 'Unit 4, 12 Harbour Rd']],
      [[60, 'Fremantle WA 6160']],
      '',
      [[60, 'Invoice to']],
      [[60, 'Oliver Tran']],
      [[60, '7 Marine Tce']],
      [[60, 'Fremantle WA 6160']],
      '',
      [
        [60, 'Invoice no.'],
        [200, '3318'],
      ],
      [
        [60, 'Date'],
        [200, '2 April 2026'],
      ],
      '',
      [
        [60, 'Hull cleaning and antifouling'],
        [470, '$880.00'],
      ],
      [
        [330, 'Total (incl. GST)'],
        [470, '$880.00'],
      ],
      '',
      'Payment within 14 days please.',
      '',
      ...footer,
    ]);

  it('in a page of its own wording: the registration right after the legal form, no separator', () => {
    const page = invoice([[[150, 'Blackwood Marine Services Pty Ltd  ABN 41 802 559 117']]]);
    expect(ask(page, 'Who issued this invoice?')).toBe('Blackwood Marine Services Pty Ltd');
    expect(ask(page, 'Who is the customer?')).toBe('Oliver Tran');
  });

  it('a centred footer: the name over a line of contacts that ends with the registration', () => {
    const page = invoice([
      [[130, 'Blackwood Marine Services Pty Ltd · 12 Harbour Rd · Fremantle']],
      [[151, 'Ph 08 9335 1200 · office@bwm.net.au · ACN 802 559 117']],
    ]);
    expect(ask(page, 'Who issued this invoice?')).toBe('Blackwood Marine Services Pty Ltd');
  });

  it("a bank's name before an account number names no issuer: the heading stays", () => {
    const page = invoice([[[150, 'Westpac Banking Corporation  BSB 032-000  Account 4408 6125']]]);
    expect(ask(page, 'Who issued this invoice?')).toBe('BLACKWOOD');
  });
});
