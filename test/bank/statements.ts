/** Bank statements and e-invoices written the way Danish banks and suppliers write them, for the bank tests. */

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const IBAN = 'DK5000400440116243';

/** A Danish netbank CSV export: semicolons, comma decimals, DD.MM.YYYY, a balance column. */
export function danishCsv(rows: [date: string, text: string, amount: string, balance: string][]): string {
  return ['Dato;Tekst;Beløb;Saldo', ...rows.map((r) => r.join(';'))].join('\r\n') + '\r\n';
}

export type CamtEntry = {
  date: string;
  amount: number;
  text: string;
  /** Creditor (money out) or debtor (money in) name. */
  party?: string;
  ref?: string;
  /** Remittance reference (FIK/OCR/KID/RF) as a structured creditor reference. */
  creditorRef?: string;
};

/** A camt.053.001.02 statement with opening (OPBD) and closing (CLBD) balances. */
export function camt053(s: {
  from: string;
  to: string;
  opening: number;
  closing: number;
  entries: CamtEntry[];
  account?: string;
}): string {
  const bal = (code: string, amount: number, date: string) =>
    `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="DKK">${Math.abs(amount).toFixed(2)}</Amt><CdtDbtInd>${amount < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd><Dt><Dt>${date}</Dt></Dt></Bal>`;
  const ntry = (e: CamtEntry) => {
    const debit = e.amount < 0;
    const party = e.party
      ? `<RltdPties><${debit ? 'Cdtr' : 'Dbtr'}><Nm>${esc(e.party)}</Nm></${debit ? 'Cdtr' : 'Dbtr'}></RltdPties>`
      : '';
    const strd = e.creditorRef
      ? `<Strd><CdtrRefInf><Ref>${esc(e.creditorRef)}</Ref></CdtrRefInf></Strd>`
      : '';
    return `<Ntry>${e.ref ? `<NtryRef>${esc(e.ref)}</NtryRef>` : ''}<Amt Ccy="DKK">${Math.abs(e.amount).toFixed(2)}</Amt><CdtDbtInd>${debit ? 'DBIT' : 'CRDT'}</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>${e.date}</Dt></BookgDt>${e.ref ? `<AcctSvcrRef>${esc(e.ref)}</AcctSvcrRef>` : ''}<NtryDtls><TxDtls>${party}<RmtInf><Ustrd>${esc(e.text)}</Ustrd>${strd}</RmtInf></TxDtls></NtryDtls></Ntry>`;
  };
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><GrpHdr><MsgId>M1</MsgId><CreDtTm>${s.to}T18:00:00</CreDtTm></GrpHdr>
<Stmt><Id>S-${s.from}</Id><CreDtTm>${s.to}T18:00:00</CreDtTm><FrToDt><FrDtTm>${s.from}T00:00:00</FrDtTm><ToDtTm>${s.to}T23:59:59</ToDtTm></FrToDt>
<Acct><Id><IBAN>${s.account ?? IBAN}</IBAN></Id><Ccy>DKK</Ccy></Acct>
${bal('OPBD', s.opening, s.from)}${bal('CLBD', s.closing, s.to)}
${s.entries.map(ntry).join('\n')}
</Stmt></BkToCstmrStmt></Document>`;
}

/** A PEPPOL BIS 3 UBL invoice from a supplier to the company, with a payment reference. */
export function ublInvoice(i: {
  number: string;
  supplier: string;
  customer: string;
  issueDate: string;
  dueDate: string;
  payable: number;
  paymentId?: string;
}): string {
  const party = (name: string) =>
    `<cac:Party><cac:PartyName><cbc:Name>${esc(name)}</cbc:Name></cac:PartyName><cac:PostalAddress><cbc:StreetName>Vej 1</cbc:StreetName><cbc:CityName>København</cbc:CityName><cbc:PostalZone>1000</cbc:PostalZone><cac:Country><cbc:IdentificationCode>DK</cbc:IdentificationCode></cac:Country></cac:PostalAddress><cac:PartyLegalEntity><cbc:RegistrationName>${esc(name)}</cbc:RegistrationName></cac:PartyLegalEntity></cac:Party>`;
  const net = Math.round((i.payable / 1.25) * 100) / 100;
  const vat = Math.round((i.payable - net) * 100) / 100;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>
<cbc:ProfileID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</cbc:ProfileID>
<cbc:ID>${esc(i.number)}</cbc:ID><cbc:IssueDate>${i.issueDate}</cbc:IssueDate><cbc:DueDate>${i.dueDate}</cbc:DueDate>
<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode><cbc:DocumentCurrencyCode>DKK</cbc:DocumentCurrencyCode><cbc:BuyerReference>n/a</cbc:BuyerReference>
<cac:AccountingSupplierParty>${party(i.supplier)}</cac:AccountingSupplierParty>
<cac:AccountingCustomerParty>${party(i.customer)}</cac:AccountingCustomerParty>
<cac:PaymentMeans><cbc:PaymentMeansCode>58</cbc:PaymentMeansCode>${i.paymentId ? `<cbc:PaymentID>${esc(i.paymentId)}</cbc:PaymentID>` : ''}<cac:PayeeFinancialAccount><cbc:ID>DK1234567890123456</cbc:ID></cac:PayeeFinancialAccount></cac:PaymentMeans>
<cac:TaxTotal><cbc:TaxAmount currencyID="DKK">${vat.toFixed(2)}</cbc:TaxAmount><cac:TaxSubtotal><cbc:TaxableAmount currencyID="DKK">${net.toFixed(2)}</cbc:TaxableAmount><cbc:TaxAmount currencyID="DKK">${vat.toFixed(2)}</cbc:TaxAmount><cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>25</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:TaxSubtotal></cac:TaxTotal>
<cac:LegalMonetaryTotal><cbc:LineExtensionAmount currencyID="DKK">${net.toFixed(2)}</cbc:LineExtensionAmount><cbc:TaxExclusiveAmount currencyID="DKK">${net.toFixed(2)}</cbc:TaxExclusiveAmount><cbc:TaxInclusiveAmount currencyID="DKK">${i.payable.toFixed(2)}</cbc:TaxInclusiveAmount><cbc:PayableAmount currencyID="DKK">${i.payable.toFixed(2)}</cbc:PayableAmount></cac:LegalMonetaryTotal>
<cac:InvoiceLine><cbc:ID>1</cbc:ID><cbc:InvoicedQuantity unitCode="EA">1</cbc:InvoicedQuantity><cbc:LineExtensionAmount currencyID="DKK">${net.toFixed(2)}</cbc:LineExtensionAmount><cac:Item><cbc:Name>El-arbejde</cbc:Name><cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>25</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item><cac:Price><cbc:PriceAmount currencyID="DKK">${net.toFixed(2)}</cbc:PriceAmount></cac:Price></cac:InvoiceLine>
</Invoice>`;
}
