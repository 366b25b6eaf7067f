import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// Who rents a thing now ("Hvilket firma lejer bådpladsen?", "leier", "mietet", "huurt", "rents")
// is the hirer, the customer, as who rented it ("lejede") is; who lets it out ("udlejer",
// "utleier", a hirer's verb closing on the landlord's prefix) is the issuer, never the customer.

describe('a hirer asked in the present tense', () => {
  it('is no seller', () => {
    const marina = typedPage('BT-da-faktura-lystbaadehavn');
    expect(ask(marina, 'Hvilket firma lejer bådpladsen i havnen?')).not.toBe('Fjordbyen Havnedrift A/S');
    const sauna = typedPage('BT-no-faktura-flytende-badstue');
    expect(ask(sauna, 'Hvilket firma leier badstua?')).toBe('Bryggen Regnskap AS');
  });

  it('who lets out is never the customer', () => {
    const marina = typedPage('BT-da-faktura-lystbaadehavn');
    expect(ask(marina, 'Hvem udlejer bådpladsen?')).not.toBe('Kystlys Rådgivning ApS');
    expect(ask(marina, 'Hvem er udlejer?')).toBe('Fjordbyen Havnedrift A/S');
    const sauna = typedPage('BT-no-faktura-flytende-badstue');
    expect(ask(sauna, 'Hvem er utleier?')).toBe('Dampen Badstue AS');
    expect(ask(sauna, 'Hvilket firma leier ut badstua?')).not.toBe('Bryggen Regnskap AS');
  });
});
