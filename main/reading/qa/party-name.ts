import { journeyTo } from './journey';
import { endsWithLegalForm, looksLikeCompany, looksLikePerson } from './company';
import type { Located } from './locate';
import type { Box, Segment } from '../types';
import type { PageModel } from './page-model';
import { findValues } from './values';
import { tokens } from '../fold';
import { ADDRESSEES } from '../lang';
import { ownerLine, ownerUnderName } from './brand-line';
import { isAttention } from './attention-line';

/**
 * How a party's name is printed on its lines: a contact over the company, a name wrapped onto a
 * second line, a name beside or under "To".
 */

/**
 * The party a name line stands for: a person's name over a company's line ("Jane Cooper" over
 * "Northwind LLC" in a "Bill to" block) names the company's contact, and the company, the line with
 * the legal form, is the party; any other name goes on over a second line as withSecondLine says.
 * Not a company an attention or care-of line names ("Stockwerkeigentümergemeinschaft Sonnhalde"
 * over "c/o Brunold Liegenschaften AG", "z. Hd.", "t.a.v."): the agent or person the letter goes
 * through, the party being the name above it.
 */
export function partyName(model: PageModel, seg: Box, text: string): { text: string; box: Box } {
  const next = lineUnder(model, seg);
  if (
    next &&
    looksLikePerson(text) &&
    !/\d/.test(next.text) &&
    looksLikeCompany(next.text) &&
    !isAttention(next.text)
  )
    return { text: next.text, box: next };
  return { text: withSecondLine(model, seg, text), box: seg };
}

/**
 * "To" alone on its line (or as a key before the name) opens the receiver's block in many e-mailed
 * and English-language invoices: the name beside or under it is the receiver.
 */
export function addresseeName(model: PageModel): Located | null {
  // Found once per page: the issuer's and the receiver's questions both ask.
  if (!addressees.has(model)) addressees.set(model, findAddressee(model));
  return addressees.get(model) ?? null;
}
const addressees = new WeakMap<PageModel, Located | null>();

function findAddressee(model: PageModel): Located | null {
  for (const info of model.segs) {
    const seg = info.seg;
    const key = tokens(seg.text);
    if (key.length !== 1 || !ADDRESSEES.has(key[0] ?? '') || journeyTo(model, seg)) continue;
    // What stands right of it on its line is its name, unless it is another block's label ("To:"
    // at the left margin, "Invoice no." of the details block at the right): then the name is under it.
    const right = model.segs
      .filter((s) => s.seg.line === seg.line && s.seg.x > seg.x)
      .sort((a, b) => a.seg.x - b.seg.x)[0];
    const beside = right && !right.label ? right.seg : undefined;
    const name = beside ?? lineUnder(model, seg);
    if (!name || /\d/.test(name.text) || !findValues('name', name.text).length) continue;
    const party = partyName(model, name, name.text);
    return {
      text: party.text,
      normalized: party.text,
      box: party.box,
      score: ADDRESSEE_SCORE,
      via: 'addressee',
    };
  }
  return null;
}
/** A receiver named by its place under "To" counts like one under a weak label. */
const ADDRESSEE_SCORE = 0.65;

/**
 * The line printed right under a segment, in its column: its left edge within `column` of the
 * segment's (a line height; a heading's own column is narrower, trade-below.ts).
 */
export const lineUnder = (model: PageModel, seg: Box, column = model.lineHeight): Segment | undefined =>
  model.segs
    .map((s) => s.seg)
    .filter(
      (s) => s.y > seg.y && s.y - (seg.y + seg.h) < model.lineHeight * 0.6 && Math.abs(s.x - seg.x) < column,
    )
    .sort((a, b) => a.y - b.y)[0];

/**
 * A company name printed over two lines ("MVM Musterhafter" / "Versicherungsverein Musterstadt
 * a.G."): the line right under it, in the same column and without digits, that ends with the legal
 * form the first line lacks, is the rest of the name.
 */
export function withSecondLine(model: PageModel, seg: Box, text: string): string {
  if (endsWithLegalForm(text)) return text;
  const next = model.segs
    .map((s) => s.seg)
    .find(
      (s) =>
        s.y > seg.y &&
        s.y - (seg.y + seg.h) < model.lineHeight * 0.6 &&
        Math.abs(s.x - seg.x) < model.lineHeight &&
        !/\d/.test(s.text) &&
        endsWithLegalForm(s.text) &&
        // "Apothekerin Dr. Katrin Weißbach e.K." under the shop's name is its owner, not its name's end.
        // Nor is the agent a care-of line names ("c/o Brunold Liegenschaften AG") any part of it.
        !ownerLine(s.text) &&
        !isAttention(s.text) &&
        !ownerUnderName(model, s),
    );
  return next ? `${text} ${next.text}` : text;
}
