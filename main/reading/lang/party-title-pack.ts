/**
 * The words of a language pack that say how a page names its parties and itself: salutations and
 * address words around a name, owners and practitioners, legal forms, titles and stamps that are
 * never a name, the titles of other documents. Part of LanguagePack (pack.ts).
 */
export type PartyAndTitleWords = {
  /**
   * Salutations that stand before a person's name in an address ("Herrn", "Mrs"), or over a
   * household's names ("Familie" over "Corinne und Beat Frei"): never the name.
   */
  salutations?: string;
  /** Words that, alone on their line, open the receiver's address block ("To", "An", "Til"). */
  addressees?: string;
  /**
   * Words opening the line of the person a letter is for, under the addressee's name ("Attn:",
   * "z. H.", "t.a.v."): the block they stand in is the receiver's, never the letterhead.
   */
  attention?: string;
  /** An office a window names on a line of its own ("The Bursar", "Buchhaltung"): the customer is its organisation. */
  offices?: string;
  /**
   * Words printed before a company's former name ("FORMERLY KNOWN AS", "vormals"): the name after
   * them is no longer the issuer's.
   */
  formerly?: string;
  /**
   * Words printed before the name of a business's owner under its name ("Inh. Jens Wiechmann
   * e.K.", "Prop. J. Smith"): the owner is a person, the business the line above names.
   */
  owners?: string;
  /**
   * Titles a professional practising in person prints before the name ("Maître", "Rechtsanwältin",
   * "Tandlæge", "Dr."): "Maître Hélène CASTAING" under "CABINET CASTAING" is the practice itself.
   */
  practitioners?: string;
  /** Legal forms that end a company name ("ApS", "GmbH", "SARL"). */
  legalForms: string;
  /** Document titles, which are never a name ("Invoice", "Rechnung"). */
  titles: string;
  /** Words stamped on a document by themselves ("PAID", "COPY", "POSTED"): never a name either. */
  stamps?: string;
  /** A signature's field ("Signature", "Unterschrift"): a hand signs there, the word names no one. */
  signatures?: string;
  /**
   * Words a bill is also printed and asked as, of no document type of its own: a patient's or an
   * account's "statement". "What is the statement number?" asks this document's number, as
   * "invoice" would (qa/titles.ts). Not a hotel's "folio": "GUEST FOLIO" read as a title made
   * "the guest" the document's word ("What company does the guest work for?" found the hotel).
   */
  documentWords?: string;
  /**
   * Titles of a quote or an estimate ("devis", "Angebot", "tilbud"): the document a bill is agreed
   * by and refers to ("Devis signé : DV26-0011"), of no document type the reading sorts pages into.
   * "Le montant total du devis" asked of an invoice is the quote's (qa/other-document-asked.ts).
   */
  quoteTitles?: string;
  /**
   * Titles of a payment reminder ("rykker", "Mahnung", "relance", "overdue notice"): a letter about
   * an invoice left unpaid, with its own date, sender, addressee, lines (the invoice, the fee) and
   * sum to pay now. Asked of by its title ("Rykkerdato?", "Who sent this reminder?") on a page titled
   * so, the title names the page (qa/own-kind.ts); of no document type the reading sorts pages into.
   */
  reminderTitles?: string;
  /**
   * Whose order an order number's label says: the seller's own numbering of the orders it takes
   * ("Auftrag", Danish "Ordrenr.", "order confirmation") or the buyer's ("Bestellung", "purchase
   * order", "rekvisition", "your order"). The number a customer gave is asked by the buyer's
   * words or as the customer's; the seller's own is no answer to it (qa/customer-order.ts).
   */
  orderSides?: { seller: string; buyer: string };
};
