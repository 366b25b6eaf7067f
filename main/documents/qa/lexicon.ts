import type { ValueType } from './values';

/**
 * What business documents state, and how they label it in English, Danish, Swedish, Norwegian,
 * Dutch (and German, common on supplier invoices here). `labels` are printed on documents;
 * `cues` are extra words a question uses for the same thing. Matching is on folded tokens
 * (see normalize.ts), so "Forfaldsdato", "förfallodatum" and "forfallsdato" are all plain ASCII here.
 */
export type Concept = {
  id: string;
  /** Feature type of the interface this concept answers, when it has one. */
  feature?: string;
  type: ValueType;
  labels: string[];
  cues?: string[];
  /** Names and addresses sit in a block under (or after) their heading. */
  block?: boolean;
};

export const CONCEPTS: Concept[] = [
  {
    id: 'invoice_number',
    feature: 'DOCUMENT_NUMBER',
    type: 'reference',
    labels: [
      'invoice number', 'invoice no', 'invoice nr', 'invoice #', 'invoice id', 'document number', 'credit note number', 'credit note no',
      'fakturanummer', 'fakturanr', 'faktura nr', 'faktura nummer', 'kreditnotanummer', 'kreditnota nr', 'kreditfakturanummer',
      'factuurnummer', 'factuurnr', 'factuur nr', 'creditnotanummer', 'rechnungsnummer', 'rechnung nr', 'bilagsnummer',
    ],
    cues: ['number of the invoice', 'invoice', 'faktura', 'factuur', 'nummer', 'number'],
  },
  {
    id: 'invoice_date',
    feature: 'DOCUMENT_DATE',
    type: 'date',
    labels: [
      'invoice date', 'date of issue', 'issue date', 'date', 'dated', 'fakturadato', 'fakturadatum', 'dato', 'datum', 'udstedelsesdato',
      'factuurdatum', 'rechnungsdatum', 'utstedelsesdato', 'date of invoice', 'fakturerings dato', 'faktureringsdatum',
    ],
    cues: ['issued', 'udstedt', 'utfardad', 'utstedt', 'uitgegeven', 'invoiced', 'when was', 'hvornar blev', 'nar utfardades', 'wanneer is'],
  },
  {
    id: 'due_date',
    feature: 'PAYMENT_DUE_DATE',
    type: 'date',
    labels: [
      'due date', 'payment due', 'pay by', 'payment date', 'due', 'payable by', 'forfaldsdato', 'forfald', 'betalingsdato', 'sidste rettidige betalingsdag',
      'betales senest', 'forfallodatum', 'forfallodag', 'betala senast', 'sista betalningsdag', 'forfallsdato', 'forfall', 'betalingsfrist',
      'vervaldatum', 'vervaldag', 'uiterste betaaldatum', 'betalen voor', 'fallig', 'falligkeitsdatum', 'zahlbar bis',
    ],
    cues: ['paid', 'pay', 'betale', 'betalas', 'betales', 'betalen', 'betaald', 'betalt', 'deadline', 'due', 'forfalder', 'forfaller', 'vervalt'],
  },
  {
    id: 'order_date',
    feature: 'ORDER_DATE',
    type: 'date',
    labels: ['order date', 'date of order', 'ordredato', 'orderdatum', 'bestillingsdato', 'besteldatum', 'bestelldatum', 'bestallningsdatum'],
    cues: ['ordered', 'bestilt', 'bestalld', 'besteld'],
  },
  {
    id: 'delivery_date',
    type: 'date',
    labels: ['delivery date', 'date of delivery', 'leveringsdato', 'leveransdatum', 'leverdatum', 'leveringsdatum', 'lieferdatum', 'shipping date', 'afsendelsesdato'],
    cues: ['delivered', 'leveret', 'levererad', 'levert', 'geleverd'],
  },
  {
    id: 'total_incl',
    feature: 'TOTAL_INCL_VAT',
    type: 'amount',
    labels: [
      'total incl vat', 'total including vat', 'total inc vat', 'amount due', 'total due', 'total', 'balance due', 'grand total', 'total to pay', 'total amount',
      'invoice total', 'amount payable', 'total inkl moms', 'i alt', 'i alt inkl moms', 'at betale', 'belob at betale', 'total dkk', 'total sek', 'total nok', 'total eur',
      'att betala', 'summa att betala', 'totalt inkl moms', 'totalbelopp', 'totalt', 'summa', 'a betale', 'totalt inkl mva', 'sum a betale', 'belop a betale', 'sum inkl mva',
      'totaal incl btw', 'totaal inclusief btw', 'te betalen', 'totaalbedrag', 'totaal', 'gesamtbetrag', 'rechnungsbetrag', 'endbetrag', 'total amount due',
    ],
    cues: ['including', 'incl', 'inkl', 'inklusive', 'inclusief', 'inkludert', 'med moms', 'med mva', 'met btw', 'to pay', 'owe', 'total', 'altogether', 'skyldig', 'i alt', 'in total'],
  },
  {
    id: 'total_excl',
    feature: 'TOTAL_EXCL_VAT',
    type: 'amount',
    labels: [
      'subtotal', 'sub total', 'total excl vat', 'total excluding vat', 'net amount', 'net total', 'amount excl vat', 'total before vat', 'total ex vat',
      'total ekskl moms', 'belob ekskl moms', 'i alt ekskl moms', 'netto', 'nettobelob', 'summa exkl moms', 'totalt exkl moms', 'belopp exkl moms', 'delsumma', 'nettobelopp',
      'sum eks mva', 'totalt eks mva', 'belop eks mva', 'sum ekskl mva', 'nettobelop', 'subtotaal', 'totaal excl btw', 'totaal exclusief btw', 'netto bedrag', 'bedrag excl btw',
      'nettobetrag', 'zwischensumme', 'summe netto',
    ],
    cues: ['excluding', 'excl', 'ekskl', 'exkl', 'eks', 'exclusief', 'before vat', 'without vat', 'uden moms', 'utan moms', 'uten mva', 'zonder btw', 'net', 'netto'],
  },
  {
    id: 'total_vat',
    feature: 'TOTAL_VAT',
    type: 'amount',
    labels: [
      'vat', 'vat amount', 'total vat', 'tax', 'sales tax', 'vat total', 'moms', 'momsbelob', 'moms i alt', 'heraf moms', 'momsbelopp', 'total moms', 'summa moms',
      'mva', 'merverdiavgift', 'mva belop', 'sum mva', 'total mva', 'btw', 'btw bedrag', 'totaal btw', 'btw totaal', 'mwst', 'umsatzsteuer', 'mehrwertsteuer', 'ust',
    ],
    cues: ['vat', 'moms', 'mva', 'btw', 'tax', 'afgift', 'skat'],
  },
  {
    id: 'vat_rate',
    type: 'percent',
    labels: ['vat rate', 'vat %', 'momssats', 'moms %', 'mva sats', 'mva %', 'btw tarief', 'btw %', 'steuersatz'],
    cues: ['rate', 'percent', 'procent', 'prosent', 'percentage', 'sats', 'tarief', 'what percentage'],
  },
  {
    id: 'supplier_name',
    feature: 'SUPPLIER_NAME',
    type: 'name',
    labels: ['supplier', 'seller', 'vendor', 'from', 'sold by', 'leverandor', 'saelger', 'leverantor', 'saljare', 'selger', 'leverancier', 'verkoper', 'lieferant', 'afsender', 'avsandare', 'avsender', 'afzender'],
    cues: ['issued the invoice', 'sent the invoice', 'who is the supplier', 'company sent', 'udsteder', 'utfardare', 'utsteder', 'company name of the supplier'],
    block: true,
  },
  {
    id: 'receiver_name',
    feature: 'RECEIVER_NAME',
    type: 'name',
    labels: [
      'bill to', 'billed to', 'invoice to', 'customer', 'sold to', 'buyer', 'recipient', 'invoice address', 'kunde', 'faktureres til', 'faktureret til', 'kober', 'modtager',
      'kund', 'faktureras till', 'kopare', 'mottagare', 'fakturaadress', 'kjoper', 'mottaker', 'fakturert til', 'klant', 'factuuradres', 'afnemer', 'gefactureerd aan', 'aan',
      'rechnungsempfanger', 'kunde name', 'customer name', 'kundenavn', 'kundnamn', 'naam klant', 'client',
    ],
    cues: ['receiver', 'billed', 'addressed', 'modtager', 'mottagare', 'mottaker', 'ontvanger', 'who is the customer', 'invoiced to', 'name of the customer'],
    block: true,
  },
  {
    id: 'receiver_address',
    feature: 'RECEIVER_ADDRESS',
    type: 'address',
    labels: ['delivery address', 'customer address', 'leveringsadresse', 'kundeadresse', 'leveransadress', 'kundadress', 'afleveradres', 'adres klant', 'lieferadresse'],
    cues: ['address of the customer', 'customer address', 'kundens adresse', 'kundens adress', 'adres van de klant', 'where', 'address', 'adresse', 'adress', 'adres'],
    block: true,
  },
  {
    id: 'supplier_vat',
    feature: 'SUPPLIER_VAT_NUMBER',
    type: 'vat',
    labels: [
      'vat number', 'vat no', 'vat reg no', 'vat registration number', 'vat id', 'moms nr', 'momsnr', 'momsnummer', 'se nr', 'momsregistreringsnummer',
      'momsreg nr', 'vat nr', 'mva nummer', 'mva nr', 'btw nummer', 'btw nr', 'btw id', 'ust id', 'ust idnr', 'tax id', 'vat',
    ],
    cues: ['vat number', 'tax number', 'momsnummer', 'momsnummer', 'mva nummer', 'btw nummer', 'vat registration', 'vat id', 'moms nr', 'btw nr'],
  },
  {
    id: 'supplier_orgnr',
    feature: 'SUPPLIER_ORGANISATION_NUMBER',
    type: 'orgnr',
    labels: [
      'org no', 'org nr', 'organisation number', 'organization number', 'company reg no', 'company number', 'registration number', 'cvr', 'cvr nr', 'cvr nummer',
      'organisationsnummer', 'org nummer', 'organisasjonsnummer', 'foretaksregisteret', 'kvk', 'kvk nummer', 'kvk nr', 'handelsregister', 'reg nr',
    ],
    cues: ['registration', 'organisation', 'organization', 'cvr', 'kvk', 'company number', 'org'],
  },
  {
    id: 'customer_number',
    feature: 'CUSTOMER_NUMBER',
    type: 'reference',
    labels: ['customer number', 'customer no', 'customer id', 'account no', 'customer nr', 'kundenummer', 'kundenr', 'kunde nr', 'kundnummer', 'kundnr', 'kund nr', 'klantnummer', 'klantnr', 'klant nr', 'debiteurnummer', 'kundennummer'],
    cues: ['customer number', 'kundenummer', 'kundnummer', 'klantnummer', 'customer id', 'our number'],
  },
  {
    id: 'order_number',
    feature: 'ORDER_NUMBER',
    type: 'reference',
    labels: [
      'order number', 'order no', 'order nr', 'po number', 'po no', 'purchase order', 'purchase order number', 'your order', 'ordrenummer', 'ordrenr', 'ordre nr',
      'ordernummer', 'ordernr', 'order nr', 'bestillingsnummer', 'bestelnummer', 'inkoopordernummer', 'uw bestelling', 'rekvisitionsnummer', 'rekvisition', 'bestellnummer',
      'inkopsorder', 'innkjopsordre', 'indkobsordre',
    ],
    cues: ['order', 'ordre', 'bestelling', 'bestilling', 'purchase order', 'po'],
  },
  {
    id: 'reference',
    type: 'name',
    labels: ['your reference', 'our reference', 'reference', 'ref', 'attention', 'att', 'deres reference', 'vores reference', 'er referens', 'var referens', 'deres referanse', 'var referanse', 'referanse', 'uw referentie', 'onze referentie', 'referentie', 'ihre referenz', 'contact person', 'kontaktperson', 'contactpersoon'],
    cues: ['reference', 'reference person', 'referens', 'referanse', 'referentie', 'contact'],
  },
  {
    id: 'iban',
    feature: 'IBAN',
    type: 'iban',
    labels: ['iban', 'iban nr', 'iban nummer'],
    cues: ['iban'],
  },
  {
    id: 'bic',
    feature: 'BIC',
    type: 'bic',
    labels: ['bic', 'swift', 'bic swift', 'swift bic', 'swift code', 'bic code'],
    cues: ['bic', 'swift'],
  },
  {
    id: 'bank_account',
    feature: 'BANK_ACCOUNT_NUMBER',
    type: 'account',
    labels: ['account number', 'bank account', 'account no', 'kontonummer', 'kontonr', 'konto nr', 'reg nr og konto', 'reg nr konto', 'bankkonto', 'bankgiro', 'plusgiro', 'rekeningnummer', 'bankrekening', 'rekening', 'konto', 'kontonummer bank'],
    cues: ['bank account', 'account number', 'kontonummer', 'bankkonto', 'rekeningnummer', 'bankgiro', 'which account'],
  },
  {
    id: 'payment_reference',
    type: 'reference',
    labels: ['payment reference', 'payment ref', 'kid', 'kid nr', 'ocr', 'ocr nummer', 'ocr nr', 'fik', 'fi kode', 'betalingsreference', 'betalningsreferens', 'betalingsreferanse', 'betalingskenmerk', 'betaalkenmerk', 'kenmerk', 'verwendungszweck'],
    cues: ['payment reference', 'ocr', 'kid', 'kenmerk', 'betalingsreference', 'betalningsreferens'],
  },
  {
    id: 'currency',
    feature: 'CURRENCY',
    type: 'currency',
    labels: ['currency', 'valuta', 'valuta kode', 'munteenheid', 'wahrung'],
    cues: ['currency', 'valuta', 'munteenheid', 'which money'],
  },
  {
    id: 'payment_terms',
    type: 'text',
    labels: ['payment terms', 'terms', 'terms of payment', 'betalingsbetingelser', 'betalingsvilkar', 'betalningsvillkor', 'betalingsbetingelse', 'betalingsvoorwaarden', 'betalingstermijn', 'zahlungsbedingungen', 'betalingstermin'],
    cues: ['terms', 'betingelser', 'villkor', 'vilkar', 'voorwaarden', 'termijn'],
  },
  {
    id: 'email',
    type: 'email',
    labels: ['email', 'e mail', 'mail', 'e post', 'epost'],
    cues: ['email', 'e mail', 'mail', 'e post', 'epost', 'e mailadres', 'mailadresse'],
  },
  {
    id: 'phone',
    type: 'phone',
    labels: ['phone', 'telephone', 'tel', 'telefon', 'tlf', 'telefoon', 'mobile', 'mobil'],
    cues: ['phone', 'telephone', 'call', 'telefon', 'telefonnummer', 'telefoonnummer', 'tlf'],
  },
];

const VAT_WORDS = ['vat', 'moms', 'mva', 'btw', 'tax'];
const cross = (a: string[], b: string[]) => a.flatMap((x) => b.map((y) => `${x} ${y}`));
// "excluding VAT", "uden moms", "zonder btw"... decide between the three totals in any language.
CONCEPTS.find((c) => c.id === 'total_excl')?.cues?.push(...cross(['excluding', 'exclusive', 'exklusive', 'eksklusive', 'eksklusiv', 'excl', 'ekskl', 'exkl', 'eks', 'exclusief', 'zonder', 'uden', 'utan', 'uten', 'without', 'before', 'fore', 'for', 'ex'], VAT_WORDS));
CONCEPTS.find((c) => c.id === 'total_incl')?.cues?.push(...cross(['including', 'inclusive', 'inklusiv', 'incl', 'inkl', 'inklusive', 'inclusief', 'inkludert', 'med', 'met', 'with', 'plus'], VAT_WORDS));

export const conceptById = new Map(CONCEPTS.map((c) => [c.id, c]));
