import { describe, expect, it } from 'vitest';
import { ask, typedPage as page } from './positioned-page';

// The VAT asked in everyday words ("Wie viel Steuer ist da drin?", "Hvor meget af prisen er moms?",
// "What's the GST component?", "What VAT can we reclaim?"): each answer below was missing before,
// the asking words left unexplained. They say how the VAT is asked, not another thing.

describe('VAT asked in everyday words', () => {
  it('words of being in the price ("drin", "là-dedans", "af prisen") ask the VAT', () => {
    expect(ask(page('U-de-at-kassenbon-cafe'), 'Wie viel Steuer ist da drin?')).toBe('4,30');
    expect(ask(page('C-de-at-reinigung'), 'Wie viel USt ist drin?')).toBe('153,86');
    expect(ask(page('U-fr-ch-ticket-pharmacie'), 'Il y a combien de TVA là-dedans ?')).toBe('3.01');
    expect(ask(page('T-da-kvittering-tankstation'), 'Hvor meget af prisen er moms?')).toBe('135,85');
    expect(ask(page('N-no-kvittering-nettbutikk'), 'Hvor mye av prisen er moms?')).toBe('397,45');
    expect(ask(page('F-de-abschlagsrechnung'), 'Wie hoch ist die ausgewiesene Umsatzsteuer?')).toBe(
      '3.405,90',
    );
  });

  it('the VAT charged, its component, and what can be reclaimed are the VAT', () => {
    expect(ask(page('R-nl-ereloonnota-architect'), 'Hoeveel btw wordt er aangerekend?')).toBe('2.198,09');
    expect(ask(page('J-en-nz-gst-tax-invoice'), "What's the GST component?")).toBe('118.93');
    expect(ask(page('A-en-uk-cleaning'), 'What VAT can we reclaim on this?')).toBe('221.68');
    expect(ask(page('J-en-za-vat-tax-invoice'), "What's the VAT we can claim back on this one?")).toBe(
      '1 413.09',
    );
    expect(ask(page('F-de-kleinbetrag'), 'Wie hoch ist die enthaltene Vorsteuer?')).toBe('3,83');
  });

  it('a count charged is still no amount ("Hoeveel zittingen worden er aangerekend?")', () => {
    expect(ask(page('O-nl-be-factuur-kinesitherapie'), 'Hoeveel zittingen worden er aangerekend?')).not.toBe(
      '207,50',
    );
  });
});
