import { describe, expect, it } from 'vitest';
import { ask, typedPage as page } from './positioned-page';

// A payment done is asked of the day it was made: a receipt's own date, not a deadline it has none
// of. Asked of a deadline, in the past or not, or of an invoice still to be paid, it is no such day.

describe('the day a payment was made', () => {
  it('on a receipt, in every language', () => {
    expect(ask(page('AD-fr-ticket-restaurant-bruxelles'), 'When was the meal paid?')).toBe('14/09/2024');
    expect(ask(page('J-en-uk-pub-receipt'), 'When was this bill paid?')).toBeTruthy();
    expect(ask(page('AE-us-photographer-card-receipt'), 'When did we pay the photographer?')).toBeTruthy();
    expect(ask(page('W-no-kvittering-togbillett'), 'Når betalte vi for togturen?')).toBeTruthy();
    expect(ask(page('O-nl-parkeren-garage'), 'Op welke datum is het parkeren betaald?')).toBeTruthy();
    expect(ask(page('O-fr-ticket-peage'), 'À quelle date le péage a-t-il été payé ?')).toBeTruthy();
  });

  it('not a deadline, nor an invoice still to be paid, nor a question of no day', () => {
    expect(ask(page('D-nl-kassabon-buurtsuper'), 'Wanneer moet dit betaald zijn?')).toBeNull();
    expect(ask(page('B-da-supplier'), 'On what day was this paid?')).toBeNull();
    expect(ask(page('Q-no-kvittering-taxi'), 'Hva betalte vi for taxien med tips?') ?? '').not.toMatch(
      /\d{2}\.\d{2}\.\d{4}/,
    );
  });
});

describe('the document made, in the verbs of making it', () => {
  it('reads its own date', () => {
    expect(ask(page('C-nl-be-webdesign'), 'Van wanneer dateert deze factuur?')).toBeTruthy();
    expect(ask(page('Z-nl-factuur-fietsenmaker'), 'Op welke datum is de factuur opgemaakt?')).toBeTruthy();
    expect(ask(page('AE-us-photographer-card-receipt'), 'Txn date?')).toBeTruthy();
  });
});
