import { nameWords } from './company';
import { domainWords } from './domain-name';
import { headsLegalName } from './trade-heading';
import type { Located } from './locate';
import type { PageModel } from './page-model';
import type { Segment } from '../types';

/**
 * Whether a block that looks like an envelope window (a name over a street and a postal line) is
 * the issuer's own address block, by what the page states of the issuer elsewhere (its footer's
 * legal line, its sender line): a brand heading the block that the legal name ends with ("DE
 * ZWALUW" over the street, "Drukkerij De Zwaluw B.V." in the footer), or the issuer's own mail or
 * web address among the block's lines ("Aut. el-installatør" over the street, the phone and
 * "post@larsen-el.dk", the footer's "Larsen El-service ApS"), or a heading saying its trade. A customer's window prints the
 * customer's name and address, never the issuer's domain.
 */
export function issuersBlock(model: PageModel, name: Segment, issuers: Located[]): boolean {
  const stated = issuers.map((l) => core(l.text)).filter((c) => c.join('').length >= MIN_LETTERS);
  if (!stated.length) return false;
  const own = core(name.text);
  if (own.join('').length >= MIN_LETTERS && stated.some((s) => endsWith(s, own))) return true;
  // The page's first printed line saying the legal name's trade ("TANDTEKNISK LABORATORIUM" of
  // "Tandteknik Vestjylland ApS") heads the issuer's block, whatever window it looks like: a
  // customer's name sharing a word with the issuer's lower down is still the customer's.
  const top = Math.min(...model.segs.map((s) => s.seg.y));
  if (name.y <= top && issuers.some((l) => headsLegalName(name.text, l.text))) return true;
  const domains = columnUnder(model, name).flatMap((s) => domainWords(s.text));
  return domains.some((d) => stated.some((s) => owns(s, d)));
}

/** Fewer letters than this name too little to tell one company from another. */
const MIN_LETTERS = 5;

/** A name's words without its legal form, whole ("Ltd") or in dotted letters ("B.V.", "S.A."). */
const core = (text: string): string[] => nameWords(text, 2);

/** Whether a name's last words are another's whole ("drukkerij de zwaluw" ends with "de zwaluw"). */
const endsWith = (name: string[], tail: string[]): boolean =>
  tail.length < name.length && name.slice(-tail.length).join(' ') === tail.join(' ');

/**
 * Whether a name owns a domain word: the word is its first words run together ("larsenel" of
 * "Larsen El-service"), or the whole name opens the word ("dezwaluwdruk" of "De Zwaluw").
 */
function owns(name: string[], domain: string): boolean {
  const whole = name.join('');
  if (domain.startsWith(whole)) return true;
  for (let k = 1; k <= name.length; k++) {
    const head = name.slice(0, k).join('');
    if (head.length >= MIN_LETTERS && head === domain) return true;
  }
  return false;
}

/** How many lines under a block's name its contact lines may reach. */
const BLOCK_LINES = 7;

/** The lines printed under a line in its column, each close under the last. */
function columnUnder(model: PageModel, line: Segment): Segment[] {
  const lh = model.lineHeight;
  const out: Segment[] = [];
  let bottom = line.y + line.h;
  for (const s of model.segs
    .map((i) => i.seg)
    .filter((s) => s.y > line.y + line.h * 0.5 && Math.abs(s.x - line.x) < lh * 2)
    .sort((a, b) => a.y - b.y)) {
    if (s.y - bottom >= lh * 1.6 || out.length === BLOCK_LINES) break;
    out.push(s);
    bottom = s.y + s.h;
  }
  return out;
}

/**
 * Whether a block's own name owns a web or mail domain its lines print ("MATTVÄTTERIET" over its
 * street and "021-13 58 40 · mattvatteriet.se"): a business printing its own site under its name
 * is a letterhead. A customer's window may print the customer's mail too, so the caller weighs it
 * only against another window-like block.
 */
export function ownsItsDomain(model: PageModel, name: Segment): boolean {
  const own = core(name.text);
  if (own.join('').length < MIN_LETTERS) return false;
  return columnUnder(model, name)
    .flatMap((s) => domainWords(s.text))
    .some((d) => owns(own, d));
}
