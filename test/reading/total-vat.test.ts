import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../main/reading/intake/read';
import { realDocuments } from '../fixtures/real/load';
import { amount, ask } from './ask';
import { ZUGFERD_DIR } from './cii-corpus';
import { printedDocument, readLines, readPrinted } from './printed';

// The total VAT of real documents whatever their layout: a VAT table summed over its rates, a
// totals block whose labels the text layer printed apart from their values, and silence where a
// document prints no VAT.

const VAT_QUESTIONS = ['What is the total VAT?', 'How much tax is charged?'];

describe('total VAT printed apart from its label', () => {
  it("reads Atlassian's totals block, extracted as a run of amounts then a run of their labels", async () => {
    // "USD 40.25 / USD 7.65 / USD 47.90" over "Total Ex. Tax / 19.01% VAT / Total Amount Paid".
    const doc = await readPrinted(printedDocument('atlassian'));
    for (const q of VAT_QUESTIONS) expect(amount(ask(doc, q))).toBe(7.65);
  });

  it("reads SwissDev's reverse-charge summary, whose 'Tax' heading ended up under its values", async () => {
    const doc = await readPrinted(printedDocument('swissdev'));
    for (const q of VAT_QUESTIONS) expect(amount(ask(doc, q))).toBe(0);
  });

  it('pairs labels and values by their order only where net + VAT = gross', async () => {
    const lines = (vat: string) => [
      'Invoice 2023-118',
      'Invoice Total:    USD 120.00',
      'USD 100.00',
      `USD ${vat}`,
      'USD 120.00',
      'Total Ex. Tax',
      '20% VAT',
      'Total Amount Paid',
    ];
    expect(amount(ask(await readLines(lines('20.00')), 'What is the total VAT?'))).toBe(20);
    // The same layout whose figures do not add up: the pairing is no evidence, nothing is said.
    expect(ask(await readLines(lines('25.00')), 'What is the total VAT?')).toBeNull();
  });
});

describe('total VAT of a VAT table with several rates', () => {
  const name = 'ZUGFeRDv2__correct__intarsys__EN16931__zugferd_2p0_EN16931_Rechnungskorrektur';
  it.skipIf(!existsSync(join(ZUGFERD_DIR, `${name}.pdf`)))(
    'sums the rate rows of a real credit note that prints no VAT total (its totals add up with the sum)',
    async () => {
      // "Steuerbetrag" over -0,92 (19 %) and -0,20 (7 %); net -7,67, gross -8,79; the XML says -1.12.
      const truth = JSON.parse(readFileSync(join(ZUGFERD_DIR, `${name}.json`), 'utf8')) as {
        total_vat: string;
      };
      const doc = await readDocument(`${name}.pdf`, readFileSync(join(ZUGFERD_DIR, `${name}.pdf`)));
      for (const q of [...VAT_QUESTIONS, 'Wie hoch ist die Umsatzsteuer insgesamt?'])
        expect(amount(ask(doc, q))).toBe(Number(truth.total_vat));
    },
  );

  it("reads a till receipt's VAT table whose sum row has a label of its own ('Gesamtbetrag')", async () => {
    const doc = await readLines([
      'Markt Süd GmbH',
      'Hauptstr. 5, 50667 Köln',
      'BANANEN                 1,19 A',
      'MILCH                   1,09 B',
      'BROT                    2,27 B',
      'SUMME            EUR    4,55',
      'Geg. BAR         EUR    5,00',
      'Rückgeld BAR     EUR    0,45',
      '',
      'Steuer  %      Netto    Steuer    Brutto',
      'A=  19,0%      1,00     0,19      1,19',
      'B=   7,0%      3,14     0,22      3,36',
      'Gesamtbetrag   4,14     0,41      4,55',
    ]);
    for (const q of [...VAT_QUESTIONS, 'Wie hoch ist die Mehrwertsteuer?'])
      expect(amount(ask(doc, q))).toBe(0.41);
    expect(amount(ask(doc, 'What is the total?'))).toBe(4.55);
  });
});

describe("a till receipt's VAT table without a row of sums", () => {
  it('adds the rates whose net and VAT columns together make the total paid (French ticket)', async () => {
    const doc = await readLines([
      'SUPERMARCHÉ DU CENTRE',
      '12 rue de la Paix 75002 Paris',
      'PAIN DE MIE            2,10',
      'LAIT 1L                1,05',
      'VIN ROUGE              8,50',
      'TOTAL TTC             11,65',
      'CB                    11,65',
      '',
      'TVA     TAUX     HT      TVA',
      'A      5,50%    2,99    0,16',
      'B     20,00%    7,08    1,42',
    ]);
    for (const q of ['Quel est le montant de la TVA ?', 'What is the total VAT?'])
      expect(amount(ask(doc, q))).toBe(1.58);
  });

  it("adds the rates where each row's net + VAT = its own gross (Swedish receipt)", async () => {
    const doc = await readLines([
      'Livs Storgatan',
      'Storgatan 1, 111 22 Stockholm',
      'MJÖLK                 14,90',
      'ÖL                    29,90',
      'Totalt                44,80',
      'Kort                  44,80',
      '',
      'Moms%    Moms     Netto    Brutto',
      '12,00    1,60     13,30    14,90',
      '25,00    5,98     23,92    29,90',
    ]);
    // One row adds up on its own (13,30 + 1,60 = 14,90): only the sum of both is the receipt's.
    for (const q of ['Hur mycket moms?', 'What is the total VAT?']) expect(amount(ask(doc, q))).toBe(7.58);
  });

  it('reads the rate rows by their arithmetic where no VAT word heads the VAT column (Dutch receipt)', async () => {
    // "BTW  Over  Bedrag": 9 % of 2,28 is 0,21 and 21 % of 4,95 is 1,04; 7,23 + 1,25 = the 8,48 paid.
    const doc = await readLines([
      'Supermarkt Damstraat',
      'Damstraat 1, 1012 AB Amsterdam',
      'BROOD                  2,49',
      'BIER                   5,99',
      'TOTAAL                 8,48',
      'PINNEN                 8,48',
      '',
      'BTW      Over     Bedrag',
      '9%       2,28     0,21',
      '21%      4,95     1,04',
      'Totaal   7,23     1,25',
    ]);
    for (const q of ['Hoeveel btw?', 'What is the total VAT?']) expect(amount(ask(doc, q))).toBe(1.25);
  });

  it('does not take a list of items summed under a VAT word for the VAT (Norwegian receipt)', async () => {
    // "MVA" after the organisation number stands over the items; their sum is the total paid.
    const doc = await readLines([
      'Dagligvare Grünerløkka',
      'Thorvald Meyers gate 1, 0555 Oslo',
      'Org.nr 123456789 MVA',
      'MELK                  21,90',
      'BRØD                  35,00',
      'TOTALT                56,90',
      'BANKAXEPT             56,90',
      '',
      'Mva-grunnlag   Mva%   Mva',
      '19,04          15     2,86',
      '28,00          25     7,00',
    ]);
    for (const q of ['Hvor mye mva?', 'What is the total VAT?']) expect(amount(ask(doc, q))).toBe(9.86);
    expect(amount(ask(doc, 'What is the total?'))).toBe(56.9);
  });
});

describe('a document without VAT', () => {
  it('says nothing about VAT on the real printed invoices that print none', async () => {
    const without = ['printed-en', 'printed-de']
      .flatMap((s) => realDocuments(s))
      .filter((d) => d.truth.total_vat == null && !('total_vat' in (d.truth._not_in_text ?? {})));
    expect(without.length).toBeGreaterThan(3);
    for (const d of without) {
      const doc = await readPrinted(d);
      for (const q of VAT_QUESTIONS) expect([d.id, ask(doc, q)]).toEqual([d.id, null]);
    }
  });

  it('says nothing on a till receipt that prints no tax', async () => {
    const doc = await readLines([
      'Bäckerei am Markt',
      'Marktplatz 1, 80331 München',
      'Brötchen     2,40',
      'Kaffee       3,50',
      'Summe EUR    5,90',
      'Bar          10,00',
      'Rückgeld     4,10',
    ]);
    for (const q of [...VAT_QUESTIONS, 'Wie hoch ist die Mehrwertsteuer?']) expect(ask(doc, q)).toBeNull();
  });
});
