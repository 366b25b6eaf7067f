import type { ChartEntryInput } from '../../preload/contract/chart';
import type { ChartStore } from '../booking/chart';
import type { CompanyIdentityStore } from '../booking/company-identity';
import { accounts } from './company';
import { BUYER } from './generate/einvoice';

/** Accounts the demo's bank history books to, beside the expense accounts its invoice lines use. */
const bankAccounts: Record<string, string> = {
  '5600': 'Debitorer',
  '6800': 'Kreditorer',
  '7220': 'Bankgebyrer',
  '7710': 'Lønninger',
};

/** Expense accounts: each needs a VAT code, usually the Danish purchase VAT. */
const usualVat: Record<string, string> = { '4650': 'I25R', '4430': 'I25' };

export const demoChart: ChartEntryInput[] = [
  ...Object.entries(accounts).map(([code, name]) => ({
    kind: 'account' as const,
    code,
    name,
    vatRequired: true,
    vatCode: usualVat[code] ?? 'I25',
  })),
  ...Object.entries(bankAccounts).map(([code, name]) => ({ kind: 'account' as const, code, name })),
  { kind: 'vat_code', code: 'I25', name: 'Købsmoms 25 %', rate: 25 },
  { kind: 'vat_code', code: 'I25R', name: 'Købsmoms 25 %, repræsentation (25 % fradrag)', rate: 25 },
  { kind: 'vat_code', code: 'EUYD', name: 'EU-køb af ydelser (omvendt betalingspligt)', rate: 25 },
  { kind: 'vat_code', code: 'I0', name: 'Momsfrit køb', rate: 0 },
];

/** The demo company gets its chart of accounts and VAT codes, and its name and VAT number on paper. */
export function insertDemoChart(chart: ChartStore, identity: CompanyIdentityStore, companyId: number): void {
  chart.saveAll(companyId, demoChart, 'demo');
  identity.set(companyId, { legalName: BUYER.name, vatNumber: BUYER.vatNumber });
}
