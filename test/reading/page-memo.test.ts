import { describe, expect, it } from 'vitest';
import { editDistance } from '../../main/reading/qa/normalize';
import { wordMatch } from '../../main/reading/qa/keyword-match';
import { keywordHits } from '../../main/reading/qa/keyword-hits';
import { conceptOnPage } from '../../main/reading/qa/concept-on-page';
import { conceptById } from '../../main/reading/qa/lexicon';
import { pageModel } from '../../main/reading/qa/page-model';
import { ask, printedPage } from './positioned-page';

/** The edit distance as a plain table, capped as editDistance is: what the reused rows must give. */
function plainDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur.push(Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    if (Math.min(...cur) > cap) return cap + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

const invoice = () =>
  printedPage([
    'Nordlys Elektro ApS',
    'Faktura',
    [
      [50, 'Fakturanummer:'],
      [200, '2024-117'],
    ],
    [
      [50, 'Fakturadato:'],
      [200, '14.03.2024'],
    ],
    [
      [50, 'Flight number:'],
      [200, 'SK1421'],
    ],
    [
      [50, 'Total:'],
      [200, '1.250,00'],
    ],
  ]);

describe('work kept per page gives the answers computed afresh', () => {
  it('edit distance with reused rows equals the plain table, long words and caps included', () => {
    const words = [
      'fakturadato',
      'fakturadatum',
      'invoice',
      'invoices',
      'ïnvoice',
      'total',
      'totaal',
      '',
      'x'.repeat(90),
    ];
    for (const a of words)
      for (const b of [...words, 'x'.repeat(89) + 'y'])
        for (const cap of [0, 1, 2, 3])
          expect(editDistance(a, b, cap), `${a}/${b}/${cap}`).toBe(plainDistance(a, b, cap));
  });

  it("a page's words matched to a question's word are the matches word by word", () => {
    const model = pageModel(invoice().pages[0]!);
    for (const asked of ['flight', 'fakturanummer', 'totals', 'nothing']) {
      const hits = keywordHits(model, asked);
      for (const info of model.segs) {
        const expected = info.tokens.flatMap((t, i) =>
          wordMatch(t, asked) > 0 ? [i, wordMatch(t, asked)] : [],
        );
        expect(hits.get(info) ?? [], asked).toEqual(expected);
      }
    }
  });

  it("a concept's reading kept for the page is handed out as a copy a caller may reorder", () => {
    const model = pageModel(invoice().pages[0]!);
    const total = conceptById.get('total_incl')!;
    const first = conceptOnPage(model, total);
    expect(first.map((f) => f.text)).toContain('1.250,00');
    first.reverse().push({ ...first[0]!, text: 'not printed' });
    expect(conceptOnPage(model, total).map((f) => f.text)).not.toContain('not printed');
  });

  it('the same questions asked again of the same page answer the same, and absent stays absent', () => {
    const doc = invoice();
    for (let round = 0; round < 2; round++) {
      expect(ask(doc, 'Hvad er fakturanummeret?')).toBe('2024-117');
      expect(ask(doc, 'What is the flight number?')).toBe('SK1421');
      expect(ask(doc, 'Hvornår er fakturaen dateret?')).toBe('14.03.2024');
      expect(ask(doc, 'How much is the total?')).toBe('1.250,00');
      expect(ask(doc, 'What is the IBAN?')).toBeNull();
    }
  });
});
