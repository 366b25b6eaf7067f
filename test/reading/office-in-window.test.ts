import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage, type Row } from './positioned-page';

// A window may name an office of the organisation on a line of its own, with no attention word
// ("The Bursar", "Accounts Payable", "Buchhaltung", "Økonomi"), over or under the organisation's
// name: the customer is the organisation, the office only whom inside it the bill goes to.

const invoice = (window: string[], lang: 'en' | 'de' | 'da'): Row[] => [
  [[50, lang === 'en' ? 'Harbour Lift Services Ltd' : 'Nordlys Elektro GmbH']],
  [[50, lang === 'en' ? '12 Quay Street, Bristol BS1 4DJ' : 'Hafenweg 3, 24103 Kiel']],
  '',
  [
    [50, lang === 'en' ? 'INVOICE' : lang === 'de' ? 'RECHNUNG' : 'FAKTURA'],
    [380, lang === 'en' ? 'Invoice No:' : lang === 'de' ? 'Rechnung Nr.:' : 'Fakturanr.:'],
    [460, '7781'],
  ],
  ...window.map((line): Row => [[50, line]]),
  '',
  [
    [50, lang === 'en' ? 'Lift inspection' : lang === 'de' ? 'Wartung Aufzug' : 'Eftersyn elevator'],
    [490, '420.00'],
  ],
  [
    [330, lang === 'en' ? 'Total' : lang === 'de' ? 'Gesamtbetrag' : 'I alt'],
    [490, '420.00'],
  ],
  ...Array.from({ length: 20 }, () => ''),
  lang === 'en'
    ? 'Payment within 30 days, please.'
    : lang === 'de'
      ? 'Zahlbar innert 30 Tagen.'
      : 'Netto 30 dage.',
];

describe('an office named in the window', () => {
  it('over the organisation leaves the organisation the customer', () => {
    const bursar = printedPage(
      invoice(['The Bursar', 'Ravenscroft Grammar School', 'Mill Lane', 'Frome', 'Somerset BA11 3LP'], 'en'),
    );
    expect(ask(bursar, 'Who is the customer?')).toBe('Ravenscroft Grammar School');
    const payables = printedPage(
      invoice(['Accounts Payable', 'Kestrel Foods Ltd', '4 Mill Road', 'Leeds LS11 5QN'], 'en'),
    );
    expect(ask(payables, 'Who is the invoice addressed to?')).toBe('Kestrel Foods Ltd');
    const buchhaltung = printedPage(
      invoice(['Buchhaltung', 'Hofmann Feinmechanik AG', 'Lagerstrasse 5', '8500 Frauenfeld'], 'de'),
    );
    expect(ask(buchhaltung, 'Wer ist der Kunde?')).toBe('Hofmann Feinmechanik AG');
  });

  it('under the organisation is no part of its name', () => {
    const okonomi = printedPage(
      invoice(['Boligselskabet Ådalen', 'Økonomi', 'Ådalsvej 4', '8000 Aarhus C'], 'da'),
    );
    expect(ask(okonomi, 'Hvem er kunden?')).toBe('Boligselskabet Ådalen');
  });

  it("keeps a company whose name holds an office's word", () => {
    const named = printedPage(invoice(['Finance Partners Ltd', '9 Bank Street', 'Leeds LS1 2AB'], 'en'));
    expect(ask(named, 'Who is the customer?')).toBe('Finance Partners Ltd');
  });

  it("reads the coach hire's school under its bursar", () => {
    expect(ask(typedPage('BM-en-invoice-coach-hire'), 'Customer?')).toBe("St Aldhelm's Primary School");
  });
});
