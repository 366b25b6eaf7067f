import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../main/reading/intake/read';
import { ask, printedPage } from './positioned-page';

// What a label says of itself is no value: a note in brackets after it ("Referenz (bitte bei
// Zahlung angeben)") and the words up to its colon ("Referenz des Käufers  : 05 158 004"). On the
// real ZUGFeRD prints "What is the reference?" had been answered "(bitte bei Zahlung angeben)" and
// "des Käufers" at 0.97.

const CORPUS = join(new URL('.', import.meta.url).pathname, '../../../shared/corpus/zugferd');
const read = (name: string) => readDocument(`${name}.pdf`, readFileSync(join(CORPUS, `${name}.pdf`)));

describe("a label's own words are not its value", () => {
  it.each([
    ['ZUGFeRDv1__correct__Intarsys__ZUGFeRD_1p0_BASIC_Einfach', '(bitte bei Zahlung angeben)'],
    ['ZUGFeRDv2__correct__intarsys__EN16931__zugferd_2p0_EN16931_OEPNV', 'des Käufers'],
  ])('%s: the reference is not "%s"', async (name, note) => {
    const doc = await read(name);
    for (const q of ['What is the reference?', 'Wie lautet die Referenz?'])
      expect(ask(doc, q), q).not.toBe(note);
  });

  it('takes the value after a bracketed note, and keeps a bracketed figure', () => {
    const doc = printedPage([
      'Invoice 4711',
      [
        [50, 'Contact person (for questions)'],
        [300, 'Jane Smith'],
      ],
      [
        [50, 'Total (incl. VAT)'],
        [300, '119.00'],
      ],
    ]);
    expect(ask(doc, 'Who is the contact person?')).toBe('Jane Smith');
    expect(ask(doc, 'What is the total including VAT?')).toBe('119.00');
  });
});
