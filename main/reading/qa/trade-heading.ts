import { tokens } from '../fold';
import { tradesIn } from '../lang/phrases';
import { BoundedCache } from '../../util/bounded-cache';
import { endsWithLegalForm, nameWords } from './company';
import { sameStem, STEM } from './same-stem';

/** The marks a tagline lists its parts with: "Brasserie - Bar - Terrasse", "Café • Bar". */
const LISTED = /\s+[-–—•·|/]\s+|\s*[•·|]\s*/;

/**
 * Whether a printed line says what kind of business it is, not which: the trade alone ("~
 * BRASSERIE ~" over "Chez Marceline") or a tagline listing one word parts, one of them a trade
 * ("Brasserie - Bar - Terrasse" under "La Treille d'Or"). Any business could print it, so it names
 * none; "Garage Lemoine" or "Smith - Jones" (no trade) still do.
 */
export function tradeHeading(text: string): boolean {
  // Asked of the same lines for every question of a page, and of every language's trades.
  return headings.get(text, () => isTradeHeading(text));
}

const headings = new BoundedCache<boolean>(20_000);

/** The marks only a list prints between its parts: a bullet, a middle dot (a dash joins names too). */
const BULLETED = /\s+[•·]\s+/;

/**
 * A letterhead's tagline: short parts of words alone between bullets or middle dots, whatever they
 * are ("Utbildning · Arbetsmiljö · Ledarskap", "Design · Installation · Maintenance"). Such a list
 * says what a business does, never which it is, trades or not; a name printed with its legal form
 * ("Getränke Haberkorn e.K. · Inh. …"), a web address or figures (a legal line) is no list.
 */
export function bulletedTagline(text: string): boolean {
  const parts = text.split(BULLETED);
  return (
    parts.length >= 2 &&
    !/[\d@]/.test(text) &&
    parts.every((p) => {
      const words = p.trim().split(/\s+/);
      return (
        /\p{L}/u.test(p) && words.length <= MAX_TAGLINE_WORDS && !endsWithLegalForm(p) && !/\.\S/.test(p)
      );
    })
  );
}

/**
 * A motto framed by ornaments, in words of running text ("~ real bread, baked before dawn ~"): a
 * name is printed in its own capitals, framed or not ("~ BRASSERIE ~", "*** KIOSK ***"), and a
 * motto's lower-case words say what the business is like, not which it is.
 */
export function framedMotto(text: string): boolean {
  const m = FRAMED.exec(text.trim());
  return !!m && /(?:^|\s)\p{Ll}\p{L}+/u.test(m[2]!);
}
/** The same ornament opening and closing a line: "~ … ~", "* … *", "= … =". */
const FRAMED = /^([~*=_+]+)\s*(.+?)\s*\1$/u;

/**
 * A motto whose frame a scan's reader dropped ("real bread, baked before dawn" for "~ real bread,
 * baked before dawn ~"): running text in lower case only, its clauses parted by a comma. A name
 * capitalises a word at least, or is printed in capitals; a lower-case brand ("dm-drogerie markt")
 * parts no clauses.
 */
export function unframedMotto(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return (
    words.length >= MOTTO_WORDS &&
    /\p{Ll},\s+\p{Ll}/u.test(text) &&
    !/\d/.test(text) &&
    words.every((w) => !/\p{Lu}/u.test(w))
  );
}
/** A motto's words at least: "fresh, local" is two words of a list, no sentence. */
const MOTTO_WORDS = 4;

/** How many words one part of a tagline has at most ("Permanent & Contract Recruitment"). */
const MAX_TAGLINE_WORDS = 4;

function isTradeHeading(text: string): boolean {
  const all = tokens(text);
  if (!all.length) return false;
  const trades = tradesIn(all, null);
  if (all.every((_, i) => trades.has(i))) return true;
  const parts = text
    .split(LISTED)
    .map((p) => tokens(p))
    .filter((p) => p.length);
  return (
    parts.length >= 2 && parts.every((p) => p.length === 1) && parts.some((p) => tradesIn(p, null).size > 0)
  );
}

/**
 * Whether a heading with no legal form says the trade of a legal name, a word of it sharing its
 * stem with one of the name's ("TANDTEKNISK LABORATORIUM" over the letterhead's street, "Tandteknik
 * Vestjylland ApS" in the footer's legal line): the business's own heading, not another party's
 * name. Such a heading describes; the legal name is the one that names.
 */
export function headsLegalName(heading: string, legal: string): boolean {
  if (endsWithLegalForm(heading)) return false;
  const own = nameWords(legal, STEM);
  return nameWords(heading, STEM).some((w) => own.some((o) => sameStem(w, o)));
}
