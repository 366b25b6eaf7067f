import type { Box, Segment } from '../types';
import { textAfter, type PageModel } from './page-model';
import { looksLikeCompany } from './company';
import { boxAround, rightOnLine } from './geometry';
import { addressLike, POSTAL_CODE, POSTAL_WITH_TOWN } from './postal';
import { isTitle } from './titles';
import { findValues } from './values';

/**
 * The address in a block under a heading of its own ("Warenempfänger", "Ship to", "Adresse de
 * livraison"). Such a block prints more than the address: the party's name, its numbers ("GLN
 * 4304171088093", "Nummer: 75969815"), keyed lines ("Name: …", "Anschrift: …", "Einheit: …") and
 * a department. The address is the postal line and the street lines right above it; a name line
 * (no figure) or an address key ("Anschrift:") opens it.
 */

/** Lines a party's block runs to under its heading. */
const MAX_LINES = 8;
/** A gap of more than this (in line heights) ends the block; blocks print a blank line inside. */
const GAP = 2.5;
/** A figure run this long is an identifier (GLN, customer number), not a street or postal code. */
const IDENTIFIER = /\d{7,}/;
/** Any other key before its value ("Name:", "Nummer :", "Einheit:", "Abteilung : 8211"). */
const OTHER_KEY = /^\s*[\p{L}][\p{L} .-]{1,24}\s*:\s*/u;

/**
 * A printed row of the block. `address` is the text after an address label that keys the row
 * ("Anschrift:", "Address:", a label of an address concept in any pack), when it does.
 */
type Row = { segs: Segment[]; text: string; address?: string };

/**
 * The rows under the heading, in its column, down to a gap, a title, a date or another label. The
 * column runs from the heading to the next text right of it on its line ("Rechnungsempfänger
 * Warenempfänger  Auftrag-Nr"), so a key-value block ("Name:  Musterfirma", "Anschrift:  Am
 * Bahnhof 42") is read with its values, and a neighbouring party's block is not.
 */
function blockUnder(model: PageModel, heading: Segment): Row[] {
  const lh = model.lineHeight;
  const next = rightOnLine(model.segs, heading)[0]?.seg;
  const left = heading.x - lh;
  const right = next ? next.x - lh * 0.5 : Infinity;
  const below = model.segs
    .filter((i) => i.seg.y > heading.y + heading.h * 0.5 && i.seg.x >= left && i.seg.x < right)
    .sort((a, b) => a.seg.y - b.seg.y || a.seg.x - b.seg.x);
  const rows: Row[] = [];
  let bottom = heading.y + heading.h;
  for (const info of below) {
    const s = info.seg;
    const row = rows[rows.length - 1];
    if (row && Math.abs(s.y - row.segs[0]!.y) < lh * 0.5) {
      row.segs.push(s);
      row.text = `${row.text}   ${s.text.trim()}`;
      if (row.address !== undefined) row.address = `${row.address}   ${s.text.trim()}`.trim();
      continue;
    }
    if (s.y - bottom > lh * GAP || rows.length === MAX_LINES) break;
    if (isTitle(s.text) || findValues('date', s.text).length || /\d[.,]\d{2}\b/.test(s.text)) break;
    // The next party's or thing's heading ("Abweichender Zahlungsempfänger", "Rechnungsempfänger").
    const label = info.label?.concept;
    if (label && label.type !== 'address' && !OTHER_KEY.test(s.text)) break;
    const keyed = label?.type === 'address' && info.label ? textAfter(s, info.label.wordsUsed) : undefined;
    rows.push({ segs: [s], text: s.text.trim(), address: keyed?.replace(/^[\s:]+/, '') });
    bottom = s.y + s.h;
  }
  return rows;
}

/** The postal line: a code with its town, else a code in a line that is no identifier. */
function postalLine(lines: string[]): number {
  const town = lines.findIndex((t) => POSTAL_WITH_TOWN.test(t) && !IDENTIFIER.test(t));
  if (town >= 0) return town;
  return lines.findIndex((t) => POSTAL_CODE.test(t) && addressLike(t) && !IDENTIFIER.test(t));
}

export function headedAddress(model: PageModel, heading: Segment): { text: string; box: Box } | null {
  const rows = blockUnder(model, heading);
  const texts = rows.map((r) => r.text);
  const postal = postalLine(texts);
  if (postal < 0) return null;
  const kept: Row[] = [rows[postal]!];
  // Keyed lines between the address key or a street and the postal line ("Anschrift: Verwaltung
  // Straße 40", "Einheit: 5.OG rechts", "DE 12345 Musterstadt") are the address's; above the
  // address's first line they are the block's ("Nummer: 75969815").
  let keyedBetween: Row[] = [];
  for (let i = postal - 1; i >= 0; i--) {
    const text = texts[i]!;
    const keyed = rows[i]!.address;
    if (keyed !== undefined) {
      kept.unshift({ segs: rows[i]!.segs, text: keyed }, ...keyedBetween);
      keyedBetween = [];
      break;
    }
    if (OTHER_KEY.test(text)) {
      keyedBetween.unshift(rows[i]!);
      continue;
    }
    // A name (no figure, or a company's: "Acme Ltd - Warehouse 3"), a figure alone (a department's
    // "8211") or an identifier ends it.
    if (!addressLike(text) || looksLikeCompany(text) || IDENTIFIER.test(text) || kept.length === 3) break;
    // A keyed line between two address lines is the address's too ("Einheit: 5.OG rechts").
    kept.unshift(rows[i]!, ...keyedBetween);
    keyedBetween = [];
  }
  const text = kept.map((k) => k.text.replace(/[,\s]+$/, '')).join(', ');
  return { text, box: boxAround(kept.flatMap((k) => k.segs)) };
}
