import type { LanguagePack } from './pack';

export const nl: LanguagePack = {
  code: 'nl',
  // Labels include the wording of real Dutch and Flemish invoices as recorded in the invoice2data
  // templates (github.com/invoice-x/invoice2data, MIT; one template per supplier): Coolblue, Makro,
  // Tuynder, ANWB, Farnell, We-ID, Goos van Pelt, Copaco, Alternate, Lampiris, Begra, Zinkunie, NS,
  // Koffie Henk, Parkmobile, Tango, Buijtendijk, IP Parking ("Netto totaal", "Totaal EUR excl. btw",
  // "Eindtotaal (excl. BTW)", "Totaal te incasseren", "Niet Later Dan", "B.T.W.", "OB nr").
  concepts: {
    invoice_number: {
      labels:
        'factuurnummer|factuurnr|factuur nr|creditnotanummer|nota nummer|notanummer|bonnummer|documentnummer|factuur #|factuur no|factuur nummer|ticketnummer|kwitantienummer|bon nr|bonnr|kassabonnummer|kassabonnr',
      cues: 'nummer|welke factuur',
    },
    invoice_date: {
      labels:
        'factuurdatum|datum|datum factuur|notadatum|uitgiftedatum|factuur datum|afgedrukt op|afdrukdatum|aankoopdatum',
      cues: 'uitgegeven|gefactureerd|gedateerd|dateert|opgemaakt|gemaakt|gestuurd|verstuurd|opgesteld|aangemaakt|afgerekend|datum van de factuur|gekocht|aankoopdatum|ingekocht|aankoop',
    },
    due_date: {
      labels:
        'vervaldatum|vervaldag|uiterste betaaldatum|betalen voor|te betalen voor|te voldoen voor|gelieve uiterlijk op|betaaldatum|uiterlijk betalen|niet later dan|verv datum',
      cues: 'datum|betalen|betaald|vervalt|uiterlijk|deadline|laatste dag|zonder aftrek|zonder korting',
    },
    order_date: { labels: 'besteldatum|orderdatum', cues: 'datum|besteld' },
    delivery_date: { labels: 'leverdatum|leveringsdatum|afleverdatum', cues: 'datum|geleverd|levering' },
    amount_due: {
      labels:
        'te betalen|totaal te betalen|openstaand bedrag|te voldoen|nog te betalen|verschuldigd bedrag|totaal te incasseren|te incasseren|bedrag te voldoen|door u te betalen|totaal te voldoen|nog te voldoen|resterend bedrag|restant te betalen',
      cues: 'open|openstaand|uitstaand|rest|restant|uitgegeven|besteed|te betalen|verschuldigd|betalen|schuldig|kosten|kost|kostte|gekost|overschrijven|overmaken|storten|betaald|eindbedrag|saldo|afrekenen|afgerekend|uiteindelijk|per saldo',
    },
    total_incl: {
      labels:
        'totaal incl btw|totaal inclusief btw|totaalbedrag|totaal|factuurbedrag|totaal bedrag|eindtotaal|bruto|inclusief btw|incl btw|factuur totaal|totaal factuur|totaal eur incl btw|totaal eur inclusief btw|factuureindbedrag|bedrag incl btw|bedrag inclusief btw|te crediteren|totaal te crediteren|creditbedrag|gecrediteerd bedrag|totaal creditnota',
      cues: 'inclusief|incl|met btw|totaal|in totaal|het totale bedrag',
    },
    total_excl: {
      labels:
        'subtotaal|totaal excl btw|totaal exclusief btw|netto bedrag|bedrag excl btw|netto|totaal netto|exclusief btw|excl btw|bedrag exclusief btw|totaal eur excl btw|totaal eur exclusief btw|netto totaal|nettobedrag|totaal goederenbedrag|goederenbedrag|totaalbedrag excl btw|subtotaal excl btw|subtotaal ex btw|eindtotaal excl btw|eindtotaal exclusief btw|totaalbedrag excl|totaalbedrag exclusief',
      cues: 'exclusief|excl|zonder btw|voor btw|netto',
    },
    total_vat: {
      labels:
        'btw|btw bedrag|totaal btw|waarvan btw|btw totaal|omzetbelasting|btw 21%|totaal btw bedrag|b t w',
      cues: 'btw|belasting|omzetbelasting|totaal|in totaal|totale|btw aangerekend|terugvragen|terugvorderen|aftrekken|aftrekbaar',
    },
    vat_rate: { labels: 'btw tarief|btw %|btw percentage', cues: 'tarief|percentage|procent' },
    line_count: {
      labels: '',
      cues: 'hoeveel regels|factuurregels|regels|posten|aantal regels|artikelen|artikels|posten|producten|lijnen|factuurlijnen|aantal lijnen',
    },
    supplier_name: {
      labels: 'leverancier|verkoper|afzender|winkel|crediteur',
      cues: 'begunstigde|uitgegeven|verstuurd|opgemaakt|opgesteld|uitgeschreven|gestuurd|afzender|verkoper|welk bedrijf|wie heeft|wie stuurde|winkel|zaak|uitgever|briefhoofd',
    },
    receiver_name: {
      labels:
        'opdrachtgever|klant|factuuradres|afnemer|gefactureerd aan|aan|klantnaam|naam klant|koper|ontvanger|debiteur|factuurontvanger|klantgegevens|gegevens klant|naam koper|gegevens koper',
      cues: 'ontvanger|klant|wie is de klant|gericht aan|wie betaalt|gestuurd aan|gericht aan|aan wie|verstuurd aan',
    },
    receiver_address: {
      labels: 'adres klant',
      cues: 'adres van de klant|adres|waar',
    },
    delivery_address: {
      labels: 'afleveradres|leveradres|leveringsadres|bezorgadres|verzendadres|afleveren aan|geleverd aan',
      cues: 'waar is het geleverd|waar is het bezorgd',
    },
    // The issuer's own address has no label of its own: it is read where the issuer's name is.
    supplier_address: {
      cues: 'adres van de leverancier|adres van de verkoper|adres van de winkel|winkeladres|waar is dit gekocht|waar is het gekocht|waar gekocht|waar hebben we gekocht|waar is de winkel',
    },
    supplier_vat: {
      labels: 'btw nummer|btw nr|btw id|btw identificatienummer|omzetbelastingnummer|ob nr|ob nummer',
      cues: 'btw nummer|btw nr',
    },
    receiver_vat: { labels: 'btw nummer klant|uw btw nummer', cues: 'btw nummer van de klant' },
    supplier_orgnr: {
      labels: 'kvk|kvk nummer|kvk nr|handelsregister|kamer van koophandel|k v k|k v k nr',
      cues: 'kvk|registratie',
    },
    customer_number: {
      labels: 'klantnummer|klantnr|klant nr|debiteurnummer|debiteurnr',
      cues: 'klantnummer|debiteurnummer',
    },
    order_number: {
      labels: 'ordernummer|ordernr|bestelnummer|inkoopordernummer|uw bestelling|uw order|order nr',
      cues: 'bestelling|order',
    },
    reference: {
      labels: 'uw referentie|onze referentie|referentie|contactpersoon|kenmerk uw|t a v|uw kenmerk|uw ref',
      cues: 'referentie|contact',
    },
    iban: { labels: 'iban|iban nummer', cues: 'iban' },
    bic: { labels: 'bic|swift', cues: 'bic|swift' },
    bank_account: {
      labels: 'rekeningnummer|bankrekening|rekening|bankrekeningnummer|rekeningnr',
      cues: 'rekeningnummer|bankrekening|welke rekening',
    },
    payment_reference: {
      labels: 'betalingskenmerk|betaalkenmerk|kenmerk|betalingsreferentie',
      cues: 'kenmerk|betalingskenmerk',
    },
    currency: { labels: 'valuta|munteenheid', cues: 'valuta|munteenheid' },
    payment_terms: {
      labels: 'betalingsvoorwaarden|betalingstermijn|betaaltermijn|voorwaarden',
      cues: 'voorwaarden|termijn|hoe lang|hoeveel dagen|binnen hoeveel dagen|hoeveel tijd',
    },
    email: { labels: 'e mail|email|mail|e mailadres', cues: 'e mail|mail|e mailadres' },
    phone: { labels: 'telefoon|tel|telefoonnummer|mobiel', cues: 'telefoon|telefoonnummer|bellen' },
  },
  stopWords:
    'zo|ja|nog|allemaal|geheel|hele|wat|dat|welke|welk|wie|wanneer|waar|hoeveel|hoe|veel|is|zijn|was|de|het|een|van|op|in|voor|naar|deze|dit|die|er|staat|met|en|of|wordt|worden|gerekend|berekend|gebracht|moet|moeten|moest|moesten|werd|werden|heb|hebt|had|hadden|we|wij|ons|onze|jullie|u|uw|hebben|heeft|kan|kunnen|zal|factuur|facturen|factuurs|document|bon|bonnetje|vermeld|aangegeven|graag|mij|ik|toon|vind|geef|staat|staan|vermeld|er|kunt|kun|zou|zoudt|zeggen|zeg|vertellen|vertel|weten|laten|noemen|geven|alstublieft|aub|even|wilt|wil|willen|dank|helpen|bedraagt|bedragen|wiens|tot|ze|zij|hij|als|bij|uit|door|over|onder|tegen|hun|hen|je|jij|jou|jouw|mag|mogen|gaat|gaan|al|dan|nu|toe|hier|daar|waarop|waarvoor|opgenomen|ingeschreven|geregistreerd|gevestigd|ligt|schrijven|schrijf|toegevoegd|gebruiken|gebruik|tellen|groot|hoog|aan|heet|heette|bon|bonnetje|kassabon|kassabonnetje|verschillende|aparte|erin|erop|erbij|eigenlijk|feitelijk|nieuw|nieuwe|keer|dient|dienen|zelf|mijn',
  asks: {
    date: '^wanneer|wanneer$|welke datum|welke dag|datum|deadline|uiterste dag|laatste dag',
    amount:
      'uitgegeven|besteed|^hoeveel|bedrag|het bedrag|som|prijs|kost|bedraagt|bedragen|^hoe groot|^hoe hoog|kostte|gekost|kosten|afgerekend|afrekenen',
    name: '^wie|^van wie|^aan wie|^voor wie|^door wie|welk bedrijf|welke firma|welke onderneming|welke winkel|welke leverancier|welke klant|welke koper|welke afnemer|welke ontvanger|hoe heet|hoe heette',
    address: 'adres|^waar',
    percent: 'percentage|procent|tarief',
    count: '^hoeveel regels|aantal',
    text: '^hoe lang|hoeveel dagen|hoeveel tijd|^binnen hoeveel dagen',
  },
  parties:
    'leverancier|verkoper|klant|koper|afnemer|ontvanger|afzender|winkel|bedrijf|crediteur|debiteur|opdrachtgever',
  nameWords: 'naam',
  genericNouns: 'naam|bedrijf|firma|code|zaak|onderneming|partij',
  endings: 'e|n|s|t|d|en|de|te|es|den|ten',
  ofWords: 'van|voor',
  taxedOn: 'op|over|voor',
  including: 'incl|inclusief|inbegrepen|met',
  excluding: 'excl|exclusief|zonder|voor',
  vatWords: 'btw|belasting',
  together:
    'samen|bij elkaar|al met al|bovenop|erbovenop|opgeteld|samengeteld|gecombineerd|tezamen|met extra s|met de extra s|met toeslagen|met de toeslagen|alles inbegrepen|alles inclusief|alles meegerekend|all-in',
  both: 'beide|beiden|de twee',
  currencyWords: 'euro|eur',
  currencyNames: { euro: 'eur|€' },
  months: [
    'januari|jan',
    'februari|feb',
    'maart|mrt|mar',
    'april|apr',
    'mei',
    'juni|jun',
    'juli|jul',
    'augustus|aug',
    'september|sep|sept',
    'oktober|okt',
    'november|nov',
    'december|dec',
  ],
  salutations: 'dhr|mevr|mevrouw|de heer|familie|fam',
  formerly: 'voorheen|voorheen bekend als',
  owners: 'Eigenaar|Eig.',
  practitioners: 'mr.|mr|dr.|dr|Tandarts|Advocaat|Notaris|Huisarts',
  addressees: 'aan',
  attention: 't.a.v.|ter attentie van|attn|c/o|p/a|per adres',
  offices:
    'administratie|crediteurenadministratie|financiële administratie|boekhouding|inkoop|afdeling inkoop|financiën|afdeling financiën|crediteuren|crediteurenbeheer|secretariaat',
  legalForms: 'B.V.|BV|bv|N.V.|NV|nv|BVBA|CommV|VZW|V.O.F.|VOF|C.V.|Stichting|Eenmanszaak',
  titles:
    'factuur|creditnota|creditfactuur|kassabon|bon|pagina|nota|pro forma factuur|rekening|ereloonnota|honorariumnota|ereloonstaat|kostenstaat',
  stamps: 'betaald|kopie|duplicaat|geannuleerd|origineel|geboekt',
  signatures: 'handtekening|ondertekend',
  quoteTitles: 'offerte|prijsofferte|kostenraming',
  reminderTitles: 'herinnering|betalingsherinnering|aanmaning',
  orderSides: {
    seller: 'orderbevestiging|onze order',
    buyer: 'inkooporder|inkoopordernummer|uw order|uw bestelling|bestelbon',
  },
  documentWords: 'bonnetje|afrekening',
  documentTypes: {
    INVOICE: 'factuur|nota|ereloonnota|honorariumnota|ereloonstaat|kostenstaat',
    CREDIT_NOTE: 'creditnota|creditfactuur',
    RECEIPT: 'kassabon|bon|kwitantie',
    ORDER_CONFIRMATION: 'orderbevestiging',
  },
  letters: 'éëïöüèáóú',
  markers:
    'factuur|factuurnummer|factuurdatum|datum|btw|bedrag|klant|te|betalen|van|dagen|vervaldatum|aantal|totaal|excl|incl|omschrijving|kvk|rekening',
  columns: {
    description: 'omschrijving|artikelomschrijving|artikel|product|dienst|tekst|specificatie|werkzaamheden',
    quantity: 'aantal|uren|stuks',
    unitPrice: 'prijs|stuksprijs|eenheidsprijs|tarief',
    amount: 'bedrag|totaal|som',
  },
  contactWords: 'tel|telefoon|btw|kvk|mail|fax|www|mobiel|iban',
  weekdays: 'maandag|ma|dinsdag|di|woensdag|wo|donderdag|do|vrijdag|vr|zaterdag|za|zondag|zo',
  otherDates:
    'geldig|geldigheid|verloopt|geboren|geboortedatum|uitgevoerd|uitvoering|voltooid|opgeleverd|retour|retourzending|geleverd|bezorgd|mandaat|gemandateerd|ophalen|afhalen|ophaaldatum|afhaaldatum',
  cardSlip: 'terminal|poi|autorisatie|autorisatiecode|contactloos|akkoord|pinautomaat',
  levies: 'toeristenbelasting|logeerbelasting|toeristenheffing|G-rekening',
  noVat:
    'vrijgesteld|vrijgesteld van btw|geen btw|btw vrij|niet btw plichtig|kleineondernemersregeling|vrijstellingsregeling|niet van toepassing',
  reverseCharge: 'verlegd|btw verlegd|verleggingsregeling',
  deadlines: 'uiterlijk|vóór',
  restating: 'dus|d.w.z.|dwz|oftewel|ofwel|dat wil zeggen',
  paidDone: 'was|waren|werd|werden|betaald|betaalde|betaalden|afgerekend|voldaan',
  paidPending: 'moet|moeten|uiterlijk|vervaldatum|vervalt|tegen|uiterste|laatste|verschuldigd',
  debits: 'geïncasseerd|incassodatum|afgeschreven|afschrijfdatum|schrijven af',
  rounding: 'afronding|afrondingsverschil',
  listed:
    'vermeld|verlengd|vermeldt|betaald|gecrediteerd|gefactureerd|factureert|aangerekend|afgerekend|gerekend|berekend|in rekening gebracht|gekocht|kocht|verkocht|besteld|aangeslagen|staan|opgesomd|tabel',
  units:
    'punt|punten|uur|uren|dag|dagen|week|weken|maand|maanden|jaar|jaren|minuut|minuten|km|kilometer|kg|kilo|liter|persoon|personen|mensen|werknemer|werknemers|medewerker|medewerkers|gast|gasten|nacht|nachten|procent|pagina|paginas',
  trades:
    'loodgieter|installateur|elektricien|timmerman|aannemer|bouwbedrijf|schilder|dakdekker|hovenier|tuincentrum|slotenmaker|vakman|schoonmaakbedrijf|schoonmaker|glazenwasser|glazenwasserij|schoorsteenveger|tegelzetter|metselaar|steigerbouwer|ongediertebestrijder|ongediertebestrijding|tuinman|tuinier|tuinbedrijf|hoveniersbedrijf;monteur|garage|werkplaats|autobedrijf|dealer;advocaat|advocatenkantoor|notaris|accountant|accountantskantoor|boekhouder|adviseur|consultant|bureau|kantoor|ontwerper|drukkerij|drukker|fotograaf|architect|ingenieur|verzekeraar|adviesbureau|adviesbedrijf|freelancer|zzp-er|zzper|studio;cateraar|traiteur|restaurant|café|eetcafé|kroeg|bar|bakker|bakkerij|slager|slagerij|hotel|hostel|kok|pizzeria;taxi|taxibedrijf|koerier|transporteur|vervoerder|verhuizer|transportbedrijf|vervoersbedrijf|expediteur;supermarkt|kruidenier|meubelzaak|meubelwinkel|apotheek|drogist|ijzerhandel|bouwmarkt|fietsenwinkel|fietsenzaak|fietsenmaker|fietshandel|rijwielhandel|kiosk|bloemist|webwinkel|webshop|tankstation|groothandel|distributeur|benzinestation|drogisterij;kapper|kapsalon|salon|schoonheidssalon|wasserette|tandarts|dierenarts|opticien|fysiotherapeut|kliniek|praktijk|sportschool|rijschool|taalschool|arts|huisarts|dokter;verhuurder|energieleverancier;informaticus|computerfirma|computerbedrijf|computerwinkel;beveiligingsbedrijf|beveiligingsfirma|bewakingsbedrijf|bewakingsdienst;wijnhandel|wijnhandelaar|slijter|slijterij|drankenhandel;parkeergarage|parkeerbedrijf;manege|stal|paardenstal|pensionstal|stalhouderij;bioscoop|filmtheater;juwelier|juwelierszaak|goudsmid|horlogemaker|edelsmid;wassalon|muntwasserette;notariaat|notariskantoor;omroep|radiozender|radiostation|tv-zender|televisiezender;makelaar|verzekeringsmakelaar|assurantietussenpersoon',
  places:
    'bouwbedrijf|schoonmaakbedrijf|garage|werkplaats|autobedrijf|advocatenkantoor|accountantskantoor|bureau|kantoor|drukkerij|adviesbureau|adviesbedrijf|restaurant|café|eetcafé|kroeg|bar|bakkerij|slagerij|hotel|hostel|taxibedrijf|transportbedrijf|vervoersbedrijf|supermarkt|meubelzaak|meubelwinkel|apotheek|ijzerhandel|bouwmarkt|kiosk|webwinkel|webshop|tankstation|groothandel|benzinestation|kapsalon|salon|schoonheidssalon|wasserette|kliniek|praktijk|sportschool|rijschool|taalschool|energieleverancier|computerwinkel|studio|aannemer|tuincentrum|fietsenwinkel|fietsenzaak|fietshandel|rijwielhandel|parkeergarage|parkeerbedrijf|pizzeria|tuinbedrijf|hoveniersbedrijf|drogisterij|manege|stal|paardenstal|pensionstal|stalhouderij|bioscoop|filmtheater|juwelierszaak|wassalon|muntwasserette|notariaat|notariskantoor|omroep|radiozender|radiostation|tv-zender|televisiezender',
  company: 'bedrijf|firma|zaak|organisatie|onderneming|vereniging',
  shops: 'winkel|markt|handel',
  purchases:
    'maaltijd|diner|lunch|ontbijt|eten|drankjes|rit|treinreis|reis|kaartje|kaartjes|verblijf|bezoek|boodschappen|aankoop|wasbeurt|reparatie|werk|klus|kaart|pinpas|creditcard|gegeten|at|dineren|fooi|fooitje|tol|parkeren|parkeerkosten|tanken|getankt|tankbeurt|brandstof|benzine|behandeling|behandelingen|zitting|zittingen|sessie|sessies|koffie|knipbeurt|geparkeerd|schoonmaak|spullen|overnacht|overnachting|overnachtten|geslapen|verbleven|logeerden|huur',
  countables:
    'kaartje|kaartjes|ticket|tickets|toegangskaart|toegangskaarten|plaats|plaatsen|zitplaats|zitplaatsen|foto|fotos|afbeelding|afbeeldingen',
  billedKinds:
    'diensten|prestaties|onderdelen|leveringen|werkzaamheden|behandelingen|gerechten|drankjes|soorten',
  goods: 'dingen|artikelen|materiaal|materialen|producten|goederen|waren|uitrusting|apparatuur',
  interrogatives: 'wat|welk|welke|wie|wanneer|waar|hoe|hoeveel|waarom|wiens',
  relatives: 'die|dat',
  demonstratives: 'deze|dit|huidige',
  firstPerson: 'we|wij|ons|onze|ik|mij|me|mijn',
  letsOut: 'verhuurd|verhuurde|verhuurden|verhuurt|verkocht|verkochte|verkochten|verkoopt',
  buyers:
    'betalen|betaalt|dragen|draagt|gedragen|kocht|gekocht|bestelde|besteld|voor wie|aan wie|voor welk|voor welke|aan welk|aan welke|kopen|op wiens naam|op naam van wie|wiens naam|gehuurd|huurde|huurt|huurden|gewinkeld|op welke naam|op naam van welk|op naam van welke',
  holds: 'had|hadden|hield|hielden',
  engages:
    'boekte|boekten|geboekt|boekt|reserveerde|gereserveerd|reserveert|charterde|gecharterd|leverde in|ingeleverd|parkeert|parkeerde|parkeren met|voor zijn personeel|voor haar personeel|voor hun personeel|aan zijn personeel|aan haar personeel|voor zijn medewerkers|voor haar medewerkers|voor hun medewerkers|aan zijn medewerkers|aan haar medewerkers|voor zijn team|voor haar team',
  owns: 'bezit|bezat|eigenaar',
  kept: 'stalling|winterstalling|gestald|opgeslagen|geparkeerd|in pension',
  lets: 'liet|lieten|laten|gelaten',
  atWhose: 'bij wie',
  onSite: 'werk|werkzaamheden|klus|verbouwing|installatie|renovatie',
  receives: 'krijgt|krijgen|kreeg|ontvangt|ontvangen|ontving|gekregen',
  payees:
    'begunstigde|aan wie moet ik betalen|aan wie moeten we betalen|aan wie moeten wij betalen|aan wie betalen we|aan wie betalen wij|aan wie gaat de betaling|naar wie gaat de betaling|naar wie gaat het geld|ontvanger van de betaling',
  whose: 'wiens',
  boughtFrom: 'bij|van',
  roles: ['gast', 'patiënt', 'lid', 'huurder', 'leerling|cursist', 'abonnee', 'cliënt'],
  attends: 'ter plaatse|bediend|bediende|aanwezig',
  performs: 'uitgevoerd|uitvoerde|voerde uit|gemonteerd|monteerde|geïnstalleerd|installeerde',
  makers: 'merk|fabrikant|fabrikaat|producent',
  uses: 'gebruikte|gebruikt|gebruikten|vergoedt|vergoedde|dekt|dekte|gedekt|verzekert|nam terug|teruggenomen|ingenomen',
  insurers: 'verzekeraar|verzekeraars|verzekeringsmaatschappij|zorgverzekeraar',
  works:
    'stuurt|gestuurd|uitgeschreven|opgemaakt|gerepareerd|hersteld|gedaan|aangerekend|gefactureerd|factureert|maakt schoon|schoongemaakt|poetst|onderhoudt|onderhouden|onderhoud|doet het onderhoud|deed het onderhoud',
  negations: 'niet|in plaats van',
  or: 'of',
  and: 'en',
  after: 'na',
  deductions: 'aftrek|korting|vermindering',
  allowances: 'afslag',
  returns: 'retour|retourname|geretourneerd',
  spending: 'kwijt|kwijtgeraakt|neergeteld|gepind|afgerekend|afgeschreven|afgeboekt',
  costs: 'kostte|kostten|kosten|kost|gekost',
  wholes: 'hele|gehele|geheel|in totaal|totaal|alles samen|bij elkaar|al met al',
  subjects: 'betreft|onderwerp|project|werf|inzake|betr',
  deducted: 'afgetrokken|verrekend|in mindering gebracht',
  advances:
    'aanbetaling|voorschot|vooruitbetaling|reeds betaald|al betaald|ontvangen betaling|provisie|provisies',
  paidSoFar: 'reeds betaald|al betaald|ontvangen betaling',
  references: 'referentie|kenmerk|ref|referentienummer|mededeling|omschrijving',
  paying:
    'betalen|betaal|betaling|betalingen|overmaken|overschrijving|overboeking|overschrijven|over te maken|over te schrijven|betaalbaar',
  printedOn: 'op',
  numberUses: 'toegekend|boeken|inboeken|invoeren|vermelden|voorlezen|identificeert|opgeven|gezet|zetten',
  schemes: 'ogm|gestructureerde mededeling|acceptgiro',
  registers: 'kvk|kamer van koophandel;rsin',
  newWords: 'nieuw|nieuwe',
  shareWords: 'deel|gedeelte|aandeel',
  costVerbs: 'kost|kosten',
  purposes: 'ter|voor',
  spans: 'duurde|duurden|duurt',
  priceWords: 'prijs|prijzen|koopprijs|koopsom|verkoopprijs',
  periods: 'maand|maanden|periode|kwartaal|week|jaar',
  thisPeriod: 'deze maand|huidige maand|lopende maand|deze periode|huidige periode',
  laterDays:
    'geboekt|boeken|boeking|afspraak|volgende|eerstvolgende|houdbaar|houdbaarheid|vervalt|gepland|geplande',
  fees: 'toeslag|boete|aanmaningskosten|administratiekosten|incassokosten',
  vehicles: 'voertuig|voertuigen|bestelbus|bestelwagen|busje|auto|wagen|vrachtwagen|aanhanger|aanhangwagen',
  tips: 'fooi|fooitje',
  machines: 'automaat|betaalautomaat|parkeerautomaat|kaartautomaat|kaartjesautomaat|parkeermeter',
  receipt: {
    total: 'totaal|totaalbedrag|te betalen|bedrag',
    tendered: 'contant|betaald|ontvangen|pin|pinnen|maestro',
    change: 'wisselgeld|terug|retour',
    notTotal: 'subtotaal|korting',
  },
  abbreviations:
    'fact=factuur|fac=factuur|nr=nummer|no=nummer|bedr=bedrag|aant=aantal|tot=totaal|dat=datum|ref=referentie|lev=leverancier|fnr=factuurnummer|factnr=factuurnummer|verv.datum=vervaldatum|fact.nr=factuurnummer',
};
