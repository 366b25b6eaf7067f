import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// What is left to pay once money paid before the bill is taken off: the page's own label for
// the balance ("SOLDE RESTANT DÛ"), and a question naming the advance in its own words ("after
// the retainer", "provision déduite", "nå som forskuddet er trukket fra") where the page prints
// it in its words ("Provision versée", "Forskudd betalt", "Less: paid on account").

describe('the balance after an advance', () => {
  it('is the balance the page labels, not the note’s total (thirteenth batch lawyer’s note)', () => {
    const note = page('AJ-fr-note-honoraires-avocat');
    expect(ask(note, 'Solde dû ?')).toBe('1 983,40');
    expect(ask(note, 'Quel est le solde restant dû après déduction de la provision ?')).toBe('1 983,40');
    expect(ask(note, "Combien il nous reste à payer à l'avocate, provision déduite ?")).toBe('1 983,40');
    expect(ask(note, 'How much is still owed after the retainer?')).toBe('1 983,40');
    expect(ask(note, 'Quel est le total de la note ?')).toBe('3 183,40');
  });

  it('is asked in everyday words of other languages and pages', () => {
    expect(
      ask(
        page('AI-no-faktura-taktekker'),
        'Hvor mye skylder vi taktekkeren nå som forskuddet er trukket fra?',
      ),
    ).toBe('90 162,50');
    expect(
      ask(page('AA-fr-facture-electricien'), "Combien il reste à régler une fois l'acompte déduit ?"),
    ).toBe('1 675,76');
    expect(ask(page('G-uk-invoice-part-paid'), 'how much is left to pay after the deposit')).toBe(
      '11,169.40',
    );
    expect(ask(page('E-no-faktura-regnskap'), 'How much is still due after the prepayment?')).toBe(
      '30 300,00',
    );
    // The balance repeated on a remittance slip far below the deposit's line is the same balance.
    expect(ask(page('M-en-ca-on-hst-invoice'), 'How much do we still owe after the deposit?')).toBe(
      '4,929.16',
    );
  });

  it('holds on a page of our own wording, and is nothing where no advance is printed', () => {
    const bill = (advance: string) =>
      printedPage([
        'Schreinerei Vogt GmbH',
        'Rechnung 2024-77',
        '',
        [
          [300, 'Rechnungsbetrag'],
          [450, '5.950,00'],
        ],
        [
          [300, advance],
          [450, '-2.000,00'],
        ],
        [
          [300, 'Restbetrag'],
          [450, '3.950,00'],
        ],
      ]);
    expect(ask(bill('Anzahlung vom 02.05.'), 'How much is left to pay after the deposit?')).toBe('3.950,00');
    expect(ask(bill('Anzahlung vom 02.05.'), 'Wie viel ist nach Abzug der Anzahlung noch offen?')).toBe(
      '3.950,00',
    );
    // Retainage is money held back, no deposit paid: a deposit asked of is not on this page.
    expect(ask(page('V-en-us-contractor-invoice'), 'How much is due after the deposit?')).toBeNull();
  });
});

describe('a zero left to pay beside the amount paid', () => {
  it('answers what was paid by the paid amount’s own label, not the zero’s line', () => {
    const order = page('L-fr-facture-commande-en-ligne');
    expect(ask(order, "Combien j'ai payé en tout, frais de port compris ?")).toBe('150,35');
    expect(ask(order, 'Reste dû ?')).toBe('0,00');
  });
});

describe('a total asked with what it includes', () => {
  it('is the total where the page prints what it includes above it or in its label', () => {
    expect(
      ask(
        page('AK-uk-invoice-accountant'),
        'What is the total amount payable, including VAT and disbursements?',
      ),
    ).toBe('2,738.00');
    expect(
      ask(page('P-en-us-wholesale-supplier'), 'How much do we owe the supplier including freight?'),
    ).toBe('1,846.85');
    // What was bought, before the words of including, is no part of the total asked.
    expect(
      ask(
        page('AA-fr-facture-gardiennage-be'),
        'Combien nous coûte le gardiennage de novembre, TVA comprise ?',
      ),
    ).toBe('7.484,33');
  });

  it('holds on a page of our own wording', () => {
    const note = printedPage([
      'Ashdown & Kerr Solicitors',
      'Fee note 5521',
      '',
      [
        [300, 'Professional fees'],
        [450, '800.00'],
      ],
      [
        [300, 'VAT 20%'],
        [450, '160.00'],
      ],
      [
        [300, 'Disbursements'],
        [450, '45.00'],
      ],
      [
        [300, 'Total due'],
        [450, '1,005.00'],
      ],
    ]);
    expect(ask(note, 'What is the total including disbursements?')).toBe('1,005.00');
    expect(ask(note, 'What is the total including mileage?')).toBeNull();
  });

  it('is nothing where the page prints no such part', () => {
    expect(
      ask(page('AK-uk-invoice-accountant'), 'What is the total amount payable, including the mileage?'),
    ).toBeNull();
  });
});

describe('the VAT charged in words of billing', () => {
  it('is the VAT line of one rate beside exempt lines', () => {
    expect(ask(page('AI-nl-factuur-tandarts'), 'Hoeveel btw wordt er in rekening gebracht?')).toBe('2,60');
  });
});
