import type { ChartView } from '../../../preload/api';
import { request } from '../lib/call';

/** The targets the chart of accounts names (invoice lines); bank targets are not in it. */
export const CHART_TARGETS: Record<string, 'account' | 'vat_code'> = {
  account: 'account',
  vat_code: 'vat_code',
};

/**
 * The open company's chart of accounts and VAT codes, for the picker (names beside numbers, search
 * by either) and Settings. Loaded once per company; saving an entry updates it in place.
 */
class Chart {
  companyId = $state<number | null>(null);
  view = $state<ChartView>({ accounts: [], vatCodes: [] });
  names = $derived<Record<string, Record<string, string>>>({
    account: Object.fromEntries(this.view.accounts.map((a) => [a.code, a.name])),
    vat_code: Object.fromEntries(this.view.vatCodes.map((v) => [v.code, v.name])),
  });

  async load(companyId: number, force = false): Promise<void> {
    if (this.companyId === companyId && !force) return;
    this.companyId = companyId;
    const view = await request('chart.get', { companyId });
    if (this.companyId === companyId) this.view = view;
  }

  /** The entries of a target as picker options: code and name. */
  entries(target: string): { code: string; name: string }[] {
    const kind = CHART_TARGETS[target];
    if (!kind) return [];
    return kind === 'account' ? this.view.accounts : this.view.vatCodes;
  }

  nameOf(target: string, code: string): string | null {
    return this.names[target]?.[code] ?? null;
  }

  async add(target: string, code: string, name: string): Promise<void> {
    const kind = CHART_TARGETS[target];
    if (!kind || this.companyId === null) return;
    await request('chart.save', { companyId: this.companyId, entry: { kind, code, name } });
    await this.load(this.companyId, true);
  }
}

export const chart = new Chart();
