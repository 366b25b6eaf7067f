import { describe, expect, it } from 'vitest';
import { ask, printedPage } from './positioned-page';

// A broker's name says what it deals in before what it is ("Insurance Brokers"): the packs know a
// broker as a trade of its own, so "Which insurer underwrites the fleet?" asks another business
// than the broker whose name shares a stem with "insurer", and "Who is the broker?" names it.
describe('an insurance broker asked as the insurer', () => {
  // A broker's fee note of my own, its legal name in the letterhead.
  const broker = printedPage([
    [
      [50, 'Fenwick Marsh Insurance Brokers Ltd'],
      [360, 'Fee Invoice'],
    ],
    [
      [50, '4 Quay Street, Bristol BS1 4DB'],
      [360, 'Invoice No.:'],
      [450, 'FM-2291'],
    ],
    [
      [360, 'Date:'],
      [450, '02/04/2026'],
    ],
    '',
    [[50, 'Tallis & Webb Ltd']],
    [[50, '12 Mill Road, Bath BA1 3QT']],
    '',
    [
      [50, 'Broker fee - Fleet policy renewal'],
      [470, '240.00'],
    ],
    [
      [330, 'Total due'],
      [470, '£240.00'],
    ],
  ]);
  const name = 'Fenwick Marsh Insurance Brokers Ltd';

  it('gives no broker for the insurer a stem of its name shares', () => {
    expect(ask(broker, 'Which insurer underwrites the fleet policy?')).toBeNull();
    expect(ask(broker, 'Who is the insurer?')).toBeNull();
    expect(ask(broker, "What is the insurer's name?")).toBeNull();
    expect(ask(broker, 'How much do we owe the insurer?')).toBeNull();
  });

  it('names the broker by its own trade and by the words of its name', () => {
    expect(ask(broker, 'Who is the broker?')).toBe(name);
    expect(ask(broker, 'Which brokerage is charging us?')).toBe(name);
    expect(ask(broker, 'Which insurance brokers sent this?')).toBe(name);
    expect(ask(broker, 'How much do we owe the broker?')).toBe('240.00');
    expect(ask(broker, 'Who issued the invoice?')).toBe(name);
  });
});
