/**
 * The words of a language pack that say how a question asks (qa/question*.ts): who asks, what a
 * word in the question does to what is asked. Part of LanguagePack (pack.ts).
 */
export type QuestionWords = {
  /** The words that ask ("what", "hvilken", "combien"): a clause holding one is the question's own. */
  interrogatives?: string;
  /**
   * The question words asking whose ("whose", "wessen", "wiens"): the word after them is what a
   * party has, not the party ("Whose car was this bill for?" asks the car's owner).
   */
  whose?: string;
  /**
   * The words opening a relative clause after a noun ("who", "that", "som", "der", "qui"): "the
   * fitter who did the job" names a person by what the person did (qa/person-at-job.ts).
   */
  relatives?: string;
  /**
   * The asker's own words ("we", "us", "our", "I"): the bookkeeper keeps the books of the invoice's
   * receiver, so a party asked beside them is the other one ("Which company is billing us?").
   */
  firstPerson?: string;
  /**
   * Words saying the party asked buys, pays or is billed ("has to pay", "bought", "for whom",
   * "pour qui"): the receiver, when no "we" is the buyer ("Who do we pay?" asks the issuer).
   */
  buyers?: string;
  /**
   * Words, as written, saying the party asked engaged the seller or left with it what the seller
   * works on, by kind of act, beside buying (`buyers`): booking, reserving or chartering it
   * ("booked", "bokade", "gebucht"); handing in what it works on ("handed in", "lämnade in",
   * "indleverede"); keeping a thing at its place ("parks", "parkeert"); holding the event the
   * seller served ("threw"); treating its own people to what is billed ("to its team", "à son
   * équipe", "für ihr Team"). Who did so is billed, the customer (qa/side-by-role.ts), never the
   * business that did the work: an unknown verb would read as the seller's deed (question-deed.ts).
   * Not a verb the seller says of its own work too ("dropped off", "stored", "abgegeben").
   */
  engages?: string;
  /**
   * Words saying the party asked owns a thing ("owns", "eier", "appartient", "gehört"): the seller
   * owns what it hires out ("Hvilket selskap eier kranen?"), the customer what the work was done
   * to, so only a question saying what was done to the thing asks the customer (qa/owned-thing.ts);
   * otherwise neither party is answered.
   */
  owns?: string;
  /**
   * Words saying a thing is kept at the seller's, stored, parked or boarded ("in storage",
   * "opplag", "gestald", "eingelagert"): asked whose thing is kept so (`owns`), the customer's.
   */
  kept?: string;
  /**
   * The endings of a past participle that, right after a verb of `causes`, says the party had the
   * work done, the thing worked on after it ("fik udskiftet butiksruden", "fikk skiftet låsen"),
   * whatever the work (qa/caused-work.ts); only where the language builds the causative so.
   */
  causedParticiple?: string;
  /**
   * Words saying the party asked had what is billed ("had", "hadde", "hatte"): "Which firm had the
   * stand at the fair?" asks who had it, so was billed for it, the receiver; what it had is the
   * asker's word for what the page itemises. Not said where the question names the seller's work
   * or issuing: there the word is an auxiliary ("Hvem hadde sendt fakturaen?"; side-by-role.ts).
   */
  holds?: string;
  /**
   * Verbs that, with the thing worked on after them and the work's verb after that, say the party
   * asked had another do the work ("had the phones repaired", "got the aircon serviced", "fikk
   * telefonene reparert", "fick telefonerna lagade"): who had it done is the one it was done for,
   * the customer (qa/caused-work.ts). Right before the work's verb they are its auxiliary ("Who
   * had repaired the phones?": who did it) or say something else ("got paid"). Only where the
   * language builds the causative so: German "hatte die Handys repariert" is who had repaired them.
   */
  causes?: string;
  /**
   * Verbs or phrases saying by themselves that the party asked had another do the work ("liet
   * repareren", "ließ reparieren", "lät reparera", "lod reparere", "a fait réparer"): the
   * customer, wherever they stand. Where the verb alone also means doing it (French "fait": "Qui a
   * fait les travaux ?" asks who did them), the phrase with the work's verb, which follows it.
   */
  lets?: string;
  /**
   * Phrases asking at whose place ("chez qui", "bei wem", "hos hvem", "at whose house"): of work
   * done on a customer's premises (`onSite`) they ask where it was done, the customer ("Chez qui
   * les travaux ont-ils été faits ?"); of a thing taken to a business ("Chez qui la voiture
   * a-t-elle été entretenue ?") or of buying they ask the business (qa/question-shop.ts).
   */
  atWhose?: string;
  /**
   * Words for work carried out on the customer's premises ("works", "travaux", "Arbeiten",
   * "werkzaamheden", "arbeidet"): done at someone's place, that place is the customer's (`atWhose`).
   * Not work on a thing that can be taken to the business (a car's repair, a wash, a haircut).
   */
  onSite?: string;
  /**
   * Words saying the party asked let a thing out for hire ("rented out", "leide ut", "lejede ud"):
   * the hirer's verb with the particle that turns it round, so the landlord or the hire firm, the
   * issuer. The hiring verb inside them says no buyer (see buyersIn). So do selling verbs that
   * close on a buying one ("verkocht" on "kocht", "verkaufte" on "kaufte"): the seller sold it.
   */
  letsOut?: string;
  /**
   * Words closing a question of buying or renting that make it ask the seller ("Which optician were
   * the glasses bought from?", "Hvilken optiker er brillerne købt hos?"): bought from whom is the
   * issuer, whoever bought. Not a word that names the buyer in a passive too (Danish "af": "købt af
   * os" is bought by us; Swedish and Norwegian "av" say either).
   */
  boughtFrom?: string;
  /**
   * Words naming the customer by the role it plays to the issuer, one entry per role in every pack's
   * order (as `months`): a hotel's guest, a practice's patient, a club's member, a landlord's
   * tenant, a school's student, a subscriber, an adviser's client ("Mandant"); '' where the language
   * names the role with its plain word for a customer (French "client"). Asked by name ("Guest
   * name?", "Für welchen Klienten ist die Abrechnung?") they ask the one the page prints in that
   * role, in any language ("Gäst" for "Who was the guest?"), or its customer where the page says it
   * has one ("Patientnr.", "Klienten-Nr."); where the page prints no such role, the one asked is
   * another document's. Never someone a business serves without billing (a passenger, a driver).
   */
  roles?: string[];
  /**
   * Words saying the party asked gets something ("gets", "krijgt", "reçoit"): with the document
   * named ("Which company gets this freight bill?") it is the one billed, the receiver; the issuer
   * gets the money. Not a word that names a document too (French "reçu", the receipt).
   */
  receives?: string;
  /**
   * Wordings asking who is to be paid ("Who should checks be made payable to?", "Hvem er
   * betalingsmodtager?", "Chèque à l'ordre de qui ?", "An wen geht die Zahlung?"): the payee, the
   * issuer the customer pays, whatever party words the wording shares with the customer's
   * ("made out to", "modtager", "an wen"). Printed, "à l'ordre de" or "payable to" head no
   * issuer's name by themselves (a cheque's payee may be a factor or a bank): only the letterhead's
   * name in full with its legal form (qa/payee-legal-name.ts).
   */
  payees?: string;
  /**
   * Words of the seller's work or billing ("repaired", "nous facture", "schickt", "uitgevoerd"): a
   * question asking who did it ("Chez qui la voiture a-t-elle été entretenue ?", "Wer verlangt die
   * Gebühren von uns?") asks the issuer (qa/question-work.ts). Not a word naming the document too
   * (French "facture" alone): "Qui a reçu la facture ?" asks the customer.
   */
  works?: string;
  /**
   * Words of a person present at the job or handling the machine there ("attended", "est
   * intervenu", "vor Ort", "operated"): who did so is one of the business's people ("Which
   * plumber attended the job?", "Who operated the excavator?"), whom the page names by a label of
   * its own or not at all; never the business itself (qa/person-at-job.ts). Not a word a business
   * does its work with ("came out", "did the job": the locksmith that came out is the firm).
   */
  attends?: string;
  /**
   * Words of carrying out the work by hand ("carried out", "did the work", "effectué", "a fait
   * l'installation", "udførte", "uitgevoerd", "durchgeführt"): asked of a person's trade right after
   * the question word ("Which mechanic carried out the work?", "Quel plombier a fait
   * l'installation ?") they ask which of the business's people did it, as `attends` does
   * (qa/person-at-job.ts). Alone ("Who did the work on the car?") or of a business ("Which
   * electrical firm did the work?") they ask the firm. Not the billing of a job ("did the hot water
   * job", "a fait les travaux"): the firm asked by its trade.
   */
  performs?: string;
  /**
   * Words asking a thing's make or its maker ("brand", "manufacturer", "Hersteller", "marque"):
   * what was fitted or sold is asked ("Welche Fliesenserie bzw. welcher Hersteller wurde
   * verbaut?"), no party of the bill; a party's name is no answer (qa/person-at-job.ts), though a
   * word of the question ("Fliesen") opens the seller's.
   */
  makers?: string;
  /**
   * Words saying a business used, covered or took back what a bill bills, no work of its own on
   * it ("used", "dekker", "deckt", "repris"): "Which business used the courier service?" asks the
   * customer, "Hvilket forsikringsselskap dekker behandlingen?" an insurer; neither the business
   * that did the work (qa/question-deed.ts).
   */
  uses?: string;
  /**
   * Words asking an insurer ("insurer", "insurance company", "Versicherer", "assureur",
   * "forsikringsselskap"): a party of its own, which covers or pays for what is billed, neither the
   * business that did the work nor the one billed, unless a party's name says it is one ("Tryg
   * Forsikring A/S"); a broker's name printing what it brokers ("Insurance Brokers") says no
   * insurer (qa/insurer-asked.ts).
   */
  insurers?: string;
  /** The word that offers a choice ("or", "eller"): "me or the company?" asks which of us is billed. */
  or?: string;
  /**
   * The word that joins things named together ("and", "og"): "brød og kager", "les dépliants et les
   * cartes" name a purchase as a whole, in the asker's words (qa/purchase-printed.ts).
   */
  and?: string;
  /**
   * Words opening an aside that says what is NOT asked ("not", "pas", "nicht", "ikke"): "the
   * invoice number (not the order number)" asks the invoice's number, and the order named in the
   * aside is no word the page must account for (qa/negated-aside.ts).
   */
  negations?: string;
  /**
   * Words for a share of an amount ("part", "portion", "Anteil", "del", "andel", "deel", "part"):
   * beside or compounded with a VAT word ("the VAT part", "Umsatzsteueranteil", "momsdelen", "la
   * part de TVA") they say the VAT is a share of the total, which is what the VAT amount is; the
   * word itself names nothing the page must print (qa/vat-share.ts).
   */
  shareWords?: string;
  /**
   * Words saying only that a thing is new ("new", "neue", "nye", "nouveau"): "die neue Elektrik"
   * asks of the Elektrik, which the page must show; the word itself names nothing to print.
   */
  newWords?: string;
  /**
   * The verbs saying what a thing costs now, present tense only ("costs", "kostet", "coûte",
   * "koster"): the word right after one names the thing priced ("Wie viel kostet Diesel an dieser
   * Tankstelle?" asks diesel's price there), which the page must show, not something said of the
   * amount asked. What a thing cost ("Hva kostet tannlegebesøket?") is what was paid for it, the
   * bill's (qa/question-unexplained.ts).
   */
  costVerbs?: string;
  /**
   * The period at hand, as a bill for it is asked by ("this month", "denne måneden", "ce mois-ci",
   * "diesen Monat"): a monthly bill is this month's, so the words ask nothing the page must print
   * (qa/question-unexplained.ts). Not another period ("last month", "for March": period-named.ts).
   */
  thisPeriod?: string;
  /**
   * The periods a bill is for, as nouns ("month", "quarter", "Monat"): named in a question of what
   * a thing cost, they say which bill, no thing bought (qa/main-item.ts).
   */
  periods?: string;
  /**
   * Words saying what another event was for, right before the purchase it aims at ("til
   * reparation", "zur Reparatur", "ter reparatie", "for repair"): "Hvornår blev urene indleveret til
   * reparation?" asks the day they were handed in, not the repair's, so the purchase says no day of
   * the document (qa/question-document.ts dayOfPurchase).
   */
  purposes?: string;
  /**
   * Words asking a span of days, not one day: a date word's plural and the verbs of lasting
   * ("dates", "lasted", "datoer", "varte", "dauerte", "duurde", "a duré"). "Hvilke datoer varte
   * messen?" asks the fair's days, from and to, which no date of the bill is (the day it was
   * issued, due or delivered): only a label printing them answers (qa/question-span.ts).
   */
  spans?: string;
};
