import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';
import { parseQuestion } from '../../main/reading/qa/question';

describe('pages typed by others, tenth batch: the sender line, taglines, trades and receiver words', () => {
  it("a UK window of six lines under the sender line is the customer's, not the letterhead", () => {
    // "Accounts Payable" / the firm / two street lines / "Leeds" / "LS1 5JA" under the sender line.
    const doc = typedPage('AB-uk-it-managed-services-invoice');
    expect(ask(doc, 'Supplier?')).toBe('Northgate IT Solutions Ltd');
    expect(ask(doc, 'Customer name?')).toBe('Harcourt & Lyle Solicitors LLP');
  });

  it("the window's name wrapped onto a line ending in its legal form is read whole", () => {
    const doc = typedPage('AA-de-rechnung-webagentur');
    expect(ask(doc, 'Empfänger?')).toBe('Kanzlei Behrendt & Voss Steuerberater PartG mbB');
  });

  it('a trade alone asked is the business the page is from; a tagline labels nothing', () => {
    expect(parseQuestion('Welk vertaalbureau is het?').concept?.id).toBe('supplier_name');
    expect(ask(typedPage('Z-nl-factuur-vertaalbureau'), 'Welk vertaalbureau is het?')).toBe('Woordwerk B.V.');
  });

  it("the receiver asked by the invoice's own compound or by 'reçoit'", () => {
    expect(ask(typedPage('Z-sv-faktura-konferensanlaggning'), 'Fakturamottagare?')).toBe(
      'Nordkraft Installation AB',
    );
    expect(ask(typedPage('AA-fr-facture-gardiennage-be'), 'Qui reçoit cette facture ?')).toBe(
      'Immobilière du Val SA',
    );
  });
});
