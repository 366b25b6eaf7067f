import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

/**
 * The twelfth batch of typed pages (AF-AH): numbers and dates asked the way the colleagues wrote
 * them, and the absent questions that must stay unanswered.
 */
describe('typed pages, twelfth batch: numbers and dates', () => {
  it('reads "N° TPS : 814273561" as the tax number it names, not the receipt\'s "Reçu n°"', () => {
    const florist = typedPage('AG-fr-recu-fleuriste');
    expect(ask(florist, 'Quel est le numéro du reçu ?')).toBe('10-58842');
    expect(ask(florist, 'What is the receipt number?')).toBe('10-58842');
  });
});
