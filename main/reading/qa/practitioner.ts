import { PRACTITIONERS } from '../lang';
import { tradesIn } from '../lang/phrases';
import { looksLikeCompany } from './company';
import { tokens } from './normalize';
import type { PageModel } from './page-model';
import type { Segment } from '../types';

/**
 * A professional practising in person under the practice's heading: "Maître Hélène CASTAING"
 * under "CABINET CASTAING", "Rechtsanwältin Dr. Eva Brandt" under "KANZLEI BRANDT". The heading
 * is a trade's word and the professional's own name: the practice is the person, who signs the
 * bill as such. The line right under the heading, in its column, opens with a title of one who
 * practises (LanguagePack.practitioners) and ends with the heading's name, a given name or more
 * between. A heading of another name ("Linden-Apotheke am Markt" over "Apothekerin Dr. Katrin
 * Weißbach") names the business, its owner under it.
 */
export function practitionerUnder(model: PageModel, heading: Segment): Segment | null {
  const key = tokens(heading.text);
  const trades = tradesIn(key, null);
  const name = key.filter((_, i) => !trades.has(i));
  if (!trades.size || !name.length || name.length === key.length) return null;
  const next = model.segs
    .map((s) => s.seg)
    .filter((s) => s.y > heading.y + heading.h * 0.5 && s.y - heading.y < model.lineHeight * 2.2)
    .filter((s) => s.x < heading.x + heading.w && s.x + s.w > heading.x)
    .sort((a, b) => a.y - b.y)[0];
  if (!next || /\d/.test(next.text) || looksLikeCompany(next.text)) return null;
  const words = tokens(next.text);
  const title = PRACTITIONERS.filter((t) => t.every((w, k) => words[k] === w)).sort(
    (a, b) => b.length - a.length,
  )[0];
  if (!title) return null;
  const given = words.length - title.length - name.length;
  const ends = name.every((w, k) => words[words.length - name.length + k] === w);
  return ends && given >= 1 && given <= GIVEN && !practiceIncorporated(model, name) ? next : null;
}

/**
 * Whether the page prints the practice as a company, its name with a legal form ("SELARL
 * Castagnet Avocats au capital de 10 000 €" in the footer): the firm is then the issuer, the
 * professional one who works in it.
 */
function practiceIncorporated(model: PageModel, name: string[]): boolean {
  return model.segs.some(({ seg }) => {
    if (!looksLikeCompany(seg.text)) return false;
    const words = tokens(seg.text);
    return name.every((w) => words.includes(w));
  });
}

/** The most words a professional's given names and further titles run to between title and name. */
const GIVEN = 3;
