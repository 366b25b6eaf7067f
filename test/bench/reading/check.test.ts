import { describe, expect, it } from 'vitest';
import { isRight, parseAmounts, parseDates, sameName } from './check';

// The benchmark's figures are only as good as its answer checking: these are the comparisons a
// bookkeeper makes by eye.
describe('reading benchmark answer checking', () => {
  it('compares amounts as numbers whatever the printed format', () => {
    for (const printed of ['1.589,80', '1,589.80', '€ 1.589,80', '1589.80 EUR', 'EUR 1 589,80', 'RM1589.80'])
      expect(isRight('amount', printed, '1589.80')).toBe(true);
    expect(isRight('amount', '1.589,00', '1589.80')).toBe(false);
    expect(isRight('amount', '248.05', '248.05')).toBe(true);
    expect(isRight('amount', '0.00', '0.00')).toBe(true);
  });

  it('does not count an answer holding several different amounts as the amount', () => {
    expect(isRight('amount', 'Net 100,00 VAT 19,00 Total 119,00', '119.00')).toBe(false);
    expect(parseAmounts('1.589')).toEqual([1.589, 1589]);
  });

  it('compares dates as ISO whatever the printed form', () => {
    for (const printed of [
      '05.03.2018',
      '2018-03-05',
      '5. März 2018',
      '05/03/2018',
      '5 mars 2018',
      'March 5, 2018',
      '05-Mar-18',
    ])
      expect(parseDates(printed)).toContain('2018-03-05');
    expect(isRight('date', '02 Juillet 2015', '2015-07-02')).toBe(true);
    expect(isRight('date', '7. Mai 2014', '2014-05-07')).toBe(true);
    expect(isRight('date', '27/06/18 10:08', '2018-06-27')).toBe(true);
    expect(isRight('date', 'ASO ELECTRICAL TRADING SDN BHD', '2017-09-27')).toBe(false);
    expect(isRight('date', '06.05.2018', '2018-03-05')).toBe(false);
  });

  it('compares invoice numbers ignoring case and spaces only', () => {
    expect(isRight('id', 'a 00095678', 'A00095678')).toBe(true);
    expect(isRight('id', '471102', '471103')).toBe(false);
    expect(isRight('id', '4711', '471102')).toBe(false);
  });

  it('compares names fuzzily: legal forms optional, most of the name needed', () => {
    expect(sameName('Lieferant', 'Lieferant GmbH')).toBe(true);
    expect(sameName('LAVENDER CONFECTIONERY & BAKERY', 'LAVENDER CONFECTIONERY & BAKERY S/B')).toBe(true);
    expect(sameName('Tavleverandøren, Leverandørvej 11', 'Tavleverandøren')).toBe(true);
    expect(sameName('GERPANG ALAF RESTAURANTS SDN BHD', 'GERBANG ALAF RESTAURANTS SDN BHD')).toBe(true);
    expect(sameName('AG Mitte', 'Kunden AG Mitte')).toBe(false);
    // A truth whose name field carries identifiers: the name is the line that is not one.
    const keyed = 'GLN 4304171000002\nKunden-Nr. : 009420\nMUSTER-KUNDE GMBH';
    expect(sameName('MUSTER-KUNDE GMBH', keyed)).toBe(true);
    expect(sameName('Kunden-Nr. : 009420', keyed)).toBe(false);
    // A name printed over two lines is both lines: the first alone is not the name.
    const twoLines = 'MVM Musterhafter\nVersicherungsverein Musterstadt a.G.';
    expect(sameName('MVM Musterhafter', twoLines)).toBe(false);
    expect(sameName('MVM Musterhafter Versicherungsverein Musterstadt a.G.', twoLines)).toBe(true);
    expect(sameName('GmbH', 'Lieferant GmbH')).toBe(false);
    expect(sameName('VAT number', 'The Sellercompany Incorporated')).toBe(false);
    expect(sameName('FORMERLY KNOWN AS', 'GERBANG ALAF RESTAURANTS SDN BHD')).toBe(false);
  });

  it('compares line counts as the one integer in the answer', () => {
    expect(isRight('count', '4', 4)).toBe(true);
    expect(isRight('count', '4 lines', 4)).toBe(true);
    expect(isRight('count', '4 of 5', 4)).toBe(false);
    expect(isRight('count', 'four', 4)).toBe(false);
  });
});
