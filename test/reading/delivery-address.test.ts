import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readDocument } from '../../main/reading/intake/read';
import { parseQuestion } from '../../main/reading/qa/question';
import { REAL_DIR } from '../fixtures/real/load';
import { readZugferd as read } from './cii-corpus';
import { ask, printedPage } from './positioned-page';

// Where the goods went is an address of its own. "What is the shipping address?" was answered with
// the customer's address on every invoice (87 of the ZUGFeRD, printed and receipt documents),
// whether or not one was printed; an invoice that prints a "Warenempfänger" or "Ship to" block was
// answered from the customer's block instead of it.

describe('the delivery address', () => {
  it.each([
    ['What is the shipping address?', 'delivery_address'],
    ['What is the delivery address?', 'delivery_address'],
    ['Wie lautet die Lieferanschrift?', 'delivery_address'],
    ["Quelle est l'adresse de livraison ?", 'delivery_address'],
    ['Wat is het afleveradres?', 'delivery_address'],
    ['Hvad er leveringsadressen?', 'delivery_address'],
    ['Vad är leveransadressen?', 'delivery_address'],
    ["What is the customer's address?", 'receiver_address'],
    ['What is the billing address?', 'receiver_address'],
    ['Where is the buyer located?', 'receiver_address'],
  ])('"%s" asks for the %s', (question, concept) => {
    expect(parseQuestion(question).concept?.id).toBe(concept);
  });

  it('is not the customer\'s address where none is printed (ZUGFeRD "Einfach": one customer block)', async () => {
    const print = await read('XML-Rechnung__FX__EN16931_Einfach.pdf');
    expect(ask(print, "What is the customer's address?")).toMatch(/Kundenstraße 15/);
    for (const q of ['What is the shipping address?', 'Wie lautet die Lieferanschrift?'])
      expect(ask(print, q), q).toBeNull();
  });

  it('is read from a "Warenempfänger" key-value block, with its unit line, as the CII data states it', async () => {
    const name = 'XML-Rechnung__FX__EN16931_Betriebskostenabrechnung';
    expect(ask(await read(`${name}.cii.xml`), 'What is the delivery address?')).toBe(
      'Verwaltung Straße 40, Einheit: 5.OG rechts, 12345 Musterstadt',
    );
    expect(ask(await read(`${name}.pdf`), 'Wie lautet die Lieferanschrift?')).toBe(
      'Verwaltung Straße 40, Einheit: 5.OG rechts, DE 12345 Musterstadt',
    );
    // The same invoice printed by another program: the street without a key, the unit line keyed.
    const other = 'ZUGFeRDv2__correct__intarsys__EN16931__zugferd_2p0_EN16931_Betriebskostenabrechnung.pdf';
    expect(ask(await read(other), 'What is the delivery address?')).toBe(
      'Verwaltung Straße 40, Einheit: 5.OG rechts, DE 12345 Musterstadt',
    );
  });

  it("is read from its column beside the customer's, without the GLN and name lines", async () => {
    const print = await read('ZUGFeRDv1__correct__Intarsys__ZUGFeRD_1p0_EXTENDED_Warenrechnung.pdf');
    expect(ask(print, 'What is the delivery address?')).toBe('HAUPTSTRASSE 44, 31157 SARSTEDT');
    expect(ask(print, "What is the customer's address?")).toMatch(/^KUNDENWEG 88/);
  });

  it('a "Ship to" block beside "Bill to" is the delivery address; the billed one is the customer\'s', () => {
    const page = printedPage([
      'Northwind Supplies Ltd, 4 Harbour Road, Leeds LS1 4AB',
      'INVOICE',
      [
        [50, 'Bill to'],
        [300, 'Ship to'],
      ],
      [
        [50, 'Acme Trading Ltd'],
        [300, 'Acme Trading Ltd - Warehouse 3'],
      ],
      [
        [50, '12 King Street'],
        [300, 'Unit 7, Dock Lane'],
      ],
      [
        [50, 'Manchester M2 4WU'],
        [300, 'Liverpool L3 9AG'],
      ],
      '',
      'Invoice number: INV-2291',
      'Total due: £ 1,240.00',
    ]);
    expect(ask(page, 'What is the shipping address?')).toBe('Unit 7, Dock Lane, Liverpool L3 9AG');
    expect(ask(page, 'Where were the goods delivered?')).toBe('Unit 7, Dock Lane, Liverpool L3 9AG');
  });

  it("comes from a PEPPOL e-invoice's delivery location, and from nowhere when it states none", async () => {
    const xml = (set: string, file: string) => readFileSync(join(REAL_DIR, set, file));
    const peppol = await readDocument('peppol.xml', xml('einvoices', 'peppol-base-example.xml'));
    expect(ask(peppol, 'What is the delivery address?')).toMatch(/\d/);
    const oioubl = await readDocument('oioubl.xml', xml('einvoices', 'oioubl-happy-path.xml'));
    expect(ask(oioubl, 'What is the delivery address?')).toBeNull();
  });

  it('"the contract number" is no bank account number, however sure the question model is', () => {
    expect(parseQuestion('What is the contract number?').unexplained).toContain('contract');
  });
});
