import { describe, expect, it } from 'vitest';
import { readDocument } from '../../main/reading/intake/read';
import { parseAmount, parseDate } from '../../main/reading/qa/normalize';
import { textToPdf } from '../fixtures/real/text-pdf';
import { ask } from './ask';

// Each page of real-labels-*.test.ts prints the labels of one real supplier's invoice, worded,
// abbreviated and laid out (label, gap, value) as that supplier prints them. The wording is taken
// from the template the page names: the invoice2data project (github.com/invoice-x/invoice2data,
// MIT) keeps one template per real supplier, written from that supplier's invoices, under
// src/invoice2data/extract/templates/. The "india:" pages print the labels of Indian GST tax
// invoices (Taxable Value, CGST + SGST or IGST, Total Invoice Value), one as Tally prints them
// ("Buyer (Bill to)", "IGST OUTPUT", "Amount Chargeable (in words)", as in the OCR text of a real
// invoice kept by github.com/dipesh1903/bill-scanner, no licence stated: only label words are
// used). The "pl:fakturaxl" page prints the number label of a Polish supplier's invoice printed by
// fakturaXL ("VAT Invoice no.", test/fixtures/real/printed-en/swissdev-FS-22-09-51); the "paid:"
// pages the labels of paid invoices in test/fixtures/real/printed-en and printed-de (Atlassian's
// "Amount Now Due", Indeed's "Ausstehender Betrag"). The
// "line-table:" page is a French product table whose "Réf." column holds product codes,
// not the invoice number. The values are ours, chosen so that net + VAT = gross. Every page answers
// the plain question in its own language and nothing it does not print: "-" expects no answer, and
// every page is also asked for a flight number and an IBAN, which none prints.

type Lang = 'en' | 'fr' | 'nl' | 'de';
type Ask = 'number' | 'date' | 'due' | 'amount' | 'vat' | 'net' | 'flight' | 'iban';

const QUESTIONS: Record<Lang, Record<Ask, string>> = {
  en: {
    number: 'What is the invoice number?',
    date: 'What is the invoice date?',
    due: 'What is the due date?',
    amount: 'What is the amount due?',
    vat: 'What is the total VAT?',
    net: 'What is the total excluding VAT?',
    flight: 'What is the flight number?',
    iban: 'What is the IBAN?',
  },
  fr: {
    number: 'Quel est le numéro de facture ?',
    date: 'Quelle est la date de facture ?',
    due: "Quelle est la date d'échéance ?",
    amount: 'Quel est le montant à payer ?',
    vat: 'Quel est le montant total de la TVA ?',
    net: 'Quel est le montant hors taxes ?',
    flight: 'Quel est le numéro de vol ?',
    iban: "Quel est l'IBAN ?",
  },
  nl: {
    number: 'Wat is het factuurnummer?',
    date: 'Wat is de factuurdatum?',
    due: 'Wat is de vervaldatum?',
    amount: 'Wat is het te betalen bedrag?',
    vat: 'Wat is het totale btw-bedrag?',
    net: 'Wat is het bedrag exclusief btw?',
    flight: 'Wat is het vluchtnummer?',
    iban: 'Wat is het IBAN?',
  },
  de: {
    number: 'Wie lautet die Rechnungsnummer?',
    date: 'Was ist das Rechnungsdatum?',
    due: 'Wann ist die Rechnung fällig?',
    amount: 'Wie hoch ist der zu zahlende Betrag?',
    vat: 'Wie hoch ist die Umsatzsteuer insgesamt?',
    net: 'Wie hoch ist der Nettobetrag?',
    flight: 'Wie lautet die Flugnummer?',
    iban: 'Wie lautet die IBAN?',
  },
};

/** A short letterhead and the document's title, as on every invoice. */
const HEAD: Record<Lang | 'india', string[]> = {
  fr: ['ACME Fournitures SARL', '12 rue des Lilas', '75011 Paris', '', 'FACTURE'],
  nl: ['Bakkerij De Graaf B.V.', 'Dorpsstraat 12', '1234 AB Utrecht', '', 'FACTUUR'],
  en: ['Azure Interior', '4557 De Silva St', 'Fremont CA 94538', '', 'INVOICE'],
  de: ['Muster Technik GmbH', 'Hauptstraße 5', '10115 Berlin', '', 'Rechnung'],
  india: ['Sharma Traders Pvt Ltd', '12 MG Road', 'Bengaluru 560001', '', 'TAX INVOICE'],
};

type Case = { lang: Lang; from: string; lines: string[]; asks: [Ask, string | number | null][] };

/**
 * Pages written as "# <lang> <template> | <ask>=<expected> ..." followed by the page's lines. An
 * expected number is an amount, YYYY-MM-DD a date, "-" no answer.
 */
export function cases(pages: string): Case[] {
  return pages
    .trim()
    .split(/^# /m)
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const [header = '', ...lines] = block.split('\n');
      const [name = '', expected = ''] = header.split(' | ');
      const [lang, from = ''] = name.split(' ') as [Lang, string];
      const asks = expected.split(' ').map((pair): [Ask, string | number | null] => {
        const [kind, value = ''] = pair.split('=') as [Ask, string];
        if (value === '-') return [kind, null];
        return [kind, /^-?\d+(\.\d+)?$/.test(value) && kind !== 'number' ? Number(value) : value];
      });
      return { lang, from, lines, asks: [...asks, ['flight', null], ['iban', null]] };
    });
}

function normalized(kind: Ask, answer: string | null): string | number | null {
  if (answer === null) return null;
  if (kind === 'date' || kind === 'due') return parseDate(answer) ?? answer;
  if (kind === 'amount' || kind === 'vat' || kind === 'net')
    return parseAmount(answer.replace(/[^\d.,()-]/g, '')) ?? answer;
  return answer;
}

/** One test per page: every expected answer, asked in the page's own language. */
export function checkPages(name: string, pages: string): void {
  describe(`labels as real ${name} invoices print them`, () => {
    it.each(cases(pages).map((c) => [c.from, c] as const))('%s', async (_from, c) => {
      const head = HEAD[c.from.startsWith('india:') ? 'india' : c.lang];
      const text = [...head, '', ...c.lines, '', 'Page 1/1'].join('\n');
      const doc = await readDocument('invoice.pdf', await textToPdf(text));
      for (const [kind, expected] of c.asks) {
        const question = QUESTIONS[c.lang][kind];
        expect(normalized(kind, ask(doc, question)), question).toBe(expected);
      }
    });
  });
}
