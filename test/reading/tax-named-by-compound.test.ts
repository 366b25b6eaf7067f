import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../main/reading/intake/read';
import { computeFeatures } from '../../main/reading/qa/features';
import type { IntakeResult } from '../../main/reading/types';
import { ask, printedPage, type Row } from './positioned-page';
import { ZUGFERD_DIR } from './cii-corpus';

// Insurers print their insurance tax where others print VAT, named by a compound whose head is
// the VAT word ("Versicherungsteuer"): the page's tax. Its line may go on with what it is charged
// on ("zur Verbundenen Wohngebäudeversicherung"), or follow words saying the tax is contained in
// an amount ("in diesem Beitrag enthaltene Versicherungsteuer"), its figure in brackets as an aside.

/** The VAT a booking draft takes from the page. */
const bookedVat = (doc: IntakeResult): string | undefined =>
  computeFeatures(doc, [{ type: 'TOTAL_VAT' }]).totalVat?.[0]?.value;

const VAT = 'Wie hoch ist die Umsatzsteuer insgesamt?';
const VAT_REWORDED = 'Wie viel Mehrwertsteuer wird berechnet?';

/** An insurer's bill: the premium, one tax line as given, the amount billed. */
const bill = (taxLine: string, tax: string, gross = '1.163,40 €'): Row[] => [
  'Muster Versicherung AG',
  'Musterstr. 12, 12345 Musterstadt',
  '',
  'Herrn Max Mustermann',
  '',
  [
    [71, 'Gesamtbeitrag'],
    [422, '1.000,00 €'],
  ],
  [
    [71, taxLine],
    [430, tax],
  ],
  [
    [71, 'Rechnungsbetrag'],
    [422, gross],
  ],
];

describe('a tax named by a VAT compound is the page tax', () => {
  it.each([
    ['Versicherungsteuer zur Verbundenen Wohngebäudeversicherung', '163,40 €', '163,40'],
    ['Versicherungssteuer auf den Beitrag', '163,40 €', '163,40'],
    ['darin enthaltene Versicherungsteuer', '163,40 €', '163,40'],
    ['in diesem Beitrag enthaltene Versicherungsteuer', '(163,40 €)', '163,40'],
    // Words before "enthaltene" saying what the VAT is in, before a VAT word itself.
    ['im Betrag enthaltene MwSt.', '163,40 €', '163,40'],
    ['enthaltene Umsatzsteuer', '163,40 €', '163,40'],
  ])('"%s | %s"', (line, printed, answer) => {
    const doc = printedPage(bill(line, printed));
    expect(ask(doc, VAT)).toBe(answer);
    expect(ask(doc, VAT_REWORDED)).toBe(answer);
  });

  it('the contained tax in brackets is booked as the tax, not as a credit', () => {
    const doc = printedPage(bill('in diesem Beitrag enthaltene Versicherungsteuer', '(163,40 €)'));
    expect(bookedVat(doc)).toBe('163.40');
  });
});

describe('lines a tax compound names that are no tax line', () => {
  it.each([
    // An item named by a tax, with its supplier: a line of the invoice.
    ['Ökosteuer Lieferant', '163,40 €'],
    // The gross, said to hold the tax.
    ['Gesamtbetrag inkl. Versicherungsteuer', '1.163,40 €'],
    // A remark with a figure is no remark on what the tax is charged on.
    ['Stromsteuer für 2.400 kWh Verbrauch', '163,40 €'],
  ])('"%s | %s" answers no VAT', (line, printed) => {
    expect(ask(printedPage(bill(line, printed)), VAT)).toBeNull();
  });

  it('a plain VAT word with a remark is not read as the whole VAT ("MwSt. auf Versand")', () => {
    expect(ask(printedPage(bill('MwSt. auf Versand', '1,90 €')), VAT)).toBeNull();
  });

  it('a credit note bracketing its totals keeps its VAT a credit', () => {
    const doc = printedPage([
      'Gutschrift',
      '',
      [
        [71, 'Gutschriftsbetrag'],
        [422, '(119,00 €)'],
      ],
      [
        [71, 'darin enthaltene MwSt.'],
        [430, '(19,00 €)'],
      ],
    ]);
    expect(bookedVat(doc)).toBe('-19.00');
  });
});

const INSURERS: [string, string][] = [
  // "Versicherungsteuer zur Verbundenen Wohngebäudeversicherung | 163,40 €"
  ['ZUGFeRDv1__correct__Intarsys__ZUGFeRD_1p0_COMFORT_Sachversicherung_berechneter_Steuersatz', '163,40'],
  // "in diesem Beitrag enthaltene Versicherungsteuer | (35,13 €)", between two lines of keys and
  // amounts ("vierteljährlicher Beitrag inklusive 19 % Versicherungsteuer | 220,00 €"), which had
  // been taken for another block's lines level with the label.
  ['ZUGFeRDv1__correct__Intarsys__ZUGFeRD_1p0_COMFORT_Kraftfahrversicherung_Bruttopreise', '35,13'],
  // "Versicherungsteuer 19 % | 9,50 €", read so before.
  ['ZUGFeRDv1__correct__Intarsys__ZUGFeRD_1p0_COMFORT_Haftpflichtversicherung_Versicherungssteuer', '9,50'],
];

describe.skipIf(!existsSync(ZUGFERD_DIR))('real insurers’ bills (ZUGFeRD corpus)', () => {
  it.each(INSURERS)('%s: the insurance tax', async (name, tax) => {
    const doc = await readDocument(`${name}.pdf`, readFileSync(join(ZUGFERD_DIR, `${name}.pdf`)));
    expect(ask(doc, VAT)).toBe(tax);
    expect(ask(doc, VAT_REWORDED)).toBe(tax);
  });
});
