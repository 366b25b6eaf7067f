import { fold, tokens } from '../fold';
import { words, type LanguagePack } from './pack';
import { PACKS } from './packs';
import { foldedSet, union } from './gather';
import { THING_WORDS } from './word-languages';

export type { LanguagePack } from './pack';
export { words } from './pack';
export { PACKS } from './packs';
export { familyOf, foreignWord, inflected, ownLanguageWord } from './word-languages';
export { ASKS, asksFor, questionLanguage, questionPacks, type AskedType } from './question-language';

/** Printed labels and question cues of one concept, in every language. */
export function conceptWords(id: string): {
  labels: string[];
  cues: string[];
  labelsByLang: Record<string, string[]>;
} {
  const labels = union((p) => p.concepts[id]?.labels);
  const labelsByLang = Object.fromEntries(PACKS.map((p) => [p.code, words(p.concepts[id]?.labels)]));
  const cues = union((p) => p.concepts[id]?.cues);
  // "excluding VAT", "uden moms", "ohne MwSt." decide between the totals in each language.
  const cross = (a: string[], b: string[]) => a.flatMap((x) => b.map((y) => `${x} ${y}`));
  for (const p of PACKS) {
    const vat = words(p.vatWords);
    if (id === 'total_excl') cues.push(...cross(words(p.excluding), vat));
    if (id === 'total_incl') cues.push(...cross(words(p.including), vat));
  }
  // A tax asked by its name ("Montant de la TPS ?", "QST?") asks a VAT (named-tax.ts says which).
  if (id === 'total_vat') cues.push(...union((p) => p.namedTaxes).filter((w) => !cues.includes(w)));
  // "Abbuchungsdatum", "prélevé le", "When will the amount be debited?": the day the invoice is paid.
  if (id === 'due_date') {
    labels.push(...union((p) => p.debits).filter((w) => !labels.includes(w)));
    for (const p of PACKS) labelsByLang[p.code] = [...(labelsByLang[p.code] ?? []), ...words(p.debits)];
  }
  if (id === 'invoice_number')
    for (const p of PACKS) {
      const more = otherTitlesNumbered(p).filter((w) => !labels.includes(w));
      labels.push(...more);
      labelsByLang[p.code] = [...(labelsByLang[p.code] ?? []), ...more];
    }
  return { labels, cues, labelsByLang };
}

/**
 * A credit note or a receipt labels its number as the invoice does, its own title for the
 * invoice's: "Kreditfakturanr" as "Fakturanr", "Quittungsnr." as "Rechnungsnr.", "N° reçu" as "N°
 * facture", "Receipt no" as "Invoice no", "Docket No." too. Each of the pack's invoice-number labels holding its plain
 * invoice title (a word, or a compound's start) is read with every other numbered title of one word.
 */
function otherTitlesNumbered(p: LanguagePack): string[] {
  const titled = (list: string | undefined) => words(list).filter((t) => !t.includes(' '));
  const plain = titled(p.documentTypes.INVOICE)[0];
  if (!plain) return [];
  const others = [
    ...titled(p.documentTypes.INVOICE),
    ...titled(p.documentTypes.CREDIT_NOTE),
    ...titled(p.documentTypes.RECEIPT),
    // The pack's plain words for the document in hand: "Docket No." of a key-cutting docket.
    ...titled(p.documentWords),
  ].filter((t) => t !== plain);
  const at = new RegExp(`(^|\\s)${plain}(?=\\p{L}*(?:\\s|$))`, 'iu');
  return words(p.concepts.invoice_number?.labels)
    .filter((l) => at.test(l))
    .flatMap((l) => others.map((t) => l.replace(at, `$1${t}`)));
}

/** Question words and filler of every language: they never name what is asked. */
export const STOP_WORDS = foldedSet(union((p) => p.stopWords));

const OWN_STOP_WORDS = new Map(PACKS.map((p) => [p.code, foldedSet(words(p.stopWords))]));
/** Each pack's words naming a thing: its concepts' and parties' words, and its vehicles ("van"). */
const OWN_THINGS = new Map(
  PACKS.map((p) => [p.code, new Set([...(THING_WORDS.get(p.code) ?? []), ...foldedSet(words(p.vehicles))])]),
);
/**
 * Whether a word of a question is filler, in the question's own language: its pack's stop words,
 * and other packs' stop words its pack does not use to name a thing. Danish "store" (large) and
 * Swedish "kunde" (could) are filler, but the English store and the German or Danish Kunde are
 * what is asked about. A question of no clear language (`lang` null, see questionLanguage) drops
 * every pack's stop words but those its tied languages (`tied`, see questionPacks) name a thing by.
 */
export function fillerOf(lang: string | null, tied: readonly string[] = []): (token: string) => boolean {
  // Of no clear language but of a few (Danish or Norwegian "Hvem står som kunde ...?"), the words
  // those few name a thing by are no filler of another's: Swedish "kunde" (could) is their
  // customer.
  const langs = lang ? [lang] : tied.length < PACKS.length ? tied : [];
  const own = langs.map((l) => OWN_STOP_WORDS.get(l));
  const things = langs.map((l) => OWN_THINGS.get(l));
  if (!langs.length || own.some((o) => !o) || things.some((o) => !o)) return (t) => STOP_WORDS.has(t);
  return (t) => own.some((o) => o!.has(t)) || (STOP_WORDS.has(t) && !things.some((o) => o!.has(t)));
}

/** Party words (folded), matched as word starts so genitives count ("supplier's", "leverandørens"). */
export const PARTY_WORDS = [...foldedSet(union((p) => p.parties))];
export const GENERIC_NOUNS = foldedSet(union((p) => p.genericNouns));
/** Words for a charge levied on top in every language (folded): see LanguagePack.fees. */
export const FEE_WORDS = foldedSet(union((p) => p.fees));
/** Words for a vehicle in every language (folded): see LanguagePack.vehicles. */
export const VEHICLE_WORDS = foldedSet(union((p) => p.vehicles));
/** The plain word for a business in every language ("company", "Firma", "bedrijf"; folded). */
export const COMPANY_WORDS = foldedSet(PACKS.map((p) => p.company ?? '').filter(Boolean));
/** The words for a name, in every language (folded). */
export const NAME_WORDS = foldedSet(union((p) => p.nameWords));
/**
 * The words that ask for an address wherever they stand ("adresse", "Anschrift"), in every language
 * (folded): not the question words that ask it only when opening ("where", "où"), which ask where a
 * thing was bought as often, a shop's name answering.
 */
export const ADDRESS_WORDS = foldedSet(
  union((p) => p.asks.address).filter((w) => !w.startsWith('^') && !w.endsWith('$')),
);
/**
 * Whose side a party word names (folded): the issuer's when the pack gives it as a word for the
 * supplier ("seller", "Händler", "butik"), the receiver's when as one for the customer ("buyer",
 * "Kunde"); a word both name or a generic noun ("company", "Firma") names neither. Read from the
 * packs' own supplier and customer words, as the question classifier's training reads them.
 */
export const PARTY_SIDES: Map<string, 'issuer' | 'receiver'> = (() => {
  const sides = new Map<string, 'issuer' | 'receiver'>();
  for (const p of PACKS) {
    const of = (id: string) =>
      new Set(tokens(`${p.concepts[id]?.labels ?? ''} ${p.concepts[id]?.cues ?? ''}`.replace(/\|/g, ' ')));
    const issuer = of('supplier_name');
    const receiver = of('receiver_name');
    for (const w of words(p.parties).flatMap((x) => tokens(x))) {
      if (GENERIC_NOUNS.has(w)) continue;
      if (issuer.has(w) && !receiver.has(w)) sides.set(w, 'issuer');
      else if (receiver.has(w) && !issuer.has(w)) sides.set(w, 'receiver');
    }
  }
  return sides;
})();
export const OF_WORDS = foldedSet(union((p) => p.ofWords));
/** What a tax is charged on, after its name (see LanguagePack.taxedOn). */
export const TAXED_ON = foldedSet(union((p) => p.taxedOn));

/** Words that qualify a label without changing what it names: VAT in or out, the currency. */
export const QUALIFIERS = foldedSet(
  union((p) => [p.including, p.excluding, p.vatWords, p.currencyWords].filter(Boolean).join('|')),
);

/**
 * A currency's name as asked (folded) and what pages print for it, codes folded, signs as they are
 * (LanguagePack.currencyNames), gathered from every pack.
 */
export const CURRENCY_NAMES: ReadonlyMap<string, string[]> = (() => {
  const out = new Map<string, string[]>();
  for (const p of PACKS)
    for (const [name, printed] of Object.entries(p.currencyNames ?? {}))
      out.set(fold(name), [...(out.get(fold(name)) ?? []), ...words(printed).map((w) => fold(w) || w)]);
  return out;
})();

/** The periods a bill is for, as nouns, in every pack (LanguagePack.periods), folded. */
export const PERIOD_NOUNS = foldedSet(union((p) => p.periods));

/** Words pointing at the one at hand (LanguagePack.demonstratives), folded. */
export const DEMONSTRATIVES = foldedSet(union((p) => p.demonstratives));

/** Words opening an aside that says what is not asked (LanguagePack.negations), as phrases. */
export const NEGATIONS: string[][] = union((p) => p.negations)
  .map((w) => tokens(w))
  .filter((t) => t.length > 0);

/** The same qualifiers by what they say (folded): VAT included, excluded, VAT itself, the currency. */
export const QUALIFIER_GROUPS = {
  including: foldedSet(union((p) => p.including)),
  excluding: foldedSet(union((p) => p.excluding)),
  vat: foldedSet(union((p) => p.vatWords)),
  currency: foldedSet(union((p) => p.currencyWords)),
};

const phrases = (pick: (p: LanguagePack) => string | undefined): string[][] =>
  union(pick)
    .map((w) => tokens(w))
    .filter((t) => t.length > 0);

/** Till receipts' totals block in every language (folded phrases): see LanguagePack.receipt. */
export const RECEIPT_WORDS = {
  total: phrases((p) => p.receipt?.total),
  tendered: phrases((p) => p.receipt?.tendered),
  change: phrases((p) => p.receipt?.change),
  notTotal: phrases((p) => p.receipt?.notTotal),
};

/** Words (folded) that make a date beside them some other date than the document's: see LanguagePack.otherDates. */
export const OTHER_DATE_WORDS = foldedSet(union((p) => p.otherDates));
/** Names (folded) of the days of the week: see LanguagePack.weekdays. */
export const WEEKDAY_WORDS = foldedSet(union((p) => p.weekdays));

/** Names (folded) of one tax among several: see LanguagePack.namedTaxes. */
export const NAMED_TAXES = foldedSet(union((p) => p.namedTaxes));
/** Each named tax's English name and its other language's, both ways: see LanguagePack.namedTaxesInEnglish. */
export const SAME_NAMED_TAX = new Map(
  union((p) => p.namedTaxesInEnglish).flatMap((pair): [string, string][] => {
    const [own, en] = pair.split('=').map((w) => tokens(w).join(' '));
    return own && en
      ? [
          [own, en],
          [en, own],
        ]
      : [];
  }),
);

/** Keys of a document's subject line (folded words), in every language: see LanguagePack.subjects. */
export const SUBJECT_KEYS = phrases((p) => p.subjects);

/** What a tip is called (folded) in every language: see LanguagePack.tips. */
export const TIP_WORDS = foldedSet(union((p) => p.tips));

/** Words (folded) of a card terminal's slip: see LanguagePack.cardSlip. */
export const CARD_SLIP_WORDS = foldedSet(union((p) => p.cardSlip));

/** Phrases (folded words) stating that no VAT is charged: see LanguagePack.noVat. */
export const NO_VAT_PHRASES = phrases((p) => p.noVat);
/** Phrases (folded words) saying the customer accounts for the VAT: see LanguagePack.reverseCharge. */
export const REVERSE_CHARGE_PHRASES = phrases((p) => p.reverseCharge);

/** Phrases (folded words) saying the amount is taken from the payer's account: see LanguagePack.debits. */
export const DEBIT_PHRASES = phrases((p) => p.debits);
/** Phrases (folded words) setting a deadline before a date: see LanguagePack.deadlines. */
export const DEADLINE_PHRASES = phrases((p) => p.deadlines);
/** Phrases (folded words) restating what was said before: see LanguagePack.restating. */
export const RESTATING_PHRASES = phrases((p) => p.restating);
/** Words (folded) saying money is sent: see LanguagePack.paying. */
export const PAYING_WORDS = foldedSet(union((p) => p.paying));
/** The same as phrases (folded words): a verb split around "te" or "zu" ("over te maken"). */
export const PAYING_PHRASES = phrases((p) => p.paying);

/** Labels (folded phrases) of a line rounding the gross: see LanguagePack.rounding. */
export const ROUNDING_PHRASES = phrases((p) => p.rounding);

/** Month names and abbreviations (folded) to month numbers. */
export const MONTHS = new Map<string, number>();
for (const p of PACKS)
  p.months.forEach((names, i) =>
    words(names).forEach((n) => {
      // Both spellings: dates are parsed folded ("marz") but found in the printed text ("März").
      MONTHS.set(fold(n), i + 1);
      MONTHS.set(n.toLowerCase(), i + 1);
    }),
  );

/** Salutations (folded), which stand before a name and are none. */
export const SALUTATIONS = foldedSet(union((p) => p.salutations));

/** The word joining two things named together ("und", "and", "et"), folded, in any pack: see LanguagePack.and. */
export const AND_WORDS = foldedSet(union((p) => p.and));

/** Words (folded phrases) printed before a company's former name: see LanguagePack.formerly. */
export const FORMERLY = phrases((p) => p.formerly);

/** Words (folded phrases) before a business owner's name: see LanguagePack.owners. */
export const OWNERS = phrases((p) => p.owners);
/** Titles (folded phrases) before a practising professional's name: see LanguagePack.practitioners. */
export const PRACTITIONERS = phrases((p) => p.practitioners);
/** Machines printing a receipt unattended, as folded phrases: see LanguagePack.machines. */
export const MACHINES = phrases((p) => p.machines);

/** Words (folded) that, alone on their line, open the receiver's block ("To", "An"). */
export const ADDRESSEES = foldedSet(union((p) => p.addressees));

/** Phrases (folded words) opening an attention line in the receiver's block: see LanguagePack.attention. */
export const ATTENTION = phrases((p) => p.attention);
/** Offices inside an organisation (folded phrases), a window's line of their own: see LanguagePack.offices. */
export const OFFICES = phrases((p) => p.offices);
/** The same phrases as printed, lower case ("c/o", "z. hd.", "t.a.v."): see LanguagePack.attention. */
export const ATTENTION_PRINTED = union((p) => p.attention).map((a) => a.toLowerCase());

/** Legal forms that end company names, longest first so "GmbH & Co. KG" wins over "KG". */
export const LEGAL_FORMS = union((p) => p.legalForms).sort((a, b) => b.length - a.length);

/** Document titles (folded phrases), never a name. */
export const TITLES = union((p) => p.titles).map((t) => tokens(t).join(' '));

/**
 * A quote's and a reminder's titles of one word (folded), never a name either ("QUOTATION" over
 * the customer's block is no customer). Apart from TITLES, whose words a question reads as the
 * document's: "the quote number" of an invoice asks another document's.
 */
export const OTHER_KIND_TITLES: ReadonlySet<string> = new Set(
  [...union((p) => p.quoteTitles), ...union((p) => p.reminderTitles)]
    .map((t) => tokens(t))
    .filter((t) => t.length === 1)
    .map((t) => t[0]!),
);

/** The words of the titles ("rechnung", "invoice", "official"), folded. */
export const TITLE_WORDS: ReadonlySet<string> = new Set(TITLES.flatMap((t) => t.split(' ')));

/** Stamps (folded, as whole texts): see LanguagePack.stamps. */
export const STAMPS: ReadonlySet<string> = new Set(union((p) => p.stamps).map((t) => tokens(t).join(' ')));
/** Signature fields' words (folded, as whole texts): see LanguagePack.signatures. */
export const SIGNATURES: readonly string[] = union((p) => p.signatures).map((t) => tokens(t).join(' '));

/** See LanguagePack.documentWords (folded). */
export const DOCUMENT_WORDS: ReadonlySet<string> = foldedSet(union((p) => p.documentWords));

export const DOCUMENT_TYPES: [string, string[]][] = (
  ['CREDIT_NOTE', 'RECEIPT', 'ORDER_CONFIRMATION', 'INVOICE'] as const
).map((type) => [type, union((p) => p.documentTypes[type]).map((t) => tokens(t).join(' '))]);

/**
 * Every kind of document a page may be or refer to, with its titles (folded phrases): the types
 * above, a quote (LanguagePack.quoteTitles), which bills refer to and never are, and a payment
 * reminder (LanguagePack.reminderTitles), which refers to a bill.
 */
export const DOCUMENT_KINDS: [string, string[]][] = [
  ...DOCUMENT_TYPES,
  ['QUOTE', union((p) => p.quoteTitles).map((t) => tokens(t).join(' '))],
  ['REMINDER', union((p) => p.reminderTitles).map((t) => tokens(t).join(' '))],
];

/** Labels of the seller's and of the buyer's order numbers (folded phrases): LanguagePack.orderSides. */
export const ORDER_SIDES = {
  seller: union((p) => p.orderSides?.seller).map((t) => tokens(t).join(' ')),
  buyer: union((p) => p.orderSides?.buyer).map((t) => tokens(t).join(' ')),
};

/** Marker words per language, for detecting the document's language. */
export const MARKERS: Record<string, Set<string>> = Object.fromEntries(
  PACKS.map((p) => [p.code, foldedSet(words(p.markers))]),
);

/**
 * The language (ISO 639-1) whose marker words the folded tokens hold most of, and how clearly
 * (the lead over the next language); null for too little text or no marker word.
 */
export function markedLanguage(folded: string[]): { code: string; confidence: number } | null {
  if (folded.length < 5) return null;
  const scores = Object.entries(MARKERS).map(([code, set]) => ({
    code,
    score: folded.filter((w) => set.has(w)).length,
  }));
  scores.sort((a, b) => b.score - a.score);
  const [first, second] = scores;
  if (!first || first.score === 0) return null;
  const margin = (first.score - (second?.score ?? 0)) / first.score;
  return { code: first.code, confidence: Math.round(Math.min(0.95, 0.4 + margin * 0.6) * 100) / 100 };
}

export type Column = 'description' | 'quantity' | 'unitPrice' | 'amount';
/** First words of line-table column headers. */
export const COLUMN_WORDS: [Column, Set<string>][] = (
  ['description', 'quantity', 'unitPrice', 'amount'] as Column[]
).map((c) => [c, new Set(union((p) => p.columns[c]).map((w) => tokens(w)[0] ?? ''))]);

/**
 * Line-table column headings as whole phrases (folded tokens), longest first: a heading of several
 * words names its column only when all of them are printed ("no of units", "e preis", "p u", "i
 * alt"); their first word alone ("No." over a serial number) names none.
 */
export const COLUMN_PHRASES: [Column, string[]][] = (
  ['description', 'quantity', 'unitPrice', 'amount'] as Column[]
)
  .flatMap((c) => union((p) => p.columns[c]).map((w): [Column, string[]] => [c, tokens(w)]))
  .filter(([, t]) => t.length > 0)
  .sort((a, b) => b[1].length - a[1].length);

/** Words that start contact details, which end an address block. */
export const CONTACT_WORDS = foldedSet(union((p) => p.contactWords));

export function packByCode(code: string): LanguagePack | undefined {
  return PACKS.find((p) => p.code === code);
}
