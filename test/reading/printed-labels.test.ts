import { describe, expect, it } from 'vitest';
import { readDocument } from '../../main/reading/intake/read';
import type { IntakeResult } from '../../main/reading/types';
import { textToPdf } from '../fixtures/real/text-pdf';
import { ask, amount } from './ask';

// Labels as real supplier invoices print them, one line each under a short letterhead. The label
// wording (and where the value stands) is taken from the invoice2data templates (MIT), which their
// authors wrote from real invoices (Coolblue, Simpel, Vodafone, LDLC, EDF, OVH, Free, Dolibarr, Odoo);
// the values are ours. The real PDFs are not reachable here, so this checks the language packs and
// the finder against how those invoices print, not whole documents.

const HEAD: Record<string, string[]> = {
  fr: ['ACME Fournitures SARL', '12 rue des Lilas', '75011 Paris', 'Facture'],
  nl: ['Bakkerij De Graaf B.V.', 'Dorpsstraat 12', '1234 AB Utrecht', 'Factuur'],
  en: ['Azure Interior', '4557 De Silva St', 'Fremont CA 94538', 'Invoice'],
};

async function page(lang: string, line: string): Promise<IntakeResult> {
  const text = [...(HEAD[lang] ?? []), '', line, '', 'Merci / Bedankt / Thank you'].join('\n');
  return readDocument('labels.pdf', await textToPdf(text));
}

describe('totals as French, Dutch and English supplier invoices print them', () => {
  it.each([
    ['fr', 'Montant Hors TVA   260,37', 'Quel est le montant hors taxes ?', 260.37],
    ['fr', 'Total de la facture HT   84,00', 'Quel est le montant hors taxes ?', 84],
    ['fr', 'Montant TTC   129,90', 'Combien devons-nous payer ?', 129.9],
    ['fr', 'Total TVA 20%   9,34', 'Quel est le montant de la TVA ?', 9.34],
    ['nl', 'Exclusief BTW      € 593,36', 'Wat is het bedrag exclusief btw?', 593.36],
    ['nl', 'inclusief Btw   € 15,00', 'Wat is het totaalbedrag?', 15],
    ['nl', 'Totaal te betalen   € 45,99', 'Hoeveel moeten we betalen?', 45.99],
    ['en', 'Tax 15% on $ 100.00     $ 15.00', 'What is the total VAT?', 15],
    ['en', 'Total for this invoice   $4.11', 'What is the amount due?', 4.11],
  ])('%s "%s": %s', async (lang, line, question, expected) => {
    expect(amount(ask(await page(lang, line), question))).toBe(expected);
  });

  it('reads a number glued to its label ("Facture n°12345 du ..."), not the year of the date', async () => {
    const doc = await page('fr', 'Facture n°12345 du 5 janvier 2020');
    expect(ask(doc, 'Quel est le numéro de facture ?')).toBe('12345');
  });

  it('reads "le montant total de la TVA" as the VAT, not the total including it', async () => {
    const doc = await page(
      'fr',
      ['Total HT        46,68', 'Total TVA 20%    9,34', 'Total TTC       56,02'].join('\n'),
    );
    expect(amount(ask(doc, 'Quel est le montant total de la TVA ?'))).toBe(9.34);
  });

  it('answers nothing the page does not print', async () => {
    const doc = await page('nl', 'Exclusief BTW      € 593,36');
    for (const q of ['Wat is het IBAN-nummer?', 'What is the flight number?', 'Wat is de vervaldatum?'])
      expect(ask(doc, q), q).toBeNull();
  });
});
