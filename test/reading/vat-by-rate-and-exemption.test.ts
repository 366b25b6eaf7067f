import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

describe('the VAT read by its rate, two named taxes summed, an exemption line', () => {
  it('reads a VAT line whose words label nothing by its rate of the gross ("GST 9% incl. in total")', () => {
    const page = typedPage('AH-sg-receipt-pharmacy');
    expect(ask(page, 'How much GST is included?')).toBe('5.70');
    expect(ask(page, 'GST amt?')).toBe('5.70');
  });

  it('asks the taxes, not the gross, by "le montant total des taxes"; TPS + TVQ is their sum', () => {
    const page = typedPage('AG-fr-recu-fleuriste');
    expect(ask(page, 'Quel est le montant total des taxes (TPS et TVQ) ?')).toBe('13,70');
    expect(ask(page, 'TPS + TVQ ?')).toBe('13,70');
    expect(ask(page, 'Montant toutes taxes comprises ?')).toBe('105,19');
  });

  it('reads "Btw niet van toepassing" as no VAT charged', () => {
    const page = typedPage('AF-nl-factuur-be-vertaalbureau');
    expect(ask(page, 'Hoeveel btw zit er op deze factuur?')).toBe('0.00');
    expect(ask(page, 'How much VAT is charged on this invoice?')).toBe('0.00');
  });
});
