import type { LanguagePack } from './pack';

export const de: LanguagePack = {
  code: 'de',
  // Labels include the wording of real German invoices as recorded in the invoice2data templates
  // (github.com/invoice-x/invoice2data, MIT; one template per supplier): Twitter DE, Host Europe,
  // notebooksbilliger, OVH, united-domains, Amazon, Digi-Key ("Gesamtsumme ohne USt", "Endpreis
  // Brutto", "Gesamtbetrag inkl. MwSt", "Rechnungs- + Lieferdatum", "RE-Nummer").
  concepts: {
    invoice_number: {
      labels:
        'rechnungsnummer|rechnung nr|rechnungs nr|rechnungsnr|rechnung nummer|belegnummer|beleg nr|gutschriftsnummer|gutschrift nr|dokumentnummer|nr|handelsrechnung nr|quittungsnummer|bon nr|rechnung #|rechnung no|re nr|rg nr|rechnungs nummer|rechnungs #|rechnungs id|re nummer|bonnummer|kassenbonnummer',
      cues: 'nummer|welche rechnung|rechnungsnummer',
    },
    invoice_date: {
      labels:
        'rechnungsdatum|datum|belegdatum|ausstellungsdatum|rechnungs datum|vom|ausgestellt am|gutschriftsdatum|rechnungs lieferdatum|lieferdatum rechnungsdatum|rechnungs und lieferdatum|gedruckt am|druckdatum|kaufdatum',
      cues: 'ausgestellt|erstellt|datiert|gutgeschrieben|datum der rechnung|rechnungsdatum|wann ausgestellt|gekauft|kaufdatum|eingekauft|einkauf|abgerechnet|berechnet|fakturiert|in rechnung gestellt',
    },
    due_date: {
      labels:
        'fälligkeit|fälligkeitsdatum|fälligkeitstag|fällig am|überweisen bis|fällig|zahlbar bis|zahlen bis spätestens|zahlbar bis spätestens|zahlungsziel|zahlungstermin|zu zahlen bis|bitte zahlen bis|spätestens am|bis spätestens',
      cues: 'datum|zahlen|bezahlt|fällig|frist|spätestens|bis wann|letzter tag|begleichen|bis zu welchem datum|ohne abzug|ohne skonto',
    },
    order_date: {
      labels: 'bestelldatum|auftragsdatum|bestellt am',
      cues: 'datum|bestellt',
    },
    delivery_date: {
      labels:
        'lieferdatum|leistungsdatum|liefer und leistungsdatum|leistungszeitraum|lieferung am|versanddatum',
      cues: 'datum|geliefert|lieferung|leistung',
    },
    amount_due: {
      labels:
        'zahlbetrag|zu zahlen|zu zahlender betrag|noch zu zahlender betrag|zahlungsbetrag|offener betrag|fälliger betrag|noch zu zahlen|bitte überweisen|überweisungsbetrag|rechnungsbetrag|ausstehender betrag|offener rechnungsbetrag|restbetrag|verbleibender betrag|noch offen',
      cues: 'ausstehend|noch offen|rest|ausgegeben|zu zahlen|zahlen|schulden|bezahlen|fällig|offen|kosten|kostet|kostete|gekostet|überweisen|überwiesen|begleichen|beglichen|einzahlen|einbezahlt|am ende|letztendlich|schließlich|schlussendlich|unterm strich',
    },
    total_incl: {
      labels:
        'gesamtbetrag|rechnungsbetrag|endbetrag|bruttosumme|bruttobetrag|summe brutto|gesamtsumme|rechnungssumme|gesamt|summe|brutto|gesamtbetrag brutto|endsumme|total|betrag|gesamtpreis|endpreis brutto|gesamtsumme mit ust|gesamtsumme mit mwst|gesamtbetrag inkl mwst|gesamtbetrag inkl ust|gesamt brutto|gutschriftbetrag|gutschriftsbetrag|gutschriftssumme|gutschriftsumme|summe gutschrift|gesamtgutschrift|gutschrift gesamt|gutschrift brutto',
      cues: 'inklusive|inkl|mit mehrwertsteuer|mit mwst|gesamt|insgesamt|brutto|gesamtbetrag|rechnungsbetrag|der rechnung',
    },
    total_excl: {
      labels:
        'nettobetrag|summe netto|netto|zwischensumme|nettosumme|rechnungssumme ohne ust|gesamtnetto|positionssumme|warenwert|summe positionen|gesamtbetrag netto|netto gesamt|basisbetrag|endpreis netto|gesamtsumme ohne ust|gesamtsumme ohne mwst|gesamtbetrag exkl mwst|gesamtbetrag exkl ust|warenwert total|gesamt netto',
      cues: 'exklusive|exkl|ohne mehrwertsteuer|ohne mwst|ohne ust|netto|vor steuer',
    },
    total_vat: {
      labels:
        'mwst|mehrwertsteuer|umsatzsteuer|ust|steuerbetrag|mwst betrag|ust betrag|summe mwst|summe ust|gesamt mwst|gesamtsteuer|steuer|enthaltene mwst|zzgl mwst|zzgl ust|mehrwertsteuerbetrag|zuzüglich ust|zuzügl ust|zuzügl mwst|zuzüglich mwst|zzgl mwst|zzgl ust|inkl mwst|enthaltene ust|darin enthaltene mwst|davon mwst|davon ust|ust betrag|umsatzsteuerbetrag|zzgl umsatzsteuer|zuzüglich umsatzsteuer|zzgl mehrwertsteuer|zuzüglich mehrwertsteuer',
      cues: 'mehrwertsteuer|mwst|umsatzsteuer|ust|steuer|steuern|insgesamt|gesamt|summe|vorsteuer|holen|zurückholen|ziehen|abziehen|abzugsfähig',
    },
    vat_rate: {
      labels: 'steuersatz|mehrwertsteuersatz|umsatzsteuersatz|mwst satz|ust satz|ust %|mwst %',
      cues: 'satz|prozent|steuersatz',
    },
    line_count: {
      labels: '',
      cues: 'wie viele positionen|positionen|rechnungspositionen|zeilen|posten|anzahl positionen|wie viele zeilen|artikel|posten|waren',
    },
    supplier_name: {
      labels: 'verkäufer|lieferant|rechnungssteller|absender|leistungserbringer|händler|anbieter|kreditor',
      cues: 'zahlungsempfänger|begünstigter|ausgestellt|ausgestellt hat|erstellt hat|wer erstellte|gestellt|geschickt|verkäufer|lieferant|welche firma|welches unternehmen|welcher verein|welchen verein|welchem verein|wer hat|wer stellte|aussteller|absender|rechnungssteller|geschäft|laden|markt|filiale|briefkopf',
    },
    receiver_name: {
      labels:
        'käufer|rechnungsempfänger|kunde|leistungsempfänger|empfänger|auftraggeber|käufer leistungsempfänger|rechnungsadresse|rechnung an|debitor|kundendaten|käuferdaten|name des käufers|kundenname|angaben zum kunden',
      cues: 'empfänger|kunde|kunden|wer ist der kunde|adressiert an|gerichtet an|wer zahlt|käufer|an wen|geschickt an|gerichtet an|ausgestellt auf|ging an|adressiert an|für wen|bestimmt für|für wen bestimmt',
    },
    receiver_address: {
      labels: 'kundenadresse|rechnungsanschrift|anschrift',
      cues: 'adresse des kunden|adresse|anschrift|wo',
    },
    delivery_address: {
      labels:
        'lieferadresse|lieferanschrift|versandadresse|versandanschrift|warenempfänger|lieferung an|abweichender warenempfänger|abweichende lieferanschrift',
      cues: 'wohin wurde geliefert|wohin wurde die ware geliefert',
    },
    // The issuer's own address has no label of its own: it is read where the issuer's name is.
    supplier_address: {
      cues: 'adresse des lieferanten|adresse des verkäufers|anschrift des lieferanten|anschrift des verkäufers|adresse des geschäfts|geschäftsadresse|wo wurde das gekauft|wo wurde gekauft|wo gekauft|wo haben wir gekauft|wo ist das geschäft',
    },
    supplier_vat: {
      labels:
        'ust id|ust idnr|ust id nr|umsatzsteuer id|umsatzsteuer identifikationsnummer|ust identnr|uid|uid nr|vat id|ust ident nr',
      cues: 'umsatzsteuer id|ust id|steuer id|identifikationsnummer',
    },
    receiver_vat: { labels: 'ust id des kunden|ihre ust id|kunden ust id', cues: 'ust id des kunden' },
    supplier_orgnr: {
      labels:
        'handelsregister|handelsregisternummer|hrb|hra|registergericht|amtsgericht|steuernummer|st nr|steuernr|steuer nr',
      cues: 'handelsregister|steuernummer|registernummer',
    },
    customer_number: {
      labels: 'kundennummer|kunden nr|kundennr|kd nr|ihre kundennummer|debitorennummer|kunden id',
      cues: 'kundennummer',
    },
    order_number: {
      labels:
        'bestellnummer|bestellung|auftragsnummer|auftrag nr|ihre bestellung|bestell nr|auftrag|bestellreferenz',
      cues: 'bestellung|auftrag|bestellnummer',
    },
    reference: {
      labels: 'ihre referenz|unsere referenz|referenz|ansprechpartner|ihr zeichen|unser zeichen|bearbeiter',
      cues: 'referenz|ansprechpartner|kontakt',
    },
    iban: { labels: 'iban', cues: 'iban' },
    bic: { labels: 'bic|swift|bic swift', cues: 'bic|swift' },
    bank_account: {
      labels: 'kontonummer|konto|konto nr|bankverbindung|blz',
      cues: 'bankverbindung|kontonummer|welches konto',
    },
    payment_reference: {
      labels: 'verwendungszweck|zahlungsreferenz|mandatsreferenz',
      cues: 'verwendungszweck|zahlungsreferenz',
    },
    currency: { labels: 'währung|rechnungswährung|währungscode', cues: 'währung' },
    payment_terms: {
      labels: 'zahlungsbedingungen|zahlungsbedingung|zahlungskonditionen|konditionen|zahlungsfrist',
      cues: 'zahlungsbedingungen|bedingungen|wie lange|wie viele tage|wie viel zeit|zahlungsfrist',
    },
    email: { labels: 'e mail|email|mail', cues: 'e mail|mail|email adresse' },
    phone: { labels: 'telefon|tel|fon|telefonnummer|mobil|handy', cues: 'telefon|telefonnummer|anrufen' },
  },
  // Not "zählen" (to count): folded it is "zahlen", to pay ("Welcher Betrag ist noch zu zahlen?").
  stopWords:
    'dabei|drin|ganze|ganzen|ganzes|ausgewiesene|enthaltene|wenn|ja|falls|wie|lautet|lauten|hoch|ist|sind|war|waren|der|die|das|den|dem|des|ein|eine|einer|eines|einen|welche|welcher|welches|welchen|wer|wann|wo|was|viel|von|vom|auf|in|im|für|zu|zum|zur|an|am|mit|und|oder|es|diese|dieser|dieses|diesen|diesem|hat|haben|hab|hast|habt|hatte|wird|wurde|wurden|werden|worden|wir|uns|unser|unsere|sie|ihr|ihre|bitte|rechnung|dokument|dokuments|dokumentes|beleg|belegs|beleges|steht|stehen|angegeben|genannt|muss|müssen|soll|sollen|kann|können|ich|mir|mich|gib|zeig|nenne|finde|darauf|drauf|hier|dort|genau|eigentlich|denn|man|gibt|gab|berechnet|ausgewiesen|enthalten|ging|geht|steht|stehen|es|könnten|könnte|würden|würde|sagen|sag|mitteilen|nennen|verraten|wissen|möchte|gerne|gern|mal|danke|helfen|zeigen|geben|beträgt|betragen|beläuft|belaufen|sich|über|unter|bei|nach|aus|bis|seit|um|du|dir|dich|ihnen|euch|mein|meine|dein|deine|ihm|ihn|er|welchem|woher|wohin|worauf|wofür|womit|dann|schon|auch|nur|da|so|ob|aufgeführt|aufgelistet|gelistet|eingetragen|registriert|sitzt|befindet|liegt|ansässig|schreiben|schreibe|hinzugefügt|aufgeschlagen|verwenden|benutzen|groß|heißt|hieß|kassenbon|kassenzettel|quittung|verschiedene|unterschiedliche|einzelne|jetzt|diesmal|noch|verrechnet|bin|bist|neu|neue|neuen|neuer|neues|neuem|angeführt|sollte|beim|fürs|ins|ans|aufs|ums|durchs|meinen|meinem|meiner|unseren|unserem|unserer',
  asks: {
    date: '^wann|wann$|am$|bis$|welches datum|an welchem tag|datum|frist|letzter tag|letzte tag',
    amount:
      'ausgegeben|^wie viel|wieviel|^wie hoch|betrag|summe|preis|kostet|kosten|beträgt|beläuft sich|^wie groß|kostete|gekostet',
    name: '^wer|^wem|^wen|^von wem|^an wen|^für wen|welche firma|welches unternehmen|welcher lieferant|welches geschäft|welcher laden|welchem geschäft|welchem laden|welchem markt|welchem händler|welcher kunde|welchen kunden|welcher käufer|welcher empfänger|wie heißt|wie hieß',
    address: 'adresse|anschrift|^wo',
    percent: 'prozent|satz',
    count: '^wie viele|anzahl',
    text: '^wie lange|wie viele tage|wie viel zeit|wieviel zeit|^innerhalb wie vieler tage',
  },
  parties:
    'verkäufer|lieferant|lieferanten|kunde|kunden|käufer|käufers|empfänger|empfängers|absender|rechnungssteller|aussteller|leistungserbringer|firma|unternehmen|kreditor|debitor|auftraggeber',
  nameWords: 'name|namen',
  genericNouns: 'name|namen|firma|unternehmen|firmenname|code|kennung|betrieb|partei',
  endings: 'e|n|s|t|en|er|es|em|ns|st|te|et|ens|ern',
  ofWords: 'von|vom|des|der',
  taxedOn: 'auf|für|zur|zum',
  including: 'inkl|inklusive|einschließlich|mit|zzgl|zuzüglich|plus',
  excluding: 'exkl|exklusive|ohne|vor|abzgl',
  vatWords: 'mwst|ust|mehrwertsteuer|umsatzsteuer|steuer',
  together:
    'zusammen|alles in allem|obendrauf|oben drauf|zusammengerechnet|zusammengenommen|addiert|kombiniert|mit extras|mit den extras|mit zusatzleistungen|mit zuschlägen|mit allen extras|alles inklusive|alles inbegriffen|alles eingerechnet',
  both: 'beide|beiden|beider',
  currencyWords: 'euro|eur|in|franken',
  currencyNames: { euro: 'eur|€', franken: 'chf|fr' },
  months: [
    'januar|jan|jänner|jän',
    'februar|feb|febr',
    'märz|mrz|mär',
    'april|apr',
    'mai',
    'juni|jun',
    'juli|jul',
    'august|aug',
    'september|sep|sept',
    'oktober|okt',
    'november|nov',
    'dezember|dez',
  ],
  salutations: 'herrn|herr|frau|firma|familie|fam',
  formerly: 'vormals|ehemals|früher|ehemalige firma',
  owners: 'Inh.|Inhaber|Inhaberin',
  practitioners:
    'Dr.|Dr. med.|Dr. med. dent.|Dr. med. vet.|Rechtsanwalt|Rechtsanwältin|RA|RAin|Notar|Notarin|Steuerberater|Steuerberaterin|Zahnarzt|Zahnärztin|Tierarzt|Tierärztin',
  addressees: 'an',
  attention: 'z. H.|z. Hd.|z. Hdn.|zu Händen|zHd.|c/o',
  offices:
    'Buchhaltung|Kreditorenbuchhaltung|Finanzbuchhaltung|Rechnungswesen|Rechnungsprüfung|Rechnungseingang|Einkauf|Finanzabteilung|Abteilung Buchhaltung|Abteilung Einkauf|Verwaltung|Sekretariat',
  legalForms:
    'GmbH|AG|KG|OHG|GbR|UG|e.K.|e.V.|GmbH & Co. KG|mbH|KGaA|SE|a.G.|VVaG|Gesellschaft|Versicherung|Stadtwerke|e.U.|PartG|PartG mbB|mbB|e.Kfm.|e.Kfr.|gGmbH|gUG|gAG|eG|GesmbH|Ges.m.b.H.',
  titles:
    'rechnung|handelsrechnung|gutschrift|rechnungskorrektur|quittung|kassenbon|seite|beleg|teilrechnung|schlussrechnung|abschlagsrechnung|proformarechnung|kostenrechnung|stornorechnung|honorarnote|kostennote',
  stamps: 'bezahlt|kopie|duplikat|storniert|original|gebucht|zweitschrift',
  signatures: 'unterschrift|unterzeichnet',
  quoteTitles: 'angebot|kostenvoranschlag|kostenangebot|kostenschätzung',
  reminderTitles: 'zahlungserinnerung|mahnung|erinnerung|zahlungsaufforderung',
  orderSides: {
    seller: 'auftrag|auftragsnummer|auftrag nr|auftragsnr|auftragsbestätigung|unser auftrag',
    buyer: 'bestellung|bestellnummer|bestell nr|ihre bestellung|ihr auftrag|kundenbestellung',
  },
  documentWords: 'zettel|kassenzettel',
  documentTypes: {
    INVOICE: 'rechnung|handelsrechnung|teilrechnung|schlussrechnung|abschlagsrechnung|honorarnote|kostennote',
    CREDIT_NOTE: 'gutschrift|rechnungskorrektur|stornorechnung',
    RECEIPT: 'quittung|kassenbon|bon|beleg',
    ORDER_CONFIRMATION: 'auftragsbestätigung|bestellbestätigung',
  },
  letters: 'äöüß',
  markers:
    'rechnung|rechnungsnummer|datum|mwst|betrag|kunde|und|der|die|das|tage|menge|summe|netto|gesamt|ust|steuer|zahlbar|lieferant|für|mit',
  columns: {
    description: 'bezeichnung|beschreibung|artikel|leistung|artikelbezeichnung|produkt|text|position',
    quantity: 'menge|anzahl|stück|stk|std',
    unitPrice: 'einzelpreis|preis|nettopreis|stückpreis|e preis|ep|stk preis',
    amount: 'gesamt|gesamtpreis|betrag|summe|nettobetrag|gp|netto|entgelt|nettowert',
  },
  contactWords: 'tel|telefon|fon|fax|ust|steuernummer|mail|www|web|iban|handelsregister|geschäftsführer',
  weekdays: 'montag|mo|dienstag|di|mittwoch|mi|donnerstag|do|freitag|fr|samstag|sa|sonnabend|sonntag|so',
  otherDates:
    'gültig|gültigkeit|ablauf|ablaufdatum|verfall|verfallsdatum|geboren|geburtsdatum|ausgeführt|ausführung|durchgeführt|erbracht|fertiggestellt|rückgabe|retoure|umtausch|geliefert|mandat|mandatiert|beauftragt|beauftragung|abholung|abholen|abholbereit|abholtermin',
  cardSlip:
    'terminal|autorisierung|autorisierungs|autorisierungsnummer|genehmigung|genehmigungs|kartenzahlung|kontaktlos|girocard',
  levies:
    'Kurtaxe|Ortstaxe|Kurabgabe|Tourismusabgabe|Bettensteuer|Übernachtungssteuer|Beherbergungsabgabe|Citytax|City-Tax',
  noVat:
    'befreit|steuerbefreit|steuerfrei|umsatzsteuerfrei|mehrwertsteuerfrei|keine umsatzsteuer|keine mehrwertsteuer|keine mwst|keine ust|nicht ausgewiesen|nicht berechnet|kleinunternehmer|kleinunternehmerregelung',
  reverseCharge: 'reverse charge|steuerschuldnerschaft des leistungsempfängers|umkehr der steuerschuld',
  deadlines: 'spätestens|vor',
  restating: 'd. h.|d.h.|also|das heißt|sprich',
  paidDone: 'wurde|wurden|war|waren|hat|haben|habe|hatten|bezahlte|bezahlten|zahlte|zahlten',
  paidPending: 'muss|müssen|soll|sollen|bis|fällig|spätestens|frist|zahlbar|zahlungsziel|letzte|spätester',
  debits:
    'abgebucht|abbuchungsdatum|abbuchungstermin|einzugsdatum|abbuchung am|einzug am|lastschrift am|eingezogen',
  rounding: 'rundung|rundungsdifferenz|gerundet',
  listed:
    'aufgeführt|angeführt|verlängert|aufgelistet|bezahlt|gutgeschrieben|gelistet|berechnet|abgerechnet|verrechnet|in rechnung gestellt|gekauft|kaufte|verkauft|bestellt|boniert|stehen|steht|ausgewiesen|tabelle',
  units:
    'punkt|punkte|punkten|stunde|stunden|std|tag|tage|tagen|woche|wochen|monat|monate|monaten|jahr|jahre|jahren|minute|minuten|km|kilometer|kg|kilo|liter|person|personen|leute|mitarbeiter|mitarbeiterin|angestellte|gast|gäste|nacht|nächte|prozent|seite|seiten',
  trades:
    'klempner|installateur|sanitärbetrieb|elektriker|elektrobetrieb|schreiner|tischler|zimmermann|zimmerei|bauunternehmen|maler|malerbetrieb|dachdecker|gärtner|landschaftsgärtner|gärtnerei|gärtnerei|gartenbau|schlüsseldienst|handwerker|monteur|gebäudereinigung|reinigungskraft|fensterputzer|glasreiniger|glasreinigung|schornsteinfeger|fliesenleger|maurer|gerüstbauer|kammerjäger|schädlingsbekämpfer|schädlingsbekämpfung;mechaniker|werkstatt|autowerkstatt|autohaus;anwalt|rechtsanwalt|anwältin|kanzlei|notar|steuerberater|steuerberaterin|buchhalter|wirtschaftsprüfer|berater|beraterin|agentur|büro|designer|grafiker|grafikerin|druckerei|fotograf|architekt|ingenieur|versicherung|beratungsfirma|unternehmensberatung|steuerkanzlei|treuhänder|treuhänderin|treuhandbüro|treuhandfirma|freiberufler|freiberuflerin|freelancer|studio;caterer|partyservice|restaurant|gaststätte|café|kneipe|bar|bistro|imbiss|bäckerei|bäcker|metzgerei|metzger|hotel|pension|herberge|lokal|gasthaus|gasthof|wirtshaus|konditorei|koch|köchin|pizzeria;taxi|taxiunternehmen|kurier|spedition|umzugsunternehmen|transportunternehmen|fuhrunternehmen|spediteur;supermarkt|lebensmittelgeschäft|möbelhaus|möbelgeschäft|einrichtungshaus|apotheke|drogerie|baumarkt|fahrradladen|fahrradgeschäft|fahrradhändler|veloladen|velogeschäft|eisenwarenhandlung|kiosk|blumenladen|florist|onlineshop|webshop|tankstelle|tanke|händler|großhändler|vertrieb|distributor;friseur|friseurin|wäscherei|zahnarzt|tierarzt|optiker|physiotherapeut|praxis|klinik|fitnessstudio|fahrschule|sprachschule|arzt|ärztin|hausarzt|arztpraxis|friseursalon|salon|kosmetiksalon|schönheitssalon;vermieter|dienstleister|versorger|stadtwerke;informatiker|computerfirma|computerladen;sicherheitsdienst|wachdienst|bewachungsunternehmen|sicherheitsfirma|sicherheitsunternehmen|wachschutz;weinhandlung|weinhändler|weinladen|weinhandel;parkhaus|tiefgarage|parkhausbetreiber;Stall|Reitstall|Pferdestall|Reitschule|Reiterhof|Pferdehof|Pferdepension|Reitanlage|Gestüt;kino|lichtspielhaus|filmtheater|multiplexkino;juwelier|juweliergeschäft|goldschmied|goldschmiede|uhrmacher|schmuckgeschäft;waschsalon|münzwäscherei;notariat|notarin|notarbüro|notarkanzlei;radiosender|rundfunkanstalt|fernsehsender|sendeanstalt|lokalradio|radiostation|rundfunk;makler|versicherungsmakler',
  places:
    'sanitärbetrieb|elektrobetrieb|zimmerei|bauunternehmen|malerbetrieb|gärtnerei|gartenbau|gebäudereinigung|werkstatt|autowerkstatt|autohaus|kanzlei|agentur|büro|druckerei|versicherung|beratungsfirma|unternehmensberatung|steuerkanzlei|partyservice|restaurant|gaststätte|café|kneipe|bar|bistro|imbiss|bäckerei|metzgerei|hotel|pension|herberge|lokal|gasthaus|gasthof|wirtshaus|konditorei|taxiunternehmen|spedition|umzugsunternehmen|transportunternehmen|fuhrunternehmen|supermarkt|lebensmittelgeschäft|möbelhaus|möbelgeschäft|einrichtungshaus|apotheke|drogerie|baumarkt|eisenwarenhandlung|kiosk|blumenladen|onlineshop|webshop|tankstelle|tanke|wäscherei|praxis|klinik|fitnessstudio|fahrschule|sprachschule|dienstleister|versorger|stadtwerke|computerladen|arztpraxis|studio|gärtnerei|fahrradladen|fahrradgeschäft|veloladen|velogeschäft|friseursalon|salon|kosmetiksalon|schönheitssalon|parkhaus|tiefgarage|parkhausbetreiber|pizzeria|Stall|Reitstall|Pferdestall|Reitschule|Reiterhof|Pferdehof|Pferdepension|Reitanlage|Gestüt|kino|lichtspielhaus|filmtheater|multiplexkino|juweliergeschäft|goldschmiede|waschsalon|münzwäscherei|notariat|notarbüro|notarkanzlei|radiosender|rundfunkanstalt|fernsehsender|sendeanstalt|lokalradio',
  company: 'Firma|Unternehmen|Betrieb|Organisation|Gesellschaft|Verein',
  shops: 'Laden|Geschäft|Markt|Handel|Handlung',
  purchases:
    'lebensmittel|essen|mahlzeit|abendessen|mittagessen|frühstück|getränke|fahrt|zugfahrt|bahnfahrt|fahrkarte|fahrkarten|reise|aufenthalt|besuch|einkauf|kauf|wäsche|reparatur|arbeit|auftrag|karte|ec-karte|kreditkarte|gegessen|aß|trinkgeld|maut|parken|parkgebühr|tanken|getankt|tankstopp|sprit|benzin|behandlung|behandlungen|sitzung|sitzungen|kaffee|haarschnitt|tankte|geparkt|reinigung|sachen|einkäufe|übernachtet|übernachtung|übernachteten|geschlafen|gefahren|miete|mietwagen',
  countables:
    'Karte|Karten|Eintrittskarte|Eintrittskarten|Ticket|Tickets|Platz|Plätze|Sitzplatz|Sitzplätze|Foto|Fotos|Bild|Bilder|Aufnahme|Aufnahmen',
  billedKinds:
    'Leistungen|Leistung|Dienstleistungen|Gebühren|Teile|Lieferungen|Arbeiten|Behandlungen|Gerichte|Getränke|Sorten',
  goods: 'Sachen|Dinge|Waren|Ware|Material|Materialien|Artikel|Zubehör|Produkte|Einkäufe|Ausrüstung',
  interrogatives: 'was|welche|welcher|welches|welchen|welchem|wer|wem|wen|wann|wo|wie|wieviel|warum|wessen',
  relatives: 'der|die|welcher|welche',
  demonstratives: 'diese|dieser|diesen|dieses|aktuelle|aktuellen',
  firstPerson: 'wir|uns|unser|unsere|unseren|unserem|unserer|ich|mich|mir|mein|meine|meinen',
  letsOut: 'vermietet|vermietete|vermieteten|vermietete uns|verkauft|verkaufte|verkauften|verkaufen',
  buyers:
    'zahlen|bezahlen|zahlt|tragen|trägt|getragen|kaufte|gekauft|bestellte|bestellt|für wen|an wen|an welche|an welches|an welchen|für welche|für welches|für welchen|kaufen|eingekauft|auf wessen namen|auf welchen namen|auf wen|gemietet|angemietet|mietet|mietete|mieteten|auf welchen namen|auf welchem namen|beauftragt|beauftragte|beauftragten',
  holds: 'hatte|hatten|hielt|hielten|abgehalten',
  engages:
    'gebucht|buchte|bucht|reserviert|reservierte|gechartert|charterte|parkt|parkte|für ihr team|für ihre mitarbeiter|für ihre mitarbeitenden|für ihre belegschaft|für sein team|für seine mitarbeiter|für seine belegschaft|ihrem team|ihren mitarbeitern|seinen mitarbeitern',
  owns: 'besitzt|besaß|gehört|gehörte|eigentümer|eigentümerin',
  kept: 'eingelagert|winterlager|untergestellt|eingestellt|geparkt|in pension',
  lets: 'ließ|ließen|lässt|lassen|gelassen',
  atWhose: 'bei wem',
  onSite: 'arbeiten|montage|installation|renovierung|sanierung|baustelle',
  whose: 'wessen',
  boughtFrom: 'bei|von',
  roles: [
    'gast',
    'patient|patientin',
    'mitglied',
    'mieter|mieterin',
    'schüler|schülerin|fahrschüler|fahrschülerin',
    'abonnent|abonnentin',
    'mandant|mandantin|klient|klientin',
  ],
  receives: 'bekommt|bekommen|bekam|erhält|erhalten|erhielt',
  payees:
    'zahlungsempfänger|begünstigter|empfänger der zahlung|an wen geht die zahlung|an wen geht das geld|an wen müssen wir zahlen|an wen muss ich zahlen|an wen zahlen wir|an wen überweisen wir|an wen müssen wir überweisen|an wen muss ich überweisen|wem müssen wir zahlen|wem zahlen wir',
  attends: 'vor ort|bedient|bediente|anwesend',
  performs: 'durchgeführt|ausgeführt|montiert|eingebaut|installiert|die arbeit gemacht|die arbeiten gemacht',
  makers: 'hersteller|marke|fabrikat|hergestellt',
  uses: 'nutzte|nutzt|genutzt|benutzte|benutzt|deckt|deckte|gedeckt|versichert|erstattet|erstattete|übernimmt|übernahm|übernommen|zurückgenommen|nahm zurück',
  insurers: 'versicherer|versicherung|versicherungsgesellschaft|krankenkasse',
  works:
    'verlangt|schickt|geschickt|repariert|gemacht|erledigt|gewartet|vermietet|stellt uns|reinigt|gereinigt|putzt|geputzt|wartet|wartete|wartung|macht die wartung|instandhaltung',
  negations: 'nicht|kein|keine|statt|anstatt',
  or: 'oder',
  and: 'und',
  after: 'nach|abzüglich',
  deductions: 'abzug|rabatt|nachlass|minderung|skonto',
  allowances: 'abschlag',
  returns: 'retoure|rückgabe|retour',
  spending: 'abgebucht|belastet',
  costs: 'kosteten|kostete|kosten|kostet|gekostet',
  wholes: 'ganze|ganzen|gesamte|gesamten|insgesamt|alles zusammen|in summe|gesamt',
  subjects: 'betreff|betrifft|in sachen|wegen|projekt|bauvorhaben|baustelle|betr',
  deducted: 'abgezogen|verrechnet|angerechnet',
  advances:
    'anzahlung|vorauszahlung|abschlag|abschlagszahlung|akonto|a konto|vorschuss|bereits bezahlt|bereits gezahlt|erhaltene zahlung',
  paidSoFar: 'bereits bezahlt|bereits gezahlt|erhaltene zahlung',
  references: 'referenz|ref|referenznummer|verwendungszweck',
  paying: 'zahlen|bezahlen|zahlung|überweisen|überweisung|überweise|einzahlung|zahlbar',
  printedOn: 'auf',
  numberUses:
    'vergeben|vergibt|buchen|verbuchen|eingeben|eintragen|angeben|vorlesen|zugewiesen|zugeteilt|identifiziert|gesetzt|geschrieben',
  schemes: 'mandatsreferenz|esr|qr referenz|gläubiger id',
  registers:
    'steuernummer|steuernr|steuer nr|st nr;handelsregister|handelsregisternummer|hrb|hra|registergericht|amtsgericht',
  newWords: 'neu|neue|neuen|neuer|neues|neuem',
  shareWords: 'anteil|teil',
  costVerbs: 'kostet|kosten',
  purposes: 'zur|zum',
  spans: 'dauerte|dauerten|dauert',
  priceWords: 'preis|preise|kaufpreis|verkaufspreis',
  periods: 'monat|monats|monate|zeitraum|quartal|quartals|woche|jahr|jahres',
  thisPeriod:
    'diesen monat|diesem monat|dieser monat|laufenden monat|aktuellen monat|diese periode|dieser periode|laufende periode|diesen zeitraum',
  laterDays:
    'gebucht|buchen|buchung|termin|servicetermin|nächste|nächster|nächsten|ablauf|verfall|verfällt|haltbar|mindesthaltbarkeit|geplant|geplante|geplanten',
  fees: 'gebühr|gebühren|mahngebühr|mahngebühren|zuschlag|säumniszuschlag|verzugspauschale',
  vehicles: 'fahrzeug|fahrzeugs|fahrzeuge|transporter|auto|autos|lkw|pkw|anhänger|wagen',
  tips: 'trinkgeld',
  machines:
    'automat|automaten|kassenautomat|kassenautomaten|parkscheinautomat|parkscheinautomaten|fahrkartenautomat|fahrkartenautomaten',
  receipt: {
    total: 'summe|gesamt|gesamtbetrag|endbetrag|total|betrag|zu zahlen',
    tendered: 'bar|gegeben|gezahlt|ec|karte|kartenzahlung',
    change: 'rückgeld|zurück|retour|retourgeld',
    notTotal: 'zwischensumme|rabatt',
  },
  abbreviations:
    'rg=rechnung|re=rechnung|rech=rechnung|rechn=rechnung|nr=nummer|anz=anzahl|pos=positionen|ges=gesamt|betr=betrag|dat=datum|kd=kunde|lief=lieferant|ref=referenz|zahlb=zahlbar|rnr=rechnungsnummer|renr=rechnungsnummer|rgnr=rechnungsnummer|rg.nr=rechnungsnummer|re.nr=rechnungsnummer',
};
