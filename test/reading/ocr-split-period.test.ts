import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ask, asScan, printedPage } from './positioned-page';

// A till receipt typed by others (BP-sv-kvitto-hundpensionat), read as OCR read it: the dashes of
// the stay's period "Vistelse 2026-04-16 -- 2026-04-21" were dropped and the line split in two
// segments, so "Vistelse 2026-04-16" looked like a letter's dateline ("Tonnerre, le 28 avril").
type Cell = [number, string];
const dir = join(new URL('.', import.meta.url).pathname, '../fixtures/typed-by-others');
const rows = (
  JSON.parse(readFileSync(join(dir, 'BP-sv-kvitto-hundpensionat.json'), 'utf8')) as {
    rows: (string | Cell[])[];
  }
).rows;
const STAY = 'Vistelse 2026-04-16 -- 2026-04-21';

/** The receipt with its stay's line as OCR split it, and the receipt's own date line as given. */
function kennel(stay: Cell[], own = '2026-04-21 16:42'): ReturnType<typeof asScan> {
  const cells = rows.map((r) => {
    if (typeof r === 'string') return r;
    if (r[0]?.[1] === STAY) return stay;
    return r.map(([x, t]): Cell => [x, t === '2026-04-21 16:42' ? own : t]);
  });
  return asScan(printedPage(cells));
}

describe('a period whose dash OCR dropped, split over two segments', () => {
  const split: Cell[] = [
    [170, 'Vistelse 2026-04-16'],
    [300, '2026-04-21'],
  ];

  it("dates the receipt by its own date, not the stay's first day", () => {
    for (const q of ['Datum?', 'Vilket datum är kvittot utfärdat?', 'What is the date of the receipt?'])
      expect(ask(kennel(split), q)).toBe('2026-04-21');
  });

  it('still reads a dateline: a place and a date with no date after it on the line', () => {
    const page = kennel([[170, 'Vallentuna 2026-04-22']], 'Kassa 1');
    expect(ask(page, 'Datum?')).toBe('2026-04-22');
  });
});
