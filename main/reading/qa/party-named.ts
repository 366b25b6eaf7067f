import { findConcept } from './find';
import { conceptById, type Concept } from './lexicon';
import { tokens } from './normalize';
import { COMPANY_WORDS, SALUTATIONS, TITLE_WORDS } from '../lang';
import { sectorsOf, tradeClosesOver, tradeWordSectors } from '../lang/phrases';
import { namesTheDocument } from './question-document';
import { otherDocumentWord } from './titles';
import type { PageModel } from './page-model';
import type { Box, Segment } from '../types';
import { overlapX } from './geometry';
import { looksLikeCompany, looksLikePerson, sameCompany } from './company';
import type { Located } from './locate';
import { monthNamed, periodOnPage } from './period-named';
import { sameBusiness } from './legal-name';
import { headsLegalName } from './trade-heading';
import { subjectLines } from './subject-line';
import { commonStart, HEAD, sameCompound, sameStem, sameWord, STEM } from './same-stem';
import { sideOf, type Party } from './question-party';
import { modelMemo } from './model-memo';
import { headUnprinted, thingOfName } from './compound-head-printed';
import { asksQualifierOnly, qualifiedTrades } from './name-qualifier';
import { withDroppedSeparators } from './dropped-separators';

const PARTIES = ['supplier_name', 'receiver_name'].map((id) => conceptById.get(id)!);

/**
 * `tokens`: its name and the trade printed over it; `does`: what its block says it does beside or
 * under its name, which explains a question's word ("la facture de ramonage") but says no trade
 * another's is not: "Quel commerce a émis ce ticket ?" of "Boulangerie - Pâtisserie artisanale".
 */
type PartyName = { concept: Concept; tokens: string[]; does: string[]; qualified: Map<string, string[]> };
const namesOf = new WeakMap<PageModel, PartyName[]>();

/**
 * The printed name of each party, as tokens, where the page shows one: found once per page, as
 * both a question's opening word and its other words are checked against them.
 */
function partyNames(model: PageModel): PartyName[] {
  let names = namesOf.get(model);
  if (!names) {
    names = PARTIES.map((c) => ({ concept: c, all: findConcept(model, c) }))
      .map(({ concept, all }) => ({ concept, found: all[0], also: alsoNamed(concept, all) }))
      .filter((p): p is { concept: Concept; found: Located; also: Located[] } => !!p.found)
      .map((p) => ({
        concept: p.concept,
        tokens: [
          ...tokens(p.found.text),
          ...p.also.flatMap((l) => tokens(l.text)),
          ...tradeWords(model, p.found.text, 'over'),
        ],
        // The issuer's letterhead says what it does, under whichever of its names it prints
        // ("DE ZWALUW" over "drukwerk & afwerking", its legal name in the footer); under a
        // customer's name is its contact ("Représentée par M. Olivier Garnier").
        does:
          p.concept.id === 'supplier_name'
            ? [p.found, ...p.also].flatMap((l) => tradeWords(model, l.text, 'beside'))
            : [],
        // "Insurance" of "… Insurance Brokers Ltd" says what the brokers deal in (name-qualifier.ts).
        qualified: qualifiedTrades(p.found.text),
      }));
    namesOf.set(model, names);
  }
  return names;
}

/** The words a party's name prints, and for the issuer what its letterhead says it does. */
const partyWords = (model: PageModel, id: string): string[] =>
  partyNames(model)
    .filter((p) => p.concept.id === id)
    .flatMap((p) => [...p.tokens, ...p.does]);

/**
 * The words of the issuer's name as the page prints it, with the trade over it and what its
 * letterhead says it does ("Arborister · Trädfällning · Stubbfräsning"): what a question may say
 * the issuer did its work on ("Vilket företag fällde träden?" of "Ekbackens Trädvård AB").
 */
export const issuerWords = (model: PageModel): string[] => partyWords(model, 'supplier_name');

/** The words of the issuer's name alone (its other names, the trade over it), not what it does. */
export const issuerNameWords = (model: PageModel): string[] =>
  partyNames(model)
    .filter((p) => p.concept.id === 'supplier_name')
    .flatMap((p) => p.tokens);

/** The words of the customer's name as the page prints it: a word naming the issuer must not name it too. */
export const customerWords = (model: PageModel): string[] => partyWords(model, 'receiver_name');

/**
 * The words of the issuer's other names the page prints: the company behind a trading name ("When
 * did the vets send us this bill?" of "RIVERSIDE VETERINARY CENTRE", run by "Riverside Vets
 * (Nottingham) Ltd"), found after it and sharing a word of its name.
 */
function alsoNamed(concept: Concept, all: Located[]): Located[] {
  const [first, ...rest] = all;
  if (!first || concept.id !== 'supplier_name') return [];
  return rest.filter((l) => sameBusiness(l.text, first.text) || tradeHeadingOf(l, first));
}

/**
 * A letterhead's heading that says the trade of the legal name found first (trade-heading.ts
 * headsLegalName): the business's own heading, so "Hvilket laboratorium er regningen fra?" of
 * "TANDTEKNISK LABORATORIUM" asks for the issuer, whose name is the legal one.
 */
const tradeHeadingOf = (heading: Located, legal: Located): boolean =>
  heading.via === 'letterhead' && legal.via === 'legal-line' && headsLegalName(heading.text, legal.text);

/** Lines this close over a name are its own: the trade a letterhead prints over it. */
const BESIDE_LINES = 2.5;
/** A trade printed over a name is a few words at most ("Gas · Wasser · Heizung · Solar"). */
const MAX_TRADE_WORDS = 5;

/**
 * The words printed over a party's name in its block, close and without figures: "TRAITEUR" over
 * "DE GOUDEN LEPEL" / "De Gouden Lepel BV". "Van welke traiteur komt deze factuur?" names the
 * issuer by its trade as the page prints it. So does the line of what it does under its name or
 * beside it ("VELO KÄLIN GmbH" over "Verkauf · Reparatur · E-Bikes", "Julien Dufresne EI" over
 * "Ramonage · Entretien poêles"): "la facture de ramonage" is its. A person's name there (a
 * contact) is no trade.
 */
function tradeWords(model: PageModel, name: string, where: 'over' | 'beside'): string[] {
  // Wherever the page prints the name: the footer's legal line is found first, the letterhead has the trade.
  const printed = model.segs.map((s) => s.seg).filter((s) => sameCompany(name, s.text));
  return printed.flatMap((box) => linesNear(model, box, where));
}

function linesNear(model: PageModel, box: Segment, where: 'over' | 'beside'): string[] {
  const lh = model.lineHeight;
  // A label over a name heads its block ("Delivery address", "Bill to"): no trade of the party's.
  const segs = model.segs
    .filter((s) => !s.label)
    .map((s) => s.seg)
    // As read with the dots OCR dropped between its parts: "Architekturbüro Ziviltechniker" of a
    // scanned "Architekturbüro · Ziviltechniker" lists two trades, no person's first and last name.
    .filter((s) => s !== box && tradeLine(withDroppedSeparators(model, s)));
  const over = (s: Box) => s.y < box.y && box.y - s.y <= lh * BESIDE_LINES && overlapX(s, box) > 0;
  // Under and beside only a name printed alone: under a sender line ("Pichler & Partner
  // Steuerberatung GmbH, Wiedner Hauptstraße 68, 1040 Wien") is the customer's window. Its line's
  // cells right of it ("Garage Delvaux & Fils SRL | Toutes marques"), which the line under may go
  // on from ("Entretien · Pneus · Carrosserie"); another company's name there is no trade.
  const alone = !/\d/.test(box.text);
  const nextTo = segs.filter((s) => !looksLikeCompany(s.text));
  const beside = alone ? nextTo.filter((s) => Math.abs(s.y - box.y) < lh / 2 && s.x > box.x) : [];
  const under = (s: Box) =>
    alone && s.y > box.y && s.y - box.y <= lh * 1.5 && [box, ...beside].some((b) => overlapX(s, b) > 0);
  const near = where === 'over' ? segs.filter(over) : [...beside, ...nextTo.filter(under)];
  return near.flatMap((s) => tokens(s.text));
}

/**
 * A trade is a word or a few, not a sentence ("You will be automatically charged …"), a figure
 * (an address's), an e-mail or a person (a contact).
 */
const tradeLine = (text: string): boolean =>
  !looksLikePerson(text) &&
  tokens(text).length <= MAX_TRADE_WORDS &&
  !/[.!?]$/.test(text.trim()) &&
  !/\d/.test(text) &&
  !text.includes('@');

/**
 * Whether a question's word names a business: a trade the question was read to name ("plumber"), or
 * a compound closing with a pack's word for a business ("Elektrofirma", "byggfirma"). Such a word
 * names a party by the stem it shares with the party's name (partyNamedBy).
 */
export const namesABusiness = (word: string, trades: readonly string[]): boolean =>
  trades.includes(word) || [...COMPANY_WORDS].some((c) => word.length > c.length + 2 && word.endsWith(c));

/**
 * The party whose printed name a word is of ("byrå" of "Norrsken Digitalbyrå AB"), or null. A
 * question opening with such a word asks for that party ("Vilken byrå har fakturerat oss?"),
 * whatever its verb made the wording lean to. By its stem only a word naming a business does
 * (namesABusiness: "plumber" of "KOWHAI PLUMBING"): another word sharing a stem with a name may be
 * a person at work there ("Which veterinarian saw Biscuit?" of "Banksia Vale Veterinary Clinic").
 */
export function partyNamedBy(model: PageModel, word: string, byStem = true, business = true): Concept | null {
  const match = !byStem ? sameWord : business ? sameStem : sameCompound;
  // A compound's end is the longest trade closing it: "ejer" is no word of "Skorstensfejer".
  // Nor a compound that only opens with a word of the name, its head a thing ("Reifen|größe" of
  // "Reifen Pichler GmbH" asks a size): compound-head-printed.ts thingOfName. Nor a trade sharing
  // a stem only with a word saying what the name's own trade deals in ("insurer" of "Insurance
  // Brokers"): name-qualifier.ts.
  const named = partyNames(model).filter((p) =>
    p.tokens.some(
      (t) =>
        match(word, t) &&
        !(t !== word && t.endsWith(word) && tradeClosesOver(word, t)) &&
        !thingOfName(word, t) &&
        !asksQualifierOnly(word, t, p.qualified),
    ),
  );
  return named.length === 1 ? (named[0]?.concept ?? null) : null;
}

/**
 * The party a question's party word names by the page's own names: "the store's phone number" of
 * an invoice to "Birch & Barrel General Store LLC" asks the customer's, though a store is the
 * seller on a till receipt. Only a whole word of one party's name; the side the word says
 * otherwise (null).
 */
export function partyWordNamed(model: PageModel, text: string, party: Party | null): Party | null {
  if (!party) return null;
  const sides = tokens(text)
    .filter((t) => sideOf(t) === party)
    .map((t) => partyNamedBy(model, t, false, false)?.id);
  const other = party === 'issuer' ? 'receiver_name' : 'supplier_name';
  return sides.length > 0 && sides.every((id) => id === other)
    ? party === 'issuer'
      ? 'receiver'
      : 'issuer'
    : null;
}

/**
 * By a stem shared only the issuer's name, which says what it does and sells ("the photos" of
 * "Saltmarsh Photography", "de coach" of "Coaching ..."); the customer's says what the customer
 * does, no word of what was billed, and names it by the word itself: "interest" in "the late
 * payment interest rate" is no "Copperleaf Interiors Ltd".
 */
const byStem = (p: PartyName) => (p.concept.id === 'supplier_name' ? sameStem : sameCompound);

/**
 * Whether the words a question adds to what it asks name a party by what the page prints of its
 * name: "How much do we have to pay Sai Krupa?", "Numéro de facture du plombier ?" (MOREL
 * PLOMBERIE), "Vilken byrå har fakturerat oss?" (Norrsken Digitalbyrå AB). The page shows those
 * words, in the party's own name, so they ask nothing the page does not say; so does the line
 * naming the document ("the electricity bill" of "Your electricity bill"). A flight or a patient
 * named nowhere still asks for something the page does not say.
 */
export function namedOnPage(model: PageModel, words: string[]): boolean {
  if (!words.length) return false;
  const names = partyNames(model);
  // So does its subject line ("Betreff: Erneuerung Elektroinstallation Backstube" of "die
  // Elektriker-Rechnung für die Backstube"): see subject-line.ts.
  const titles = [...titleLines(model), ...subjectLines(model)];
  // A month the page prints says which period ("pour mars"): see period-named.ts.
  return words.every((w) =>
    shownWords(
      model,
      w,
      () =>
        names.some((p) => [...p.tokens, ...p.does].some((t) => byStem(p)(w, t))) ||
        titles.some((l) => l.some((t) => sameStem(w, t) && !headUnprinted(model, w, t))) ||
        periodOnPage(model, w),
    ),
  );
}

/**
 * Whether the words are printed in a line naming the document or in its subject line ("the
 * Gutschrift's GS-Nr.", "the electricity bill number"): they say which document, not another
 * thing, where namedOnPage would take a party's name too.
 */
export function namedByTitle(model: PageModel, words: string[]): boolean {
  const titles = [...titleLines(model), ...subjectLines(model)];
  return (
    words.length > 0 &&
    words.every((w) => titles.some((l) => l.some((t) => sameStem(w, t) && !headUnprinted(model, w, t))))
  );
}

/** namedOnPage's answer for each word, and wordOfPartyName's: asked of a page by question after question. */
const shownWords = modelMemo<string, boolean>();
const nameWords = modelMemo<string, boolean>();

const titlesOf = new WeakMap<PageModel, string[][]>();

/**
 * A word of a document's title, not only of another document's (titles.ts otherDocumentWord). Not
 * a letter alone, an elided preposition a title is written with ("d'" of "facture d'acompte"):
 * "Deposit rec'd 10/02" is no title, and "deposit" asked is not named by it.
 */
const titleWord = (t: string): boolean =>
  (TITLE_WORDS.has(t) && t.length > 1 && !otherDocumentWord(t)) || namesTheDocument(t);

/**
 * The lines that name the document by its kind, as tokens: "Your electricity bill", "Stromrechnung
 * März". A question's word printed there ("the electricity bill's VAT") says which document, as
 * a party's name says which party.
 */
function titleLines(model: PageModel): string[][] {
  let lines = titlesOf.get(model);
  if (!lines) {
    lines = model.segs.filter((s) => s.tokens.length <= 6 && s.tokens.some(titleWord)).map((s) => s.tokens);
    titlesOf.set(model, lines);
  }
  return lines;
}

/**
 * Whether a word of the question is a word of a party's printed name, itself or in another of its
 * endings ("aircon" of "COOLBREEZE AIRCON ENGINEERING", "Nilgiri" of "NILGIRI INFOTECH"): it says
 * whose document, whatever else the question names. Not a longer compound opening with it
 * ("strømstøtte" of a "Strøm" name), which names a thing of its own.
 */
export function wordOfPartyName(model: PageModel, word: string): boolean {
  const ending = (t: string) => {
    const n = commonStart(word, t);
    return n >= STEM && n >= Math.min(word.length, t.length) - 2;
  };
  return nameWords(model, word, () =>
    partyNames(model).some((p) => p.tokens.some((t) => sameWord(word, t) || ending(t))),
  );
}

/**
 * The one party the words name ("Frau Vollmer" of the customer "Frau Dr. Katrin Vollmer"), or
 * null: "Wie lautet die Telefonnummer von Frau Vollmer?" asks her number, not the seller's.
 */
export function partyNamed(model: PageModel, asked: string[]): 'issuer' | 'receiver' | null {
  // A month says which period, not whose ("aux Transports Marchetti pour mars").
  const words = asked.filter((w) => monthNamed(w) === null);
  if (!words.length) return null;
  const named = partyNames(model).filter((p) => words.every((w) => p.tokens.some((t) => sameStem(w, t))));
  if (named.length !== 1) return null;
  return named[0]?.concept.id === 'supplier_name' ? 'issuer' : 'receiver';
}

/** The sectors of each trade word asked, a word of a trade of several its trade's (tradeWordSectors). */
const askedSectors = (trades: string[], lang: string): Map<string, string[]> => {
  const sectors = tradeWordSectors(trades, lang);
  return new Map(trades.map((q, i) => [q, sectors[i] ?? []]));
};

/**
 * The one party whose printed name holds a word of the sector of every trade asked ("der Kanzlei"
 * of the customer "Rechtsanwälte Brakemeier & Voss PartG mbB", beside the issuer "Möbelhaus
 * Lindemann"): "Wie lautet die USt-IdNr. der Kanzlei?" asks the customer's, which it may not print.
 * Null when both parties or neither print one.
 */
export function partyOfTrade(
  model: PageModel,
  trades: string[],
  lang: string | null,
): 'issuer' | 'receiver' | null {
  if (!trades.length || !lang) return null;
  const asked = askedSectors(trades, lang);
  const named = partyNames(model).filter((p) =>
    trades.every((q) => {
      const sectors = asked.get(q) ?? [];
      return p.tokens.some((t) => sectorsOf(t, lang).some((w) => sectors.includes(w)));
    }),
  );
  if (named.length !== 1) return null;
  return named[0]?.concept.id === 'supplier_name' ? 'issuer' : 'receiver';
}

/**
 * Whether the trades a question names its party by ("Numéro de facture du pharmacien ?") are
 * other than those every party of the page prints in the question's language ("MOREL
 * PLOMBERIE"): then it asks of another business's document. A party that prints no trade of that
 * language ("THE WHEATSHEAF", or Dutch "Bakkerij" to an English "bakery") may be the one named.
 */
export function otherTrade(
  model: PageModel,
  trades: string[],
  lang: string | null,
  ofDocument: boolean,
  printedOnly = false,
  customerNamed = false,
  customerAsked = false,
): boolean {
  if (!trades.length || !lang) return false;
  // Trades of one sector ("restaurant", "Bistro"; "verkstaden", "Bilverkstad"; "pizza place",
  // "PIZZERIA"), or two that share a stem ("plombier", "PLOMBERIE").
  // A printed compound closing with the trade asked is of it ("Workspace" of a co-working space).
  const asked = askedSectors(trades, lang);
  const same = (q: string, t: string) =>
    commonStart(q, t) >= Math.min(STEM, q.length, t.length) ||
    (q.length >= HEAD && t.endsWith(q)) ||
    (asked.get(q) ?? []).some((w) => sectorsOf(t, lang).includes(w));
  // The trade names one of the parties: any party that prints none, or prints it, may be it. A
  // value of the document's own ("the plumber's invoice number", "what we owe the pub") is the
  // issuer's: the trade names the issuer.
  const parties = partyNames(model).filter((p) => !ofDocument || p.concept.id === 'supplier_name');
  // A trade the customer's own name prints names the customer, the other side of this document
  // ("When did the aircon company bill the clinic?" of "Harmony Family Clinic"): no other
  // business's document. Only of the document's day or sum (`customerNamed`): "le numéro IDE de
  // l'hôtel" asks the customer's own number, not the document's.
  const customer = partyNames(model).find((p) => p.concept.id === 'receiver_name');
  const others = customerNamed
    ? trades.filter((q) => !customer?.tokens.some((t) => sameStem(q, t) && sectorsOf(t, lang).length > 0))
    : trades;
  if (!others.length) return false;
  return (
    parties.length > 0 &&
    parties.every((p) => {
      // A customer addressed by a salutation ("Mr Daniel Pemberton") is a private person, no
      // business of any trade: "Which insurer is the claim sent to?" asks another than them. Only
      // of the customer asked: a trade asked of the issuer ("Prestataire ?") is the issuer's to tell.
      if (customerAsked && p.concept.id === 'receiver_name' && SALUTATIONS.has(p.tokens[0] ?? ''))
        return true;
      const printed = p.tokens.filter((t) => sectorsOf(t, lang).length > 0);
      // A name asked of a trade only where the page prints that trade: "le nom du mécanicien" may
      // be the person's who did the work.
      return (printed.length > 0 || printedOnly) && !others.some((q) => printed.some((t) => same(q, t)));
    })
  );
}
