import type { Segment } from '../types';
import { textAfter, type PageModel, type SegmentInfo } from './page-model';
import { GENERIC_NOUNS } from '../lang';
import { isHeaderRow } from './header-row';
import {
  amidOtherBlock,
  columnEnd,
  headsItsBlock,
  headsValues,
  isColumnHeadings,
  isKey,
  isKeyTable,
  isTotalsRow,
  ownerOf,
  rowAbove,
  rowOf,
} from './columns';
import { overlapX, rightOnLine } from './geometry';
import { tokens } from './normalize';
import { BESIDE } from './label-weights';
import { blankToFill, figureBefore, gluedValue, rightOf } from './beside-label';
import { keyedAsRead } from './dropped-separators';
import { untilNextKey } from './key-column';
import { wrappedBeside } from './wrapped-beside';

/** A place a label's value may be printed, and how well its position speaks for it. */
export interface Place {
  seg: Segment;
  text: string;
  weight: number;
  via: string;
  labelled: boolean;
}

/** How much larger than its label a value beside it may be printed. */
const LARGER_PRINT = 2;

/** Candidate value places for a label: the rest of its segment, right of it, then below it. */
export function placesNear(model: PageModel, info: SegmentInfo, block: boolean): Place[] {
  const { seg } = info;
  const out: Place[] = [];
  const used = info.label?.wordsUsed ?? 0;
  // A note in brackets after the label is the label's ("Referenz (bitte bei Zahlung angeben)",
  // "Total (incl. VAT)"), not its value; a bracketed figure may be one ("(12.50)"). So are words
  // up to the key's colon ("Referenz des Käufers:", "Referenz des Käufers  : 05 158 004"): the
  // value follows the colon.
  const note = textAfter(seg, used).replace(/^\s*\([^()]*\p{L}[^()]*\)\s*/u, '');
  const keyGoesOn = /:\s*$/.test(note) || /^\s*:/.test(rightOf(model, seg)?.seg.text ?? '');
  const after = keyGoesOn ? '' : note;
  const rest = [gluedValue(seg, used), after].filter(Boolean).join(' ');
  // A form's blank to fill in ("Customer Signature ______", "Date ........") ends an empty field:
  // the words before it go on naming the field. Nothing beside or under it is its value either.
  if (blankToFill(model, seg, rest, info.label?.concept.type)) return out;
  if (rest.trim()) out.push({ seg, text: rest, weight: 1, via: 'inline', labelled: false });
  // In a row of headings the cells beside a label are other headings; its value is in its column.
  const row = rowOf(model, info);
  const header = isHeaderRow(row) || headsValues(model, row);
  // The totals side by side over their figures are keys over their values, as a key table's.
  const keys = header && (isKeyTable(row) || isTotalsRow(row, rowAbove(model, info)));
  // A value is printed about its label's size: a word beside it in print over twice as large is a
  // logo or a title across the page (the ZUGFeRD logo's 'FeRD' on a scan fed in askew, level with
  // the heading "Rechnungsersteller").
  // Nor is a line of another block that stands level with the label (see amidOtherBlock).
  const beside = header
    ? []
    : rightOnLine(model.segs, seg).filter(
        (s) => s.seg.h <= seg.h * LARGER_PRINT && !amidOtherBlock(model, seg, s.seg),
      );
  const besideBlock = block && headsItsBlock(model, seg, beside[0]?.seg) ? beside[0]?.seg : undefined;
  const right = besideBlock ? [] : beside;
  // Amounts close their line: past two figures ("Total | 123,86 | 15,64 | 139,50") the last before
  // another label is read too.
  const labelAt = right.findIndex((s) => s.label);
  const own = labelAt < 0 ? right : right.slice(0, labelAt);
  const last = info.label?.concept.type === 'amount' && own.length > 2 ? own.slice(-1) : [];
  // Past another total's label the figure is that label's ("VAT | Total net | €453.10"); not a
  // label's own parenthesis that OCR split off ("TOTAL SALES (INCL | GST @6%) | RM367.10").
  const closed = unclosed(seg.text) ? right.findIndex((s) => s.seg.text.includes(')')) + 1 : 0;
  const other = right.findIndex(
    (s, i) =>
      i >= closed && s.label && s.label.concept.type === 'amount' && s.label.concept !== info.label?.concept,
  );
  const reachable = other < 0 || info.label?.concept.type !== 'amount' ? right : right.slice(0, other + 1);
  // A name wrapped onto the next line under it is read whole, and its second line is no value below.
  const wrapped =
    info.label?.concept.type === 'name' && reachable[0] ? wrappedBeside(model, seg, reachable[0].seg) : null;
  [...reachable.slice(0, 2), ...last].forEach((s, i) =>
    out.push({
      seg: i === 0 && wrapped ? wrapped : s.seg,
      text: i === 0 && wrapped ? wrapped.text : s.seg.text,
      weight: i === 0 ? BESIDE : 0.85,
      via: 'right',
      // A key with its value beside the label ("Servitör' Linnea", a scan's "Servitör: Linnea") is
      // another field's, as a label's is.
      labelled: !!s.label || keyedAsRead(model, s.seg),
    }),
  );
  // Figures set left of their labels: read where nothing right of the label held one.
  const before = info.label?.concept.type === 'amount' && !header ? figureBefore(model, info) : undefined;
  if (before) out.push({ ...before, weight: 0.9, via: 'left', labelled: false });
  const lh = model.lineHeight;
  const depth = (s: SegmentInfo) => s.seg.y - (seg.y + seg.h);
  const reach = lh * (block ? 5.5 : 2.6);
  // A row of column headings under the label pushes its value one row further down.
  const pushed = lh * 1.6;
  // Under a row of headings the figures may be set flush right, past a short heading's end ("ATT
  // BETALA SEK" over "28 246,00" further right): its column reaches to the next heading.
  const reachRight = header ? columnEnd(row, info) : 0;
  let below = model.segs
    .filter((s) => s.seg.y > seg.y + seg.h * 0.5 && depth(s) < reach + pushed)
    .filter(
      (s) =>
        overlapX(s.seg, { ...seg, x: seg.x - lh, w: Math.max(seg.w, lh * 8, reachRight - seg.x) + lh }) > 0,
    )
    .filter((s) => !header || ownerOf(row, s.seg)?.seg === info.seg)
    .sort((a, b) => a.seg.y - b.seg.y || a.seg.x - b.seg.x);
  // A block ends where the next party's heading starts ("Verkäufer" ... "Käufer").
  const next = below.findIndex(
    (s) => s.label?.concept.block && s.label.concept.id !== info.label?.concept.id,
  );
  if (next >= 0) below = below.slice(0, next);
  below = untilNextKey(model, seg, below);
  if (wrapped) below = below.filter((s) => s.seg.y >= wrapped.y + wrapped.h);
  // A heading over a table ("Zahlungsbedingungen" over "Beschreibung | Fälligkeit"): its value is
  // in the table's rows. Under a row of keys ("Facture n° | Date | Client") or a name's label
  // ("Köpare (ROT)" over "Benämning | Antal"), a row of column headings opens the next table.
  const headings = below.filter((s) => isColumnHeadings(rowOf(model, s)));
  const cut = header || info.label?.concept.type === 'name';
  if (cut && headings.length) below = below.slice(0, below.indexOf(headings[0]!));
  below = below.filter(
    (s) => !headings.includes(s) && depth(s) < reach + (headings.length && !header ? pushed : 0),
  );
  below.slice(0, block ? 5 : 2).forEach((s, i) => {
    // An amount under its label is a column's first line ("TOTAL" over "9.50"), more often than
    // a total, which stands beside its label.
    const weight = (i === 0 ? 0.9 : 0.75) * (info.label?.concept.type === 'amount' && !keys ? 0.88 : 1);
    // What stands under the other block's heading beside this one is that block's, not a value
    // of a key in this one ("Jess Barrett" is no key of "14 Ormuz Avenue" under "JOB SITE").
    const next = rightOf(model, s.seg);
    const right = besideBlock && next && next.seg.x >= besideBlock.x - lh ? undefined : next;
    // A block of "Key: value" rows under a heading ("Verkäufer" / "Nummer: 549910" / "Name: ..."):
    // a key is no value; under "Name:" (or "Firma:") the value right of it is the party's name.
    // Under a row of headings the next row holds their values, not keys.
    if (block && !header && isKey(s, right)) {
      if (right && tokens(s.seg.text).every((t) => GENERIC_NOUNS.has(t)))
        out.push({ seg: right.seg, text: right.seg.text, weight, via: 'below', labelled: false });
      return;
    }
    out.push({ seg: s.seg, text: s.seg.text, weight, via: 'below', labelled: !!s.label });
  });
  return out;
}

/** Whether a text opens a parenthesis it does not close ("TOTAL SALES (INCL"). */
const unclosed = (text: string): boolean => text.lastIndexOf('(') > text.lastIndexOf(')');
