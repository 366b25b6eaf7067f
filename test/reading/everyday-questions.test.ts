import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../main/reading/qa/question';
import { ask, typedPage as page } from './positioned-page';

// Everyday wordings of the plain questions, as the fourth batch of pages typed by others asked
// them (H-, I-, J-): each answer below was missing before its change.

/** Whether the question is read as the page's line count, with nothing left unaccounted for. */
const countsLines = (q: string): boolean => {
  const parsed = parseQuestion(q);
  return parsed.concept?.id === 'line_count' && !parsed.unexplained.length;
};

describe('everyday questions: what is counted', () => {
  it('the singular of a pack word counts the lines ("item lines" of "items")', () => {
    expect(ask(page('J-en-us-hardware-receipt'), 'How many item lines are on the receipt?')).toBe('7');
    expect(ask(page('H-da-bon-kiosk'), 'How many item lines are on the receipt?')).toBe('5');
  });

  it('things the page lists or bills are its lines, whatever the question calls them', () => {
    expect(ask(page('J-en-uk-pub-receipt'), 'How many different dishes and drinks were rung up?')).toBe('8');
    expect(ask(page('I-de-tankquittung-kassenbon'), 'Wie viele verschiedene Sachen wurden gekauft?')).toBe(
      '5',
    );
    expect(ask(page('H-sv-kvitto-hotell'), 'Hur många debiteringar står på kvittot?')).toBe('6');
    expect(countsLines('How many separate charges did the plumber list?')).toBe(true);
  });

  it('units are no lines: hours, nights, years are quantities', () => {
    for (const q of [
      'How many hours were billed?',
      'Wie viele Arbeitsstunden wurden berechnet?',
      'Combien de nuits sont facturées ?',
      'Hvor mange timer er faktureret?',
    ])
      expect(countsLines(q), q).toBe(false);
    expect(ask(page('I-de-rechnung-it-service'), 'Wie viele Arbeitsstunden wurden berechnet?')).toBeNull();
  });
});
