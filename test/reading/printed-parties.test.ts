import { describe, expect, it } from 'vitest';
import { realDocuments } from '../fixtures/real/load';
import { ask } from './ask';
import { printedDocument, readPrinted } from './printed';

// Who sold and who bought, on real invoices software vendors sent to one German company (the
// Parsee.ai set, MIT; truth written from the source before Kontera read them). The buyer's block
// stands first on these pages, often with the buyer's own VAT number under it: it looks like a
// letterhead with its registration, and was answered as the seller at 0.97.

const read = readPrinted;

const docs = [...realDocuments('printed-de'), ...realDocuments('printed-en')];
const byId = (prefix: string) => printedDocument(prefix);

describe('the sender line over the address window names the seller; the block under it the buyer', () => {
  it.each([
    { id: 'medienpilot', seller: 'Medienpilot GmbH & Co. KG' },
    { id: 'ccm19', seller: 'Papoo Software & Media GmbH' },
  ])('$id', async ({ id, seller }) => {
    const doc = await read(byId(id));
    expect(ask(doc, 'Wer ist der Verkäufer?')).toBe(seller);
    expect(ask(doc, 'Who issued this invoice?')).toBe(seller);
    expect(ask(doc, 'Wer ist der Käufer?')).toBe('SimFin Analytics GmbH');
  });
});

describe('a name printed as the buyer is never answered as the seller', () => {
  it.each(docs.map((d) => ({ id: d.id, doc: d })))('$id', async ({ doc }) => {
    const receivers = [doc.truth.receiver].flat().filter((r): r is string => !!r);
    const seller = ask(
      await read(doc),
      doc.truth.language === 'de' ? 'Wer ist der Verkäufer?' : 'Who is the seller?',
    );
    for (const r of receivers) expect(seller ?? '').not.toContain(r);
  });
});

/** Names compared by their letters and digits, either one holding the other ("Fiverr Limited" / "Fiverr"). */
const key = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const sameName = (a: string, b: string) => key(a).includes(key(b)) || key(b).includes(key(a));

describe('the seller is the seller or nothing: never a street, a heading or the buyer', () => {
  it.each(docs.map((d) => ({ id: d.id, doc: d })))('$id', async ({ doc }) => {
    const sellers = [doc.truth.issuer].flat().filter((r): r is string => !!r);
    const question = doc.truth.language === 'de' ? 'Wer ist der Verkäufer?' : 'Who is the seller?';
    const seller = ask(await read(doc), question);
    if (seller !== null)
      expect(
        sellers.some((s) => sameName(s, seller)),
        `${seller}`,
      ).toBe(true);
  });
});
