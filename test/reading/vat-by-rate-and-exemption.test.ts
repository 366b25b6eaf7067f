import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

describe('the VAT read by its rate, two named taxes summed, an exemption line', () => {
  it('reads a VAT line whose words label nothing by its rate of the gross ("GST 9% incl. in total")', () => {
    const page = typedPage('AH-sg-receipt-pharmacy');
    expect(ask(page, 'How much GST is included?')).toBe('5.70');
    expect(ask(page, 'GST amt?')).toBe('5.70');
  });

  it('asks the taxes, not the gross, by "les taxes"; one named tax is never their sum', () => {
    const page = typedPage('AG-fr-recu-fleuriste');
    // "taxes" in "toutes taxes comprises" says the gross; alone it asks the taxes ("Taxes totales").
    expect(ask(page, 'Taxes ?')).toBe('13,70');
    expect(ask(page, 'Montant toutes taxes comprises ?')).toBe('105,19');
    expect(ask(page, 'Quel est le montant total des taxes (TPS et TVQ) ?')).not.toBe('105,19');
    // TPS and TVQ as labels of the total VAT answered "Montant de la TPS ?" with both (13,70).
    expect(ask(page, 'Montant de la TPS ?')).not.toBe('13,70');
    expect(ask(page, 'Quel est le montant de la TVQ ?')).not.toBe('13,70');
  });

  it('reads "Btw niet van toepassing" as no VAT charged', () => {
    const page = typedPage('AF-nl-factuur-be-vertaalbureau');
    expect(ask(page, 'Hoeveel btw zit er op deze factuur?')).toBe('0.00');
    expect(ask(page, 'How much VAT is charged on this invoice?')).toBe('0.00');
  });
});
