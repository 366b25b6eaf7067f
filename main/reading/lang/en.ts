import type { LanguagePack } from './pack';

export const en: LanguagePack = {
  code: 'en',
  // Labels include the wording of real invoices as recorded in the invoice2data templates
  // (github.com/invoice-x/invoice2data, MIT; one template per supplier): Vultr, NYSE, TMX, Scaleway,
  // edpnet, Telstra, Apple, Accor, Odoo ("Please Pay By", "Invoice Amount", "Pre-Tax Total",
  // "Untaxed total", "Total amount to be paid", "GST included in new charges"); and the labels of
  // Indian GST tax invoices ("Taxable Value", "Total Invoice Value", "GSTIN/UIN").
  concepts: {
    invoice_number: {
      labels:
        'invoice number|invoice no|invoice nr|invoice #|invoice id|inv no|inv #|inv nr|invoice ref|document number|document no|credit note number|credit note no|bill number|bill no|receipt number|receipt no|receipt #|rcpt no|rcpt #|rcpt nr|trans #|trans no|transaction #|transaction no|transaction number|sale #|sale no|sale number|ticket no|ticket #|tax invoice no|tax invoice number|vat invoice no|vat invoice number|check no|check number|chk|chk no|rcpt|trn|trn #|trn no|trans|txn|txn #|txn no|folio no|folio number|folio #|statement no|statement number|statement #|statement nr|fee note no|fee note number|fee note #',
      cues: 'number of the invoice|which invoice|invoice no|number',
    },
    invoice_date: {
      labels:
        'invoice date|date of issue|issue date|date|dated|date of invoice|invoice dt|bill date|tax point|document date|purchase date|date of purchase|printed on|date printed',
      cues: 'issued|dated|bear|bears|issued on|when was it issued|invoiced|issued when|date of the invoice|bought|purchased|date of purchase|purchase date|transaction date|sold|raised|raised on|shopped|made|purchase made|order made|produced|produce|generated|created|drawn up|when did i buy|when did we buy',
    },
    due_date: {
      labels:
        'due date|payment due|pay by|remit by|settle by|payment date|due|payable by|payment due by|due by|date due|payment due date|due on|please pay by|payment before|pay before|payable on or before|due on or before|pay on or before',
      cues: 'date|paid|pay|deadline|due|last day|without a late fee|without late fees|in full|without deduction|without discount|without a discount',
    },
    order_date: { labels: 'order date|date of order', cues: 'date|ordered' },
    delivery_date: {
      labels: 'delivery date|date of delivery|shipping date|ship date|dispatch date|date of supply',
      cues: 'date|delivered|shipped|supplied',
    },
    amount_due: {
      labels:
        'amount due|total due|balance due|total rounded|rounded total|amount paid|total paid|total amount due|amount payable|total to pay|amount to pay|please pay|to pay|balance|net payable|total payable|payable amount|total for this invoice|amount due now|total amount to be paid|amount to be paid|total to be paid|amount now due|now due|balance now due|outstanding amount|amount outstanding|outstanding balance|amount owing|balance owing|total owing|amount chargeable|total amount chargeable|balance outstanding|total outstanding|balance remaining|remaining balance|amount remaining|balance to pay|remaining to pay|left to pay|still to pay',
      cues: 'open|unpaid|rest|to pay|owe|how much to pay|pay|payable|due|amount due|what do we owe|the bill|paid|was paid|spent|cost|in the end|finally|final amount|final total|went on|goes on|gone on|went through|go through|gone through|put through|owed|owing|outstanding|left to pay|transfer|transferred|wire|wired|remit|remitted|settle|settled|cut the check|write the check|make the check out|end up paying|ended up paying|set us back|shell out|shelled out|fork out|forked out',
    },
    total_incl: {
      labels:
        'total incl vat|total including vat|total inc vat|total|grand total|total amount|invoice total|total invoice amount|total incl tax|total including tax|total with vat|gross total|gross amount|gross|total value|sum total|nett total|total sales|invoice amount|total invoice value|invoice value|total price incl vat|total amount after tax|total after tax|total after vat|total charges|total credit|credit total|amount credited|total amount credited|credit amount|credit note total|total to be credited|amount to be credited',
      cues: 'including|incl|with vat|total|altogether|in total|gross|overall|whole invoice|invoice amount|total amount|come to|came to|comes to|order total',
    },
    total_excl: {
      labels:
        'subtotal|sub total|total excl vat|total excluding vat|net amount|net total|amount excl vat|total before vat|total ex vat|total excl tax|total before tax|net value|total net|taxable amount|net|pre tax total|pretax total|untaxed total|untaxed amount|amount vat excl|taxable value|total taxable value|total amount before tax|total excl gst|total before gst|excl vat|excluding vat|exclusive of vat|ex vat|excl gst|ex gst|excl tax|excluding tax',
      cues: 'excluding|excl|before vat|without vat|net|before tax|without tax|ex vat',
    },
    total_vat: {
      labels:
        'vat|vat amount|total vat|tax|taxes|taxes total|sales tax|vat total|tax amount|total tax|gst|igst|cgst|sgst|service tax|gst included in new charges|total gst|gst amount|total tax amount|total taxes|cgst output|sgst output|igst output|output cgst|output sgst|output igst|plus vat|add vat|plus gst|add gst|plus tax|add tax|pst|hst|qst|provincial sales tax|harmonized sales tax|total includes gst|total includes vat|total includes tax|includes gst|includes vat|includes tax|of which vat|of which gst|sst|sst amount|total sst|gst included in total|vat included in total|tax included in total',
      cues: 'vat|tax|sales tax|total|in total|altogether|reclaim|reclaimable|claim back|recover|recoverable',
    },
    vat_rate: {
      labels: 'vat rate|vat %|tax rate|tax %|gst rate',
      cues: 'rate|percent|percentage|what percentage',
    },
    line_count: {
      labels: '',
      cues: 'how many lines|invoice lines|lines|line items|items|entries|rows|positions|how many items|number of lines|number of items|items|articles|products',
    },
    supplier_name: {
      labels: 'supplier|seller|vendor|from|sold by|issued by|merchant|company|billed by|payee',
      cues: 'issued the invoice|sent the invoice|drawn up|drew up|who drew up|who made out|made out the invoice|made out this invoice|who is the supplier|company sent|issuer|issued|sent|sold|sender|who issued|which company issued|who sent|who sold|store|shop|merchant|company name of the supplier|who is it from|from whom|bill from|raised|who raised|business name|operator|establishment|letterhead|on the letterhead|selling|sells|registered name|legal name|check be made out to|cheque be made out to|check made out to|cheque made out to|checks made out to|cheques made out to|make the check out to|make the cheque out to|check payable to|cheque payable to|checks payable to|cheques payable to|made payable to|be made payable to|cheque to be made out to|check to be made out to|payable to',
    },
    receiver_name: {
      labels:
        "bill to|billed to|invoice to|customer|sold to|buyer|recipient|invoice address|customer name|client|billing address|billing contact|licensed to|invoice recipient|bill recipient|bill to party|billed to party|buyer name|buyer's name|name of buyer|buyer details|details of buyer|customer details|customer's name|client name|client details",
      cues: 'receiver|billed|addressed|whose account|who is the customer|invoiced to|name of the customer|who is it for|addressed to|who was billed|who pays|sent to|to whom|for whom|issued to|made out to|addressed to|billed to|who got|company got|business got',
    },
    receiver_address: {
      labels: 'customer address|billing address',
      cues: 'address of the customer|customer address|where|address',
    },
    delivery_address: {
      labels:
        'delivery address|shipping address|ship to|deliver to|delivered to|shipped to|delivery to|goods recipient|consignee',
      cues: 'where was it delivered|where was it shipped',
    },
    // The issuer's own address has no label of its own: it is read where the issuer's name is.
    supplier_address: {
      cues: 'supplier address|seller address|store address|shop address|address of the supplier|address of the seller|address of the store|where was this bought|where was it bought|where was this purchased|where did we buy|where did i buy|where bought|where purchased|where is the store|where is the shop',
    },
    supplier_vat: {
      labels:
        'vat number|vat no|vat reg no|vat registration number|vat id|vat nr|tax id|vat|vat reg|gstin|tax number|tax no|vat registration no|gstin uin|gst no|gst number|gst hst|gst hst no|hst no|hst number|hst reg no|pst no|pst number|pst #|qst no|qst number',
      cues: 'vat number|tax number|vat registration|vat id|gstin',
    },
    receiver_vat: {
      labels:
        'customer vat number|customer vat no|customer vat id|buyer vat number|your vat number|customer tax id',
      cues: 'customer vat|vat number of the customer|buyer vat|customer tax number',
    },
    supplier_orgnr: {
      labels:
        'org no|org nr|organisation number|organization number|company reg no|company number|registration number|reg nr|company registration number|reg no|company no|registered number|pan',
      cues: 'registration|organisation|organization|company number|org|registered',
    },
    customer_number: {
      labels:
        'customer number|customer no|customer id|account no|customer nr|account number customer|client number|client no|customer account',
      cues: 'customer number|customer id|our number|client number',
    },
    order_number: {
      labels:
        'order number|order no|order nr|po number|po no|purchase order|purchase order number|your order|order id|order ref|po #|order #|p o number|p o #|p o no',
      cues: 'order|purchase order|po',
    },
    reference: {
      labels: 'your reference|our reference|reference|ref|attention|att|attn|contact person|contact',
      cues: 'reference|reference person|contact',
    },
    iban: { labels: 'iban|iban nr|iban number|iban no', cues: 'iban' },
    bic: { labels: 'bic|swift|bic swift|swift bic|swift code|bic code|bic swift code', cues: 'bic|swift' },
    bank_account: {
      labels: 'account number|bank account|account no|bank account number|a c no|acct no|sort code',
      cues: 'bank account|account number|which account',
    },
    payment_reference: {
      labels: 'payment reference|payment ref|remittance reference|reference number',
      cues: 'payment reference|remittance',
    },
    currency: { labels: 'currency|currency code', cues: 'currency|which money' },
    payment_terms: {
      labels: 'payment terms|terms|terms of payment|terms and conditions|payment period',
      cues: 'terms|how long|how many days|how much time|payment period',
    },
    email: { labels: 'email|mail|email address', cues: 'email|e mail|mail' },
    phone: {
      labels: 'phone|telephone|tel|mobile|phone no|phone number|contact no|ph',
      cues: 'phone|telephone|call|phone number',
    },
  },
  stopWords:
    'through|component|together|wise|what|whats|which|who|whom|when|where|how|much|many|is|are|was|were|the|a|an|of|on|in|for|to|this|that|these|it|its|does|do|did|please|give|me|tell|provide|provided|stated|listed|shown|document|page|by|from|at|as|with|and|or|there|here|charged|be|been|being|we|us|our|ours|you|your|should|must|need|needs|have|has|had|will|would|can|could|shall|invoice|invoices|bill|receipt|s|say|says|find|show|get|printed|written|mentioned|exactly|precisely|state|states|kindly|i|my|know|want|let|see|check|look|paper|sheet|appear|appears|given|noted|indicated|specified|current|appear|appears|listed|there|contain|contains|included|mind|telling|wonder|wondering|like|able|happen|just|quickly|remind|confirm|possible|thanks|thank|supposed|meant|intended|expected|going|about|into|onto|via|any|some|they|them|their|theirs|he|she|his|her|him|up|out|off|over|under|then|than|if|so|also|still|yet|really|until|till|whether|within|whose|list|lists|count|located|situated|based|registered|write|wrote|added|add|use|used|using|different|separate|distinct|individual|portion|actually|basically|put|new|ought|ourselves|myself|yourself',
  asks: {
    date: '^when|when$|which date|what date|what day|date|which day|on what day|deadline|last day',
    amount: '^how much|amount|sum|total|cost|price|charge|owe|pay|costs',
    name: '^who|^whom|^from whom|^to whom|^for whom|^by whom|which company|what company|which firm|which business|which store|which shop|what store|what shop|whose|which supplier|what supplier|which customer|what customer|which client|which buyer|which recipient',
    address: 'address|^where',
    percent: 'percentage|percent|rate',
    count: '^how many|number of lines|count|number of items',
    text: '^how long|how many days|how much time|^within how many days',
  },
  parties:
    'supplier|seller|vendor|customer|buyer|receiver|recipient|merchant|store|shop|client|issuer|sender|payee|company',
  nameWords: 'name',
  genericNouns: 'name|company|firm|business|code|party|guys|folks',
  endings: 's|es|d|ed|ing',
  ofWords: 'of|for|from',
  taxedOn: 'on|for',
  including: 'including|inclusive|included|includes|incl|inc|with|plus',
  taxIn: 'in',
  excluding: 'excluding|exclusive|excl|without|before|ex|less',
  vatWords: 'vat|tax|taxes|gst|sales tax|pst|hst|qst|sst',
  together:
    'together|combined|altogether|all in all|added|summed|added up|add up|adds up|all together|come to|came to|comes to|with extras|with the extras|with add-ons|with the add-ons|including extras|including the extras|with all the extras|all included|everything included|all-in|all inclusive',
  both: 'both|the two',
  currencyWords:
    'usd|eur|gbp|chf|cad|aud|nzd|zar|inr|myr|sgd|rm|rs|dollar|dollars|euro|euros|pounds|rupees|rupee',
  currencyNames: {
    pounds: 'gbp|£',
    euro: 'eur|€',
    euros: 'eur|€',
    dollar: 'usd|cad|aud|nzd|sgd|$',
    dollars: 'usd|cad|aud|nzd|sgd|$',
    rupee: 'inr|rs|₹',
    rupees: 'inr|rs|₹',
  },
  months: [
    'january|jan',
    'february|feb',
    'march|mar',
    'april|apr',
    'may',
    'june|jun',
    'july|jul',
    'august|aug',
    'september|sep|sept',
    'october|oct',
    'november|nov',
    'december|dec',
  ],
  salutations: 'mr|mrs|ms|miss|dr|attn',
  formerly: 'formerly known as|formerly|previously known as',
  owners: 'Prop.|Proprietor|Owner|Licensee',
  practitioners: 'Dr|Dr.|Doctor|Prof.|Professor',
  addressees: 'to',
  attention: 'Attn|Attention|For the attention of|FAO|c/o|care of',
  offices:
    'Bursar|Bursary|Accounts Payable|Accounts Payable Department|Accounts Department|Accounts|Finance|Finance Department|Finance Office|Purchasing|Purchasing Department|Procurement|Bookkeeping|Invoice Processing|Treasurer|School Office|Business Manager',
  legalForms:
    'Ltd|Ltd.|Limited|LLC|L.L.C.|Inc|Inc.|Corp|Corp.|Corporation|Plc|PLC|LLP|LP|Co.|Company|Pvt Ltd|Pvt. Ltd.|Private Limited|Sdn Bhd|Sdn. Bhd.|Bhd|S/B|Pte Ltd|Pte. Ltd.|Enterprise|Trading|CLG|DAC|Pty Ltd|Pty. Ltd.|ULC|CC|CIC|NPC|CIO',
  titles:
    'invoice|tax invoice|credit note|receipt|bill|page|statement|sales receipt|cash receipt|proforma invoice|commercial invoice|official receipt|simplified tax invoice|fee note|application',
  stamps: 'posted|paid|copy|duplicate|reprint|void|cancelled|canceled|original|customer copy|merchant copy',
  signatures: 'signature|signatory|signed',
  quoteTitles: 'quote|quotation|estimate|cost estimate',
  reminderTitles: 'reminder',
  orderSides: {
    seller: 'sales order|order confirmation|our order',
    buyer: 'purchase order|po|requisition|your order|customer order',
  },
  documentWords: 'statement|docket|slip',
  documentTypes: {
    INVOICE: 'invoice|tax invoice|bill|sales invoice',
    CREDIT_NOTE: 'credit note|credit memo',
    RECEIPT: 'receipt|cash receipt|sales receipt|official receipt|till receipt|till slip',
    ORDER_CONFIRMATION: 'order confirmation',
  },
  letters: '',
  markers:
    'invoice|date|due|total|amount|customer|payment|terms|the|and|of|to|vat|number|price|description|bill|thank|you|tax|please|qty',
  columns: {
    description:
      'description|item|items|product|text|service|services|specification|particulars|details|article',
    quantity: 'qty|quantity|units|hours|pcs|no of units',
    unitPrice: 'unit|price|rate|unit price|each|price per unit',
    amount:
      'amount|amt|total|line|sum|net|subtotal|line total|value|ext|ext price|extended|extension|ext amount',
  },
  contactWords: 'tel|phone|vat|org|email|fax|web|www|mobile',
  weekdays:
    'monday|mon|tuesday|tue|tues|wednesday|wed|thursday|thu|thur|thurs|friday|fri|saturday|sat|sunday|sun',
  otherDates:
    'expiry|expiration|expires|exp|valid|validity|birth|born|dob|completed|completion|carried|performed|finished|return|returned|refund|refunded|delivered|shipped|mandate|instructed|collect|collection|collected|pickup',
  cardSlip:
    'terminal|tid|mid|approval|approved|auth|authorisation|authorization|stan|aid|contactless|rrn|emv',
  namedTaxes: 'gst|hst|pst|qst|igst|cgst|sgst|utgst',
  levies: 'city tax|tourist tax|occupancy tax|tourism levy|visitor levy|bed tax|lodging tax',
  noVat:
    'none|nil|exempt|vat exempt|tax exempt|gst exempt|vat free|tax free|gst free|exempt from vat|zero rated|no vat|no tax|no gst|no sales tax|not charged|not vat registered|not registered for vat|not gst registered|not registered for gst|outside the scope of vat|not applicable',
  reverseCharge: 'reverse charge|reverse charged',
  deadlines: 'no later than|latest|by|before',
  restating: 'i.e.|ie|that is|namely',
  paidDone: 'was|were|did',
  paidPending:
    'due|deadline|must|need|needs|have to|has to|should|will|latest|last|by|until|till|before|later|get|gets|late',
  debits:
    'debited|direct debit date|direct debit collection date|debit date|be collected|collected from|taken from|collect by direct debit|will collect|ll collect',
  rounding: 'round off|rounding|rounded off|rounding adjustment|rounding off',
  listed:
    'listed|renewed|list|lists|paid for|credited|billed|bill|charged|charge|charging|rung up|rung|bought|buy|purchased|ordered|invoiced|itemised|itemized|shown|show|shows|printed|sold|table|tables',
  units:
    'point|points|hour|hr|hrs|day|week|month|year|minute|km|kilometre|kilometer|mile|kg|kilo|kilogram|litre|liter|gallon|people|person|employee|staff|guest|night|percent|time|page|copy|copies',
  trades:
    'plumber|electrician|carpenter|joiner|builder|painter|decorator|roofer|gardener|garden centre|garden center|landscaper|locksmith|contractor|tradesman|cleaner|window cleaner|chimney sweep|tiler|bricklayer|stonemason|scaffolder|sparky|sparkie|pest control|pest controller|exterminator|pest control company;mechanic|garage|workshop|dealer|dealership;solicitor|lawyer|attorney|notary|law firm|accountant|bookkeeper|auditor|consultant|agency|designer|web designer|web developer|web agency|printer|printing press|print shop|photographer|architect|engineer|surveyor|insurer|consultancy|accountancy|accountancy firm|accounting firm|advisory firm|freelancer|studio|design studio;caterer|restaurant|cafe|coffee shop|pub|bistro|takeaway|bakery|baker|butcher|hotel|motel|hostel|inn|venue|chef|cook|pizzeria|pizza place|pizza shop|pizza joint|pizza restaurant;taxi|cab|courier|haulier|carrier|trucking|removals|cab company|taxi company|haulage company|transport company|forwarder|freight forwarder|courier company|courier firm|delivery company|freight company|shipping company;supermarket|grocer|grocery store|pharmacy|chemist|drugstore|hardware store|bike shop|bicycle shop|cycle shop|ironmonger|kiosk|newsagent|florist|webshop|online shop|retailer|wholesaler|petrol station|gas station|filling station|distributor|fuel station|service station|station|car wash|servo;hairdresser|salon|barber|launderette|laundry|dentist|dental office|dental practice|dental surgery|dental clinic|vet|vets|veterinary|veterinary practice|veterinary surgery|optician|physio|physiotherapist|clinic|practice|surgery|gym|driving school|language school|doctor|gp|physician;utility|landlord|letting agent|provider;computer shop|computer repair shop|computer technician|coworking space|co working space|coworking|workspace;security company|security firm|security services|security provider|guarding company|guarding firm;wine merchant|wine shop|off licence|off-licence|liquor store|bottle shop;car park|parking garage|multi-storey car park|parking operator;stables|riding stables|livery stables|livery yard|riding school|equestrian centre|equestrian center;cinema|movie theater|movie theatre|picture house|multiplex;jeweller|jeweler|jewellers|jewelers|jewellery shop|jewelry store|goldsmith|watchmaker;laundromat|laundrette|self-service laundry;notary office|notarial office;broadcaster|radio station|tv station|television station|broadcasting company|fm station|broadcasting|tv channel;broker|insurance broker|brokerage|mortgage broker|customs broker|stockbroker',
  places:
    'restaurant|cafe|coffee shop|pub|bistro|takeaway|bakery|hotel|motel|hostel|inn|venue|garage|workshop|dealership|law firm|agency|consultancy|accountancy firm|accounting firm|advisory firm|cab company|taxi company|haulage company|transport company|supermarket|grocery store|pharmacy|drugstore|hardware store|kiosk|webshop|online shop|petrol station|gas station|filling station|fuel station|service station|salon|launderette|laundry|clinic|practice|surgery|gym|driving school|language school|utility|provider|computer shop|computer repair shop|station|car wash|studio|design studio|coworking space|co working space|coworking|workspace|freight forwarder|chemist|contractor|courier company|courier firm|delivery company|freight company|shipping company|garden centre|garden center|bike shop|bicycle shop|cycle shop|dental office|dental practice|dental surgery|dental clinic|servo|car park|parking garage|multi-storey car park|parking operator|pizzeria|pizza place|pizza shop|pizza joint|pizza restaurant|pest control company|stables|riding stables|livery stables|livery yard|riding school|equestrian centre|equestrian center|cinema|movie theater|movie theatre|picture house|multiplex|jewellery shop|jewelry store|laundromat|laundrette|self-service laundry|notary office|notarial office|radio station|tv station|television station|broadcasting company',
  company: 'company|firm|business|organisation|organization|association|guys|folks',
  shops: 'shop|store',
  purchases:
    'meal|dinner|lunch|breakfast|food|drinks|ride|trip|journey|fare|stay|visit|shopping|groceries|purchase|wash|repair|repairs|job|work|card|debit card|credit card|eat|ate|eaten|dine|dined|tip|gratuity|toll|tolls|parking|park|parked|rental|rent|lease|hire|fuel|petrol|fill-up|treatment|treatments|session|sessions|brekkie|coffee|coffees|haircut|refuelling|cleaning|grocery run|supplies|stuff|slept|rode|ridden',
  countables: 'ticket|tickets|seat|seats|admission|admissions|photo|photos|picture|pictures|image|images',
  billedKinds:
    'services|service|charges|charge|fees|parts|pieces|deliveries|jobs|tasks|treatments|procedures|dishes|drinks|kinds|types|sorts',
  goods:
    'things|stuff|items|goods|materials|material|supplies|products|merchandise|articles|purchases|equipment|gear',
  interrogatives: 'what|which|who|whom|whose|when|where|how|why',
  relatives: 'who|that',
  whose: 'whose',
  demonstratives: 'this|current',
  firstPerson: 'we|us|our|ours|i|me|my',
  letsOut:
    'rented out|rents out|rent out|renting out|hired out|hires out|hire out|hiring out|leased out|leases out|lease out|leasing out',
  buyers:
    'pay|pays|paying|who paid for|who paid|has to pay|must pay|needs to pay|bought|buys|purchased|ordered|placed the order|for whom|to whom|for which|to which|buy|purchase|is billed|is invoiced|is charged|was billed|was invoiced|was charged|been billed|been invoiced|been charged|bears the cost|bear the cost|bears the costs|bear the costs|borne by|being billed|being invoiced|being charged|getting billed|getting invoiced|getting charged|gets billed|gets charged|get billed|get charged|for$|in whose name|whose name|rented|hired|leased|renting|hiring|leasing|shopped|raised on|raised against|made out to|in what name|in which name|under what name|under which name|billed to|invoiced to|charged to|are billed|were billed|are invoiced|were invoiced|are charged|were charged',
  holds: 'had|held',
  engages:
    'booked|books|reserved|chartered|charters|commissioned|handed in|hands in|parks|parked|threw|for its staff|for its team|for its employees|to its staff|to its team|to its employees|for their staff|for their team|for their employees|to their staff|to their team|to their employees',
  owns: 'owns|owned|belongs to|belong to|belonged to',
  kept: 'stored|in storage|parked|boarded|kept|laid up',
  causes: 'had|got|get|gets|getting|have|has|having',
  atWhose:
    'at whose place|at whose house|at whose home|at whose premises|at whose property|at whose site|at whose address',
  onSite: 'work|works|job|installation|renovation|cleaning',
  boughtFrom: 'from|at',
  roles: ['guest', 'patient', 'member', 'tenant', 'student|pupil', 'subscriber', ''],
  receives: 'gets|get|got|getting|receives|receive|received',
  payees:
    'payable to|made payable|payee|cheque to be made out to|check to be made out to|cheque be made out to|check be made out to|cheques be made out to|checks be made out to|cheque made out to|check made out to|cheques made out to|checks made out to|make the cheque out to|make the check out to|make cheques out to|make checks out to|who gets the payment|who receives the payment|payment go to|payment goes to|money go to|money goes to',
  attends: 'attended|operated|on site',
  performs: 'did the work|carried out|performed|installed|fitted|put up|erected',
  makers: 'brand|manufacturer|manufacturers|manufactures|manufactured|maker',
  uses: 'used|uses|using|covers|covered|insures|insured|reimburses|reimbursed|took back|returned',
  insurers:
    'insurer|insurers|insurance company|insurance companies|insurance firm|insurance provider|insurance carrier|underwriter|underwriters',
  works:
    'repaired|serviced|fixed|hosts|shipped|did the work|did the service|did the job|did the repair|did the repairs|ride with|rode with|ridden with|travel with|travelled with|traveled with|fly with|flew with|cleans|cleaned|maintains|maintained|does the maintenance|did the maintenance|maintenance',
  negations: 'not|rather than|other than|instead of',
  or: 'or',
  and: 'and',
  after: 'after|once',
  deductions: 'deduction|discount|rebate|reduction|allowance',
  allowances: 'markdown',
  returns: 'return|returned|refund',
  spending: 'charged|debited|charge',
  costs: 'cost|costs|costing|cost us',
  wholes: 'whole|entire|in total|altogether|all up|overall|all in all|all told',
  subjects: 'subject|re|regarding|project|job|job site|matter|in the matter of|concerning',
  deducted: 'deducted|taken off|subtracted|netted off|knocked off',
  advances:
    'deposit|prepayment|advance|advance payment|retainer|down payment|paid on account|payment on account|on account|part payment|progress payment|already paid|amount paid|payment received',
  paidSoFar: 'already paid|amount paid|payment received',
  references: 'reference|ref|payment description',
  paying:
    'pay|paying|pays|payment|payments|transfer|remit|remittance|wire|bacs|eft|payable|pay against|paying against|paid against',
  printedOn: 'on|upon',
  numberUses:
    'read|read out|book|booked|enter|entered|record|recorded|log|logged|file|filed|quote|quoted|reference|assign|assigned|allocate|allocated|identify|identifies|identified|put on|put in|go on|go in|goes on|write on|give|given|gave',
  schemes: 'ocr|kid|fik|bpay|crn|biller code',
  registers: 'abn;acn;nzbn;uen;bsb|sort code|routing number|aba',
  newWords: 'new|brand new',
  shareWords: 'part|portion|share',
  costVerbs: 'costs|cost',
  purposes: 'for',
  spans: 'dates|lasted|lasts',
  priceWords: 'price|prices',
  periods: 'month|months|period|quarter|week|year',
  thisPeriod: 'this month|current month|this period|this billing period|current period',
  laterDays: 'book|booked|booking|appointment|next|upcoming|expiry|expire|expires|scheduled|schedule',
  fees: 'fee|fees|surcharge|penalty|penalties',
  vehicles: 'vehicle|vehicles|van|vans|car|cars|lorry|lorries|truck|trucks|trailer',
  tips: 'tip|tips|gratuity',
  machines:
    'pay machine|ticket machine|parking machine|parking meter|pay station|payment machine|pay and display machine|vending machine',
  receipt: {
    total: 'total|ttl|tot|amount|amt|grand total|nett|due|payable|rounded',
    tendered: 'cash|tendered|tender|paid|payment|card|credit card|visa|mastercard|amex|maestro|received',
    change: 'change|change due',
    notTotal: 'subtotal|sub total|discount|saving|savings',
  },
  abbreviations:
    'inv=invoice|invc=invoice|amt=amount|amnt=amount|dt=date|doc=document|no=number|nr=number|num=number|qty=quantity|tot=total|ttl=total|ref=reference|acct=account|cust=customer|addr=address|bal=balance|pmt=payment|pymt=payment|supp=supplier|invno=invoice number|txn=transaction|svc=service|cn=credit note',
};
