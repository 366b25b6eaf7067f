import { OWNERS, SALUTATIONS } from '../lang';
import { endsWithLegalForm, looksLikePerson, opensWithLegalForm } from './company';
import { fold } from '../fold';
import type { Segment } from '../types';
import { tokens } from './normalize';
import type { PageModel } from './page-model';

/**
 * Two kinds of line at the head of a till receipt that are not the business's name as it is known:
 * the line naming its owner, and a brand printed over the name it opens.
 */

/**
 * "Inh. Jens Wiechmann e.K.", "Licensee: J. Smith", "Prop. A. Patel": the owner of the business
 * named above, a person (whose legal form, "e.K.", makes it look like a company's letterhead).
 */
export function ownerLine(text: string): boolean {
  const t = tokens(text);
  return OWNERS.some((o) => o.every((w, k) => t[k] === w));
}

/**
 * "Apothekerin Dr. Katrin Weißbach e.K." printed right under "Linden-Apotheke am Markt": a person
 * by a title ("Dr.") and a name, a legal form at most after them, under the shop's name in its
 * column. The shop runs under its own name; the line under it says who owns it, as "Inh." does
 * where it is printed. The first line of a letterhead is never one ("Dr. Anna Berg" heading her
 * own practice's bill names the issuer).
 */
export function ownerUnderName(model: PageModel, seg: Segment): boolean {
  const words = seg.text.trim().split(/\s+/);
  while (words.length > 2 && endsWithLegalForm(words.join(' '))) words.pop();
  const untitled = words.filter((w) => !SALUTATIONS.has(fold(w).replace(/\.$/, '')));
  // A scan's reader may read a letter inside the name as a capital ("WeißBbach" for "Weißbach"): the
  // title before it already says it is a person, so an inner capital is taken as the letter it was.
  const asWritten = untitled.map((w) => w.replace(/(?<=\p{Ll})\p{Lu}/gu, (c) => c.toLowerCase()));
  if (untitled.length === words.length || !looksLikePerson(asWritten.join(' '))) return false;
  const above = model.segs
    .map((s) => s.seg)
    .filter((s) => s.y < seg.y - seg.h * 0.5 && seg.y - s.y < model.lineHeight * 2.2)
    .filter((s) => s.x < seg.x + seg.w && s.x + s.w > seg.x);
  const shop = above.sort((a, b) => b.y - a.y)[0];
  return !!shop && /\p{L}{3}/u.test(shop.text) && !/\d/.test(shop.text);
}

/**
 * A brand printed alone (a logo's line: "MAXIMARCHÉ", "*** NORDOEL ***") right over a line that
 * opens with it and goes on ("MAXIMARCHÉ DES CAPUCINS", "NORDOEL Station Lüneburg-Ost"): that line
 * names the store in full, the brand only its chain; so does a legal name its form opens ("GAUBERT"
 * over "SARL Gaubert Plomberie Chauffage"), and a name the brand shortens word by word ("BANKSIA
 * VALE VET" over "Banksia Vale Veterinary Clinic"). The next printed line only, in the brand's
 * column, holding a word or more besides the brand's and no figure (not "NORDOEL 24 h", a street).
 */
export function nameUnderBrand(model: PageModel, brand: Segment): Segment | null {
  const key = tokens(brand.text);
  if (!key.length) return null;
  const below = model.segs
    .map((s) => s.seg)
    .filter((s) => s.y > brand.y + brand.h * 0.5 && s.y - brand.y < model.lineHeight * 2.2)
    .filter((s) => s.x < brand.x + brand.w && s.x + s.w > brand.x);
  const next = below.sort((a, b) => a.y - b.y)[0];
  if (!next || /\d/.test(next.text)) return null;
  // The legal name may open with its form ("GAUBERT" over "SARL Gaubert Plomberie Chauffage"); so
  // opened, it is the company's name in full under a logo's word of its own ("ÉLEC'ALPES" over
  // "SARL Duval Électricité"): the books want the legal name.
  if (opensWithLegalForm(next.text) && !opensWithLegalForm(brand.text)) return next;
  const words = tokens(opensWithLegalForm(next.text) ? next.text.trim().replace(/^\S+\s+/, '') : next.text);
  // A word of the brand is the name's word or its first letters ("VET" of "Veterinary").
  const opens = key.every((w, k) => words[k] === w || (w.length >= SHORTENED && !!words[k]?.startsWith(w)));
  const shortened = key.some((w, k) => words[k] !== w);
  const more = words.slice(key.length).some((w) => /\p{L}{2}/u.test(w));
  return opens && (more || shortened) ? next : null;
}

/** A brand's word this long at least may shorten the name's: "VET", not "V" or "GA". */
const SHORTENED = 3;
