import { describe, expect, it } from 'vitest';
import { ask, typedPage as page } from './positioned-page';

// "Chez qui la voiture a-t-elle été entretenue ?", "Wer verlangt hier die Gebühren von uns?",
// "Who did the service on the ute?" got nothing: the seller asked by the work it did or by its
// billing us named no concept. The packs' words of work (LanguagePack.works) read them as the
// issuer (qa/question-work.ts); a person at work asked ("Welcher Geselle ...?") stays unanswered.
// A shop's line of what it does ("Verkauf · Reparatur · E-Bikes") was read as a seller's label
// ("Verkauf" for "Verkäufer") and its value.

describe('the seller asked by what it did', () => {
  it('is the issuer, in each language', () => {
    expect(ask(page('AG-fr-facture-garage'), 'Chez qui la voiture a-t-elle été entretenue ?')).toBe(
      'Garage Delvaux & Fils SRL',
    );
    expect(ask(page('AA-fr-facture-garage-lu'), 'Qui a réparé la camionnette ?')).toMatch(/^Garage Reuter/);
    expect(ask(page('AG-fr-facture-ramonage'), "Comment s'appelle le ramoneur qui nous facture ?")).toMatch(
      /Julien Dufresne/,
    );
    expect(ask(page('AG-de-rechnung-steuerberater'), 'Wer verlangt hier die Gebühren von uns?')).toMatch(
      /^Hofmann & Partner/,
    );
    expect(
      ask(page('AG-de-rechnung-fahrschule'), 'Bei welcher Fahrschule wurde die Ausbildung gemacht?'),
    ).toMatch(/^Fahrschule Steiner/i);
    expect(ask(page('AH-au-invoice-car-mechanic'), 'Who did the service on the ute?')).toMatch(/Ironbark/i);
    expect(ask(page('K-sv-faktura-verkstad'), 'Vem lagade bilen?')).toMatch(/^Anderssons Bilverkstad/);
  });

  it('is nothing when a person at work or a thing is asked', () => {
    expect(ask(page('AG-de-rechnung-schreiner'), 'Welcher Geselle hat die Montage durchgeführt?')).toBeNull();
    expect(ask(page('AG-fr-facture-garage'), 'Quel mécanicien a effectué la révision ?')).toBeNull();
    expect(
      ask(page('I-de-at-rechnung-installateur'), 'Wie heißt der Monteur, der die Arbeit gemacht hat?'),
    ).toBeNull();
    expect(ask(page('AA-de-rechnung-sportgeschaeft-ch'), 'Welche Skimarke wurde vermietet?')).toBeNull();
  });
});

describe("a shop's line of what it does under its name", () => {
  it('is no seller', () => {
    expect(ask(page('AG-de-kassenbon-velo'), 'Verkäufer?')).toBe('VELO KÄLIN GmbH');
  });
});
