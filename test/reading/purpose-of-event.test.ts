import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// A purchase named as what another event was for ("indleveret til reparation") is not the event
// dated: the day the watches were handed in is not the invoice's.
describe('a day asked of an event a purchase was for', () => {
  it('gives no invoice date for the day things were handed in for repair', () => {
    const page = typedPage('BK-da-faktura-urmager');
    expect(ask(page, 'Hvornår blev urene indleveret til reparation?')).toBeNull();
  });

  it('still gives the day of the purchase itself', () => {
    const page = typedPage('BK-da-faktura-urmager');
    expect(ask(page, 'Hvornår var vi til reparation?')).toBe('12.03.2026');
  });
});
