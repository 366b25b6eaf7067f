import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../main/reading/qa/question';
import { ask, printedPage, typedPage as page } from './positioned-page';

// The fifth batch typed by others (K-, L-, M-): how questions and labels are worded. Each answer
// below was missing before its change.

describe('a "#" printed for a label\'s number word', () => {
  it('is the number word, glued to the value or not', () => {
    // "Check #4127": the label "check number", the value glued to its "#".
    expect(ask(page('M-en-us-restaurant-receipt-tip'), 'What is the check number?')).toBe('4127');
    expect(ask(page('M-en-us-restaurant-receipt-tip'), 'Check #?')).toBe('4127');
    const spaced = printedPage([
      'Pecan Street Smokehouse',
      [
        [40, 'Server: Jolene'],
        [300, 'Check # 4127'],
      ],
      '03/08/2025',
      [
        [40, 'TOTAL'],
        [300, '77.40'],
      ],
    ]);
    expect(ask(spaced, 'What is the check number?')).toBe('4127');
  });

  it('stands for the number word of a label no pack knows', () => {
    // "Table #412", "Table No. 412": the page's own label answers "the table number".
    for (const table of ['Table #412', 'Table No. 412']) {
      const slip = printedPage([
        'Pecan Street Smokehouse',
        [
          [40, table],
          [300, 'Check # 4127'],
        ],
        '03/08/2025',
      ]);
      expect(ask(slip, 'What is the table number?')).toBe('412');
      expect(ask(slip, 'What is the check number?')).toBe('4127');
    }
  });

  it('names no number the page does not label', () => {
    // "Table 14" is no check's number, nor is a table number asked of it any check's.
    expect(ask(page('M-en-us-restaurant-receipt-tip'), 'What is the table number?')).toBeNull();
  });
});

describe('a question that names the VAT rates it adds up', () => {
  it.each([
    ['Ça fait combien de TVA en tout, 10 et 20 % ensemble ?', 'total_vat'],
    ["What's the VAT at both rates added together?", 'total_vat'],
    ['Wie viel Steuer steckt in der Rechnung, 7 und 19 Prozent zusammen?', 'total_vat'],
    ['Hoeveel btw zit er in de rekening, 9 en 21 procent samen?', 'total_vat'],
    ['Hur mycket av notan är moms, 12 och 25 procent ihop?', 'total_vat'],
    ['Hvor mye av regningen var moms til sammen?', 'total_vat'],
    ['What is the combined VAT amount on this invoice?', 'total_vat'],
    // A single rate stated asks the VAT at it; rates asked in so many words stay rates.
    ['TVA 21 % ?', 'total_vat'],
    ['Is the VAT rate 21 %?', 'vat_rate'],
    ['What are the VAT rates, 10 and 20 %?', 'vat_rate'],
  ])('%s asks for %s, every word accounted for', (question, concept) => {
    const parsed = parseQuestion(question);
    expect(parsed.concept?.id).toBe(concept);
    expect(parsed.unexplained).toEqual([]);
  });

  it('is answered with the VAT of every rate, not one rate or one line', () => {
    const asked: [string, string, string][] = [
      ['L-fr-addition-restaurant', 'Ça fait combien de TVA en tout, 10 et 20 % ensemble ?', '11,71'],
      ['M-en-ie-vat-invoice', "What's the VAT at both rates added together?", '436.88'],
      ['L-de-hotelrechnung', 'Wie viel Steuer steckt in der Rechnung, 7 und 19 Prozent zusammen?', '44,69'],
      ['L-nl-bon-restaurant', 'Hoeveel btw zit er in de rekening, 9 en 21 procent samen?', '12,58'],
      ['L-de-kassenbon-baumarkt', 'Wie viel Steuer ist insgesamt drin, A und B zusammen?', '12,45'],
      ['H-sv-kvitto-hotell', 'Hur mycket av notan är moms, 12 och 25 procent ihop?', '399,29'],
      ['H-nl-factuur-traiteur-gent', 'Hoeveel btw betalen we aan 6 en 21 procent samen?', '156,39'],
      // Both rates named: their lines' sum (538,97 + 41,76), not the line of either.
      ['E-nl-factuur-installateur', 'What is the total VAT (21% and 9% together)?', '580,73'],
    ];
    for (const [id, question, vat] of asked) expect(ask(page(id), question), `${id}: ${question}`).toBe(vat);
  });
});
