import type { EInvoice, EInvoiceLine, EInvoiceParty } from '../../../preload/contract/einvoice';
import { arr, attr, firstText, num, obj, path, text, type Node } from './xml-nodes';
import { round2 } from '../../util/round';

/** CII tags that may repeat: the safe parser hands them back as arrays always. */
export const CII_REPEATED: readonly string[] = [
  'IncludedSupplyChainTradeLineItem',
  'ApplicableTradeTax',
  'SpecifiedTaxRegistration',
  'SpecifiedTradeSettlementPaymentMeans',
  'SpecifiedTradePaymentTerms',
  'IncludedNote',
  'LineTotalAmount',
  'TaxBasisTotalAmount',
  'TaxTotalAmount',
  'GrandTotalAmount',
  'TotalPrepaidAmount',
  'DuePayableAmount',
];

/** UN/CEFACT document type codes that credit the buyer (EN 16931 credit notes). */
const CREDIT_CODES = new Set(['81', '83', '261', '262', '296', '308', '381', '396', '420', '458', '532']);

/**
 * The root of a CII invoice: CrossIndustryInvoice (ZUGFeRD 2, Factur-X, XRechnung), ZUGFeRD 1's
 * CrossIndustryDocument, or the early ZUGFeRD drafts' `Invoice` (namespace CBFBUY) that carries the
 * same CII content; that last one is told from a UBL Invoice by its children.
 */
export function ciiRoot(root: Node): Node | null {
  const early = obj(root.Invoice);
  const ciiLike =
    early && (early.HeaderExchangedDocument !== undefined || early.ExchangedDocument !== undefined);
  return obj(root.CrossIndustryInvoice) ?? obj(root.CrossIndustryDocument) ?? (ciiLike ? early : null);
}

/**
 * UN/CEFACT Cross Industry Invoice to structured data. One reader for both generations: ZUGFeRD 1
 * (`CrossIndustryDocument`, `HeaderExchangedDocument`, `ApplicableSupplyChainTrade…`) and CII D16B
 * as used by ZUGFeRD 2, Factur-X and XRechnung (`CrossIndustryInvoice`, `ExchangedDocument`,
 * `ApplicableHeaderTrade…`): each value is looked up under either name. Only what the XML states is
 * returned; a value it leaves out stays null.
 */
export function ciiInvoice(doc: Node): EInvoice {
  const header = obj(doc.ExchangedDocument) ?? obj(doc.HeaderExchangedDocument) ?? {};
  const trade = obj(doc.SupplyChainTradeTransaction) ?? obj(doc.SpecifiedSupplyChainTradeTransaction) ?? {};
  const agreement =
    obj(trade.ApplicableHeaderTradeAgreement) ?? obj(trade.ApplicableSupplyChainTradeAgreement) ?? {};
  const delivery =
    obj(trade.ApplicableHeaderTradeDelivery) ?? obj(trade.ApplicableSupplyChainTradeDelivery) ?? {};
  const settlement =
    obj(trade.ApplicableHeaderTradeSettlement) ?? obj(trade.ApplicableSupplyChainTradeSettlement) ?? {};
  const sums =
    obj(settlement.SpecifiedTradeSettlementHeaderMonetarySummation) ??
    obj(settlement.SpecifiedTradeSettlementMonetarySummation) ??
    {};
  const currency = text(settlement.InvoiceCurrencyCode);
  // Amounts may be stated twice, in the invoice's and in the tax currency: take the invoice's.
  const amount = (v: unknown) => inCurrency(v, currency);
  const taxes = arr(settlement.ApplicableTradeTax);
  const grand = amount(sums.GrandTotalAmount);
  const prepaid = amount(sums.TotalPrepaidAmount);
  const means =
    arr(settlement.SpecifiedTradeSettlementPaymentMeans).find(
      (m) => text(path(m, 'PayeePartyCreditorFinancialAccount', 'IBANID')) !== null,
    ) ??
    arr(settlement.SpecifiedTradeSettlementPaymentMeans)[0] ??
    {};
  const typeCode = text(header.TypeCode);
  return {
    documentType: typeCode !== null && CREDIT_CODES.has(typeCode) ? 'credit-note' : 'invoice',
    number: text(header.ID),
    issueDate: ciiDate(path(header, 'IssueDateTime')),
    dueDate:
      arr(settlement.SpecifiedTradePaymentTerms)
        .map((t) => ciiDate(path(t, 'DueDateDateTime')))
        .find((d) => d !== null) ?? null,
    currency,
    buyerReference: text(agreement.BuyerReference),
    orderReference: firstText(
      agreement,
      ['BuyerOrderReferencedDocument', 'IssuerAssignedID'],
      ['BuyerOrderReferencedDocument', 'ID'],
    ),
    supplier: party(obj(agreement.SellerTradeParty)),
    customer: party(obj(agreement.BuyerTradeParty)),
    totals: {
      excludingVat: amount(sums.TaxBasisTotalAmount) ?? amount(sums.LineTotalAmount),
      vat: amount(sums.TaxTotalAmount) ?? sumOf(taxes.map((t) => num(t.CalculatedAmount))),
      includingVat: grand,
      // EN 16931 BT-115: amount due = grand total - prepaid (+ rounding). ZUGFeRD 1 BASIC has no
      // DuePayableAmount; there the grand total is, by that definition, what is due.
      payable: amount(sums.DuePayableAmount) ?? (grand === null ? null : round2(grand - (prepaid ?? 0))),
    },
    vatBreakdown: taxes.map((t) => ({
      category: text(t.CategoryCode),
      percent: num(t.RateApplicablePercent) ?? num(t.ApplicablePercent),
      taxableAmount: num(t.BasisAmount),
      taxAmount: num(t.CalculatedAmount),
    })),
    payment: {
      iban: text(path(means, 'PayeePartyCreditorFinancialAccount', 'IBANID')),
      bic: text(path(means, 'PayeeSpecifiedCreditorFinancialInstitution', 'BICID')),
      paymentId: text(settlement.PaymentReference),
    },
    lines: arr(trade.IncludedSupplyChainTradeLineItem).map(line),
    syntax: 'cii',
    deliveryDate: ciiDate(path(delivery, 'ActualDeliverySupplyChainEvent', 'OccurrenceDateTime')),
    deliverTo: obj(delivery.ShipToTradeParty) ? party(obj(delivery.ShipToTradeParty)) : null,
    orderDate: ciiDate(
      path(agreement, 'BuyerOrderReferencedDocument', 'FormattedIssueDateTime') ??
        path(agreement, 'BuyerOrderReferencedDocument', 'IssueDateTime'),
    ),
    paymentTerms:
      arr(settlement.SpecifiedTradePaymentTerms)
        .map((t) => text(t.Description))
        .find((d) => d !== null) ?? null,
  };
}

function line(l: Node): EInvoiceLine {
  const agreement = obj(l.SpecifiedLineTradeAgreement) ?? obj(l.SpecifiedSupplyChainTradeAgreement) ?? {};
  const delivery = obj(l.SpecifiedLineTradeDelivery) ?? obj(l.SpecifiedSupplyChainTradeDelivery) ?? {};
  const settlement = obj(l.SpecifiedLineTradeSettlement) ?? obj(l.SpecifiedSupplyChainTradeSettlement) ?? {};
  const sums =
    obj(settlement.SpecifiedTradeSettlementLineMonetarySummation) ??
    obj(settlement.SpecifiedTradeSettlementMonetarySummation) ??
    {};
  const tax = arr(settlement.ApplicableTradeTax)[0] ?? {};
  const qty = path(delivery, 'BilledQuantity');
  return {
    id: text(path(l, 'AssociatedDocumentLineDocument', 'LineID')),
    description: firstText(l, ['SpecifiedTradeProduct', 'Name'], ['SpecifiedTradeProduct', 'Description']),
    quantity: num(qty),
    unitCode: attr(qty, 'unitCode'),
    unitPrice: num(path(agreement, 'NetPriceProductTradePrice', 'ChargeAmount')),
    lineTotal: num(path(sums, 'LineTotalAmount')),
    vatPercent: num(tax.RateApplicablePercent) ?? num(tax.ApplicablePercent),
  };
}

function party(p: Node | null): EInvoiceParty {
  const node = p ?? {};
  const address = obj(node.PostalTradeAddress) ?? {};
  const registrations = arr(node.SpecifiedTaxRegistration).map((r) => obj(r.ID) ?? { '#text': r.ID });
  // schemeID "VA" is the VAT identifier; "FC" the tax office number, which is not a VAT number.
  const vat = registrations.find((r) => attr(r, 'schemeID') === 'VA');
  return {
    name: text(node.Name),
    vatNumber: vat ? text(vat) : null,
    organisationNumber: firstText(node, ['SpecifiedLegalOrganization', 'ID'], ['ID'], ['GlobalID']),
    street:
      [text(address.LineOne), text(address.LineTwo), text(address.LineThree)].filter(Boolean).join(', ') ||
      null,
    city: text(address.CityName),
    postalCode: text(address.PostcodeCode),
    country: text(address.CountryID),
    // ID is the seller's own number for the party; GlobalID a registry number (GLN), not that.
    identifier: text(node.ID),
  };
}

/** The amount in the invoice currency when several currencies are stated; else the first. */
function inCurrency(v: unknown, currency: string | null): number | null {
  const nodes = Array.isArray(v) ? (v as unknown[]) : v === undefined ? [] : [v];
  const own = nodes.find((n) => {
    const c = attr(n, 'currencyID');
    return c === null || c === currency;
  });
  return num(own ?? nodes[0]);
}

function sumOf(values: (number | null)[]): number | null {
  if (!values.length || values.some((v) => v === null)) return null;
  return round2((values as number[]).reduce((s, v) => s + v, 0));
}

/**
 * A CII date (`DateTimeString` with format 102, YYYYMMDD) as YYYY-MM-DD. Other formats (610 is a
 * month, 616 a week) do not name a day: they give null rather than a made-up day.
 */
export function ciiDate(v: unknown): string | null {
  const node = obj(v);
  const holder = node ? (path(node, 'DateTimeString') ?? path(node, 'DateString') ?? v) : v;
  const raw = text(holder);
  if (raw === null) return null;
  const format = attr(holder, 'format');
  if (format !== null && format !== '102') return null;
  // ZUGFeRD 1 also writes plain ISO date-times ("2013-08-01T00:00:00").
  const m = /^(\d{4})-?(\d{2})-?(\d{2})(T[\d:.]+(Z|[+-]\d\d:?\d\d)?)?$/.exec(raw);
  if (!m) return null;
  const [, y, mo, d] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  return date.getUTCMonth() === Number(mo) - 1 && date.getUTCDate() === Number(d) ? `${y}-${mo}-${d}` : null;
}
