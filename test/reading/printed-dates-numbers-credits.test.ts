import { describe, expect, it } from 'vitest';
import { parseAmount, parseDate } from '../../main/reading/qa/normalize';
import { findValues } from '../../main/reading/qa/values';
import { checkPages } from './real-label-pages';

// Dates, invoice numbers and credits as real invoices print them. Label wordings from the
// invoice2data templates (github.com/invoice-x/invoice2data, MIT, one per real supplier; see
// real-label-pages.ts): Linode "Invoice: #12345", DigitalOcean "Date Issued: June 3, 2019",
// Twitter UK "Issue date" / "Total including VAT £", LDLC "Facture n°"; Tally's Indian tax
// invoices date "12-Jun-19". Values are ours (net + VAT = gross).

const PAGES = `
# en com/com.linode.yml | number=1234567 date=2019-06-12 due=2019-06-26 amount=12 vat=2 net=10
Invoice: #1234567
Invoice Date: 12-Jun-19
Due Date: 26-Jun-2019

Subtotal    $10.00
Tax    $2.00
Invoice Total:    $12.00
# en com/com.digitalocean.yml | number=INV-0042 date=2019-06-03 due=2019-07-03 amount=12
Invoice No.: INV-0042
Date Issued: Jun 3, 2019
Due Date: July 3rd,2019

Total:    $12.00
# en title:number-sign | number=1234567 date=2019-06-12 amount=12
Invoice #1234567
Date: 12/Jun/2019

Invoice Total:    $12.00
# en com/com.twitter.uk.yml | number=7654321 date=1998-12-31 amount=12 vat=2 net=10
Invoice number 7654321
Issue date 31 Dec 98

Total excluding VAT    £10.00
VAT    £2.00
Total including VAT    £12.00
# fr fr/com.ldlc.yml | number=F2019/114 date=2019-06-12 amount=120 vat=20 net=100
Facture n° F2019/114
Paris, le 12 juin 2019

Montant HT    100,00 €
TVA 20%    20,00 €
Montant TTC    120,00 €
# en credit:minus-before-currency | amount=-15 vat=-2.5 net=-12.5 due=-
CREDIT NOTE
Credit note no. CN-0042

Subtotal    -€12.50
VAT 20%    -€2.50
Total    -€15.00
# en credit:brackets | amount=-15 vat=-2.5 net=-12.5
CREDIT NOTE

Subtotal    (€12.50)
VAT 20%    (€2.50)
Total    ($15.00)
# de credit:trailing-minus | amount=-14.88 vat=-2.38 net=-12.5
Gutschrift

Nettobetrag    12,50- EUR
USt. 19%    2,38- EUR
Gesamtbetrag    14,88- EUR
`;

checkPages('dates, numbers and credits of', PAGES);

const amounts = (text: string) => findValues('amount', text).map((f) => parseAmount(f.text));

describe('credits as invoices print them', () => {
  it('keeps the minus or the brackets wherever the currency stands', () => {
    for (const text of ['-€12.50', '€-12.50', '(12.50)', '12,50-', '(€12.50)', '€ (12.50)', '-EUR 12,50'])
      expect(amounts(text), text).toEqual([-12.5]);
    expect(amounts('Discount -RM14.10')).toEqual([-14.1]);
    expect(amounts('(1.234,56 €)')).toEqual([-1234.56]);
    expect(amounts('($1,234.56)')).toEqual([-1234.56]);
  });

  it('reads a dash between a label and its amount as no minus', () => {
    expect(amounts('Total due - $120.00')).toEqual([120]);
    expect(amounts('Rabatt – € 5,00')).toEqual([5]);
  });
});

describe('dates with month names and two-digit years', () => {
  it('reads each printed form as the same day', () => {
    for (const text of [
      '12-Jun-19',
      '12 Jun 19',
      '12-Jun-2019',
      '12/Jun/2019',
      'June 12th, 2019',
      'Jun 12,2019',
      '12th of June 2019',
    ])
      expect(
        findValues('date', `Date: ${text}`).map((f) => f.normalized),
        text,
      ).toEqual(['2019-06-12']);
  });

  it('reads a year-first date with slashes or dots as with dashes', () => {
    for (const text of ['2019-06-12', '2019/06/12', '2019.06.12', '2019/6/12'])
      expect(
        findValues('date', `Date: ${text}`).map((f) => f.normalized),
        text,
      ).toEqual(['2019-06-12']);
    expect(findValues('date', 'Version 2019.06-12')).toEqual([]);
  });

  it('puts a two-digit year in the century it was printed in', () => {
    expect(parseDate('31.12.98')).toBe('1998-12-31');
    expect(parseDate('01.02.19')).toBe('2019-02-01');
  });

  it('does not take a time or a rate after a month for a year', () => {
    expect(findValues('date', 'Delivery 12 Jun 19:30')).toEqual([]);
    expect(findValues('date', 'USt. 1 Mai 19 %')).toEqual([]);
  });
});

describe('currencies from one list', () => {
  it('names the document currency from a code or a sign that says which', () => {
    const currency = (text: string) => findValues('currency', text).map((f) => f.normalized);
    expect(currency('Grand Total ₹ 1,180.00')).toEqual(['INR']);
    expect(currency('Currency: MYR')).toEqual(['MYR']);
    expect(currency('Total 120,00 €')).toEqual(['EUR']);
    // "¥" is the yen or the yuan, "kr" any of three kroner: no currency is named.
    expect(currency('¥ 1200')).toEqual([]);
    expect(currency('I alt kr. 12.500,-')).toEqual([]);
  });

  it('reads a whole amount beside every code the currency list holds', () => {
    for (const code of ['SGD', 'AUD', 'CAD', 'INR', 'MYR', 'DKK', 'Rs', 'RM', 'kr'])
      expect(amounts(`Total ${code} 1200`), code).toEqual([1200]);
    expect(amounts('Total 1200')).toEqual([]);
  });
});
