import type { LanguagePack } from './pack';

/** Norwegian (Bokmål). */
export const no: LanguagePack = {
  code: 'no',
  concepts: {
    invoice_number: {
      labels:
        'fakturanummer|fakturanr|faktura nr|kreditnotanummer|kvitteringsnummer|bilagsnummer|faktura #|faktura no|bongnummer|bong nr|kvitteringsnr|kvittering nr|kvitt nr',
      cues: 'nummer|nummeret|hvilken faktura',
    },
    invoice_date: {
      labels:
        'fakturadato|dato|utstedelsesdato|fakturert dato|kjøpsdato|kjøpt|kjøpt dato|utskrevet|utskriftsdato',
      cues: 'utstedt|utstedt den|datert|fakturaens dato|kjøpt|kjøpsdato|sendt|handlet|handlet inn|kjøpet|fakturert|avregnet',
    },
    due_date: {
      labels:
        'forfallsdato|forfall|betalingsfrist|forfallsdag|betales innen|forfaller til betaling|siste betalingsdag|betalingsdato|forf dato',
      cues: 'dato|betale|betales|betalt|forfaller|frist|senest|siste dag|uten fradrag|netto',
    },
    order_date: { labels: 'ordredato|bestillingsdato', cues: 'dato|bestilt' },
    delivery_date: { labels: 'leveringsdato|levert', cues: 'dato|levert|leverte|levering' },
    amount_due: {
      labels:
        'å betale|beløp å betale|sum å betale|til betaling|beløp til betaling|totalt å betale|skyldig beløp|resterende beløp|rest å betale',
      cues: 'utestående|åpen|åpent|rest|resten|å betale|skyldig|skylder|betale|koste|kostet|koster|kosta|overføre|overføres|betale inn|gjøre opp|til slutt|til sist|i siste ende',
    },
    total_incl: {
      labels:
        'totalt inkl mva|sum inkl mva|totalt|total nok|totalbeløp|sum|fakturabeløp|bruttobeløp|total|kreditbeløp|å kreditere|totalt å kreditere|kreditert beløp|totalt kreditert',
      cues: 'inkl|inkludert|inklusive|med mva|totalt|samlet|samlede beløpet|hele fakturaen',
    },
    total_excl: {
      labels:
        'sum eks mva|totalt eks mva|beløp eks mva|sum ekskl mva|nettobeløp|netto|eks mva|mva grunnlag|grunnlag',
      cues: 'eks|ekskl|eksklusive|uten mva|før mva|netto',
    },
    total_vat: {
      labels: 'mva|merverdiavgift|mva beløp|sum mva|total mva|herav mva|mva 25%',
      cues: 'mva|merverdiavgift|avgift|skatt|totalt|samlet|total|mvaen|trekke fra|fradrag|fradragsberettiget',
    },
    vat_rate: { labels: 'mva sats|mva %|mva-sats', cues: 'sats|prosent' },
    line_count: {
      labels: '',
      cues: 'hvor mange linjer|fakturalinjer|linjer|varelinjer|antall linjer|varer|poster|tell|tell linjene',
    },
    supplier_name: {
      labels: 'leverandør|selger|avsender|utsteder|butikk|kreditor',
      cues: 'betalingsmottaker|utsteder|utstedte|har utstedt|hvem har utstedt|sendte|avsender|selger|hvilket firma|hvem utstedte|hvem sendte|butikk|forretning|solgte|solgt|brevhode',
    },
    receiver_name: {
      labels:
        'oppdragsgiver|kunde|fakturert til|kjøper|mottaker|fakturamottaker|kundenavn|fakturaadresse|debitor|kundeopplysninger|kjøpers navn',
      cues: 'kundens navn|mottaker|kunden|hvem er kunden|adressert til|hvem betaler|sendt til|til hvem|utstedt til',
    },
    receiver_address: { labels: 'kundeadresse', cues: 'kundens adresse|adresse|hvor' },
    delivery_address: {
      labels: 'leveringsadresse|leveres til|levering til|levert til|leveringssted|varemottaker',
      cues: 'hvor ble det levert|hvor ble varene levert',
    },
    // The issuer's own address has no label of its own: it is read where the issuer's name is.
    supplier_address: {
      cues: 'leverandørens adresse|selgerens adresse|butikkens adresse|butikkadresse|hvor ble det kjøpt|hvor er det kjøpt|hvor kjøpte vi|hvor ligger butikken',
    },
    supplier_vat: {
      labels: 'mva nummer|mva nr|org nr mva|foretaksnummer mva',
      cues: 'mva nummer|mva nr',
    },
    receiver_vat: { labels: 'kundens mva nummer|kundens org nr', cues: 'kundens mva nummer' },
    supplier_orgnr: {
      labels: 'organisasjonsnummer|org nr|org nummer|orgnr|foretaksregisteret|foretaksnummer',
      cues: 'organisasjonsnummer|org nummer|foretaksnummer',
    },
    customer_number: { labels: 'kundenummer|kundenr|kunde nr', cues: 'kundenummer' },
    order_number: {
      labels: 'ordrenummer|ordrenr|ordre nr|bestillingsnummer|innkjøpsordre|deres ordre',
      cues: 'ordre|bestilling',
    },
    reference: {
      labels: 'deres referanse|vår referanse|referanse|ref|kontaktperson|deres ref|vår ref',
      cues: 'referanse|kontakt',
    },
    iban: { labels: 'iban', cues: 'iban' },
    bic: { labels: 'bic|swift', cues: 'bic|swift' },
    bank_account: {
      labels: 'kontonummer|kontonr|bankkonto|konto|betales til konto|til konto',
      cues: 'bankkonto|kontonummer|hvilken konto|bank',
    },
    payment_reference: {
      labels: 'kid|kid nr|kid nummer|betalingsreferanse',
      cues: 'kid|betalingsreferanse',
    },
    currency: { labels: 'valuta|valutakode', cues: 'valuta' },
    payment_terms: {
      labels: 'betalingsbetingelser|betalingsvilkår|betingelser|vilkår',
      cues: 'betingelser|vilkår|hvor lang tid|hvor lenge|hvor mange dager',
    },
    email: { labels: 'e post|epost|e mail|mail', cues: 'e post|epost|mail|e postadresse|epostadresse' },
    phone: { labels: 'telefon|tlf|tel|mobil|telefonnummer', cues: 'telefon|telefonnummer|tlf|ringe' },
  },
  stopWords:
    'prisen|hvis|så|fall|hva|hvilken|hvilket|hvilke|hvem|når|hvor|mye|mange|er|var|den|det|denne|dette|på|i|av|til|for|fra|som|har|med|og|eller|skal|blir|ble|blitt|vi|oss|vår|vårt|dere|deres|må|kan|kunne|faktura|fakturaen|fakturaens|dokumentet|dokumentets|dokument|bilag|kvittering|kvitteringen|står|oppgitt|angitt|vennligst|meg|jeg|vis|finn|gi|en|et|finnes|står|fremgår|det|du|fortelle|fortell|si|oppgi|vite|gjerne|vil|takk|hjelpe|lurer|lyder|lyde|beløper|de|dem|han|hun|hans|hennes|man|min|mitt|din|ditt|ut|opp|over|under|etter|ved|hos|siden|igjen|også|bare|inntil|frem|oppført|opført|oppføre|registrert|ligger|skrive|skriver|lagt|bruke|bruker|telle|stor|stort|store|høy|høyt|heter|het|bong|bongen|kvitteringen|forskjellige|ulike|egentlig|faktisk|ny|nye|nytt|sin|sine|sitt|gang|gangen|bør|selv|mine|våre',
  asks: {
    date: '^når|når$|hvilken dato|hvilken dag|dato|frist|siste dag|siste dagen',
    amount:
      '^hvor mye|beløp|beløpet|sum|summen|pris|koster|lyder på|beløper seg|^hvor stor|^hvor stort|^hvor høy|^hvor høyt|kostet|kosta',
    name: '^hvem|^fra hvem|^til hvem|^for hvem|hvilket firma|hvilket selskap|hvilket foretak|hvilken virksomhet|hvilken bedrift|hvilken butikk|hvilken leverandør|hvilken kunde|hvilken kjøper|hvilken mottaker|hva heter|hva het',
    address: 'adresse|^hvor',
    percent: 'prosent|sats',
    count: '^hvor mange|antall',
    text: '^hvor lang tid|^hvor lenge|hvor mange dager|^innen hvor mange dager',
  },
  parties:
    'leverandør|selger|kunde|kunden|kjøper|mottaker|avsender|utsteder|butikk|firma|selskap|kreditor|debitor|oppdragsgiver',
  nameWords: 'navn|navnet',
  genericNouns:
    'navn|navnet|firma|firmaet|selskap|selskapet|kode|koden|bedrift|foretak|foretaket|virksomhet|virksomheten',
  endings: 'a|e|s|t|en|et|er|ne|te|de|ene|ens|ets|ede',
  ofWords: 'av|for|fra',
  taxedOn: 'på|av|for',
  including: 'inkl|inklusive|inkludert|med',
  excluding: 'eks|ekskl|eksklusive|eksklusiv|uten|før',
  vatWords: 'mva|merverdiavgift|avgift',
  together:
    'sammen|tilsammen|alt i alt|på toppen|oppå|til sammen|lagt sammen|samlet|kombinert|med tillegg|med tilleggene|alt inkludert|alt medregnet|alt iberegnet',
  both: 'begge|de to',
  currencyWords: 'kr|kroner|nok|euro',
  currencyNames: { kroner: 'nok|dkk|sek|kr', krone: 'nok|dkk|sek|kr', euro: 'eur|€' },
  months: [
    'januar|jan',
    'februar|feb',
    'mars|mar',
    'april|apr',
    'mai',
    'juni|jun',
    'juli|jul',
    'august|aug',
    'september|sep|sept',
    'oktober|okt',
    'november|nov',
    'desember|des',
  ],
  salutations: 'herr|fru|familien|fam',
  formerly: 'tidligere',
  owners: 'Innehaver|Eier|Daglig leder',
  practitioners: 'Advokat|Tannlege|Lege|Dyrlege|Dr.|Dr. med.',
  addressees: 'til',
  attention: 'att.|attn|c/o',
  offices:
    'økonomi|økonomiavdelingen|økonomiavdeling|regnskap|regnskapsavdelingen|bokføring|innkjøp|innkjøpsavdelingen|fakturamottak|administrasjonen|sekretariatet',
  legalForms: 'AS|ASA|ANS|DA|ENK|NUF|SA',
  titles: 'faktura|kreditnota|kvittering|side|salgskvittering|regning',
  documentWords: 'lapp|lappen|seddel|seddelen',
  stamps: 'betalt|kopi|duplikat|annullert|original|bokført',
  signatures: 'underskrift|signatur',
  quoteTitles: 'tilbud|pristilbud|kostnadsoverslag|anbud',
  reminderTitles: 'purring|betalingspåminnelse|påminnelse|betalingsvarsel',
  orderSides: {
    seller: 'ordre|ordrenr|ordrenummer|ordre nr|ordrebekreftelse|vår ordre',
    buyer: 'rekvisisjon|innkjøpsordre|deres ordre|deres bestilling',
  },
  documentTypes: {
    INVOICE: 'faktura|regning',
    CREDIT_NOTE: 'kreditnota',
    RECEIPT: 'kvittering',
    ORDER_CONFIRMATION: 'ordrebekreftelse',
  },
  letters: 'æøåé',
  markers:
    'faktura|fakturadato|dato|mva|beløp|kunde|betale|og|til|dager|forfallsdato|antall|sum|eks|inkl|beskrivelse|totalt|kid|organisasjonsnummer',
  columns: {
    description: 'beskrivelse|varetekst|tekst|vare|varer|tjeneste|produkt|spesifikasjon|ytelse',
    quantity: 'antall|stk|timer|mengde',
    unitPrice: 'pris|enhetspris|á pris|a pris|stykkpris|stk pris',
    amount: 'beløp|sum|totalt|linjesum',
  },
  contactWords: 'tlf|telefon|mva|org|epost|mail|fax|www|mobil',
  weekdays: 'mandag|man|tirsdag|tir|onsdag|ons|torsdag|tor|fredag|fre|lørdag|lør|søndag|søn',
  otherDates:
    'utløp|utløper|utløpsdato|gyldig|født|fødselsdato|utført|utførelse|ferdigstilt|fullført|retur|returnering|levert|leverte|fullmakt|hentes|henting|avhenting',
  cardSlip: 'terminal|kontaktløs|godkjent|aut|autorisasjon|bankaxept',
  levies: 'turistskatt|turistavgift|besøksbidrag',
  noVat:
    'ingen mva|mva fritt|fritatt for mva|unntatt mva|unntatt fra merverdiavgift|ikke mva registrert|ikke merverdiavgiftspliktig',
  reverseCharge: 'omvendt avgiftsplikt',
  deadlines: 'senest|innen',
  restating: 'dvs|dvs.|altså|det vil si',
  paidDone: 'var|ble|betalte|betalt|har|hadde',
  paidPending: 'skal|skulle|må|senest|forfall|forfaller|forfallsdato|siste|innen|frist',
  debits: 'trekkes|trekkdato|belastes',
  rounding: 'øreavrunding|avrunding|avrundet',
  listed:
    'oppført|fornyet|oppføres|betalt|tatt betalt|kreditert|krediteres|fakturert|faktureres|belastet|belastes|kjøpt|kjøpte|solgt|står|vist|vises|bestilt|slått inn|slo inn|tabell|tabellen',
  units:
    'poeng|time|timer|dag|dager|uke|uker|måned|måneder|år|minutt|minutter|km|kilometer|mil|kg|kilo|liter|person|personer|ansatt|ansatte|gjest|gjester|natt|netter|prosent|side|sider',
  trades:
    'rørlegger|elektriker|elektrofirma|snekker|tømrer|murer|maler|taktekker|gartner|anleggsgartner|gartneri|gartneri|hagesenter|låsesmed|håndverker|renholdsfirma|renholder|vinduspusser|feier|feiervesen|flislegger|skadedyrfirma|skadedyrbekjemper|skadedyrkontroll;mekaniker|bilverksted|verksted|bilforhandler;advokat|advokatfirma|revisor|regnskapsfører|regnskapsbyrå|konsulent|byrå|designer|trykkeri|fotograf|arkitekt|ingeniør|forsikringsselskap|konsulentselskap|rådgivningsfirma|revisjonsselskap|frilanser|studio;cateringfirma|restaurant|kafé|bar|pub|kro|bakeri|slakter|hotell|vandrerhjem|kokk|pizzeria;taxi|drosje|taxiselskap|transportfirma|fraktfirma|flyttebyrå|speditør;matbutikk|dagligvarebutikk|møbelbutikk|møbelforretning|apotek|jernvarehandel|byggevarehus|kiosk|blomsterbutikk|nettbutikk|bensinstasjon|grossist|forhandler|distributør|servicestasjon|sykkelbutikk|sykkelforretning|sykkelhandler;frisør|vaskeri|tannlege|veterinær|dyrlege|optiker|fysioterapeut|klinikk|treningssenter|lege|legekontor|frisørsalong|salong|skjønnhetssalong;utleier|teleselskap|strømleverandør|strømselskap;datafirma|databutikk;vaktselskap|vekterselskap|sikkerhetsselskap|sikkerhetsfirma;vinhandel|vinhandler|vinmonopolet;parkeringshus|parkeringsselskap;stall|rideskole|ridesenter|hestesenter;kino|kinosenter;gullsmed|urmaker|juveler|smykkebutikk|smykkeforretning;myntvaskeri|selvbetjeningsvaskeri;notarkontor;radiostasjon|radiokanal|tv-stasjon|tv-kanal|kringkaster|mediehus;megler|forsikringsmegler',
  places:
    'elektrofirma|renholdsfirma|bilverksted|verksted|advokatfirma|regnskapsbyrå|byrå|trykkeri|forsikringsselskap|konsulentselskap|rådgivningsfirma|revisjonsselskap|cateringfirma|restaurant|kafé|bar|pub|kro|bakeri|hotell|vandrerhjem|taxiselskap|transportfirma|fraktfirma|flyttebyrå|matbutikk|dagligvarebutikk|møbelbutikk|møbelforretning|apotek|jernvarehandel|byggevarehus|kiosk|blomsterbutikk|nettbutikk|bensinstasjon|servicestasjon|vaskeri|klinikk|treningssenter|teleselskap|strømleverandør|strømselskap|databutikk|studio|gartneri|hagesenter|sykkelbutikk|sykkelforretning|frisørsalong|salong|skjønnhetssalong|parkeringshus|parkeringsselskap|pizzeria|stall|rideskole|ridesenter|hestesenter|kino|kinosenter|myntvaskeri|selvbetjeningsvaskeri|notarkontor|radiostasjon|radiokanal|tv-stasjon|tv-kanal',
  company: 'firma|selskap|bedrift|organisasjon|foretak|virksomhet|forening|foreningen',
  shops: 'butikk|forretning|handel',
  purchases:
    'matvarer|matvarene|dagligvarer|dagligvarene|måltid|middag|lunsj|frokost|mat|drikke|tur|turen|kjøretur|togtur|reise|billett|billetter|opphold|besøk|handel|innkjøp|kjøpet|vask|reparasjon|arbeid|jobb|kort|bankkort|kredittkort|spise|spiste|spist|tips|driks|bompenger|bomring|parkering|tanking|tanket|drivstoff|bensin|behandling|behandlinger|konsultasjon|kaffe|klipp|rengjøring|innom|innom hos|bodde|bott|overnattet|overnatting|sov|leie|leien|bilutleie|handlet',
  countables:
    'billett|billetter|billettene|plass|plasser|sitteplass|sitteplasser|bilde|bilder|bildene|foto|fotoer|fotografier',
  billedKinds:
    'tjenester|ytelser|gebyrer|deler|leveranser|oppdrag|behandlinger|retter|drikkevarer|slags|typer',
  goods:
    'ting|tingene|varer|varene|vare|materialer|materialene|materiell|saker|sakene|produkter|produktene|utstyr|utstyret',
  interrogatives: 'hva|hvilken|hvilket|hvilke|hvem|når|hvor|hvordan|hvorfor|hvems',
  relatives: 'som',
  whose: 'hvems',
  demonstratives: 'denne|dette|aktuelle',
  firstPerson: 'vi|oss|vår|vårt|våre|jeg|meg|min|mitt',
  letsOut: 'leide ut|leier ut|leid ut|leiet ut|leie ut|utleier|utleide',
  buyers:
    'betale|betaler|bære|bærer|kjøpte|kjøpt|bestilte|bestilt|til hvem|for hvem|til hvilket|til hvilken|kjøpe|til$|i hvems navn|på hvems navn|hvems navn|leide|leier|på hvilket navn|i hvilket navn',
  holds: 'hadde|holdt|avholdt',
  engages:
    'booket|booka|booker|reserverte|reservert|reserverer|chartret|chartra|innleverte|innlevert|leverte inn|levert inn|parkerer|til sine ansatte|for sine ansatte|til sitt personale|for sitt personale|til sine medarbeidere|for sine medarbeidere',
  owns: 'eier|eide|tilhører|tilhørte',
  kept: 'opplag|vinteropplag|lagret|lagres|oppbevart|oppbevares|parkert|i pensjon|på land',
  causedParticiple: 'et|t',
  causes: 'fikk|får|fått',
  lets: 'lot',
  atWhose: 'hos hvem',
  onSite:
    'arbeid|arbeidet|arbeidene|jobben|installasjon|installasjonen|oppussing|oppussingen|montering|monteringen',
  boughtFrom: 'hos|fra',
  roles: ['gjest', 'pasient', 'medlem', 'leietaker', 'elev', 'abonnent', 'klient'],
  receives: 'får|fikk|mottar|mottok|mottatt|fått',
  payees:
    'betalingsmottaker|mottaker av betalingen|betalingen gå til|betalingen går til|hvem skal vi betale til|hvem skal jeg betale til|hvem betaler vi til|hvem skal pengene gå til',
  attends: 'på stedet|betjente|betjent|møtte opp|til stede',
  performs: 'utførte|utførtes|utført|monterte|montert|installerte|installert',
  makers: 'merke|fabrikat|produsent|produsert',
  uses: 'brukte|bruker|brukt|benyttet|benytter|dekker|dekket|dekte|forsikrer|refunderer|refunderte|tok imot',
  insurers:
    'forsikringsselskap|forsikringsselskapet|forsikringsselskaper|forsikringsgiver|forsikringsgiveren',
  works:
    'reparert|servicert|fikset|reparerte|gjorde|vasket|vasker|rengjør|rengjorde|vedlikeholder|vedlikeholdt|vedlikehold|servicerer|servicerte',
  negations: 'ikke|ikkje|i stedet for',
  or: 'eller',
  and: 'og',
  after: 'etter|fratrukket|nå',
  deductions: 'fradrag|rabatt',
  allowances: 'avslag|prisavslag',
  returns: 'retur|returnert|returvare',
  spending: 'brukte|brukt|bruke|brukt opp|trukket|belastet|belastes|ga|gitt|vippset|vippsa|vippsede',
  costs: 'kostet|koster|koste',
  wholes: 'hele|totalt|i alt|samlet|til sammen|alt i alt',
  subjects: 'gjelder|emne|prosjekt|sak|vedrørende|byggeplass|oppdrag|vedr|angående',
  deducted: 'trukket fra|trekt fra|fratrukket|motregnet',
  advances: 'forskudd|forskuddsbetaling|depositum|a konto|akonto|allerede betalt|innbetalt|mottatt betaling',
  paidSoFar: 'allerede betalt|mottatt betaling',
  references: 'referanse|ref|referansenummer|melding',
  paying: 'betale|betaler|betaling|betalingen|overføre|overføring|overføringen|innbetaling|betalbar',
  printedOn: 'på',
  numberUses: 'bokføre|oppgi|lese opp|tildelt|identifiserer|satt|skrevet',
  schemes: 'kid|kid nummer',
  newWords: 'ny|nye|nytt',
  shareWords: 'del|andel',
  costVerbs: 'koster',
  purposes: 'til',
  spans: 'datoer|datoene|varte',
  priceWords: 'pris|priser|kjøpesum|kjøpesummen|kjøpspris|salgspris',
  periods: 'måned|måneden|måneder|periode|perioden|kvartal|kvartalet|uke|uken|år|året',
  thisPeriod: 'denne måneden|denne måned|inneværende måned|denne perioden|inneværende periode',
  laterDays:
    'booket|booke|bestilling|bestilte|avtale|neste|kommende|utløp|utløper|holdbar|holdbarhet|planlagt|planlagte',
  fees: 'gebyr|gebyret|gebyrer|purregebyr|purregebyret|forsinkelsesgebyr',
  vehicles: 'kjøretøy|kjøretøyet|varebil|varebilen|bil|bilen|lastebil|lastebilen|tilhenger',
  tips: 'tips|driks',
  machines:
    'automat|automaten|betalingsautomat|betalingsautomaten|parkeringsautomat|parkeringsautomaten|billettautomat|billettautomaten',
  receipt: {
    total: 'total|totalt|sum|å betale|beløp',
    tendered: 'kontant|kontanter|betalt|mottatt|kort',
    change: 'veksel|tilbake',
    notTotal: 'delsum|subtotal|rabatt',
  },
  abbreviations:
    'kvit=kvittering|fakt=faktura|fak=faktura|nr=nummer|bel=beløp|ant=antall|tot=totalt|dat=dato|lev=leverandør|ref=referanse|fnr=fakturanummer|faktnr=fakturanummer|forf.dato=forfallsdato|forf.dag=forfallsdag|fakt.nr=fakturanummer',
};
