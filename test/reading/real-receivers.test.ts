import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../main/reading/intake/read';
import { ask, printedPage } from './positioned-page';

// The customer as real invoices print it. Expectations are the documents' truth files.

const CORPUS = join(new URL('.', import.meta.url).pathname, '../../../shared/corpus/zugferd');
async function corpus(name: string) {
  const truth = JSON.parse(readFileSync(join(CORPUS, `${name}.json`), 'utf8')) as { receiver: string };
  return { truth, doc: await readDocument(`${name}.pdf`, readFileSync(join(CORPUS, `${name}.pdf`))) };
}

describe('the customer of a real invoice', () => {
  it('is the envelope window under the sender line, even when its lines are spaced wide', async () => {
    const { truth, doc } = await corpus(
      'ZUGFeRDv1__correct__Mustangproject__MustangGnuaccountingBeispielRE-20140519_499',
    );
    expect(ask(doc, 'Who is the customer?')).toBe(truth.receiver);
    expect(ask(doc, 'Wer ist der Rechnungsempfänger?')).toBe(truth.receiver);
  });

  it('is not the key of a "Nummer : …" row under the buyer heading', async () => {
    const { truth, doc } = await corpus('ZUGFeRDv2__correct__intarsys__EN16931__zugferd_2p0_EN16931_OEPNV');
    expect(ask(doc, 'Wer ist der Käufer?')).toBe(truth.receiver);
  });

  it('reads a widely spaced English address window, and not the letterhead', () => {
    const doc = printedPage([
      [[380, 'Brightline Supplies Ltd']],
      [[380, '4 Mill Lane, Leeds LS1 4AB']],
      '',
      'Harper & Sons',
      '',
      '17 Station Road',
      '',
      'York YO1 7HH',
      '',
      'Invoice number: 5521',
    ]);
    expect(ask(doc, 'Who is the customer?')).toBe('Harper & Sons');
  });
});

describe('the lines of a real invoice printed without a table', () => {
  it('are not counted when one of them is of nothing: whether it counts is not clear', async () => {
    // Two risks insured over "Gesamtbeitrag 50,00 €", the second at "0,00 €": its e-invoice has four.
    const { doc } = await corpus(
      'ZUGFeRDv1__correct__Intarsys__ZUGFeRD_1p0_COMFORT_Haftpflichtversicherung_Versicherungssteuer',
    );
    expect(ask(doc, 'Wie viele Positionen hat die Rechnung?')).toBeNull();
  });
});
