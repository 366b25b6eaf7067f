import { t, type MessageKey } from '../i18n';

/** Names a bookkeeper reads for the targets datasets use; unknown targets show as they are named. */
const LABELS: Record<string, MessageKey> = {
  account: 'target.account',
  vat_code: 'target.vat_code',
  accountNumber: 'target.account',
  entryType: 'target.entryType',
  cost_center: 'target.cost_center',
  department: 'target.department',
  project: 'target.project',
};

export function targetLabel(name: string): string {
  const key = LABELS[name];
  return key ? t(key) : name;
}
