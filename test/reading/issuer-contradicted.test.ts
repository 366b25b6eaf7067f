import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../main/reading/intake/read';
import { ask, printedPage, type Row } from './positioned-page';
import { ZUGFERD_DIR } from './cii-corpus';

// A "Lieferant" block naming one company, the footer's legal line (registration and VAT numbers)
// and the page's web and mail domain another: which one issued the invoice the page does not
// settle. The labelled name had been answered at 0.97 where the invoice's seller was the footer's
// (the goods' supplier printed as "Lieferant"); a marketplace prints its own legal line under a
// seller's invoice. No answer where the two disagree; the label stands where they agree.

const SELLER = 'Wer ist der Verkäufer?';

const page = (labelled: string, footer: string, domain: string | null): Row[] => [
  [
    [40, 'Lieferant'],
    [210, 'Käufer'],
    [366, 'RECHNUNG'],
  ],
  [
    [40, labelled],
    [210, 'Muster-Kunde GmbH'],
    [366, 'Beleg-Nr: R-4711'],
  ],
  [
    [40, 'Bahnhofstraße 99'],
    [210, 'Kundenweg 88'],
  ],
  [
    [40, '99199 Musterhausen'],
    [210, '40235 Düsseldorf'],
  ],
  '',
  [
    [40, 'Artikel'],
    [300, 'Menge'],
    [380, 'Preis'],
    [480, 'Betrag'],
  ],
  [
    [40, 'Kopierpapier A4'],
    [300, '10'],
    [380, '5,00'],
    [480, '50,00'],
  ],
  [
    [380, 'Endbetrag'],
    [480, '59,50'],
  ],
  '',
  [
    [44, footer],
    [200, 'USt-IdNr: DE123456789'],
    [380, 'HRB Nr. 372876'],
  ],
  [
    [44, 'Bahnhofstraße 99'],
    ...(domain ? ([[200, domain]] as [number, string][]) : []),
    [380, 'Amtsgericht Musterstadt'],
  ],
];

describe('a labelled issuer the legal line and domain name otherwise', () => {
  it('gets no answer', () => {
    const doc = printedPage(page('Kostenlieferant GmbH', 'Musterlieferant GmbH', 'www.musterlieferant.de'));
    expect(ask(doc, SELLER)).toBeNull();
    expect(ask(doc, 'Who issued this invoice?')).toBeNull();
  });

  it('the label stands where the legal line and domain agree with it', () => {
    const doc = printedPage(page('Musterlieferant GmbH', 'Musterlieferant GmbH', 'www.musterlieferant.de'));
    expect(ask(doc, SELLER)).toBe('Musterlieferant GmbH');
  });

  it('the label stands where no domain of the page backs the legal line', () => {
    const doc = printedPage(page('Kostenlieferant GmbH', 'Musterlieferant GmbH', null));
    expect(ask(doc, SELLER)).toBe('Kostenlieferant GmbH');
  });
});

const KOSTEN = 'ZUGFeRDv1__correct__Intarsys__ZUGFeRD_1p0_EXTENDED_Kostenrechnung';
const WAREN = 'ZUGFeRDv1__correct__Intarsys__ZUGFeRD_1p0_EXTENDED_Warenrechnung';
const read = (name: string) => readDocument(`${name}.pdf`, readFileSync(join(ZUGFERD_DIR, `${name}.pdf`)));

describe.skipIf(!existsSync(join(ZUGFERD_DIR, `${KOSTEN}.pdf`)))('real invoices (ZUGFeRD corpus)', () => {
  it('"Lieferant: KOSTENLIEFERANT GMBH" over a footer of MUSTERLIEFERANT GMBH: no answer', async () => {
    expect(ask(await read(KOSTEN), SELLER)).toBeNull();
  });

  it('the same layout with one company throughout names it', async () => {
    expect(ask(await read(WAREN), SELLER)).toBe('MUSTERLIEFERANT GMBH');
  });
});
