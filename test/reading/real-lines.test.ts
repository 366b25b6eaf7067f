import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerDocument } from '../../main/reading/answer-document';
import { readDocument } from '../../main/reading/intake/read';
import { documentLines } from '../../main/reading/qa/lines';

// Line tables of real German invoices (the shared ZUGFeRD corpus, read from their print). The
// count each test expects is the document's truth file (the line count of its embedded XML).

const CORPUS = join(new URL('.', import.meta.url).pathname, '../../../shared/corpus/zugferd');
const read = (name: string) => readDocument(`${name}.pdf`, readFileSync(join(CORPUS, `${name}.pdf`)));
const truthLines = (name: string): number =>
  (JSON.parse(readFileSync(join(CORPUS, `${name}.json`), 'utf8')) as { lines: number }).lines;

describe('line tables of real invoices', () => {
  it.each([
    // Headings over two rows ("Preis/" over "Einheit"), a compound heading ("Artikelbeschreibung").
    'ZUGFeRDv1__correct__Intarsys__ZUGFeRD_1p0_COMFORT_Einfach',
    // Notes between items ("Weitere Eigenschaften:") and descriptions over two rows.
    'ZUGFeRDv2__correct__intarsys__EN16931__zugferd_2p0_EN16931_Miete',
    // The table goes on over the page with no headings, the description under the figures.
    'ZUGFeRDv2__correct__intarsys__EN16931__zugferd_2p0_EN16931_Einfach',
    // Headings the text layer joined into one phrase ("Pos Art-Nr-Kunde Beschreibung").
    'ZUGFeRDv2__correct__intarsys__EN16931__zugferd_2p0_EN16931_Rabatte',
    'ZUGFeRDv2__correct__intarsys__EN16931__zugferd_2p0_EN16931_1_Teilrechnung',
    // An item whose description is also a tax's name ("Ökosteuer", with its quantity and price)
    // does not end the table as a totals row would.
    'ZUGFeRDv2__correct__intarsys__EXTENDED__zugferd_2p0_EXTENDED_Kostenrechnung',
    // An item's note runs over five rows (the dates of the sessions) before the next item, after
    // a gap: the table goes on (it had been counted as 1 line, at 0.97).
    'ZUGFeRDv2__correct__intarsys__EN16931__zugferd_2p0_EN16931_Physiotherapeut',
    // Another table's headings under the items ("Beschreibung | Fälligkeit | Teilzahlung") end
    // the table: it does not go on over the page (a third "line" had been read there).
    'ZUGFeRDv2__correct__intarsys__EN16931__zugferd_2p0_EN16931_Kraftfahrversicherung_Bruttopreise',
    // An item's amount a little below its quantity and price, beside its description's next row
    // ("Regio R9 | 80,00"): that item's amount, not an item of its own.
    'XML-Rechnung__FX__EN16931_Kraftfahrversicherung_Bruttopreise',
    'XML-Rechnung__FX__EN16931_1_Teilrechnung',
  ])('%s: counts its lines as the invoice does', async (name) => {
    const doc = await read(name);
    const [count] = answerDocument(doc, ['How many invoice lines are there?']).filter((a) => a.answer);
    expect(count?.answer).toBe(String(truthLines(name)));
  });

  it('reads each line whole: description over its rows, quantity x price = amount', async () => {
    const doc = await read('ZUGFeRDv2__correct__intarsys__EN16931__zugferd_2p0_EN16931_Einfach');
    const lines = documentLines(doc.pages).map((l) => [l.description, l.quantity, l.unitPrice, l.amount]);
    expect(lines).toEqual([
      ['Trennblätter A4', '20', '9.90', '198.00'],
      ['Joghurt Banane', '50', '5.50', '275.00'],
    ]);
  });

  it('joins a description hyphenated over two rows, and keeps detail rows out of it', async () => {
    const doc = await read('ZUGFeRDv2__correct__intarsys__EN16931__zugferd_2p0_EN16931_Miete');
    const descriptions = documentLines(doc.pages).map((l) => l.description);
    expect(descriptions).toContain('Personen-Unfallversicherung');
    expect(descriptions.some((d) => /Eigenschaften|Kennzeichen/.test(String(d)))).toBe(false);
  });

  it('reads the amounts under an "Entgelt" heading', async () => {
    // The CII data counts a fifth line item that holds only a note ("Wir erlauben uns ..."): no
    // line to book, so the print's four lines are what a draft gets.
    const doc = await read('ZUGFeRDv1__correct__Intarsys__ZUGFeRD_1p0_COMFORT_Rabatte');
    // The first item's discount, printed under its GTIN ("abzgl. 16,7% Rabatt -2,00"), lowers it
    // to the CII line's 10.00 (line-allowances.test.ts).
    expect(documentLines(doc.pages).map((l) => [l.unitPrice, l.amount])).toEqual([
      ['4.00', '10.00'],
      ['5.50', '27.50'],
      ['5.49', '109.80'],
      ['2.77', '55.46'],
    ]);
  });

  it('does not take a VAT breakdown table or discount rows for invoice lines', async () => {
    const doc = await read('XML-Rechnung__FX__EN16931_Einfach');
    expect(documentLines(doc.pages).map((l) => l.description)).toEqual(['Trennblätter A4', 'Joghurt Banane']);
  });
});

describe('line tables printed in other ways, in other languages', () => {
  it('reads a French table whose headings run over two rows and go on over the page', async () => {
    const { printedPage } = await import('./positioned-page');
    const first = printedPage([
      'Facture N° F-2021-118',
      '',
      [
        [300, 'Quantité'],
        [400, 'Prix'],
        [500, 'Montant'],
      ],
      [
        [50, 'Désignation'],
        [400, 'unitaire'],
        [500, 'HT'],
      ],
      [
        [50, 'Location nacelle'],
        [300, '3'],
        [400, '120,00'],
        [500, '360,00'],
      ],
      [
        [50, 'Transport'],
        [300, '1'],
        [400, '85,00'],
        [500, '85,00'],
      ],
    ]);
    const second = printedPage([
      'Page 2/2',
      [
        [50, 'Nettoyage'],
        [300, '2'],
        [400, '40,00'],
        [500, '80,00'],
      ],
      '',
      [
        [300, 'Total HT'],
        [500, '525,00'],
      ],
    ]);
    const doc = { ...first, pageCount: 2, pages: [first.pages[0]!, { ...second.pages[0]!, page: 2 }] };
    const lines = documentLines(doc.pages).map((l) => [l.description, l.quantity, l.amount]);
    expect(lines).toEqual([
      ['Location nacelle', '3', '360.00'],
      ['Transport', '1', '85.00'],
      ['Nettoyage', '2', '80.00'],
    ]);
    const [count] = answerDocument(doc, ['Combien de lignes compte la facture ?']).filter((a) => a.answer);
    expect(count?.answer).toBe('3');
  });
});
