/**
 * The questions the reading benchmark asks, per language: for each field a plain wording and an
 * everyday re-wording (what a bookkeeper types without thinking about the label on the page), and
 * questions that look answerable but that an invoice or receipt does not answer.
 */
import type { FieldKind } from './check';

export type Lang = 'en' | 'de' | 'da' | 'sv' | 'no' | 'nl' | 'fr';
export const LANGS: Lang[] = ['en', 'de', 'da', 'sv', 'no', 'nl', 'fr'];
export type Field = 'invoice_number' | 'date' | 'amount' | 'issuer' | 'total_vat' | 'receiver' | 'lines';
export type Wording = 'plain' | 'reworded';

export const FIELDS: Field[] = [
  'invoice_number',
  'date',
  'amount',
  'issuer',
  'total_vat',
  'receiver',
  'lines',
];

export const FIELD_KIND: Record<Field, FieldKind> = {
  invoice_number: 'id',
  date: 'date',
  amount: 'amount',
  issuer: 'name',
  total_vat: 'amount',
  receiver: 'name',
  lines: 'count',
};

type Pair = [plain: string, reworded: string];

export const FIELD_QUESTIONS: Record<Lang, Record<Field, Pair>> = {
  en: {
    invoice_number: ['What is the invoice number?', 'Which number does this invoice have?'],
    date: ['What is the invoice date?', 'When was this invoice issued?'],
    amount: ['What is the amount due?', 'How much do we have to pay?'],
    issuer: ['Who is the seller?', 'Which company issued this invoice?'],
    total_vat: ['What is the total VAT?', 'How much tax is charged?'],
    receiver: ['Who is the buyer?', 'Who was this invoice sent to?'],
    lines: ['How many invoice lines are there?', 'How many items are on this invoice?'],
  },
  de: {
    invoice_number: ['Wie lautet die Rechnungsnummer?', 'Welche Nummer hat diese Rechnung?'],
    date: ['Was ist das Rechnungsdatum?', 'Wann wurde die Rechnung ausgestellt?'],
    amount: ['Wie hoch ist der zu zahlende Betrag?', 'Wie viel müssen wir bezahlen?'],
    issuer: ['Wer ist der Verkäufer?', 'Wer hat diese Rechnung ausgestellt?'],
    total_vat: ['Wie hoch ist die Umsatzsteuer insgesamt?', 'Wie viel Mehrwertsteuer wird berechnet?'],
    receiver: ['Wer ist der Käufer?', 'An wen ging diese Rechnung?'],
    lines: ['Wie viele Rechnungspositionen gibt es?', 'Wie viele Positionen hat die Rechnung?'],
  },
  da: {
    invoice_number: ['Hvad er fakturanummeret?', 'Hvilket nummer har denne faktura?'],
    date: ['Hvad er fakturadatoen?', 'Hvornår blev fakturaen udstedt?'],
    amount: ['Hvilket beløb skal betales?', 'Hvor meget skal vi betale?'],
    issuer: ['Hvem er sælgeren?', 'Hvilket firma har udstedt fakturaen?'],
    total_vat: ['Hvad er momsen i alt?', 'Hvor meget moms er der?'],
    receiver: ['Hvem er køberen?', 'Hvem er fakturaen sendt til?'],
    lines: ['Hvor mange fakturalinjer er der?', 'Hvor mange varer er der på fakturaen?'],
  },
  sv: {
    invoice_number: ['Vad är fakturanumret?', 'Vilket nummer har fakturan?'],
    date: ['Vad är fakturadatumet?', 'När utfärdades fakturan?'],
    amount: ['Vilket belopp ska betalas?', 'Hur mycket ska vi betala?'],
    issuer: ['Vem är säljaren?', 'Vilket företag har skickat fakturan?'],
    total_vat: ['Hur mycket är momsen totalt?', 'Hur mycket moms tas ut?'],
    receiver: ['Vem är köparen?', 'Vem är fakturan ställd till?'],
    lines: ['Hur många fakturarader finns det?', 'Hur många artiklar står på fakturan?'],
  },
  no: {
    invoice_number: ['Hva er fakturanummeret?', 'Hvilket nummer har denne fakturaen?'],
    date: ['Hva er fakturadatoen?', 'Når ble fakturaen utstedt?'],
    amount: ['Hva er beløpet som skal betales?', 'Hvor mye skal vi betale?'],
    issuer: ['Hvem er selgeren?', 'Hvilket firma har sendt fakturaen?'],
    total_vat: ['Hva er total merverdiavgift?', 'Hvor mye mva er det?'],
    receiver: ['Hvem er kjøperen?', 'Hvem er fakturaen sendt til?'],
    lines: ['Hvor mange fakturalinjer er det?', 'Hvor mange varer står på fakturaen?'],
  },
  nl: {
    invoice_number: ['Wat is het factuurnummer?', 'Welk nummer heeft deze factuur?'],
    date: ['Wat is de factuurdatum?', 'Wanneer is de factuur uitgegeven?'],
    amount: ['Wat is het te betalen bedrag?', 'Hoeveel moeten we betalen?'],
    issuer: ['Wie is de verkoper?', 'Welk bedrijf heeft deze factuur gestuurd?'],
    total_vat: ['Wat is het totale btw-bedrag?', 'Hoeveel btw wordt er gerekend?'],
    receiver: ['Wie is de koper?', 'Aan wie is deze factuur gericht?'],
    lines: ['Hoeveel factuurregels zijn er?', 'Hoeveel artikelen staan er op de factuur?'],
  },
  fr: {
    invoice_number: ['Quel est le numéro de facture ?', 'Quel numéro porte cette facture ?'],
    date: ['Quelle est la date de facture ?', 'Quand la facture a-t-elle été émise ?'],
    amount: ['Quel est le montant à payer ?', 'Combien devons-nous payer ?'],
    issuer: ['Qui est le vendeur ?', 'Quelle société a émis cette facture ?'],
    total_vat: ['Quel est le montant total de la TVA ?', 'Combien de TVA est facturée ?'],
    receiver: ["Qui est l'acheteur ?", 'À qui cette facture est-elle adressée ?'],
    lines: ['Combien de lignes de facture y a-t-il ?', "Combien d'articles figurent sur la facture ?"],
  },
};

/**
 * A till receipt is asked about as a receipt: "What is the total?" rather than "the amount due".
 * Fields not listed here keep the invoice wording.
 */
export const RECEIPT_QUESTIONS: Partial<Record<Lang, Partial<Record<Field, Pair>>>> = {
  en: {
    date: ['What is the date of the receipt?', 'When was this bought?'],
    amount: ['What is the total?', 'How much was paid?'],
    issuer: ['What is the name of the store?', 'Which shop is this receipt from?'],
  },
};

/**
 * Questions an invoice or receipt does not answer, with the words whose presence in the document
 * text would make the question answerable after all (then it is not asked as absent).
 */
export type AbsentKind =
  | 'flight_number'
  | 'patient_birth_date'
  | 'tracking_number'
  | 'driver_name'
  | 'iban'
  | 'passport_number'
  | 'licence_plate'
  | 'room_number'
  // Asked with words the packs know for other things ("number", "date", "cash").
  | 'table_number'
  | 'contract_number'
  | 'cashier_name'
  | 'meter_number'
  | 'member_number'
  // Asked with words that resemble another language's pack words ("Termin" and "terms", Danish
  // "mødet" and French "mode", Dutch "ober" and Danish "køber").
  | 'appointment_date'
  | 'waiter_name';

export const ABSENT_GUARDS: Record<AbsentKind, RegExp> = {
  flight_number: /flight|flug|fly|flyg|vlucht|vol\b|avion/i,
  patient_birth_date: /patient|geburt|birth|f[øo]d|född|geboorte|naissance|dob\b/i,
  tracking_number: /tracking|sendung|track|forsendelse|spårning|sporing|zending|suivi|colis|paket/i,
  driver_name: /driver|fahrer|chauffør|förare|sjåfør|bestuurder|chauffeur|conducteur/i,
  iban: /iban|\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}/i,
  passport_number: /pass(port)?|paspoort/i,
  licence_plate:
    /kennzeichen|licen[cs]e plate|nummerplade|registreringsnummer|kenteken|immatriculation|plate/i,
  room_number: /zimmer|room|værelse|\brum\b|\brom\b|kamer|chambre|hotel/i,
  table_number: /table|tisch|\bbord|tafel/i,
  contract_number: /contract|vertrag|kontrakt|avtal|contrat/i,
  cashier_name: /cashier|kassier|kasserer|kassör|caissi|server|bediener/i,
  meter_number: /meter|zähler|måler|mätare|compteur/i,
  member_number: /member|mitglied|medlem|lidmaat|adh[ée]rent|loyalty/i,
  appointment_date: /appointment|meeting|termin|m[øoö]de|m[øoö]te|afspraak|rendez/i,
  waiter_name: /waiter|server|kellner|bedienung|tjener|servit|\bober\b|serveur/i,
};

export const ABSENT_QUESTIONS: Record<Lang, Record<AbsentKind, string>> = {
  en: {
    flight_number: 'What is the flight number?',
    patient_birth_date: "What is the patient's date of birth?",
    tracking_number: 'What is the tracking number?',
    driver_name: "What is the driver's name?",
    iban: 'What is the IBAN?',
    passport_number: 'What is the passport number?',
    licence_plate: 'What is the licence plate of the vehicle?',
    room_number: 'What is the hotel room number?',
    table_number: 'What is the table number?',
    contract_number: 'What is the contract number?',
    cashier_name: 'Who was the cashier?',
    meter_number: 'What is the meter number?',
    member_number: 'What is the membership number?',
    appointment_date: 'When was the appointment?',
    waiter_name: 'Who was the waiter?',
  },
  de: {
    flight_number: 'Wie lautet die Flugnummer?',
    patient_birth_date: 'Wann ist der Patient geboren?',
    tracking_number: 'Wie lautet die Sendungsnummer?',
    driver_name: 'Wie heißt der Fahrer?',
    iban: 'Wie lautet die IBAN?',
    passport_number: 'Wie lautet die Reisepassnummer?',
    licence_plate: 'Wie lautet das Kennzeichen des Fahrzeugs?',
    room_number: 'Welche Zimmernummer hatte der Gast?',
    table_number: 'Wie lautet die Tischnummer?',
    contract_number: 'Wie lautet die Vertragsnummer?',
    cashier_name: 'Wer war der Kassierer?',
    meter_number: 'Wie lautet die Zählernummer?',
    member_number: 'Wie lautet die Mitgliedsnummer?',
    appointment_date: 'Wann war der Termin?',
    waiter_name: 'Wer war der Kellner?',
  },
  da: {
    flight_number: 'Hvad er flynummeret?',
    patient_birth_date: 'Hvad er patientens fødselsdato?',
    tracking_number: 'Hvad er forsendelsens sporingsnummer?',
    driver_name: 'Hvad hedder chaufføren?',
    iban: 'Hvad er IBAN-nummeret?',
    passport_number: 'Hvad er pasnummeret?',
    licence_plate: 'Hvad er bilens nummerplade?',
    room_number: 'Hvad er værelsesnummeret?',
    table_number: 'Hvad er bordnummeret?',
    contract_number: 'Hvad er kontraktnummeret?',
    cashier_name: 'Hvem var kassereren?',
    meter_number: 'Hvad er målernummeret?',
    member_number: 'Hvad er medlemsnummeret?',
    appointment_date: 'Hvornår var mødet?',
    waiter_name: 'Hvem var tjeneren?',
  },
  sv: {
    flight_number: 'Vad är flygnumret?',
    patient_birth_date: 'Vad är patientens födelsedatum?',
    tracking_number: 'Vad är spårningsnumret?',
    driver_name: 'Vad heter föraren?',
    iban: 'Vad är IBAN-numret?',
    passport_number: 'Vad är passnumret?',
    licence_plate: 'Vad är bilens registreringsnummer?',
    room_number: 'Vilket rumsnummer hade gästen?',
    table_number: 'Vad är bordsnumret?',
    contract_number: 'Vad är avtalsnumret?',
    cashier_name: 'Vem var kassören?',
    meter_number: 'Vad är mätarnumret?',
    member_number: 'Vad är medlemsnumret?',
    appointment_date: 'När var mötet?',
    waiter_name: 'Vem var servitören?',
  },
  no: {
    flight_number: 'Hva er flynummeret?',
    patient_birth_date: 'Hva er pasientens fødselsdato?',
    tracking_number: 'Hva er sporingsnummeret?',
    driver_name: 'Hva heter sjåføren?',
    iban: 'Hva er IBAN-nummeret?',
    passport_number: 'Hva er passnummeret?',
    licence_plate: 'Hva er bilens registreringsnummer?',
    room_number: 'Hva er romnummeret?',
    table_number: 'Hva er bordnummeret?',
    contract_number: 'Hva er kontraktsnummeret?',
    cashier_name: 'Hvem var kassereren?',
    meter_number: 'Hva er målernummeret?',
    member_number: 'Hva er medlemsnummeret?',
    appointment_date: 'Når var møtet?',
    waiter_name: 'Hvem var servitøren?',
  },
  nl: {
    flight_number: 'Wat is het vluchtnummer?',
    patient_birth_date: 'Wat is de geboortedatum van de patiënt?',
    tracking_number: 'Wat is het trackingnummer?',
    driver_name: 'Hoe heet de chauffeur?',
    iban: 'Wat is het IBAN?',
    passport_number: 'Wat is het paspoortnummer?',
    licence_plate: 'Wat is het kenteken van de auto?',
    room_number: 'Wat is het kamernummer van het hotel?',
    table_number: 'Wat is het tafelnummer?',
    contract_number: 'Wat is het contractnummer?',
    cashier_name: 'Wie was de kassier?',
    meter_number: 'Wat is het meternummer?',
    member_number: 'Wat is het lidmaatschapsnummer?',
    appointment_date: 'Wanneer was de afspraak?',
    waiter_name: 'Wie is de ober?',
  },
  fr: {
    flight_number: 'Quel est le numéro de vol ?',
    patient_birth_date: 'Quelle est la date de naissance du patient ?',
    tracking_number: 'Quel est le numéro de suivi du colis ?',
    driver_name: 'Comment s’appelle le chauffeur ?',
    iban: "Quel est l'IBAN ?",
    passport_number: 'Quel est le numéro de passeport ?',
    licence_plate: "Quelle est l'immatriculation du véhicule ?",
    room_number: 'Quel est le numéro de chambre ?',
    table_number: 'Quel est le numéro de table ?',
    contract_number: 'Quel est le numéro de contrat ?',
    cashier_name: 'Qui était le caissier ?',
    meter_number: 'Quel est le numéro de compteur ?',
    member_number: "Quel est le numéro d'adhérent ?",
    appointment_date: 'Quand a eu lieu le rendez-vous ?',
    waiter_name: 'Qui était le serveur ?',
  },
};
