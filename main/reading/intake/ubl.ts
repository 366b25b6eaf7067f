import type { EInvoice, EInvoiceLine, EInvoiceParty } from '../../../preload/contract/einvoice';
import { arr, attr, num, obj, path, text, type Node } from './xml-nodes';

/** UBL tags that may repeat: the safe parser hands them back as arrays always. */
export const UBL_REPEATED: readonly string[] = [
  'InvoiceLine',
  'CreditNoteLine',
  'TaxSubtotal',
  'TaxSubTotal',
  'PartyTaxScheme',
  'PartyIdentification',
  'TaxTotal',
  'PaymentMeans',
  'ClassifiedTaxCategory',
];

/** The root of a UBL document: an Invoice or a CreditNote, and which. */
export function ublRoot(root: Node): { doc: Node; isCredit: boolean } | null {
  const invoice = obj(root.Invoice);
  if (invoice) return { doc: invoice, isCredit: false };
  const credit = obj(root.CreditNote);
  return credit ? { doc: credit, isCredit: true } : null;
}

/** A tax total's breakdown: UBL 2 writes TaxSubtotal, Svefaktura 1.0 (UBL 1.0) TaxSubTotal. */
const subtotals = (t: Node): Node[] => arr(t.TaxSubtotal ?? t.TaxSubTotal);

/** An account number in IBAN form; a domestic one (Bankgiro, a Norwegian BBAN) is no IBAN. */
function ibanOf(id: string | null): string | null {
  return id && /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(id.replace(/\s+/g, '')) ? id : null;
}

/**
 * PEPPOL BIS Billing 3.0 (UBL 2.1) Invoice and CreditNote to structured data; Swedish Svefaktura
 * 1.0 (UBL 1.0 names: SellerParty, BuyerParty, LegalTotal, TotalTaxAmount) is read the same way.
 */
export function ublInvoice(doc: Node, isCredit: boolean): EInvoice {
  const lineNodes = arr(doc[isCredit ? 'CreditNoteLine' : 'InvoiceLine']);
  const legalTotal = obj(doc.LegalTotal);
  const monetary = obj(doc.LegalMonetaryTotal) ?? legalTotal ?? {};
  const taxTotal = arr(doc.TaxTotal).find((t) => subtotals(t).length > 0) ?? arr(doc.TaxTotal)[0] ?? {};
  const means = arr(doc.PaymentMeans)[0] ?? {};
  const account = obj(means.PayeeFinancialAccount) ?? {};
  const includingVat = num(monetary.TaxInclusiveAmount) ?? num(monetary.TaxInclusiveTotalAmount);
  return {
    documentType: isCredit ? 'credit-note' : 'invoice',
    number: text(doc.ID),
    issueDate: text(doc.IssueDate),
    dueDate:
      text(doc.DueDate) ??
      text(path(doc, 'PaymentTerms', 'PaymentDueDate')) ??
      text(means.DuePaymentDate) ??
      text(path(doc, 'InvoicePeriod', 'EndDate')),
    currency: text(doc.DocumentCurrencyCode) ?? text(doc.InvoiceCurrencyCode),
    buyerReference: text(doc.BuyerReference),
    orderReference: text(path(doc, 'OrderReference', 'ID')),
    supplier: party(
      obj(path(doc, 'AccountingSupplierParty', 'Party')) ?? obj(path(doc, 'SellerParty', 'Party')),
    ),
    customer: party(
      obj(path(doc, 'AccountingCustomerParty', 'Party')) ?? obj(path(doc, 'BuyerParty', 'Party')),
    ),
    totals: {
      excludingVat:
        num(monetary.TaxExclusiveAmount) ??
        num(monetary.TaxExclusiveTotalAmount) ??
        num(monetary.LineExtensionAmount) ??
        num(monetary.LineExtensionTotalAmount),
      vat: num(taxTotal.TaxAmount) ?? num(taxTotal.TotalTaxAmount),
      includingVat,
      // Svefaktura 1.0 states no payable amount: what is paid is the total including VAT (rounded).
      payable: num(monetary.PayableAmount) ?? (legalTotal ? includingVat : null),
    },
    vatBreakdown: subtotals(taxTotal).map((s) => ({
      category: text(path(s, 'TaxCategory', 'ID')),
      percent: num(path(s, 'TaxCategory', 'Percent')),
      taxableAmount: num(s.TaxableAmount),
      taxAmount: num(s.TaxAmount),
    })),
    payment: {
      iban: ibanOf(text(account.ID)),
      bic: text(path(account, 'FinancialInstitutionBranch', 'ID')),
      paymentId: text(means.PaymentID),
    },
    lines: lineNodes.map((l) => line(l, isCredit)),
    syntax: 'ubl',
    deliveryDate: text(path(doc, 'Delivery', 'ActualDeliveryDate')),
    deliverTo: deliverTo(obj(doc.Delivery)),
    orderDate: text(path(doc, 'OrderReference', 'IssueDate')),
    paymentTerms: text(path(doc, 'PaymentTerms', 'Note')),
  };
}

function line(l: Node, isCredit: boolean): EInvoiceLine {
  const qtyNode = l[isCredit ? 'CreditedQuantity' : 'InvoicedQuantity'];
  const item = obj(l.Item) ?? {};
  const category = arr(item.ClassifiedTaxCategory)[0] ?? {};
  return {
    id: text(l.ID),
    description: text(item.Name) ?? text(item.Description),
    quantity: num(qtyNode),
    unitCode: attr(qtyNode, 'unitCode') ?? attr(qtyNode, 'quantityUnitCode'),
    unitPrice: num(path(l, 'Price', 'PriceAmount')) ?? num(path(item, 'BasePrice', 'PriceAmount')),
    lineTotal: num(l.LineExtensionAmount),
    vatPercent: num(category.Percent),
  };
}

/**
 * Where the invoice says the goods went: the delivery location's address (PEPPOL BT-75..80) under
 * the delivery party's name (BT-70), or the delivery party's own address (UBL 2.0).
 */
function deliverTo(delivery: Node | null): EInvoiceParty | null {
  if (!delivery) return null;
  const location = obj(delivery.DeliveryLocation);
  const partyNode = obj(delivery.DeliveryParty);
  if (!location && !partyNode) return null;
  const named = partyNode ? party(partyNode) : null;
  const place = location?.Address || !named ? party(location) : named;
  return { ...place, name: named?.name ?? place.name };
}

function party(p: Node | null): EInvoiceParty {
  const node = p ?? {};
  const address = obj(node.PostalAddress) ?? obj(node.Address) ?? {};
  const schemes = arr(node.PartyTaxScheme);
  const vat = schemes.find((s) => text(path(s, 'TaxScheme', 'ID')) === 'VAT') ?? schemes[0];
  return {
    name: text(path(node, 'PartyLegalEntity', 'RegistrationName')) ?? text(path(node, 'PartyName', 'Name')),
    vatNumber: vat ? text(vat.CompanyID) : null,
    organisationNumber:
      text(path(node, 'PartyLegalEntity', 'CompanyID')) ??
      text(path(arr(node.PartyIdentification)[0] ?? {}, 'ID')),
    street: text(address.StreetName),
    city: text(address.CityName),
    postalCode: text(address.PostalZone),
    country: text(path(address, 'Country', 'IdentificationCode')),
    // Without a scheme it is a number the parties agreed on; with one (GLN, CVR) a registry number.
    identifier: text(arr(node.PartyIdentification).find((i) => attr(i.ID, 'schemeID') === null)?.ID),
  };
}
