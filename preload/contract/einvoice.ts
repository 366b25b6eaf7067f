/**
 * The structured data of an e-invoice (PEPPOL BIS 3.0 / UBL invoice or credit note, or a UN/CEFACT
 * Cross Industry Invoice: ZUGFeRD 1 and 2, Factur-X, XRechnung), as main reads it
 * (main/reading/intake/einvoice.ts) and the document view shows it. The contract owns the type so
 * main, the bridge and the renderer share one definition.
 */
export type EInvoiceParty = {
  name: string | null;
  vatNumber: string | null;
  organisationNumber: string | null;
  street: string | null;
  city: string | null;
  postalCode: string | null;
  country: string | null;
  /** The party's identifier (EN 16931 BT-29/BT-46): for the buyer, often the seller's customer number. */
  identifier?: string | null;
};

export type EInvoiceLine = {
  id: string | null;
  description: string | null;
  quantity: number | null;
  unitCode: string | null;
  unitPrice: number | null;
  lineTotal: number | null;
  vatPercent: number | null;
};

export type EInvoice = {
  documentType: 'invoice' | 'credit-note';
  number: string | null;
  issueDate: string | null;
  dueDate: string | null;
  currency: string | null;
  buyerReference: string | null;
  orderReference: string | null;
  supplier: EInvoiceParty;
  customer: EInvoiceParty;
  totals: {
    excludingVat: number | null;
    vat: number | null;
    includingVat: number | null;
    payable: number | null;
  };
  vatBreakdown: {
    category: string | null;
    percent: number | null;
    taxableAmount: number | null;
    taxAmount: number | null;
  }[];
  payment: { iban: string | null; bic: string | null; paymentId: string | null };
  lines: EInvoiceLine[];
  /** Which syntax the XML is written in: UBL (PEPPOL) or CII (ZUGFeRD, Factur-X, XRechnung). */
  syntax?: 'ubl' | 'cii';
  /** The actual delivery date (UBL Delivery/ActualDeliveryDate, CII ActualDeliverySupplyChainEvent). */
  deliveryDate?: string | null;
  /**
   * Where the goods or services went, when the invoice states it apart from the buyer (CII
   * ShipToTradeParty, UBL Delivery/DeliveryLocation and DeliveryParty).
   */
  deliverTo?: EInvoiceParty | null;
  /** The date of the buyer's order the invoice refers to. */
  orderDate?: string | null;
  /** The payment terms as written ("Zahlbar innerhalb 30 Tagen netto bis 04.04.2018"). */
  paymentTerms?: string | null;
};
