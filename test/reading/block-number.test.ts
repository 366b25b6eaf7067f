import { describe, expect, it } from 'vitest';
import { readZugferd as read } from './cii-corpus';
import { ask } from './positioned-page';

// The ZUGFeRD corpus's AWV prints list each party as keys and values ("Käufer/Leistungsempfänger"
// / "Nummer: GE2020211" / "Name: Kunden AG Mitte"), as XRechnung viewers do. The bare number key
// in the customer's block is its customer number: the one the CII data each print carried states
// (buyer ID), where the print had given no answer on 38 of 74 documents. The seller's block's
// "Nummer: 549910" is the seller's own.

describe('the customer number in a key-value party block', () => {
  it.each([
    'XML-Rechnung__FX__EN16931_Einfach',
    'ZUGFeRDv2__correct__intarsys__EN16931__zugferd_2p0_EN16931_Rabatte',
  ])('%s', async (name) => {
    const data = await read(`${name}.cii.xml`);
    const print = await read(`${name}.pdf`);
    const stated = ask(data, 'What is the customer number?');
    expect(stated).toBe('GE2020211');
    for (const q of [
      'What is the customer number?',
      'Wie lautet die Kundennummer?',
      'Hvad er kundenummeret?',
    ])
      expect(ask(print, q), q).toBe(stated);
  });
});
