import type { LanguagePack } from './pack';

export const da: LanguagePack = {
  code: 'da',
  concepts: {
    invoice_number: {
      labels:
        'fakturanummer|fakturanr|faktura nr|faktura nummer|kreditnotanummer|kreditnota nr|bilagsnummer|bilagsnr|nummer|kvitteringsnummer|bon nr|faktura #|faktura no|bonnummer|bon nummer|bonnr|kvitt nr',
      cues: 'nummer|hvilken faktura',
    },
    invoice_date: {
      labels:
        'fakturadato|dato|udstedelsesdato|faktureringsdato|bilagsdato|udstedt|købt|købsdato|udskrevet|udskriftsdato',
      cues: 'udstedt|udstedt den|hvornår er den udstedt|dateret|fakturaens dato|købt|købsdato|sendt|handlet|handlede|købet|faktureret|afregnet',
    },
    due_date: {
      labels:
        'forfaldsdato|forfald|betalingsdato|sidste rettidige betalingsdag|betales senest|betalingsfrist|sidste betalingsdag|forfalder|forfalder til betaling|forf dato',
      cues: 'dato|betale|betales|betalt|forfalder|frist|seneste|sidste dag|trukket|uden fradrag|netto',
    },
    order_date: { labels: 'ordredato|bestillingsdato', cues: 'dato|bestilt' },
    delivery_date: { labels: 'leveringsdato|leveret|afsendelsesdato', cues: 'dato|leveret|levering' },
    amount_due: {
      labels:
        'at betale|beløb at betale|til betaling|beløb til betaling|skyldigt beløb|i alt at betale|total at betale|betalingsbeløb|resterende beløb|rest at betale|restbeløb at betale',
      cues: 'udestående|åben|åbent|rest|resten|at betale|skyldig|skylder|betale|samlede beløb der skal betales|koste|kostede|koster|kostet|overføre|overføres|indbetale|afregne|afregnet|i sidste ende|til sidst|til syvende og sidst',
    },
    total_incl: {
      labels:
        'i alt|i alt inkl moms|total inkl moms|total dkk|total|totalbeløb|beløb i alt|fakturabeløb|total i alt|samlet beløb|bruttobeløb|kreditbeløb|at kreditere|i alt til kreditering|krediteret beløb',
      cues: 'inkl|inklusive|med moms|i alt|samlede|samlet|samlede beløb|totalen|totale|hele fakturaen|fakturabeløb',
    },
    total_excl: {
      labels:
        'total ekskl moms|beløb ekskl moms|i alt ekskl moms|netto|nettobeløb|subtotal|momsgrundlag|momspligtigt beløb|varebeløb',
      cues: 'ekskl|eksklusive|uden moms|før moms|netto',
    },
    total_vat: {
      labels: 'moms|momsbeløb|moms i alt|heraf moms|moms udgør|total moms|25% moms|moms 25%|afgift',
      cues: 'moms|afgift|skat|i alt|samlet|samlede|total|fradrag|trække fra|fradragsberettiget',
    },
    vat_rate: { labels: 'momssats|moms %|momsprocent', cues: 'sats|procent|momssats' },
    line_count: {
      labels: '',
      cues: 'hvor mange linjer|fakturalinjer|linjer|varelinjer|poster|antal linjer|varer|vare|poster|varelinjer',
    },
    supplier_name: {
      labels: 'leverandør|sælger|afsender|udsteder|firma|butik|kreditor',
      cues: 'betalingsmodtager|udsteder|udstedte|har udstedt|sendte|afsender|sælger|hvilket firma|hvem har udstedt|hvem sendte|forhandler|butik|forretning|solgte|solgt|brevhoved',
    },
    receiver_name: {
      labels:
        'opdragsgiver|kunde|faktureres til|faktureret til|køber|modtager|fakturamodtager|kundenavn|fakturaadresse|debitor|kundeoplysninger|købers navn',
      cues: 'kundens navn|modtager|kunden|hvem er kunden|adresseret til|faktureret til|hvem betaler|sendt til|til hvem|udstedt til|adresseret til',
    },
    receiver_address: {
      labels: 'kundeadresse|faktureringsadresse',
      cues: 'kundens adresse|adresse|hvor',
    },
    delivery_address: {
      labels: 'leveringsadresse|leveres til|levering til|leveret til|leveringssted|varemodtager',
      cues: 'hvor blev det leveret|hvor blev varerne leveret',
    },
    // The issuer's own address has no label of its own: it is read where the issuer's name is.
    supplier_address: {
      cues: 'leverandørens adresse|sælgers adresse|sælgerens adresse|butikkens adresse|butiksadresse|hvor er det købt|hvor blev det købt|hvor er varen købt|hvor købte vi|hvor ligger butikken',
    },
    supplier_vat: {
      labels: 'moms nr|momsnr|momsnummer|se nr|momsregistreringsnummer|momsreg nr|cvr moms',
      cues: 'momsnummer|moms nr|se nummer',
    },
    receiver_vat: {
      labels: 'kundens momsnummer|kundens cvr|købers cvr',
      cues: 'kundens momsnummer|kundens cvr',
    },
    supplier_orgnr: {
      labels: 'cvr|cvr nr|cvr nummer|cvr-nr|se-nr|reg nr',
      cues: 'cvr|registrering|cvr nummer',
    },
    customer_number: { labels: 'kundenummer|kundenr|kunde nr|debitornummer|debitor nr', cues: 'kundenummer' },
    order_number: {
      labels:
        'ordrenummer|ordrenr|ordre nr|bestillingsnummer|rekvisitionsnummer|rekvisition|indkøbsordre|jeres ordre',
      cues: 'ordre|bestilling|rekvisition',
    },
    reference: {
      labels: 'deres reference|vores reference|reference|ref|att|kontaktperson|deres ref|vores ref',
      cues: 'reference|kontakt',
    },
    iban: { labels: 'iban', cues: 'iban' },
    bic: { labels: 'bic|swift', cues: 'bic|swift' },
    bank_account: {
      labels:
        'kontonummer|kontonr|konto nr|reg nr og konto|reg nr konto|bankkonto|konto|reg nr og kontonr|pengeinstitut',
      cues: 'bankkonto|kontonummer|hvilken konto|bank',
    },
    payment_reference: {
      labels: 'betalingsreference|fik|fi kode|fik nr|+71|kortart|betalings id',
      cues: 'betalingsreference|fik',
    },
    currency: { labels: 'valuta|valutakode|møntsort', cues: 'valuta|møntsort' },
    payment_terms: {
      labels: 'betalingsbetingelser|betingelser|betalingsvilkår',
      cues: 'betingelser|vilkår|hvor lang tid|hvor længe|hvor mange dage',
    },
    email: { labels: 'e mail|email|mail|e post', cues: 'e mail|mail|mailadresse' },
    phone: { labels: 'telefon|tlf|tel|mobil|telefonnummer', cues: 'telefon|telefonnummer|tlf|ringe' },
  },
  stopWords:
    'prisen|fald|hvad|hvilken|hvilket|hvilke|hvem|hvornår|hvor|meget|mange|er|var|den|det|de|denne|dette|på|i|af|til|for|fra|som|har|med|og|eller|der|blev|blevet|bliver|vi|os|vores|vor|jeres|skal|skulle|kan|kunne|må|faktura|fakturaen|fakturaens|dokumentet|dokumentets|dokument|bilag|bilaget|kvittering|kvitteringen|står|angivet|oplyst|venligst|sig|mig|jeg|vis|find|giv|hvordan|en|et|så|hvis|findes|fremgår|står|der|du|fortælle|fortæl|sige|oplyse|oplys|vide|gerne|vil|lige|mon|tak|hjælpe|lyder|lyde|beløber|dem|deres|han|hun|hans|hendes|man|min|din|dit|dine|ud|op|over|under|efter|ved|hos|siden|igen|også|bare|indtil|jer|opført|opføre|registreret|ligger|beliggende|hjemmehørende|skrive|skriver|tilføjet|lagt|bruge|bruger|tælle|tæl|stor|stort|store|høj|højt|hedder|hed|hedde|bon|bonen|bonens|forskellige|specificerede|egentlig|faktisk|ny|nye|nyt|sin|sine|sit|gang|gangen|bør|selv|mine|mit',
  asks: {
    date: '^hvornår|hvornår$|hvilken dato|hvilken dag|dato|frist|sidste dag',
    amount:
      '^hvor meget|beløb|beløbet|sum|pris|koster|lyder på|beløber sig|^hvor stor|^hvor stort|^hvor høj|^hvor højt|kostede|kostet',
    name: '^hvem|^fra hvem|^til hvem|^for hvem|hvilket firma|hvilket selskab|hvilken forretning|hvilken virksomhed|hvilken butik|hvilken leverandør|hvilken kunde|hvilken køber|hvilken modtager|hvad hedder|hvad hed',
    address: 'adresse|^hvor',
    percent: 'procent|sats',
    count: '^hvor mange|antal',
    text: '^hvor lang tid|^hvor længe|hvor mange dage|^inden for hvor mange dage',
  },
  parties:
    'leverandør|sælger|kunde|kunden|køber|modtager|afsender|udsteder|butik|firma|kreditor|debitor|opdragsgiver',
  nameWords: 'navn|navnet',
  genericNouns: 'navn|navnet|firma|firmaet|virksomhed|selskab|kode|koden',
  endings: 'e|s|t|en|et|er|es|te|ne|ene|ens|ets|erne|ede',
  ofWords: 'af|for|fra',
  taxedOn: 'på|af|for',
  including: 'inkl|inklusive|inkluderet|med',
  excluding: 'ekskl|eksklusive|eks|uden|før',
  vatWords: 'moms|afgift',
  together:
    'sammen|tilsammen|alt i alt|oven i|lagt oven i|lagt sammen|samlet|kombineret|med tillæg|med tilkøb|alt inklusive|alt medregnet',
  both: 'begge|de to',
  currencyWords: 'kr|kroner|dkk|i alt|euro',
  currencyNames: { kroner: 'dkk|nok|sek|kr', krone: 'dkk|nok|sek|kr', euro: 'eur|€' },
  months: [
    'januar|jan',
    'februar|feb',
    'marts|mar',
    'april|apr',
    'maj',
    'juni|jun',
    'juli|jul',
    'august|aug',
    'september|sep|sept',
    'oktober|okt',
    'november|nov',
    'december|dec',
  ],
  salutations: 'hr|fru|frk|familien|fam',
  formerly: 'tidligere',
  owners: 'Indehaver|Indeh.|Ejer',
  practitioners: 'Advokat|Tandlæge|Læge|Dyrlæge|Dr.|Dr. med.',
  addressees: 'til',
  attention: 'att.|attn|c/o',
  offices:
    'økonomi|økonomiafdelingen|økonomiafdeling|bogholderi|bogholderiet|regnskab|regnskabsafdelingen|kreditorbogholderi|kreditorbogholderiet|indkøb|indkøbsafdelingen|administrationen|sekretariatet',
  legalForms:
    'ApS|A/S|I/S|K/S|P/S|IVS|AMBA|A.m.b.A.|Enkeltmandsvirksomhed|Aktieselskab|Anpartsselskab|Partnerselskab|Advokatpartnerselskab|Interessentskab|Kommanditselskab',
  titles: 'faktura|kreditnota|kvittering|side|regning|proformafaktura|salgskvittering',
  stamps: 'betalt|kopi|duplikat|annulleret|original|bogført',
  signatures: 'underskrift|signatur',
  quoteTitles: 'tilbud|prisoverslag|overslag',
  reminderTitles: 'rykker|betalingspåmindelse|påmindelse|rykkerskrivelse',
  orderSides: {
    seller: 'ordre|ordrenr|ordrenummer|ordre nr|ordrebekræftelse|vores ordre',
    buyer: 'rekvisition|rekvisitionsnummer|rekv|indkøbsordre|jeres ordre|deres ordre',
  },
  documentWords: 'seddel|sedlen|lap|lappen',
  documentTypes: {
    INVOICE: 'faktura|regning',
    CREDIT_NOTE: 'kreditnota',
    RECEIPT: 'kvittering|bon',
    ORDER_CONFIRMATION: 'ordrebekræftelse',
  },
  letters: 'æøåé',
  markers:
    'faktura|fakturanummer|dato|moms|beløb|kunde|ialt|alt|og|til|betalingsbetingelser|dage|forfaldsdato|antal|stykpris|beskrivelse|ekskl|inkl|cvr|betale',
  columns: {
    description: 'beskrivelse|varetekst|tekst|vare|varer|ydelse|varenavn|specifikation',
    quantity: 'antal|stk|timer|mængde',
    unitPrice: 'stykpris|enhedspris|pris|á pris|a pris|stk pris',
    amount: 'beløb|i alt|sum|total|linjetotal',
  },
  contactWords: 'tlf|telefon|moms|cvr|mail|fax|web|www|mobil',
  weekdays: 'mandag|man|tirsdag|tir|onsdag|ons|torsdag|tor|fredag|fre|lørdag|lør|søndag|søn',
  otherDates:
    'udløb|udløber|udløbsdato|gyldig|født|fødselsdato|udført|udførelse|afsluttet|færdiggjort|retur|returnering|leveret|fuldmagt|afhentning|afhentes|afhent|hentes',
  cardSlip: 'terminal|kontaktløs|godkendt|aut|autorisation|dankort',
  levies: 'turistskat|opholdsskat|opholdsafgift',
  noVat: 'momsfri|momsfritaget|fritaget for moms|ingen moms|ikke momsregistreret',
  reverseCharge: 'omvendt betalingspligt',
  deadlines: 'senest|inden',
  restating: 'dvs|dvs.|altså|det vil sige',
  paidDone: 'var|blev|betalte|betalt|har|havde',
  paidPending: 'skal|skulle|må|senest|forfald|forfalder|forfaldsdato|sidste|inden|frist',
  debits: 'trækkes|trækdato|hævedato|hæves',
  rounding: 'afrunding|øreafrunding|afrundet',
  listed:
    'opført|fornyet|opføres|betalt|krediteret|krediteres|opkrævet|opkræves|faktureret|fakturerer|faktureres|købt|købte|solgt|afregnet|afregnes|står|vist|vises|bestilt|slået ind|slog|tabel|tabellen',
  units:
    'point|points|time|timer|dag|dage|uge|uger|måned|måneder|år|minut|minutter|km|kilometer|kg|kilo|liter|person|personer|ansat|ansatte|medarbejder|medarbejdere|gæst|gæster|nat|nætter|procent|side|sider',
  trades:
    'blikkenslager|vvs|elektriker|tømrer|snedker|murer|maler|tagdækker|gartner|anlægsgartner|gartneri|gartneri|planteskole|låsesmed|håndværker|rengøringsfirma|rengøringsassistent|vinduespudser|skorstensfejer|fejer|flisemontør|flisemurer|skadedyrsbekæmper|skadedyrsfirma|skadedyrsbekæmpelse;mekaniker|autoværksted|værksted|bilforhandler;advokat|advokatfirma|revisor|bogholder|konsulent|bureau|designer|trykkeri|fotograf|arkitekt|ingeniør|landinspektør|forsikringsselskab|konsulentfirma|rådgivningsfirma|revisionsfirma|regnskabskontor|freelancer|studio;cateringfirma|restaurant|café|kaffebar|bar|værtshus|kro|bageri|bager|slagter|hotel|vandrerhjem|kok|pizzeria;taxa|taxi|vognmand|fragtfirma|flyttefirma|transportfirma|taxaselskab|speditør;supermarked|købmand|møbelforretning|møbelbutik|apotek|byggemarked|isenkræmmer|kiosk|blomsterhandler|webshop|netbutik|tankstation|benzintank|grossist|forhandler|distributør|servicestation|cykelhandler|cykelforretning|cykelsmed;frisør|vaskeri|tandlæge|dyrlæge|optiker|fysioterapeut|klinik|fitnesscenter|læge|lægen|lægepraksis|frisørsalon|salon|skønhedssalon;udlejer|udbyder|teleselskab|elselskab;computerfirma|computerbutik;vagtselskab|vagtfirma|sikkerhedsfirma|sikkerhedsselskab;vinhandler|vinhandel|vinhandlen|vinforhandler;parkeringshus|parkeringsselskab;stald|hestestald|rideskole|ridecenter|rideklub;biograf|biografen|kino;guldsmed|juvelér|urmager|juveler|smykkeforretning|smykkebutik;møntvaskeri|selvbetjeningsvaskeri;notarkontor;radiostation|radiokanal|tv-station|tv-kanal|mediehus;mægler|forsikringsmægler',
  places:
    'rengøringsfirma|autoværksted|værksted|advokatfirma|bureau|trykkeri|forsikringsselskab|konsulentfirma|rådgivningsfirma|revisionsfirma|regnskabskontor|cateringfirma|restaurant|café|kaffebar|bar|værtshus|kro|bageri|hotel|vandrerhjem|fragtfirma|flyttefirma|transportfirma|taxaselskab|supermarked|møbelforretning|møbelbutik|apotek|byggemarked|kiosk|webshop|netbutik|tankstation|servicestation|vaskeri|klinik|fitnesscenter|udbyder|teleselskab|elselskab|computerbutik|studio|gartneri|planteskole|cykelforretning|frisørsalon|salon|skønhedssalon|parkeringshus|parkeringsselskab|pizzeria|stald|hestestald|rideskole|ridecenter|rideklub|biograf|biografen|kino|møntvaskeri|selvbetjeningsvaskeri|notarkontor|radiostation|radiokanal|tv-station|tv-kanal',
  company: 'firma|virksomhed|selskab|organisation|forening|foreningen',
  shops: 'butik|forretning|handel',
  purchases:
    'dagligvarer|dagligvarerne|madvarer|madvarerne|måltid|middag|frokost|mad|drikkevarer|tur|turen|køretur|togtur|rejse|billet|billetter|ophold|besøg|indkøb|købet|vask|reparation|arbejde|opgave|kort|betalingskort|kreditkort|dankort|spise|spiste|spist|drikkepenge|bro|parkering|tankning|tanket|brændstof|benzin|behandling|behandlinger|konsultation|kaffe|klipning|tankede|rengøring|rengøringen|forbi|boede|boet|overnattede|overnattet|overnatning|sov|leje|lejen|billeje|handlet|handlede|maden',
  countables:
    'billet|billetter|billetterne|plads|pladser|siddeplads|siddepladser|billede|billeder|billederne|foto|fotos|fotoene',
  billedKinds:
    'ydelser|tjenester|gebyrer|dele|leverancer|opgaver|behandlinger|retter|drikkevarer|slags|typer',
  goods:
    'ting|tingene|varer|varerne|varen|materialer|materialerne|materiale|sager|sagerne|produkter|produkterne|udstyr|udstyret',
  interrogatives: 'hvad|hvilken|hvilket|hvilke|hvem|hvornår|hvor|hvordan|hvorfor',
  relatives: 'som|der',
  whose: 'hvis',
  demonstratives: 'denne|dette|aktuelle',
  firstPerson: 'vi|os|vores|jeg|mig|min|mit',
  letsOut: 'lejede ud|lejer ud|lejet ud|leje ud|udlejede|udlejet|udlejer',
  buyers:
    'betale|betaler|bære|bærer|afholde|afholder|købte|købt|bestilte|bestilt|til hvem|for hvem|til hvilket|til hvilken|købe|til$|i hvis navn|på hvis navn|lejede|lejet|lejer|på hvilket navn|i hvilket navn',
  holds: 'havde|holdt|afholdt',
  engages:
    'bookede|booket|booker|reserverede|reserveret|reserverer|chartrede|chartret|indleverede|indleveret|leverede ind|parkerer|til sine ansatte|for sine ansatte|til sit personale|for sit personale|til sine medarbejdere|for sine medarbejdere',
  owns: 'ejer|ejede|tilhører|tilhørte',
  kept: 'opbevaret|opbevares|vinteropbevaring|opmagasineret|parkeret|i pension|på land',
  causedParticiple: 'et',
  causes: 'fik|får|fået',
  lets: 'lod',
  atWhose: 'hos hvem',
  onSite:
    'arbejde|arbejdet|arbejderne|installation|installationen|renovering|renoveringen|montering|monteringen',
  boughtFrom: 'hos|fra',
  roles: ['gæst', 'patient', 'medlem', 'lejer', 'elev', 'abonnent', 'klient'],
  receives: 'får|fik|modtager|modtog|modtaget|fået',
  payees:
    'betalingsmodtager|modtager af betalingen|betalingen gå til|betalingen går til|hvem skal vi betale til|hvem skal jeg betale til|hvem betaler vi til|hvem skal pengene gå til',
  attends: 'på stedet|betjente|betjent|mødte op|til stede',
  performs: 'udførte|udførtes|udført|monterede|monteret|installerede|installeret',
  makers: 'mærke|fabrikat|producent|fabrikant|produceret',
  uses: 'brugte|bruger|brugt|benyttede|benytter|benyttet|dækker|dækkede|dækket|forsikrer|refunderer|refunderede|tog imod',
  insurers:
    'forsikringsselskab|forsikringsselskabet|forsikringsselskaber|forsikringsgiver|forsikringsgiveren',
  works:
    'repareret|serviceret|vasket|reparerede|lavede|vaskede|vasker|gør rent|gjorde rent|rengør|vedligeholder|vedligeholdt|vedligeholdelse|servicerer|servicerede',
  negations: 'ikke|ikke det|i stedet for',
  or: 'eller',
  and: 'og',
  after: 'efter|fratrukket|nu',
  deductions: 'fradrag|rabat|nedslag',
  allowances: 'afslag|prisafslag',
  returns: 'retur|returneret|returvare',
  spending: 'brugte|brugt|bruge|brugt op|trukket|hævet|hæves|gav|givet|mobilepayede|mobilepayet',
  costs: 'kostede|koster|koste|kostet',
  wholes: 'hele|i alt|samlet|samlede|tilsammen|alt i alt',
  subjects: 'vedrørende|vedr|emne|projekt|sag|byggeplads|angående',
  deducted: 'trukket fra|fratrukket|modregnet',
  advances: 'depositum|forudbetaling|acontobetaling|aconto|a conto|forskud|allerede betalt|modtaget betaling',
  paidSoFar: 'allerede betalt|modtaget betaling',
  references: 'reference|ref|referencenummer|besked|tekst til modtager',
  paying: 'betale|betaler|betaling|betalingen|overføre|overførsel|overførslen|indbetale|indbetaling|betalbar',
  printedOn: 'på',
  numberUses: 'bogføre|angive|oplyse|læse op|tildelt|identificerer|sat|skrevet',
  schemes: 'fik|fi kode|kortart|ocr',
  registers: 'cvr;se nr|se nummer;p nr|p nummer',
  newWords: 'ny|nye|nyt',
  shareWords: 'del|andel',
  costVerbs: 'koster',
  purposes: 'til',
  spans: 'datoer|datoerne|varede',
  priceWords: 'pris|priser|købesum|købspris|købesummen|salgspris',
  periods: 'måned|måneden|måneder|periode|perioden|kvartal|kvartalet|uge|ugen|år|året',
  thisPeriod: 'denne måned|indeværende måned|denne periode|indeværende periode',
  laterDays:
    'booket|booke|booking|bestilt|aftale|næste|kommende|udløb|udløber|holdbar|holdbarhed|planlagt|planlagte',
  fees: 'gebyr|gebyret|gebyrer|rykkergebyr|rykkergebyret|strafgebyr',
  vehicles: 'køretøj|køretøjet|varevogn|varevognen|bil|bilen|lastbil|lastbilen|trailer|traileren',
  tips: 'drikkepenge',
  machines:
    'automat|automaten|betalingsautomat|betalingsautomaten|parkeringsautomat|parkeringsautomaten|billetautomat|billetautomaten',
  receipt: {
    total: 'total|totalt|i alt|ialt|at betale|beløb|sum',
    tendered: 'kontant|kontanter|betalt|modtaget|dankort|kort',
    change: 'byttepenge|retur',
    notTotal: 'subtotal|rabat|besparelse',
  },
  abbreviations:
    'kvit=kvittering|fakt=faktura|fak=faktura|nr=nummer|bel=beløb|ant=antal|tot=total|dat=dato|kund=kunde|lev=leverandør|ref=reference|fnr=fakturanummer|faktnr=fakturanummer|forf.dato=forfaldsdato|fakt.nr=fakturanummer',
};
