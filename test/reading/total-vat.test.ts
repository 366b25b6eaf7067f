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
