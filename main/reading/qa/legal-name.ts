import { inflected } from '../lang';
import { sectorsOf } from '../lang/phrases';
import { isTillReceipt } from './till-receipt';
import { KINDS, standsAsTitle } from './document-kinds';
import { nameWords, namedWithLegalForm, sameCompany } from './company';
import type { Located } from './locate';
import { fold, tokens } from './normalize';
import { commonStart, HEAD, sameStem } from './same-stem';
import { parts } from './legal-line';
import { blockAbove } from './block-above';
import type { Segment } from '../types';
import type { PageModel } from './page-model';

/**
 * A trading name and the legal name it stands for: "Haustechnik Leitner" on the logo and the sender
 * line, "Florian Leitner e.U." beside the address; "VAN DIJK & DE BOER" over "Van Dijk & De Boer
 * Accountants B.V.". Both name the issuer, and the books want the legal one: a found name without
 * a legal form yields to one with its legal form that shares a word of its own (not a legal form's,
 * four letters or more).
 */
export function preferLegalName(model: PageModel, ranked: Located[]): Located[] {
  const [top, ...rest] = ranked;
  if (!top || namedWithLegalForm(top.text)) return ranked;
  const own = ownWords(top.text);
  const legal = rest.find(
    (l) =>
      namedWithLegalForm(l.text) &&
      (ownWords(l.text).some((w) => own.includes(w)) || abbreviatedBrand(top.text, l.text)),
  );
  if (!legal) return ranked;
  // A trading name heading the letterhead over its company stays first, the company behind it
  // (preferTradingName).
  if (tradingNameOver(model, top, legal))
    return [top, { ...legal, score: top.score - BEHIND }, ...rest.filter((l) => l !== legal)];
  // The trading name is the same party, no rival reading: left beside it at the same score, it
  // would make the page look ambiguous (answer.ts calibrate).
  return [{ ...legal, score: Math.max(legal.score, top.score) }, ...rest.filter((l) => l !== legal)];
}

/**
 * Whether a brand is its legal name abbreviated: made of the legal name's words alone, in order, one
 * at least by its initials, others by their stem: "KH TAILOR" of "Kwong Hin Tailoring & Alterations
 * Pte. Ltd.", "MT AIRCON" of "Ming Tat Aircon Engineering Pte. Ltd.". One name, the legal one in
 * full, not a trading name beside it. Every word must be the legal name's: one of its own says the
 * brand is another business's.
 */
export function abbreviatedBrand(brand: string, legal: string): boolean {
  const [b, l] = [nameWords(brand), nameWords(legal)];
  if (b.length < 2) return false;
  let at = 0;
  let initials = false;
  for (const w of b) {
    const next = l.findIndex((x, k) => k >= at && (x === w || sameStem(w, x)));
    const letters = l
      .slice(at, at + w.length)
      .map((x) => x[0])
      .join('');
    if (w.length >= 2 && w.length <= 4 && letters === w) {
      at += w.length;
      initials = true;
    } else if (next >= 0) at = next + 1;
    else return false;
  }
  return initials;
}

/** A name's words of its own: four letters or more ("de", "og" are everyone's), no legal form. */
export const ownWords = (text: string): string[] => nameWords(text, 4);

/**
 * The name heading the page over the company that runs the business, named only low on the page:
 * "THE KINGSBRIDGE ARMS HOTEL" over the footer's "Kingsbridge Arms Hotels Ltd - Registered in
 * England", "HOTEL HAVENZICHT" over "Havenzicht Hospitality B.V. h.o.d.n. Hotel Havenzicht". Where
 * the footer's company outranks the heading by its own evidence (its legal line, the domain), the
 * heading, with no legal form and sharing a word of its name, is the trading name the customer
 * dealt with, as pages typed by others name the issuer, where the page is a receipt, the heading a
 * place the company runs or the legal line says it trades so (tradedUnder); on another invoice it
 * is a brand, the legal name leading and the heading behind it. Where the letterhead ranks first
 * ("KANZLEI HOFMANN" in large print, the domain agreeing), it is a brand that yields to its legal name
 * (preferLegalName); so does a heading that is the legal name without its form ("VESTBRIS ENERGI"
 * of "Vestbris Energi AS": one name, the legal one fuller). Returns `ranked` itself when no
 * heading is preferred.
 */
export function preferHeading(model: PageModel, ranked: Located[]): Located[] {
  const [top, ...rest] = ranked;
  if (!top || top.via === 'letterhead' || !namedWithLegalForm(top.text)) return ranked;
  const ys = model.segs.map((s) => s.seg.y);
  const [first, last] = [Math.min(...ys), Math.max(...ys)];
  if (top.box.y < first + (last - first) * LOW) return ranked;
  const heading = rest.find(
    (l) =>
      l.via === 'letterhead' &&
      !namedWithLegalForm(l.text) &&
      l.box.y - first < model.lineHeight * HEAD_LINES &&
      !legalNameShortened(l.text, top.text) &&
      !headSpells(model, l, top.text) &&
      (namedAfter(l.text, top.text) || printedBeside(top, l.text)),
  );
  if (!heading) return ranked;
  // A business's invoice names its seller by the legal name, the heading its brand behind it.
  if (!tradedUnder(model, heading, top))
    return [top, { ...heading, score: top.score - BEHIND }, ...rest.filter((l) => l !== heading)];
  // The company behind it is the same party, no rival reading (see preferLegalName): it follows,
  // well below, as another name the page prints for the issuer ("the vets" of "Riverside Vets Ltd").
  const score = Math.max(heading.score, top.score);
  const others = rest.filter((l) => l !== heading && l.text !== top.text);
  return [{ ...heading, score }, { ...top, score: score - BEHIND }, ...others];
}

/**
 * Whether the heading is the name the customer dealt with rather than a brand of the company in
 * the footer: a till receipt's shop, where the company behind it only closes the slip
 * ("VERSMARKT HOEKSTRA" over "Hoekstra Supermarkten B.V."); a place the company runs, its legal
 * name restating the heading's trade ("HOTEL MARLENHOF" of "Marlenhof Hotelbetriebs GmbH",
 * "RIVERSIDE VETERINARY CENTRE" of "Riverside Vets (Nottingham) Ltd"); or a name its legal line
 * prints beside it ("Julien Ferrand EI – Auto-école du Plateau"). On another invoice the heading
 * is the business's brand ("MARBRERIE DELAUNAY", "LES SOURCES D'AIX") and the legal name in the
 * footer ("Delaunay Pierre et Granit SARL") is the seller the books want, as pages typed by
 * others name it.
 */
function tradedUnder(model: PageModel, heading: Located, legal: Located): boolean {
  if (receipt(model) || printedBeside(legal, heading.text) || namesAsTraded(legal, heading.text)) return true;
  const sectors = (text: string) => tokens(text).flatMap((t) => sectorsOf(t, null));
  const runs = sectors(legal.text);
  return sectors(heading.text).some((s) => runs.includes(s));
}

/**
 * Whether the page's head, down to the heading, prints every word of the legal name's own: the
 * brand over the heading and the heading together ("H A A R W E R K" over "Friseursalon Lisa
 * Steiner", the legal name "Haarwerk Lisa Steiner e.U."). The legal name is then the letterhead's
 * name in full, not a company behind a trading name.
 */
function headSpells(model: PageModel, heading: Located, legal: string): boolean {
  const head = model.segs
    .filter((s) => s.seg.y <= heading.box.y && heading.box.y - s.seg.y < model.lineHeight * HEAD_LINES)
    .flatMap((s) => ownWords(s.seg.text));
  const printed = new Set([...head, ...ownWords(heading.text)]);
  const own = ownWords(legal);
  return own.length > 0 && own.every((w) => printed.has(w));
}

/**
 * Whether the legal line that names the company prints the heading as one of its parts: "Julien
 * Ferrand EI – Auto-école du Plateau – SIRET 853 412 096 00010" under "AUTO-ÉCOLE DU PLATEAU". The
 * sole trader's legal name and the business's own share no word, and the line says they are one.
 */
function printedBeside(legal: Located, heading: string): boolean {
  const line = 'text' in legal.box && typeof legal.box.text === 'string' ? legal.box.text : '';
  const key = tokens(heading).join(' ');
  return !!key && parts(line).some((p) => tokens(p).join(' ') === key);
}

/** A receipt: a till's, or a page titled one ("Receipt No. 4471", "KVITTO"). */
const receipt = (model: PageModel): boolean =>
  isTillReceipt(model) || model.segs.some((s) => RECEIPTS.some((k) => standsAsTitle(s.tokens, k)));
const RECEIPTS = KINDS.filter((k) => k.kind === 'RECEIPT');

/**
 * Whether the legal line goes on from the company's name to the heading's, the words between
 * saying the one trades as the other ("Havenzicht Hospitality B.V. h.o.d.n. Hotel Havenzicht |
 * KvK 61842207" under "HOTEL HAVENZICHT").
 */
function namesAsTraded(legal: Located, heading: string): boolean {
  const line = 'text' in legal.box && typeof legal.box.text === 'string' ? legal.box.text : '';
  const [name, key] = [tokens(legal.text).join(' '), tokens(heading).join(' ')];
  return (
    !!key &&
    parts(line).some((p) => {
      const part = tokens(p).join(' ');
      return (
        part.startsWith(`${name} `) && part.endsWith(` ${key}`) && part.length > name.length + key.length + 1
      );
    })
  );
}

/**
 * Whether a heading names the business its company's legal name opens with: the legal name's first
 * word of its own is the heading's too ("THE KINGSBRIDGE ARMS HOTEL" of "Kingsbridge Arms Hotels
 * Ltd"). A slogan heading a page shares a word of what the business sells ("KEYS CUT WHILE U WAIT"
 * over the footer's "Quayside Keys & Locks Ltd"), never the name it trades under.
 */
const namedAfter = (heading: string, legal: string): boolean => {
  const own = ownWords(legal);
  const named = ownWords(heading);
  // Or every word of its own is the legal name's, whose first may say the trade ("DE ZWALUW" of
  // "Drukkerij De Zwaluw B.V."): a slogan says more than the name.
  return (!!own[0] && named.includes(own[0])) || (named.length > 0 && named.every((w) => own.includes(w)));
};

/** Whether two names share a word of their own: one business by two of its names. */
export const sameBusiness = (a: string, b: string): boolean => {
  const own = ownWords(a);
  return ownWords(b).some((w) => own.includes(w));
};

/**
 * A heading that is the legal name with its last words cut short: "KILDEVANG AUTO" of "Kildevang
 * Autoværksted ApS", "KVARNBACKENS TRÄDGÅRD" of "Kvarnbackens Trädgårdstjänst AB", "WESTLAKE
 * MARQUEES" of "Westlake Marquee Hire Ltd". Each of its words opens the legal name's word in the
 * same place, or is that word with an inflecting ending (a plural says the same name): one name,
 * the legal one fuller. "HOTEL HAVENZICHT" over "Havenzicht Hospitality B.V." names the hotel,
 * not the company.
 */
export function cutShort(heading: string, legal: string): boolean {
  const [h, l] = [nameWords(heading), nameWords(legal)];
  const opens = (w: string, k: number) =>
    w.length >= CUT && (l[k]!.startsWith(w) || (l[k]!.length >= INFLECTED && inflected(w, l[k]!)));
  return h.length > 0 && h.length <= l.length && h.every(opens);
}

/**
 * Whether a heading is the legal name itself, only shortened: the same company's name, its last
 * words cut short, or its words abbreviated to initials and stems. One name, the legal one fuller:
 * never a trading name beside it. The one place a heading is read against the legal name word by
 * word, for every rule that weighs the two (preferHeading, tradingNameOver).
 */
export const legalNameShortened = (heading: string, legal: string): boolean =>
  sameCompany(heading, legal) ||
  cutShort(heading, legal) ||
  abbreviatedBrand(heading, legal) ||
  reordered(heading, legal);

/** The most letters one form of a word may have over another ("hundpension" of "hundpensionat"). */
const ENDING = 3;

/**
 * Two forms of one word: the shorter opens the longer, its last letter aside, the longer at most
 * an ending longer. Not a word opening a compound of its own ("hotel" of "Hotelbetriebs": the
 * business that runs the hotel).
 */
const oneWord = (a: string, b: string): boolean => {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return long.length - short.length <= ENDING && commonStart(a, b) >= Math.max(short.length - 1, HEAD + 1);
};

/**
 * A heading of the legal name's own words in another order, each in one of its forms: "HUNDPENSIONAT
 * TASSEBO" of "Tassebo Hundpension AB". With no word of its own and none of the legal name's left
 * out, it names nothing the legal name does not: the same name, set for the sign. In the same
 * order ("THE KINGSBRIDGE ARMS HOTEL" of "Kingsbridge Arms Hotels Ltd") a heading names the
 * business the company runs, its trading name (preferHeading).
 */
function reordered(heading: string, legal: string): boolean {
  const [h, l] = [ownWords(heading), ownWords(legal)];
  if (h.length < 2 || h.length !== l.length) return false;
  const at = h.map((w) => l.findIndex((x) => oneWord(w, x)));
  return new Set(at).size === h.length && !at.includes(-1) && at.some((k, i) => k !== i);
}

/** The fewest letters a legal name's word has whose inflected form a heading may print. */
const INFLECTED = 4;

/** The fewest letters a word cut short keeps. */
const CUT = 3;

/** How far below the trading name the company behind it is ranked: no rival reading. */
const BEHIND = 0.15;

/** Printed below this share of the page's print, a name is no part of its head. */
const LOW = 0.5;
/** The page's head: its first lines of print. */
const HEAD_LINES = 3;

/**
 * A name printed abbreviated in one place and in full in another: "Hübenthal StBG mbH" on the
 * sender line over the window, "Hübenthal Steuerberatungsgesellschaft mbH" in the letterhead. One
 * party, and the books want its name as registered: the leading name yields to a rival that spells
 * out each of its words, word for word or by their letters in order ("StBG" of
 * "Steuerberatungsgesellschaft"), at its score.
 */
export function preferFullName(ranked: Located[]): Located[] {
  const [top, ...rest] = ranked;
  if (!top) return ranked;
  const full = rest.find((l) => l.text.length > top.text.length && abbreviates(top.text, l.text));
  if (!full) return ranked;
  // Its abbreviated copies are the same party, no rival reading (see preferLegalName).
  const others = rest.filter((l) => l !== full && l.text !== top.text && !abbreviates(l.text, full.text));
  return [{ ...full, score: Math.max(full.score, top.score) }, ...others];
}

/** Whether each word of `short` is the same word of `long` or an abbreviation of it, none skipped. */
function abbreviates(short: string, long: string): boolean {
  const a = short.split(/\s+/);
  const b = long.split(/\s+/);
  if (a.length !== b.length || a.every((w, k) => w === b[k])) return false;
  return a.every((w, k) => w.toLowerCase() === b[k]!.toLowerCase() || lettersOf(w, b[k]!));
}

/** An abbreviation: its first letter the word's, its letters in the word's order, at least two. */
function lettersOf(abbr: string, word: string): boolean {
  const [x, y] = [fold(abbr).replace(/[^\p{L}]/gu, ''), fold(word)];
  if (x.length < 2 || x.length >= y.length || x[0] !== y[0]) return false;
  let at = 0;
  for (const c of x) {
    at = y.indexOf(c, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

/**
 * A trading name heading the page right over the company that runs it, each with a word of its
 * own the other lacks: "SEVEN LANTERNS KOPITIAM" over "Seven Lanterns F&B Pte Ltd", "Coastline
 * Sparks Electrical" over "Sparks & Co (QLD) Pty Ltd". The customer dealt with the business the
 * heading names, and pages typed by others name the issuer so; the company follows as its other
 * name (see preferHeading). A heading that is the legal name cut short ("TOPPTURBUA SPORT" over
 * "Toppturbua Sport AS", "SENTRUMSAPOTEKET" over "Sentrumsapoteket Lillehammer AS") prints no
 * word of its own and yields to the legal name (preferLegalName).
 */
export function preferTradingName(model: PageModel, ranked: Located[]): Located[] {
  const [top, ...rest] = ranked;
  if (!top || !namedWithLegalForm(top.text)) return ranked;
  const heading = rest.find((l) => tradingNameOver(model, l, top));
  if (!heading) return ranked;
  const score = Math.max(heading.score, top.score);
  const others = rest.filter((l) => l !== heading && l.text !== top.text);
  return [{ ...heading, score }, { ...top, score: score - BEHIND }, ...others];
}

/**
 * Whether a letterhead's line is the trading name over the legal name that runs it (see
 * preferTradingName): printed right over it, or heading the block of lines the legal name closes
 * ("RESTAURANG FYRSKEPPET", its street and phone, then "Fyrskeppet Mat & Dryck AB" over its
 * Org.nr), a word of its name shared and a word of its own the legal name lacks; not the legal name
 * cut short ("KVARNBACKENS TRÄDGÅRD" of "Kvarnbackens Trädgårdstjänst AB").
 */
export function tradingNameOver(model: PageModel, heading: Located, legal: Located): boolean {
  if (heading.via !== 'letterhead' || namedWithLegalForm(heading.text) || heading.box.y >= legal.box.y)
    return false;
  const right =
    legal.box.y - (heading.box.y + heading.box.h) < model.lineHeight * 0.8 &&
    Math.abs(heading.box.x + heading.box.w / 2 - (legal.box.x + legal.box.w / 2)) <
      model.lineHeight * 3 + heading.box.w / 2;
  const heads = 'text' in legal.box && blockAbove(model, legal.box as Segment).at(-1) === heading.box;
  const own = ownWords(legal.text);
  return (
    (right || heads) &&
    sameBusiness(heading.text, legal.text) &&
    !legalNameShortened(heading.text, legal.text) &&
    ownWords(heading.text).some((w) => !own.includes(w))
  );
}
