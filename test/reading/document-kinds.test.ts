import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// A payment reminder, a quote and a credit note are documents of their own: asked of by their own
// title ("Who sent this reminder?", "Quote date?", "CN no?"), they answer from the page. An invoice's
// number or date asked of a quote stays unanswered: no invoice exists yet.

describe('a payment reminder asked of by its title', () => {
  const page = typedPage('AQ-da-rykker-betalingspaamindelse');
  it('answers the invoice it is about, its own date and parties', () => {
    expect(ask(page, 'Hvilket fakturanummer vedrører rykkeren?')).toBe('30871');
    expect(ask(page, 'Which invoice number is this reminder about?')).toBe('30871');
    expect(ask(page, 'Hvilken dato er betalingspåmindelsen udstedt?')).toBe('04.03.2026');
    expect(ask(page, 'Hvornår sendte VVS-firmaet rykkeren?')).toBe('04.03.2026');
    expect(ask(page, 'What is the date of this reminder?')).toBe('04.03.2026');
    expect(ask(page, 'Who sent this reminder?')).toBe('Skovbo VVS ApS');
    expect(ask(page, 'Who is the reminder addressed to?')).toBe('Henrik Lauridsen');
    expect(ask(page, 'Rykkerdato?')).toBe('04.03.2026');
  });
  it('leaves unanswered what it does not print', () => {
    expect(ask(page, 'Hvor meget moms er der i beløbet?')).toBeNull();
    expect(ask(page, 'Hvad er firmaets e-mailadresse?')).toBeNull();
  });
});

describe('a reminder of our own wording, in German', () => {
  const de = printedPage([
    [[50, 'Malerbetrieb Kranz GmbH']],
    [[50, 'Lindenstraße 4 · 04109 Leipzig']],
    '',
    [
      [50, 'Familie Oberhuber'],
      [380, 'Datum:'],
      [450, '12.05.2026'],
    ],
    [
      [50, 'Ahornweg 19'],
      [380, 'Kunden-Nr.:'],
      [450, '4471'],
    ],
    [[50, '04315 Leipzig']],
    '',
    [[50, '2. MAHNUNG']],
    '',
    'Sehr geehrte Familie Oberhuber, leider konnten wir zu folgender Rechnung noch keinen Zahlungseingang feststellen.',
    '',
    [
      [50, 'Rechnungsnr.'],
      [150, 'Rechnungsdatum'],
      [260, 'Fällig am'],
      [480, 'Betrag EUR'],
    ],
    [
      [50, 'R-2026-0419'],
      [150, '02.04.2026'],
      [260, '16.04.2026'],
      [490, '1.840,00'],
    ],
    [
      [50, 'Mahngebühr'],
      [500, '15,00'],
    ],
    [
      [300, 'Zu zahlender Betrag'],
      [490, '1.855,00'],
    ],
    [
      [300, 'Zahlbar bis'],
      [490, '26.05.2026'],
    ],
    '',
    'Mit freundlichen Grüßen',
    'Malerbetrieb Kranz GmbH',
  ]);
  it('answers its sender, addressee and date', () => {
    expect(ask(de, 'Wer hat die Mahnung geschickt?')).toBe('Malerbetrieb Kranz GmbH');
    expect(ask(de, 'An wen ist die Mahnung gerichtet?')).toBe('Familie Oberhuber');
    expect(ask(de, 'What is the date of this reminder?')).toBe('12.05.2026');
    expect(ask(de, 'Who sent the reminder?')).toBe('Malerbetrieb Kranz GmbH');
    expect(ask(de, 'Mahnungsdatum?')).toBe('12.05.2026');
  });
  it('prints no VAT', () => {
    expect(ask(de, 'Wie hoch ist die Mehrwertsteuer?')).toBeNull();
  });
});

describe('a quote asked of by its title', () => {
  const page = typedPage('AQ-en-quotation');
  it('answers its date and customer, never its title as the customer', () => {
    expect(ask(page, 'Quote date?')).toBe('9 March 2026');
    expect(ask(page, 'On what date was the quote prepared?')).toBe('9 March 2026');
    expect(ask(page, 'Customer?')).toBe('Priya Raman');
    expect(ask(page, 'To whom is the quote addressed?')).toBe('Priya Raman');
    expect(ask(page, 'Who has the quotation been prepared for?')).toBe('Priya Raman');
  });
  it("leaves an invoice's number, date and due day unanswered", () => {
    expect(ask(page, 'What is the invoice number?')).toBeNull();
    expect(ask(page, 'What is the invoice date?')).toBeNull();
    expect(ask(page, 'When is payment due?')).toBeNull();
  });
});

describe('a quote of our own wording, in Dutch', () => {
  const nl = printedPage([
    [[370, 'Installatiebedrijf De Vonk B.V.']],
    [[370, 'Havenkade 12, 3311 BC Dordrecht']],
    '',
    [[50, 'OFFERTE']],
    '',
    [
      [50, 'Voor:'],
      [370, 'Offertenr.'],
      [450, 'OF-2026-112'],
    ],
    [
      [50, 'Sanne de Wit'],
      [370, 'Datum'],
      [450, '14-04-2026'],
    ],
    [
      [50, 'Merelstraat 8'],
      [370, 'Geldig tot'],
      [450, '14-05-2026'],
    ],
    [[50, '3312 AB Dordrecht']],
    '',
    [
      [50, 'Omschrijving'],
      [350, 'Aantal'],
      [420, 'Prijs'],
      [490, 'Bedrag'],
    ],
    [
      [50, 'Groepenkast vervangen'],
      [360, '1'],
      [420, '950,00'],
      [490, '950,00'],
    ],
    [
      [50, 'Extra wandcontactdozen'],
      [360, '6'],
      [425, '65,00'],
      [490, '390,00'],
    ],
    [
      [50, 'Keuring en rapport'],
      [360, '1'],
      [420, '145,00'],
      [490, '145,00'],
    ],
    [
      [380, 'Subtotaal'],
      [490, '1.485,00'],
    ],
    [
      [380, 'BTW 21%'],
      [490, '311,85'],
    ],
    [
      [380, 'Totaal'],
      [490, '1.796,85'],
    ],
    '',
    'Deze offerte is geen factuur. Na akkoord sturen wij na afloop een factuur.',
  ]);
  it('answers its date, parties, total and lines', () => {
    expect(ask(nl, 'Wat is de datum van de offerte?')).toBe('14-04-2026');
    expect(ask(nl, 'Wie heeft de offerte opgesteld?')).toBe('Installatiebedrijf De Vonk B.V.');
    expect(ask(nl, 'Voor wie is de offerte?')).toBe('Sanne de Wit');
    expect(ask(nl, 'Wat is het totaalbedrag van de offerte?')).toBe('1.796,85');
    expect(ask(nl, 'Hoeveel regels staan er op de offerte?')).toBe('3');
    expect(ask(nl, 'Offertedatum?')).toBe('14-04-2026');
  });
  it("leaves the invoice's number and date unanswered", () => {
    expect(ask(nl, 'Wat is het factuurnummer?')).toBeNull();
    expect(ask(nl, 'Wat is de factuurdatum?')).toBeNull();
    expect(ask(nl, 'What is the invoice number?')).toBeNull();
    expect(ask(nl, 'Factuurdatum?')).toBeNull();
  });
});

describe('a credit note asked of tersely', () => {
  it('reads "CN no?" as the credit note number', () => {
    expect(ask(typedPage('AP-uk-credit-note-catering'), 'CN no?')).toBe('CN-0612');
  });
});

describe('an invoice asked of a quote or a reminder it is not', () => {
  it('leaves the quote number of an invoice unanswered', () => {
    expect(ask(typedPage('AK-nz-invoice-plumber'), 'What was the quote number for this job?')).toBeNull();
    expect(ask(typedPage('T-nl-be-factuur-schilder'), 'What is the quotation number?')).toBeNull();
    expect(ask(typedPage('AO-da-faktura-vvs'), 'Rykkerdato?')).toBeNull();
    expect(ask(typedPage('AO-da-faktura-vvs'), 'Tilbudsdato?')).toBeNull();
  });
});

describe('an invoice whose key row names the quote it follows', () => {
  // "Réf. client : C0457    Devis accepté n° D-2026-041 du 12/02/2026": the accepted quote's
  // number in the invoice's key row, under the title "FACTURE N° FA-2026-0218".
  const page = typedPage('BN-fr-facture-broderie');
  it("answers the invoice's own number and date", () => {
    for (const q of ['N° de facture ?', 'What is the invoice number?'])
      expect(ask(page, q)).toBe('FA-2026-0218');
    for (const q of ['Quelle est la date de la facture ?', 'When was the invoice issued?'])
      expect(ask(page, q)).toBe('9 mars 2026');
  });
});
