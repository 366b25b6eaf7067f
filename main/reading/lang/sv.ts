import type { LanguagePack } from './pack';

export const sv: LanguagePack = {
  code: 'sv',
  concepts: {
    invoice_number: {
      labels:
        'fakturanummer|fakturanr|faktura nr|kreditfakturanummer|kvittonummer|verifikationsnummer|löpnummer|faktura #|faktura no|kvittonr|kvitto nr',
      cues: 'nummer|numret|vilken faktura',
    },
    invoice_date: {
      labels:
        'fakturadatum|datum|faktureringsdatum|utfärdandedatum|köpdatum|köpt|utskrivet|utskriven|utskriftsdatum',
      cues: 'utfärdad|utfärdades|fakturerad|daterad|fakturans datum|köpt|köptes|köpdatum|utställd|utställdes|utfärdat|handlade|handlat|köpet',
    },
    due_date: {
      labels:
        'förfallodatum|förfallodag|betala senast|betalas senast|förfaller till betalning|sista betalningsdag|förfaller|betalningsdatum|förfallodatum för betalning|förf datum',
      cues: 'datum|betalas|betala|betalt|förfaller|senast|deadline|sista dag|utan avdrag|netto',
    },
    order_date: { labels: 'orderdatum|beställningsdatum', cues: 'datum|beställd' },
    delivery_date: { labels: 'leveransdatum|leveransdag', cues: 'datum|levererades|levererad|leverans' },
    amount_due: {
      labels:
        'att betala|summa att betala|belopp att betala|totalt att betala|att erlägga|betalningsbelopp|kvar att betala|återstående belopp|resterande belopp',
      cues: 'utestående|öppen|öppet|obetalt|rest|resten|spenderat|spenderade|gjort av med|att betala|skyldig|skyldiga|betala|kosta|kostade|kostar|kostat|föra över|överföra|sätta in|betalas|betalat|gick på|landade på|allt inräknat|i slutändan|till slut|till sist|slutligen',
    },
    total_incl: {
      labels:
        'totalt inkl moms|totalbelopp|totalt|summa|total sek|summa inkl moms|totalsumma|fakturabelopp|bruttobelopp|total|totalt att kreditera|att kreditera|kreditbelopp|krediterat belopp',
      cues: 'inkl|inklusive|med moms|totalt|sammanlagt|hela fakturan|totala beloppet|totalsumman',
    },
    total_excl: {
      labels:
        'summa exkl moms|totalt exkl moms|belopp exkl moms|delsumma|nettobelopp|netto|exkl moms|momsunderlag|summa netto',
      cues: 'exkl|exklusive|utan moms|före moms|netto',
    },
    total_vat: {
      labels: 'moms|momsbelopp|total moms|summa moms|moms 25%|varav moms|mervärdesskatt',
      cues: 'moms|momsen|skatt|totalt|total|sammanlagt|dra av|avdragsgill|lyfta',
    },
    vat_rate: { labels: 'momssats|moms %', cues: 'sats|procent|momssats' },
    line_count: {
      labels: '',
      cues: 'hur många rader|fakturarader|rader|poster|antal rader|varor|artiklar|poster|artikelrader',
    },
    supplier_name: {
      labels: 'leverantör|säljare|avsändare|utfärdare|butik',
      cues: 'betalningsmottagare|utfärdare|utfärdade|har utfärdat|vem har utfärdat|upprättat|har upprättat|skickade|säljare|vilket företag|vem utfärdade|vem skickade|vem sålde|sålde|butik|brevhuvud',
    },
    receiver_name: {
      labels:
        'uppdragsgivare|kund|faktureras till|köpare|mottagare|fakturamottagare|fakturaadress|kundnamn|leveransadress kund|kunduppgifter|köparens namn',
      cues: 'mottagare|kunden|vem är kunden|adresserad till|vem betalar|skickad till|ställd till|till vem|utfärdad till',
    },
    receiver_address: { labels: 'kundadress', cues: 'kundens adress|adress|var' },
    delivery_address: {
      labels: 'leveransadress|levereras till|leverans till|levererat till|leveransställe|godsmottagare',
      cues: 'vart levererades det|var levererades varorna',
    },
    // The issuer's own address has no label of its own: it is read where the issuer's name is.
    supplier_address: {
      cues: 'leverantörens adress|säljarens adress|butikens adress|butiksadress|var köptes det|var är det köpt|var köpte vi|var ligger butiken',
    },
    supplier_vat: {
      labels: 'momsregistreringsnummer|momsreg nr|vat nr|momsnr|momsnummer|momsregnr|org nr moms',
      cues: 'momsnummer|momsregistreringsnummer',
    },
    receiver_vat: { labels: 'kundens momsnummer|köparens momsnummer', cues: 'kundens momsnummer' },
    supplier_orgnr: {
      labels: 'organisationsnummer|org nr|org nummer|orgnr|organisationsnr',
      cues: 'organisationsnummer|org nummer',
    },
    customer_number: { labels: 'kundnummer|kundnr|kund nr', cues: 'kundnummer' },
    order_number: {
      labels: 'ordernummer|ordernr|order nr|inköpsorder|beställningsnummer|er order',
      cues: 'order|beställning',
    },
    reference: {
      labels: 'er referens|vår referens|referens|ref|kontaktperson',
      cues: 'referens|kontakt',
    },
    iban: { labels: 'iban', cues: 'iban' },
    bic: { labels: 'bic|swift', cues: 'bic|swift' },
    bank_account: {
      labels: 'bankgiro|plusgiro|kontonummer|bankkonto|bg|pg|clearingnummer',
      cues: 'bankgiro|bankkonto|kontonummer|vilket konto|bank',
    },
    payment_reference: {
      labels: 'ocr|ocr nummer|ocr nr|betalningsreferens|referensnummer',
      cues: 'ocr|betalningsreferens',
    },
    currency: { labels: 'valuta|valutakod', cues: 'valuta' },
    payment_terms: {
      labels: 'betalningsvillkor|villkor|betalningsfrist',
      cues: 'villkor|hur lång tid|hur länge|hur många dagar|betalningsfrist',
    },
    email: { labels: 'e post|epost|e mail|mail', cues: 'e post|epost|mail|e postadress|epostadress' },
    phone: { labels: 'telefon|tel|mobil|telefonnummer', cues: 'telefon|telefonnummer|ringa' },
  },
  stopWords:
    'så|fall|vad|vilken|vilket|vilka|vem|när|hur|mycket|många|är|var|den|det|denna|detta|på|i|av|till|för|från|som|har|med|och|eller|ska|skall|blir|blev|vi|oss|vår|vårt|ni|er|ert|måste|kan|kunde|faktura|fakturan|fakturans|dokumentet|dokumentets|dokument|kvitto|kvittot|står|anges|angivet|visas|snälla|mig|jag|visa|hitta|ge|en|ett|finns|fanns|tas|ut|står|det|du|berätta|säga|säg|tala|om|kunna|skulle|vill|gärna|veta|tack|hjälpa|går|uppgår|de|dem|deras|han|hon|hans|hennes|man|min|mitt|din|ditt|upp|över|under|efter|vid|hos|sedan|igen|också|bara|tills|fram|listade|listad|listas|upptagna|registrerad|registrerade|ligger|belägen|skriva|skriver|tillagd|lagt|lagts|använda|använder|räkna|stor|stort|stora|hög|högt|heter|hette|nota|notan|olika|separata|del|egentligen|faktiskt|åt|ny|nya|nytt|sin|sina|sitt|gången|gång|bör|själva|själv|mina|våra',
  asks: {
    date: '^när|när$|vilket datum|vilken dag|datum|deadline|sista dag|sista dagen',
    amount:
      'spenderat|spenderade|gjort av med|^hur mycket|belopp|beloppet|summa|summan|pris|kostar|går på|uppgår|^hur stor|^hur stort|^hur hög|^hur högt|kostade|kostat',
    name: '^vem|^från vem|^till vem|^åt vem|^för vem|vilket företag|vilket bolag|vilken affär|vilken firma|vilken butik|vilken leverantör|vilken kund|vilken köpare|vilken mottagare|vad heter|vad hette',
    address: 'adress|^var',
    percent: 'procent|sats',
    count: '^hur många|antal',
    text: '^hur lång tid|^hur länge|hur många dagar|^inom hur många dagar',
  },
  parties: 'leverantör|säljare|kund|kunden|köpare|mottagare|avsändare|utfärdare|butik|företag|uppdragsgivare',
  nameWords: 'namn|namnet',
  genericNouns: 'namn|namnet|företag|företaget|firma|kod|koden|bolag',
  endings: 'a|e|n|s|t|en|et|na|ar|er|or|ns|de|te|ens|ets|ade|des|ades|arna|erna|orna',
  ofWords: 'av|för|från',
  taxedOn: 'på|för',
  including: 'inkl|inklusive|med',
  excluding: 'exkl|exklusive|utan|före',
  vatWords: 'moms|skatt',
  together:
    'ihop|tillsammans|allt som allt|ovanpå|sammanlagt|sammantaget|hopräknat|kombinerat|med tillägg|med tilläggen|allt inräknat|allt inkluderat|inklusive allt',
  both: 'båda|bägge|de två',
  currencyWords: 'kr|kronor|sek|euro',
  currencyNames: { kronor: 'sek|dkk|nok|kr', krona: 'sek|dkk|nok|kr', euro: 'eur|€' },
  months: [
    'januari|jan',
    'februari|feb',
    'mars|mar',
    'april|apr',
    'maj',
    'juni|jun',
    'juli|jul',
    'augusti|aug',
    'september|sep|sept',
    'oktober|okt',
    'november|nov',
    'december|dec',
  ],
  salutations: 'herr|fru|familjen|fam',
  formerly: 'tidigare|tidigare namn',
  owners: 'Innehavare|Ägare',
  practitioners: 'Advokat|Tandläkare|Leg. läkare|Leg. tandläkare|Veterinär|Dr|Dr.',
  addressees: 'till',
  attention: 'att.|attn|c/o',
  offices:
    'ekonomi|ekonomiavdelningen|ekonomiavdelning|redovisning|bokföring|leverantörsreskontra|inköp|inköpsavdelningen|fakturahantering|administrationen|kansliet',
  legalForms: 'AB|HB|KB|Aktiebolag|Handelsbolag|Ek. för.|Ekonomisk förening|Enskild firma',
  titles: 'faktura|kreditfaktura|kvitto|sida|kontantfaktura|proformafaktura|räkning',
  documentWords: 'lapp|lappen',
  stamps: 'betald|betalt|kopia|duplikat|makulerad|original|bokförd',
  signatures: 'underskrift|namnteckning|signatur',
  quoteTitles: 'offert|kostnadsförslag|anbud',
  reminderTitles: 'påminnelse|betalningspåminnelse|kravbrev',
  orderSides: {
    seller: 'ordernr|ordernummer|orderbekräftelse|vår order',
    buyer: 'inköpsorder|rekvisition|er order|ert ordernummer|er beställning',
  },
  documentTypes: {
    INVOICE: 'faktura|räkning',
    CREDIT_NOTE: 'kreditfaktura|kreditnota',
    RECEIPT: 'kvitto|kassakvitto',
    ORDER_CONFIRMATION: 'orderbekräftelse',
  },
  letters: 'åäöé',
  markers:
    'faktura|fakturadatum|datum|moms|belopp|kund|att|betala|och|till|dagar|förfallodatum|antal|summa|exkl|inkl|beskrivning|bankgiro|organisationsnummer',
  columns: {
    description: 'beskrivning|artikel|benämning|text|specifikation|vara|tjänst',
    quantity: 'antal|st|timmar|kvantitet',
    unitPrice: 'pris|á pris|a pris|enhetspris|styckpris',
    amount: 'belopp|summa|totalt|radsumma',
  },
  contactWords: 'tel|telefon|moms|org|epost|mail|fax|webb|www|mobil|bankgiro',
  weekdays: 'måndag|mån|tisdag|tis|onsdag|ons|torsdag|tor|fredag|fre|lördag|lör|söndag|sön',
  otherDates:
    'utgång|utgångsdatum|giltig|giltighet|född|födelsedatum|utfört|utförd|utfördes|utförande|slutfört|färdigställt|retur|returnering|levererad|levererades|levererat|fullmakt|hämtas|hämtning|upphämtning|avhämtning',
  cardSlip: 'terminal|kontaktlös|godkänd|auktorisation',
  levies: 'turistskatt|turistavgift',
  noVat: 'momsfri|momsfritt|ingen moms|undantagen från moms|befriad från moms|undantaget från skatteplikt',
  reverseCharge: 'omvänd skattskyldighet|omvänd betalningsskyldighet',
  deadlines: 'senast|före',
  restating: 'dvs|dvs.|alltså|det vill säga',
  paidDone: 'var|blev|betalade|betalades|betalat|betalats|har|hade',
  paidPending: 'ska|skall|måste|senast|förfaller|förfallodag|förfallodatum|sista|innan|inom',
  debits: 'dras|dragningsdatum|dragningsdag',
  rounding: 'öresavrundning|avrundning|öresutjämning',
  listed:
    'listade|förnyade|förnyas|listas|betalt|krediteras|krediterade|krediterat|fakturerade|fakturerat|faktureras|debiterade|debiterat|debiteras|köpt|köpte|köptes|sålt|såld|står|visas|beställt|beställde|slogs in|slog in|tabell|tabellen',
  units:
    'poäng|timme|timmar|dag|dagar|vecka|veckor|månad|månader|år|minut|minuter|km|kilometer|mil|kg|kilo|liter|person|personer|anställd|anställda|gäst|gäster|natt|nätter|procent|sida|sidor',
  trades:
    'rörmokare|vvs|elektriker|elfirma|snickare|byggare|byggfirma|målare|takläggare|trädgårdsmästare|handelsträdgård|plantskola|låssmed|hantverkare|städfirma|städare|fönsterputsare|sotare|plattsättare|murare|skadedjursbekämpare|skadedjursfirma|skadedjursbekämpning;mekaniker|bilverkstad|verkstad|bilhandlare;advokat|advokatbyrå|jurist|revisor|redovisningsbyrå|redovisningskonsult|bokförare|konsult|byrå|designer|tryckeri|fotograf|arkitekt|ingenjör|försäkringsbolag|konsultfirma|konsultbolag|revisionsbyrå|frilansare|studio;cateringfirma|restaurang|kafé|café|bar|pub|krog|bageri|slakteri|hotell|vandrarhem|konferensanläggning|konferensgård|kock|pizzeria;taxi|taxibolag|åkeri|fraktbolag|flyttfirma|transportfirma|transportbolag|speditör;mataffär|livsmedelsbutik|möbelaffär|möbelbutik|apotek|järnhandel|järnaffär|bygghandel|kiosk|blomsterhandel|webbutik|nätbutik|bensinstation|mack|grossist|återförsäljare|distributör|bensinmack|cykelhandlare|cykelaffär|cykelbutik;frisör|tvätteri|tandläkare|veterinär|djurläkare|optiker|sjukgymnast|fysioterapeut|klinik|gym|läkare|vårdcentral|frisörsalong|frisersalong|hårsalong|salong|skönhetssalong;hyresvärd|teleoperatör|elbolag;datorfirma|datorbutik;bevakningsföretag|bevakningsbolag|vaktbolag|säkerhetsföretag|säkerhetsbolag;vinhandlare|vinhandel|systembolaget;parkeringshus|parkeringsbolag;hästgård|ridskola|ridcenter|ridanläggning;biograf|bio;guldsmed|juvelerare|urmakare|smyckesbutik|smyckesaffär;tvättomat|självtvätt;notariekontor;radiostation|radiokanal|tv-station|tv-kanal|mediehus;mäklare|försäkringsmäklare',
  places:
    'elfirma|byggfirma|städfirma|bilverkstad|verkstad|advokatbyrå|redovisningsbyrå|byrå|tryckeri|försäkringsbolag|konsultfirma|konsultbolag|revisionsbyrå|cateringfirma|restaurang|kafé|café|bar|pub|krog|bageri|slakteri|hotell|vandrarhem|konferensanläggning|konferensgård|taxibolag|åkeri|fraktbolag|flyttfirma|transportfirma|transportbolag|mataffär|livsmedelsbutik|möbelaffär|möbelbutik|apotek|järnhandel|järnaffär|bygghandel|kiosk|blomsterhandel|webbutik|nätbutik|bensinstation|mack|bensinmack|tvätteri|klinik|gym|teleoperatör|elbolag|datorbutik|studio|handelsträdgård|plantskola|cykelaffär|cykelbutik|frisörsalong|frisersalong|hårsalong|salong|skönhetssalong|parkeringshus|parkeringsbolag|pizzeria|hästgård|ridskola|ridcenter|ridanläggning|biograf|tvättomat|självtvätt|notariekontor|radiostation|radiokanal|tv-station|tv-kanal',
  company: 'företag|firma|bolag|organisation|förening|föreningen',
  shops: 'butik|affär|handel',
  purchases:
    'matvaror|matvarorna|dagligvaror|dagligvarorna|måltid|middag|lunch|frukost|mat|dryck|resa|resan|tur|turen|tågresa|biljett|biljetter|vistelse|besök|handling|inköp|köpet|tvätt|reparation|arbete|jobb|kort|betalkort|kreditkort|äta|åt|ätit|dricks|vägtull|trängselskatt|parkering|tankning|tankade|bränsle|bensin|behandling|behandlingar|fika|fikade|kaffe|klippning|fikat|städning|städningen|grejer|grejerna|bodde|bott|övernattade|övernattat|övernattning|sov|hyra|hyran|biluthyrning',
  countables:
    'biljett|biljetter|biljetterna|plats|platser|sittplats|sittplatser|bild|bilder|bilderna|foto|fotot|fotona|fotografier',
  billedKinds: 'tjänster|avgifter|delar|leveranser|uppdrag|behandlingar|rätter|drycker|sorter|typer',
  goods:
    'saker|sakerna|varor|varorna|vara|material|materialet|materialen|produkter|produkterna|prylar|prylarna|utrustning|utrustningen',
  interrogatives: 'vad|vilken|vilket|vilka|vem|när|var|hur|varför|vems',
  relatives: 'som',
  demonstratives: 'denna|detta|aktuella',
  firstPerson: 'vi|oss|vår|vårt|våra|jag|mig|min|mitt',
  letsOut: 'hyrde ut|hyr ut|hyrt ut|hyra ut',
  buyers:
    'betala|betalar|bära kostnaden|bära kostnaderna|bär kostnaden|bär kostnaderna|står för kostnaden|står för kostnaderna|köpte|köpt|beställde|beställt|till vem|för vem|åt vem|till vilket|till vilken|köpa|handlade|handlat|till$|i vems namn|på vems namn|vems namn|hyrde|hyrt|hyr|på vilket namn|i vilket namn',
  holds: 'hade|höll',
  engages:
    'bokade|bokat|bokar|reserverade|reserverat|chartrade|chartrat|lämnade in|lämnat in|lämnar in|parkerar|för sin personal|åt sin personal|till sin personal|för sina anställda|åt sina anställda|till sina anställda|för sina medarbetare|åt sina medarbetare',
  owns: 'äger|ägde|tillhör|tillhörde',
  kept: 'förvaras|förvarad|förvarades|vinterförvaring|vinterförvaras|magasinerad|magasineras|parkerad|parkeras|står på land|i pension',
  causes: 'fick|får|fått',
  lets: 'lät|låter|låtit',
  atWhose: 'hos vem',
  onSite: 'arbete|arbetet|arbetena|installation|installationen|renovering|renoveringen|montering|monteringen',
  receives: 'får|fick|tar emot|tog emot|mottar|fått',
  payees:
    'betalningsmottagare|mottagare av betalningen|betalningen gå till|betalningen går till|vem ska vi betala till|vem ska jag betala till|vem betalar vi till|vem ska pengarna gå till',
  whose: 'vems',
  boughtFrom: 'hos|från',
  roles: ['gäst', 'patient', 'medlem', 'hyresgäst', 'elev', 'abonnent', 'klient'],
  attends: 'på plats|betjänade|betjänat|närvarade',
  performs: 'utförde|utfördes|utfört|utförts|monterade|monterat|installerade|installerat',
  makers: 'märke|fabrikat|tillverkare|tillverkat|tillverkad',
  uses: 'använde|använder|använt|täcker|täckte|täckt|försäkrar|ersätter|ersatte',
  insurers: 'försäkringsbolag|försäkringsbolaget|försäkringsgivare|försäkringsgivaren',
  works:
    'lagat|lagad|reparerat|reparerad|servad|lagade|reparerade|gjorde|städar|städade|tvättar|tvättade|underhåller|underhöll|underhåll|servar|servade',
  negations: 'inte|ej|i stället för|istället för',
  or: 'eller',
  and: 'och',
  after: 'efter|nu',
  deductions: 'avdrag|rabatt|reduktion|skattereduktion',
  allowances: 'nedsättning|prisnedsättning',
  returns: 'retur|returnerad|returvara',
  spending: 'drogs|dragits|drogs av|debiterades|debiterat|gav|gett|gavs|swishade|swishat|swishades',
  costs: 'kostade|kostar|kosta|kostat',
  wholes: 'hela|totalt|sammanlagt|allt som allt|sammantaget|i allt',
  subjects: 'avser|ärende|projekt|gäller|arbetsplats|angående|ang',
  deducted: 'avdragen|avdraget|avdragna|dragits av|dragit av|draget|dragna|avräknad|avräknat',
  advances:
    'handpenning|förskott|förskottsbetalning|a conto|acontobetalning|delbetalning|redan betalt|erhållen betalning',
  paidSoFar: 'redan betalt|erhållen betalning',
  references: 'referens|ref|referensnummer|meddelande',
  paying: 'betala|betalar|betalning|betalningen|överföra|överföring|överföringen|inbetalning|betalbar',
  printedOn: 'på',
  numberUses: 'bokföra|ange|uppge|läsa upp|tilldelat|identifierar|satt|skrivit',
  schemes: 'ocr|ocr nummer|bankgiro ocr',
  registers: 'bankgiro|bg;plusgiro|pg',
  newWords: 'ny|nya|nytt',
  shareWords: 'del|andel',
  costVerbs: 'kostar',
  purposes: 'till',
  spans: 'datumen|varade|varar|pågick',
  priceWords: 'pris|priser|köpeskilling|köpesumma|köpeskillingen|försäljningspris',
  periods: 'månad|månaden|månader|period|perioden|kvartal|kvartalet|vecka|veckan|år|året',
  thisPeriod:
    'denna månad|den här månaden|innevarande månad|denna period|den här perioden|innevarande period',
  laterDays:
    'bokade|boka|bokning|bokat|nästa|kommande|utgång|hållbar|hållbarhet|planerad|planerat|planerade|schemalagd',
  fees: 'avgift|avgiften|avgifter|påminnelseavgift|förseningsavgift|dröjsmålsavgift',
  vehicles: 'fordon|fordonet|skåpbil|skåpbilen|bil|bilen|lastbil|lastbilen|släp|släpvagn',
  tips: 'dricks',
  machines:
    'automat|automaten|betalautomat|betalautomaten|parkeringsautomat|parkeringsautomaten|biljettautomat|biljettautomaten',
  receipt: {
    total: 'total|totalt|summa|att betala|belopp',
    tendered: 'kontant|kontanter|betalt|erhållet|kort',
    change: 'växel|tillbaka',
    notTotal: 'delsumma|subtotal|rabatt',
  },
  abbreviations:
    'fakt=faktura|fak=faktura|nr=nummer|bel=belopp|ant=antal|tot=totalt|dat=datum|lev=leverantör|ref=referens|fnr=fakturanummer|faktnr=fakturanummer|förf.dag=förfallodag|förf.datum=förfallodatum|fakt.nr=fakturanummer',
};
