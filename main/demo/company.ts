/**
 * The demo company's world: a Danish office-services client ("Nordlys Kontor ApS") and the suppliers
 * it buys from, with the accounts and VAT codes its bookkeeper uses. Everything the generator writes
 * is drawn from here with a seeded random source, so resources/demo is the same on every run.
 */
export const DEMO_COMPANY_NAME = 'Nordlys Kontor ApS (demo)';

export type DemoSupplier = {
  /** The supplier's VAT number: what an e-invoice carries, so its lines match the history. */
  id: string;
  name: string;
  globalId: string;
  vatNumber: string;
  street: string;
  city: string;
  postalCode: string;
  iban: string;
  /** What the supplier sells: line text, typical net amount, account and VAT code it is booked on. */
  items: { text: string; amount: number; account: string; vat: string }[];
};

export const suppliers: DemoSupplier[] = [
  {
    id: 'DK12345678',
    name: 'Kontorland A/S',
    globalId: '5790000000012',
    vatNumber: 'DK12345678',
    street: 'Industrivej 12',
    city: 'Glostrup',
    postalCode: '2600',
    iban: 'DK5000400440116243',
    items: [
      { text: 'Kopipapir A4 80 g, 5 x 500 ark', amount: 229, account: '4310', vat: 'I25' },
      { text: 'Kuglepenne blå, 50 stk', amount: 119, account: '4310', vat: 'I25' },
      { text: 'Ringbind A4 bred ryg, 10 stk', amount: 189, account: '4310', vat: 'I25' },
      { text: 'Toner HP 305A sort', amount: 749, account: '4420', vat: 'I25' },
      { text: 'Kaffebønner økologisk 1 kg', amount: 169, account: '4655', vat: 'I25' },
      { text: 'Mælk letmælk 12 x 1 l', amount: 132, account: '4655', vat: 'I25' },
    ],
  },
  {
    id: 'DK23456789',
    name: 'Elektro Nord ApS',
    globalId: '5790000000029',
    vatNumber: 'DK23456789',
    street: 'Havnegade 4',
    city: 'Aalborg',
    postalCode: '9000',
    iban: 'DK3200400440116244',
    items: [
      { text: 'USB-C dockingstation', amount: 1499, account: '4420', vat: 'I25' },
      { text: 'Skærm 27" IPS', amount: 2199, account: '4420', vat: 'I25' },
      { text: 'LED-pære E27 8 W, 10 stk', amount: 249, account: '4250', vat: 'I25' },
      { text: 'Service: opsætning af netværk, 2 timer', amount: 1300, account: '4430', vat: 'I25' },
    ],
  },
  {
    id: 'DK14773908',
    name: 'TDC Erhverv',
    globalId: '5790000000036',
    vatNumber: 'DK14773908',
    street: 'Teglholmsgade 1',
    city: 'København SV',
    postalCode: '2450',
    iban: 'DK8900400440116245',
    items: [
      { text: 'Mobilabonnement erhverv, 5 brugere', amount: 995, account: '4320', vat: 'I25' },
      { text: 'Fiberbredbånd 1000/1000 Mbit', amount: 599, account: '4320', vat: 'I25' },
    ],
  },
  {
    id: 'DK34567890',
    name: 'Rengøringsfirmaet Skinne ApS',
    globalId: '5790000000043',
    vatNumber: 'DK34567890',
    street: 'Vestergade 22',
    city: 'Aarhus C',
    postalCode: '8000',
    iban: 'DK2100400440116246',
    items: [
      { text: 'Ugentlig kontorrengøring', amount: 2400, account: '4260', vat: 'I25' },
      { text: 'Vinduespudsning', amount: 650, account: '4260', vat: 'I25' },
    ],
  },
  {
    id: 'DK45678901',
    name: 'Advokatfirmaet Holm & Partnere',
    globalId: '5790000000050',
    vatNumber: 'DK45678901',
    street: 'Bredgade 30',
    city: 'København K',
    postalCode: '1260',
    iban: 'DK7600400440116247',
    items: [
      { text: 'Juridisk rådgivning, lejekontrakt', amount: 4500, account: '4710', vat: 'I25' },
      { text: 'Gennemgang af ansættelseskontrakter', amount: 3200, account: '4710', vat: 'I25' },
    ],
  },
  {
    id: 'DK56789012',
    name: 'Café Hjørnet',
    globalId: '5790000000067',
    vatNumber: 'DK56789012',
    street: 'Torvet 1',
    city: 'Roskilde',
    postalCode: '4000',
    iban: 'DK5400400440116248',
    items: [
      { text: 'Frokost kundemøde, 4 personer', amount: 780, account: '4650', vat: 'I25R' },
      { text: 'Mødeforplejning, kaffe og kage', amount: 360, account: '4655', vat: 'I25' },
    ],
  },
  {
    id: 'IE8256796U',
    name: 'Microsoft Ireland Operations Ltd',
    globalId: 'IE8256796U',
    vatNumber: 'IE8256796U',
    street: 'One Microsoft Place',
    city: 'Dublin',
    postalCode: 'D18',
    iban: 'IE29AIBK93115212345678',
    items: [
      { text: 'Microsoft 365 Business Standard, 5 licenser', amount: 620, account: '4430', vat: 'EUYD' },
    ],
  },
  {
    id: 'DK27446469',
    name: 'Ørsted Salg & Service A/S',
    globalId: '5790000000074',
    vatNumber: 'DK27446469',
    street: 'Kraftværksvej 53',
    city: 'Fredericia',
    postalCode: '7000',
    iban: 'DK9300400440116249',
    items: [{ text: 'Elektricitet, kvartalsafregning', amount: 3150, account: '4250', vat: 'I25' }],
  },
];

export const accounts: Record<string, string> = {
  '4250': 'Lys, varme og el',
  '4260': 'Rengøring',
  '4310': 'Kontorartikler',
  '4320': 'Telefon og internet',
  '4420': 'IT-udstyr',
  '4430': 'Software og IT-service',
  '4610': 'Rejser',
  '4650': 'Repræsentation',
  '4655': 'Personaleudgifter',
  '4710': 'Advokat og revisor',
};

/** Bank: what the statement says, which account it is booked on, and the entry type. */
export const bankKinds: { text: string; amount: number; account: number; entryType: number }[] = [
  { text: 'Betalingsservice TDC Erhverv', amount: -1993.75, account: 4320, entryType: 1 },
  { text: 'Overførsel Kontorland A/S', amount: -1250, account: 6800, entryType: 2 },
  { text: 'Dankort Café Hjørnet Roskilde', amount: -412, account: 4650, entryType: 3 },
  { text: 'Indbetaling kunde Fynbo Revision', amount: 12500, account: 5600, entryType: 4 },
  { text: 'Indbetaling kunde Holm Arkitekter', amount: 8750, account: 5600, entryType: 4 },
  { text: 'Gebyr kontoførelse', amount: -75, account: 7220, entryType: 5 },
  { text: 'Løn overførsel', amount: -28500, account: 7710, entryType: 2 },
  { text: 'Betalingsservice Ørsted', amount: -3937.5, account: 4250, entryType: 1 },
  { text: 'MobilePay DSB billetter', amount: -298, account: 4610, entryType: 3 },
];
