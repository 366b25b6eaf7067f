import type { Concept } from './lexicon';
import type { ValueType } from './values';
import type { Deed } from './question-deed';

/** A question as read (question.ts parseQuestion). */
export type ParsedQuestion = {
  text: string;
  /** The thing asked about, when the question maps to a known concept. */
  concept: Concept | null;
  conceptScore: number;
  /** Words that carry the meaning (question words and filler removed), for label search. */
  keywords: string[];
  /**
   * Meaningful words the concept does not account for ("flight" in "the flight number"). The page
   * must show evidence for them before anything is answered: nothing printed says "flight", so
   * there is no flight number, whatever else is numbered. Read by no concept, the words no pack
   * knows ("the brand of the switchboard").
   */
  unexplained: string[];
  /**
   * The unexplained words that make the value asked another thing than the concept's ("stand" in
   * "the stand number", "model" in "the phone model"): only a label of the page's own that prints
   * them answers, never the concept's value found by its words (answer.ts).
   */
  qualifiers?: string[];
  /**
   * A count's thing the packs know as another than the page's lines ("How many tickets were
   * sold?"): counted as the lines only where the page prints it (counted-thing.ts).
   */
  countedThing?: string;
  /**
   * A count's thing in the asker's own words ("How many dishes ...?"): counted as the lines unless
   * the page prints it on some of them only or prints only a part of it (counted-thing.ts).
   */
  ownThing?: string;
  /**
   * A deduction asked of a total ("le montant de l'escompte"): an amount of its own, which the
   * total's concept never answers; only the deduction's own line does (deduction-asked.ts).
   */
  deductions?: string[];
  /** What kind of value the wording asks for ("when" -> date, "how much" -> amount). */
  expected: ValueType | null;
  /** The party the question names ("the supplier's", "des Kunden"), when it names one side only. */
  party: 'issuer' | 'receiver' | null;
  /** The meaningful word the question opens with, first or after its question word ("Vilken byrå"). */
  opening: string | null;
  /**
   * Words naming a party by its trade ("the bakery" in "the VAT number of the bakery"): accounted
   * for, and still the page's to say whose they are (a customer that is a bakery).
   */
  trades: string[];
  /**
   * The question asks a name of them ("le nom du mécanicien", "the plumber's name"): of the person
   * at work, as likely as of the business, so the page must print the trade (party-named.ts).
   */
  tradeNamed: boolean;
  /** "Where did I buy the PVC pipe?": the shop is asked; the words left are what was bought. */
  shop?: boolean;
  /** The question's language, when its words say one (lang/question-language.ts questionLanguage). */
  lang: string | null;
  /** Unexplained words named after "after" ("after the RUT deduction"): see after-deduction.ts. */
  after: string[];
  /** The reference asked is the one to quote when paying (question-reference.ts). */
  toQuote?: boolean;
  /** The day of a payment done is asked, read as the document's date (question-paid.ts). */
  paidDone?: boolean;
  /**
   * "Who" asks nothing but a trade ("Wie is de loodgieter?", question-trade.ts tradesAlone): the
   * party of that trade, the issuer unless only the customer prints it.
   */
  tradeWho?: boolean;
  /** A person present at the job is asked, no business (person-at-job.ts). */
  atJob?: boolean;
  /** A thing's make or maker is asked, no party of the bill (person-at-job.ts makerAsked). */
  maker?: boolean;
  /** The customer's role asked ("Guest name?"): the page must print it (question-customer.ts). */
  role?: number;
  /** What a business asked by the word for one did ("Which firm provided the interpreter?"). */
  deed?: Deed;
  /** The word asking an insurer, a third party unless its name says so (insurer-asked.ts). */
  insurer?: string;
};
