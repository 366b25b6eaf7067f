import type { PageModel } from './page-model';
import { findValues } from './values';

/**
 * A scanned reference read as a year and a serial set apart by a space ("2026 0211", "2026 0107"),
 * the year one of the page's own dates prints. A yearly series is printed with a mark between its
 * year and its serial ("2026-0211", "2026/0287"), and OCR drops such a mark where it does not add
 * one (reference-read-twice.ts): the number as printed is unknown, and an answer without its mark
 * is booked as another number. A page printing the number again with its mark has it read back
 * there; a text layer prints what its maker wrote.
 */
const YEAR_APART = /^((?:19|20)\d{2}) \d{2,}$/;

export function yearSetApart(model: PageModel, text: string): boolean {
  const year = YEAR_APART.exec(text.trim())?.[1];
  if (!year) return false;
  return model.segs.some((s) =>
    findValues('date', s.seg.text).some((d) => d.normalized.startsWith(`${year}-`)),
  );
}
