import type { Box } from '../types';
import { looksLikeCompany, opensWithLegalForm, startsWithLegalForm } from './company';
import { tokens } from './normalize';
import { boxAround, overlapX } from './geometry';
import { isTitle } from './locate';
import type { PageModel } from './page-model';
import { findValues } from './values';

/**
 * A name a narrow receipt wrapped over two or three lines ("POPULAR BOOK" / "CO. (M) SDN BHD",
 * "AIK HUAT HARDWARE" / "ENTERPRISE (SETIA" / "ALAM) SDN BHD"): a line that starts with a legal
 * form, or closes a bracket it did not open, goes on from the line right above it, when that line
 * is printed close over it, in the same column, with no digits (not an address).
 */
export function withLinesAbove(model: PageModel, seg: Box, text: string): { text: string; box: Box } {
  let { text: name, box } = goesOn(text)
    ? withSegmentLeft(model, seg, text)
    : withHeadingRow(model, seg, text);
  const printedWhole = wholeElsewhere(model, box, name);
  if (printedWhole) return printedWhole;
  for (let lines = 0; lines < 2 && (goesOn(name) || unopened(name)); lines++) {
    const above = model.segs
      .map((s) => s.seg)
      .filter(
        (s) =>
          s.y < box.y &&
          // Close over it for its print size: a name printed large leaves larger gaps.
          box.y - (s.y + s.h) < Math.max(model.lineHeight, Math.min(s.h, box.h)) * 0.6 &&
          overlapX(s, box) > 0 &&
          !/\d/.test(s.text) &&
          !isTitle(s.text) &&
          // A contact line or a key with its value ("Email: sales@…") is no part of a name.
          findValues('name', s.text).length > 0,
      )
      .sort((a, b) => b.y - a.y)[0];
    if (!above) break;
    // OCR of wide-set print splits the line above too ("POPULAR" | "BOOK"): all of it over the name.
    const row = model.segs
      .map((s) => s.seg)
      .filter((s) => s.line === above.line && overlapX(s, box) > 0 && !/\d/.test(s.text) && !isTitle(s.text))
      .sort((a, b) => a.x - b.x);
    name = `${row.map((s) => s.text).join(' ')} ${name}`;
    box = boxAround([box, ...row]);
  }
  return { text: name, box };
}

/**
 * A legal form printed apart from the rest of its name on one line: OCR of a till's wide-set print
 * splits "CO.   (M) SDN BHD" and "MR. D I   (M) 5DN BHD" into segments, and the one with the form
 * was taken alone; PP-OCR splits every word ("SWC" | "ENTERPRISE" | "SDN" | "BHD"). The segments left
 * of it on the line, nearest first, are the name's start while they are words without digits or a
 * label of the page's.
 */
function withSegmentLeft(model: PageModel, seg: Box, text: string): { text: string; box: Box } {
  let name = text;
  let box = seg;
  for (;;) {
    const left = model.segs
      .filter(
        ({ seg: s, label }) =>
          !label &&
          Math.abs(s.y - box.y) < model.lineHeight / 2 &&
          s.x + s.w <= box.x + 1 &&
          /\p{L}/u.test(s.text) &&
          !/\d/.test(s.text) &&
          !isTitle(s.text),
      )
      .map(({ seg: s }) => s)
      .sort((a, b) => b.x + b.w - (a.x + a.w))[0];
    if (!left) return { text: name, box };
    box = boxAround([left, box]);
    name = `${left.text} ${name}`;
  }
}

/**
 * A heading set wide apart, as a till prints its shop's name: OCR splits "FIVE STAR   CASH & CARRY"
 * at the wide gap, and the first half was taken for the shop. A line of nothing but words (no
 * digits, no label of the page's, no title), in one print size, a few letters apart and centred on
 * the page's text, is one heading. A letterhead beside a contact line or a title stays itself.
 */
function withHeadingRow(model: PageModel, seg: Box, text: string): { text: string; box: Box } {
  const lh = model.lineHeight;
  const row = model.segs
    .filter(({ seg: s }) => Math.abs(s.y - seg.y) < lh / 2)
    .sort((a, b) => a.seg.x - b.seg.x);
  const alone = { text, box: seg };
  if (row.length < 2 || !row.some(({ seg: s }) => s.x === seg.x && s.text === text)) return alone;
  const words = row.every(
    ({ seg: s, label }) =>
      !label &&
      /\p{L}/u.test(s.text) &&
      !/\d/.test(s.text) &&
      !isTitle(s.text) &&
      Math.abs(s.h - seg.h) < seg.h * SAME_SIZE,
  );
  const close = row.every(
    ({ seg: s }, i) => i === 0 || s.x - (row[i - 1]!.seg.x + row[i - 1]!.seg.w) < lh * WIDE_GAP,
  );
  const box = boxAround(row.map(({ seg: s }) => s));
  const left = Math.min(...model.segs.map(({ seg: s }) => s.x));
  const right = Math.max(...model.segs.map(({ seg: s }) => s.x + s.w));
  const centred = Math.abs(box.x + box.w / 2 - (left + right) / 2) < lh * OFF_CENTRE;
  if (!words || !close || !centred) return alone;
  return { text: row.map(({ seg: s }) => s.text).join(' '), box };
}
/** Print sizes this much apart are one size read by OCR. */
const SAME_SIZE = 0.2;
/** A wide-set gap: up to this many line heights (a column's gap is wider). */
const WIDE_GAP = 3;
/** How far off the text's centre a centred heading may stand, in line heights. */
const OFF_CENTRE = 2;

/**
 * The name goes on from what is printed before it: it starts with an ampersand, or with a legal form, after a country's
 * mark at most ("(M) SDN BHD", "(S) PTE LTD", "(UK) LIMITED"), read as letters where OCR took them
 * for look-alike digits ("5DN BHD").
 */
function goesOn(text: string): boolean {
  // A name its form opens is whole: "SARL Gaubert Plomberie Chauffage" under the brand "GAUBERT".
  if (opensWithLegalForm(text)) return false;
  const words = text.trim().replace(/^\(\p{L}{1,3}\)\s+/u, '');
  // An ampersand opening the line joins it to the line above: "BAGONG SIKAT HARDWARE" over "&
  // CONSTRUCTION SUPPLY INC." is one name; no name starts with one.
  if (/^[&+]\s*\p{L}/u.test(words)) return true;
  return startsWithLegalForm(words) || startsWithLegalForm(asLetters(words));
}

/** Digits OCR reads for the capitals they look like, in words that are otherwise letters. */
const asLetters = (text: string): string =>
  text.replace(/\b(?=[A-Z0-9]*[A-Z])[A-Z0-9]+\b/g, (w) =>
    w.replace(/5/g, 'S').replace(/0/g, 'O').replace(/8/g, 'B').replace(/1/g, 'I'),
  );

/** A closing bracket before any opening one: the bracket was opened on the line above. */
const unopened = (text: string): boolean => /^[^(]*\)/.test(text);

/**
 * A letterhead that sets its name over two lines ("SPARKLE BRIGHT" over "Commercial Cleaning Pty
 * Ltd"): the line right over the name, in its column, without figures, label or legal form, is the
 * name's start where the page prints the name whole elsewhere on one line, the first line's words
 * going on with the second's ("Acc Name: Sparkle Bright Comm. Cleaning"). A logo's word over a
 * legal name of other words ("ÉLEC'ALPES" over "SARL Duval Électricité") is printed so nowhere.
 */
function wholeElsewhere(model: PageModel, box: Box, name: string): { text: string; box: Box } | null {
  const next = tokens(name)[0];
  if (!next || next.length < 3) return null;
  const above = model.segs.find(
    ({ seg: s, label }) =>
      !label &&
      s.y < box.y &&
      box.y - (s.y + s.h) < model.lineHeight * 0.6 &&
      Math.abs(s.x - box.x) < model.lineHeight &&
      /\p{L}{2}/u.test(s.text) &&
      !/\d/.test(s.text) &&
      !isTitle(s.text) &&
      !looksLikeCompany(s.text),
  )?.seg;
  if (!above) return null;
  const start = tokens(above.text);
  const whole = model.segs.some(({ seg: s }) => {
    if (s === above || s.y <= box.y) return false;
    const t = tokens(s.text);
    return t.some(
      (_, i) =>
        start.every((w, k) => t[i + k] === w) &&
        (t[i + start.length] ?? '').length >= 3 &&
        next.startsWith(t[i + start.length] ?? '-'),
    );
  });
  return whole ? { text: `${above.text} ${name}`, box: boxAround([above, box]) } : null;
}
