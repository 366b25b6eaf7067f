import type {
  AppInfo,
  CompanyLocaleName,
  CompanyView,
  EnvironmentName,
  SettingsView,
  StatusView,
} from '../../../preload/api';
import { i18n } from '../i18n/i18n.svelte';
import { defaultCompanyLocale } from '../i18n/company-locale';
import { api } from '../lib/bridge';
import { request } from '../lib/call';

/**
 * What every view needs: settings, companies, connectivity. Loaded once, then kept current by main's
 * events (settings.changed, status.changed), so two windows on one host agree.
 */
class AppState {
  info = $state<AppInfo | null>(null);
  settings = $state<SettingsView | null>(null);
  companies = $state<CompanyView[]>([]);
  status = $state<StatusView | null>(null);
  /** Set when the first load failed: the shell shows it (translated) instead of half a UI. */
  loadError = $state<unknown>(null);
  loaded = $state(false);

  activeCompany = $derived(this.companies.find((c) => c.id === this.settings?.activeCompanyId) ?? null);

  async load(): Promise<void> {
    api.on('settings.changed', (s) => (this.settings = s));
    api.on('status.changed', (s) => (this.status = s));
    try {
      const [info, settings, companies, status] = await Promise.all([
        request('app.info'),
        request('settings.get'),
        request('companies.list'),
        request('status.get'),
      ]);
      this.info = info;
      this.settings = settings;
      this.companies = companies;
      this.status = status;
      this.loadError = null;
    } catch (err) {
      this.loadError = err ?? new Error('load failed');
    } finally {
      this.loaded = true;
    }
  }

  async refreshCompanies(): Promise<void> {
    this.companies = await request('companies.list');
  }

  async setEnvironment(environment: EnvironmentName): Promise<void> {
    this.settings = await request('settings.setEnvironment', { environment });
    this.status = await request('status.get');
  }

  async setUrls(environment: EnvironmentName, baseUrl: string, scanUrl: string): Promise<void> {
    this.settings = await request('settings.setUrls', { environment, baseUrl, scanUrl });
  }

  async setToken(environment: 'staging' | 'production', token: string): Promise<void> {
    this.settings = await request('credentials.setToken', { environment, token });
  }

  async clearToken(environment: 'staging' | 'production'): Promise<void> {
    this.settings = await request('credentials.clearToken', { environment });
  }

  async setCutoff(cutoff: number): Promise<void> {
    this.settings = await request('settings.setCutoff', { cutoff });
  }

  /** A new company writes numbers and dates like the window's language until the user says otherwise. */
  async createCompany(name: string): Promise<CompanyView> {
    const locale = defaultCompanyLocale(i18n.language);
    const company = await request('companies.create', { name, locale });
    await this.refreshCompanies();
    // A new company is where the bookkeeper wants to work next.
    this.settings = await request('companies.select', { id: company.id });
    return company;
  }

  async renameCompany(id: number, name: string): Promise<void> {
    await request('companies.rename', { id, name });
    await this.refreshCompanies();
  }

  async setCompanyLocale(id: number, locale: CompanyLocaleName): Promise<void> {
    await request('companies.setLocale', { id, locale });
    await this.refreshCompanies();
  }

  async selectCompany(id: number): Promise<void> {
    this.settings = await request('companies.select', { id });
  }
}

export const app = new AppState();
