import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../main/reading/qa/question';
import { ask, typedPage } from './positioned-page';

// Counts asked by what the page bills, in the asker's words (question-count.ts, the packs'
// `listed` and `units`): each answer below was missing before.

describe('a count of what was charged, paid for or credited is a count of the lines', () => {
  it('"tatt betalt for" (no), "krediteras" (sv), "entries" (en)', () => {
    expect(ask(typedPage('AF-no-faktura-dyrlege'), 'Hvor mange ting er det tatt betalt for?')).toBe('5');
    expect(ask(typedPage('N-sv-kreditfaktura-kontorsmobler'), 'Hur många saker krediteras?')).toBe('3');
    expect(ask(typedPage('AH-au-invoice-car-mechanic'), 'How many parts and labour entries are there?')).toBe(
      '8',
    );
  });

  it('"Wie viele einzelne Beträge wurden berechnet?" counts the amounts billed: the lines', () => {
    expect(parseQuestion('Wie viele einzelne Beträge wurden berechnet?').concept?.id).toBe('line_count');
  });

  it('a unit naming the lines ("time entries") does not make the count one of units', () => {
    expect(
      ask(typedPage('P-en-us-law-firm'), 'How many time entries and cost items are listed in total?'),
    ).toBe('10');
    expect(parseQuestion('How many hours are on the invoice lines?').unexplained).toContain('hours');
  });

  it('loyalty points credited are no lines', () => {
    expect(parseQuestion('Wie viele Supercard-Punkte wurden gutgeschrieben?').unexplained).toContain(
      'punkte',
    );
  });
});

describe('Dutch "hoeveel" of a plural thing billed asks how many', () => {
  it('"Hoeveel zittingen worden er aangerekend?", not "Hoeveel is er met de pin betaald?"', () => {
    expect(ask(typedPage('O-nl-be-factuur-kinesitherapie'), 'Hoeveel zittingen worden er aangerekend?')).toBe(
      '6',
    );
    expect(ask(typedPage('A-nl-zzp'), 'Hoeveel werkzaamheden worden gefactureerd?')).toBe('3');
    expect(parseQuestion('Hoeveel is er met de pin betaald?').expected).toBe('amount');
    expect(parseQuestion('Hoeveel kosten worden er berekend?').expected).toBe('amount');
    expect(parseQuestion('Hoeveel verzendkosten worden er gerekend?').expected).toBe('amount');
  });
});
