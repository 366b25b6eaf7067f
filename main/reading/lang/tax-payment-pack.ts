/**
 * The words of a language pack that say how a page and a question speak of taxes and of paying:
 * a tax's own name, no VAT or the customer's VAT, a debit, a deadline, paid or still to pay. Part of
 * LanguagePack (pack.ts).
 */
export type TaxAndPaymentWords = {
  /**
   * Names of one tax among several a country levies ("GST", "HST", "QST", "IGST", "CGST", "TPS"):
   * asked by its name, the tax is that one, and no other tax printed on the page.
   */
  namedTaxes?: string;
  /**
   * The named taxes as English names them, "=" between ("tps=gst|tvq=qst"): a question in one
   * language asks of the tax a page prints in the other ("How much GST and QST?" of "TPS", "TVQ").
   */
  namedTaxesInEnglish?: string;
  /**
   * Levies charged besides VAT, by their own names, and the account one is paid into ("city tax",
   * "taxe de séjour", "Kurtaxe", "toeristenbelasting", the Dutch "G-rekening" a subcontractor's
   * wage taxes go to): asked by its name, the levy is its own line, never the VAT or the total; a
   * page that does not print it has no answer (qa/levy-asked.ts).
   */
  levies?: string;
  /**
   * Words that state no VAT is charged ("No VAT charged", "von der Umsatzsteuer befreit", "TVA non
   * applicable"): exemption, a seller not registered, "none".
   * They count only in a line that also names the VAT (a VAT word or a compound of one).
   */
  noVat?: string;
  /**
   * Words saying the customer accounts for the VAT ("reverse charge", "BTW verlegd",
   * "autoliquidation"): the VAT is due, but not charged on this invoice. Zero only where the VAT
   * line prints its zero; said in a sentence alone, the VAT is not stated.
   */
  reverseCharge?: string;
  /**
   * Words saying the amount is taken from the payer's account on a day ("debited", "Abbuchungsdatum",
   * "prélevé le", "schrijven ... af", "trækkes"): that day is when the invoice is paid, its due date.
   * They label the due date (printed and asked), and a sentence holding one, its words in order with
   * others between ("Wij schrijven het bedrag op 15 april af"), states it.
   */
  debits?: string;
  /**
   * Words setting a deadline right before a date ("spätestens", "senest", "at the latest by",
   * "au plus tard le"): in a sentence about paying, that date is the due date ("Betalingsbetingelser:
   * netto 8 dage – senest 22.03.2024", "…, ohne Abzug spätestens bis 12.05.2024").
   */
  deadlines?: string;
  /**
   * Words restating what was said before in other terms ("i.e.", "soit", "d. h.", "dvs", "dus"):
   * a date after one, in a sentence about paying, restates its term as the last day to pay
   * ("virement à 30 jours date de facture, soit le 11/04/2026"). A dash does it in every language.
   */
  restating?: string;
  /**
   * Words saying a payment is done, in the past ("was", "did", "betalte", "a été", "betaald"): "When
   * was the meal paid?" asks the day it was paid, a receipt's own date, not a deadline.
   */
  paidDone?: string;
  /**
   * Words saying a payment is still to be made, a duty or a deadline ("must", "due", "skal", "bis",
   * "moet", "doit"): beside them a past word asks the deadline ("When was payment due?").
   */
  paidPending?: string;
};
