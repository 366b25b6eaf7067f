/** Names a bookkeeper reads for the targets datasets use; unknown targets show as they are named. */
const LABELS: Record<string, string> = {
  account: 'Account',
  vat_code: 'VAT code',
  accountNumber: 'Account',
  entryType: 'Entry type',
  cost_center: 'Cost centre',
  department: 'Department',
  project: 'Project',
};

export function targetLabel(name: string): string {
  return LABELS[name] ?? name;
}
