/**
 * A language pack: everything the reader knows that is specific to one language. Adding a language
 * is adding one pack (and its test documents); the reading code holds no words of any language.
 *
 * Word lists are written as `|`-separated phrases with their real letters ("beløb", "Fälligkeit"):
 * matching folds case and accents (see qa/normalize.ts), so "belob" and "beløb" are one word there.
 */
import type { QuestionWords } from './question-pack';
import type { TaxAndPaymentWords } from './tax-payment-pack';
import type { PartyAndTitleWords } from './party-title-pack';

export type ConceptWords = {
  /** What documents print as the label of the value. */
  labels?: string;
  /** Further words a question uses for the same thing ("issued", "owe"). */
  cues?: string;
};

/** The pack's words kept in files of their own, by what they are about. */
type PackParts = QuestionWords & TaxAndPaymentWords & PartyAndTitleWords;

export type LanguagePack = PackParts & {
  /** ISO 639-1 code, as LANGUAGE_CODE reports it. */
  code: string;
  /** Printed labels and question cues per concept id (see concepts.ts). */
  concepts: Record<string, ConceptWords>;
  /** Question words and filler: they never name what is asked. */
  stopWords: string;
  /**
   * Wordings that tell which kind of value is asked for. A phrase starting with `^` must open the
   * question ("when", "wann"), one ending with `$` must close it ("Pay by when?", "C'est à régler
   * pour quand ?"); others may stand anywhere ("what date").
   */
  asks: {
    date?: string;
    amount?: string;
    name?: string;
    address?: string;
    percent?: string;
    count?: string;
    /** A span of time ("how long", "wie lange"): the terms a document states, not a figure. */
    text?: string;
  };
  /** Words naming a party ("supplier", "Kunde"): in "the supplier's VAT number" they say whose. */
  parties: string;
  /** The word for a name ("name", "navn", "nom"): a question holding it asks for a name. */
  nameWords: string;
  /** Nouns that say nothing of their own ("name", "company"). */
  genericNouns: string;
  /**
   * Endings that inflect a word without changing what it names (plural, definite, case, tense):
   * "beløbet" is "beløb", but "compteur" is not "compte" nor "Terminal" "Termin".
   */
  endings: string;
  /** "of", "from": the word before a possessive party ("the VAT number of the supplier"). */
  ofWords: string;
  /**
   * Words after a tax's name saying what it is charged on ("Versicherungsteuer zur
   * Wohngebäudeversicherung", "insurance tax on the premium"): a remark, the line still the tax's.
   */
  taxedOn?: string;
  /** Words that qualify a label without changing it: including/excluding, VAT, currency words. */
  including: string;
  /** A word closing a question after the tax's name that says it is in: "the total, taxes in?". */
  taxIn?: string;
  excluding: string;
  vatWords: string;
  /**
   * Words saying parts are added up ("together", "combined", "zusammen", "ihop", "samen"): the VAT
   * of several rates asked together is its total, not a rate.
   */
  together?: string;
  /** Words naming two parts at once ("both", "beide", "begge"): said of a sum, they ask no other thing. */
  both?: string;
  /** Currency names and codes printed beside amounts ("kr", "EUR"). */
  currencyWords?: string;
  /**
   * A currency asked by its name ("i kroner", "in pounds") and what a page prints for it: codes and
   * signs ("dkk|kr", "gbp|£"). A page printing any of them gives its amounts in that currency.
   */
  currencyNames?: Record<string, string>;
  /** Month names and their printed abbreviations, January first (12 entries). */
  months: string[];
  /** Titles per document type, for DOCUMENT_TYPE. */
  documentTypes: { INVOICE?: string; CREDIT_NOTE?: string; RECEIPT?: string; ORDER_CONFIRMATION?: string };
  /**
   * The letters with marks the language writes, in small letters ("æøå"; English none). OCR reads a
   * ring or accent letter as two ("ALARMOVERVÂÅGNING", "Hâåkansson"): of two marked forms of one
   * letter side by side, the one the page's language does not write is a stray (intake/ocr-letters.ts).
   */
  letters: string;
  /** Words frequent on this language's business documents and rare in others, for LANGUAGE_CODE. */
  markers: string;
  /** Line-table column headers. */
  columns: { description?: string; quantity?: string; unitPrice?: string; amount?: string };
  /** Words that end an address block (contact details start). */
  contactWords: string;
  /**
   * A till receipt's totals block, abbreviations included ("TTL", "AMT"): the words of a total
   * line, of the money handed over, of the change given, and of lines that are no total paid
   * (subtotal, discount).
   */
  receipt?: { total: string; tendered: string; change: string; notTotal: string };
  /**
   * Machines that print a receipt unattended ("pay machine", "Parkscheinautomat", "horodateur"):
   * "the receipt number from the pay machine" says which document, as its title would; nothing
   * asked of the machine ("pay" asks no amount there). Asked before a word ("the machine number"),
   * the machine's own number is asked (qa/question-document.ts).
   */
  machines?: string;
  /**
   * Words beside a date that make it some other date than the document's own: a card's expiry, a
   * validity, a birth date ("CARD EXPIRY 31/05/18", "Geburtsdatum 01.02.1980").
   * Or the day work was done ("completed", "ausgeführt"): asked of, it is no document's date either.
   * Or the day to collect what was left ("À retirer le : ven. 06/03/2026", "Abholung ab"): a
   * ticket issued at the counter is dated the day it was handed over, not the later one.
   */
  otherDates?: string;
  /**
   * The days of the week and their printed abbreviations ("Thu", "Do.", "tors"): a day's name
   * before a date ("OUTWARD  Thu 17 Apr 2025") is part of the date, not a letter's place.
   */
  weekdays?: string;
  /**
   * Words of a card terminal's slip printed on a till receipt ("Terminal-ID", "Autorisierungs-Nr.",
   * "Approval code", "STAN", "contactless"): the numbers in such a block are the card payment's.
   */
  cardSlip?: string;
  /**
   * Shortenings a bookkeeper types in a terse question, `short=long` ("inv=invoice", "amt=amount",
   * "anz=anzahl", "nb=nombre"): "Inv no.?" asks what "Invoice number?" asks.
   */
  abbreviations?: string;
  /**
   * The label of a line that rounds the gross to whole money ("Round Off (-)0.40", "Øreafrunding"):
   * the totals add up with it.
   */
  rounding?: string;
  /**
   * Words saying a page lists or bills things ("listed", "billed", "rung up", "berechnet"): "How many
   * dishes were rung up?" counts the page's lines, whatever the question calls them.
   */
  listed?: string;
  /**
   * What is counted in units, not lines ("hours", "nights", "Stunden"): "How many hours are billed?"
   * asks a quantity, which no line count answers.
   */
  units?: string;
  /**
   * The plain words for what a bill's lines bill, goods aside ("services", "charges", "parts",
   * "Leistungen", "prestations"): "How many services are billed?" counts the page's lines, which
   * need not print the word. A count of another thing the packs know ("How many tickets were
   * sold?" of a hall's hire) asks that thing, which the page must print (qa/counted-thing.ts).
   */
  billedKinds?: string;
  /**
   * Things a count may ask that a bill's lines are not, whatever the page bills ("tickets",
   * "seats", "Eintrittskarten", "billets"): "How many tickets were sold?" of a hall's hire asks the
   * promoter's sales, which the hall's lines are not. Counted as the lines only where the page
   * prints them (a train booking's "tickets"; qa/counted-thing.ts).
   */
  countables?: string;
  /**
   * Kinds of business a bookkeeper names a party by ("the plumber", "der Installateur", "la
   * boulangerie"): "Which pub is this from?" asks the issuer's name, "How much do we owe the
   * solicitors?" the amount due. Businesses, not the people in them (a driver, a guest, a cashier).
   * Grouped by sector, `;` between the groups: a question's "restaurant" may be a page's "Bistro",
   * not its "PLOMBERIE".
   */
  trades?: string;
  /**
   * The trades that name a place of business, never a person at work in it ("restaurant",
   * "garage", "law firm", "hosting provider"'s "provider"): "le nom du restaurant" is the
   * business's name, where "le nom du mécanicien" may be the person's who did the work.
   */
  places?: string;
  /**
   * The plain words for a business ("company", "Firma"), the plainest first: a trade is read as it
   * (see tradesIn), and the others ("firm", "boîte") say a business as it does ("Which security
   * firm sent the invoice?").
   */
  company?: string;
  /**
   * The plain words for a shop ("shop", "Laden", "winkel", "butik", "magasin"): closing a compound,
   * they name one by what it sells ("Sportladen", "fietsenwinkel"), as a company word closing one
   * names a firm by what it does ("tømrerfirmaet", "Tankstellengesellschaft").
   */
  shops?: string;
  /**
   * What a purchase, its doing or its paying is called ("the meal", "the ride", "die Reparatur",
   * "we ate", "the card"): "How much did dinner cost?", "What date was the ride?", "How much went on
   * the card?" ask the document's total or day, whatever was bought.
   */
  purchases?: string;
  /**
   * The plain words for what was bought, whatever it was ("the things", "the materials", "die
   * Sachen", "tingene", "les articles"): "Where were the materials bought?" asks the shop, which
   * need not print the word; a thing named by its own word ("the PVC pipe") it must.
   */
  goods?: string;
  /**
   * Words for a charge levied on top ("fee", "Mahngebühr", "frais", "rykkergebyr"): an amount,
   * never a day. "What late payment fee applies?" asks no due date, whatever its other words share
   * with one (qa/fee-asked.ts).
   */
  fees?: string;
  /**
   * Words for a vehicle ("van", "Transporter", "varevogn"): a thing of its own, whose registration
   * (its plate) no company's registration number answers. Never filler in their own language,
   * though another's filler may spell one (the English van, the Dutch "van"; lang/index.ts fillerOf).
   */
  vehicles?: string;
  /**
   * What a tip is called ("tip", "Trinkgeld"): a purchase word, but "How much was the tip?" asks
   * the tip, not what the purchase came to.
   */
  tips?: string;
  /**
   * Words saying a total is asked once something is taken off or added ("after", "efter", "nach"):
   * "How much is to be paid after the RUT deduction?" names the deduction, printed above the
   * amount asked, not another amount (qa/after-deduction.ts).
   */
  after?: string;
  /**
   * The plain words for something taken off a total ("deduction", "Abzug", "avdrag"): named after
   * an `after` word beside the deduction's own name ("RUT"), which the page prints.
   */
  deductions?: string;
  /**
   * More words for an allowance printed on an invoice's line rows ("Abschlag Direktbelieferung |
   * -50,00", "Prisafslag"), besides the plain `deductions`: words that also name other things a
   * question asks of ("Abschlag", an allowance on a line and an instalment paid on a bill), so no
   * plain deduction there (qa/line-allowances.ts).
   */
  allowances?: string;
  /**
   * Words saying an item is taken back ("RETUR SPACKEL FIN 0,5L | -79,00", "RETOURE Bohrer-Set"):
   * a till's minus row naming one is an item of its own, the return, not a discount of the item
   * printed over it (qa/till-lines.ts). A deposit's voucher ("Leergutbon", "RETOURBON EMBALLAGE")
   * is no such word: receipts count it either way.
   */
  returns?: string;
  /**
   * Verbs of using that ask what was spent only in a question asking how much ("Hvor mye brukte vi
   * i kiosken?"; "Hvilket kort ble brukt?" asks which card): see qa/question-unexplained.ts.
   */
  spending?: string;
  /**
   * Verbs asking what a thing cost ("cost", "gekostet", "kostede", "coûté"): of things some of a
   * bill's priced lines print beside others ("How much did the hearing aids cost?"), those lines'
   * sum is asked, not the bill's (qa/purchase-printed.ts).
   */
  costs?: string;
  /**
   * Words saying the whole of what is named is asked ("in total", "the whole order", "insgesamt",
   * "i alt"): what it cost is then the bill's sum, whatever lines print its name.
   */
  wholes?: string;
  /**
   * Words saying something was taken off, after what was ("provision déduite", "once the deposit is
   * deducted", "nå som forskuddet er trukket fra"): the words before them name it, as the words
   * after an `after` word do.
   */
  deducted?: string;
  /**
   * Words for money paid before the bill ("deposit", "retainer", "acompte", "provision", "Anzahlung",
   * "forskudd"): asked after in one language, the deduction is printed in the page's own words for it.
   */
  advances?: string;
  /**
   * Those of the `advances` phrases that ask what was paid as a whole as well ("amount paid",
   * "already paid", "payment received"): of a receipt they ask its total. The other phrases of
   * several words name the advance alone ("paid on account", "a konto"), as its one word does.
   */
  paidSoFar?: string;
  /**
   * The plain word for a reference ("reference", "Referenz", "kenmerk"): asked of the document
   * ("the invoice reference") it is the document's number; asked to pay with, the payment
   * reference (qa/question-reference.ts). A person's reference ("Your ref.", "Attn.") is asked
   * by "who" or by its own label.
   */
  references?: string;
  /**
   * Words saying money is sent ("pay", "transfer", "virement", "Überweisung"): "the reference to
   * quote when paying" is the payment reference.
   */
  paying?: string;
  /**
   * Words saying what a document's number is for or that its issuer gave it ("read me", "book
   * under", "enter in", "quote", "put on", "assign", "identifies", "vergeben"): "Which invoice
   * number should we enter in Tally?" asks the document's number, and the words after the verb say
   * where it goes (qa/question-use.ts).
   */
  numberUses?: string;
  /**
   * Words saying where a number stands on a thing ("on", "auf", "sur", "op", "på"): "What number
   * is on the bill from the garage?" asks the bill's own number (qa/question-use.ts).
   */
  printedOn?: string;
  /**
   * Names of payment reference schemes ("KID", "OCR", "FIK", "communication structurée"): a page
   * using one prints it; where none is printed no other number stands in for it, while a plain
   * "payment reference" is the invoice number the page asks to quote.
   */
  schemes?: string;
  /**
   * Names of one register or payment system among several of a kind, that a page prints beside
   * its number ("Bankgiro", "Plusgiro", "SIREN", "code APE", "Steuernummer", "HRB", "BSB"): asked
   * by its name, the number is that one's, and where the page prints others and not it, none of
   * theirs stands in (qa/named-register.ts). Grouped, `;` between the groups: the names of one
   * register ("bankgiro|bg", "ape|naf") are one another's.
   */
  registers?: string;
  /**
   * Words pointing at the one at hand ("this", "denne", "diese", "cette"): after a total's label
   * they say which ("AMOUNT DUE THIS CLAIM", "Betrag dieser Abrechnung"), naming nothing else
   * (qa/label-closing.ts).
   */
  demonstratives?: string;
  /**
   * Words opening a document's subject line ("Betreff:", "Vedr.:", "Objet :", "Re:"): what follows
   * names what the document is about ("Erneuerung Elektroinstallation Backstube"), and a question's
   * word printed there says which document ("die Elektriker-Rechnung für die Backstube"), as its
   * title does (qa/party-named.ts namedOnPage); a question naming the purchase by words printed
   * there asks the whole bill's total ("In Sachen", "Chantier :", "Job site:"; qa/subject-line.ts).
   */
  subjects?: string;
  /**
   * Words for a thing's own price ("price", "Kaufpreis", "prix", "købesum"): what it sold for. A
   * bill for work on the thing its subject line names ("Re: Your purchase of 14 Larkspur Close")
   * does not print it (qa/subject-line.ts).
   */
  priceWords?: string;
  /**
   * Words of a day set apart from the purchase: booked ahead, fixed for later, or the end of a
   * thing's use ("booked", "next", "Termin", "péremption"). Asked of a till receipt, such a day is
   * not the one it prints for the purchase (qa/till-day.ts).
   */
  laterDays?: string;
  /**
   * Whether a noun's modifier follows it ("le numéro IDE", "la date limite"): a word right after a
   * word many values share says which of them is asked, as one before it does in English ("the
   * IDE number"), not something said of the value (qa/question-unexplained.ts).
   */
  modifiersAfter?: boolean;
};

/** Splits a `|`-separated word list. */
export const words = (list: string | undefined): string[] =>
  (list ?? '')
    .split('|')
    .map((w) => w.trim())
    .filter((w) => w !== '');
