import { z } from 'zod';
import { call, event, returns } from './define';

export const environmentName = z.enum(['local', 'staging', 'production']);
export type EnvironmentName = z.infer<typeof environmentName>;

export type EnvironmentView = {
  name: EnvironmentName;
  baseUrl: string;
  scanUrl: string;
  /** Whether a token is stored in the keychain. The token itself never leaves main. */
  tokenSet: boolean;
  needsToken: boolean;
};

export type SettingsView = {
  environment: EnvironmentName;
  environments: EnvironmentView[];
  /** Why tokens cannot be stored right now (no system keychain), or null when the keychain works. */
  keychainMessage: string | null;
  /**
   * The active company's cut-off (0..1): Enter books a suggestion below it only after the bookkeeper
   * confirms it in the picker. Each company has its own.
   */
  confidenceCutoff: number;
  activeCompanyId: number | null;
};

export type AppInfo = { version: string; host: 'electron' | 'browser'; dataDir: string };

export const companyLocale = z.enum(['da-DK', 'sv-SE', 'nb-NO', 'en-GB', 'en-US']);
/** How the company writes numbers, amounts and dates (the window formats with it). */
export type CompanyLocaleName = z.infer<typeof companyLocale>;

export type CompanyView = {
  id: number;
  name: string;
  slug: string;
  createdAt: string;
  locale: CompanyLocaleName;
};

export type StatusView = {
  environment: EnvironmentName;
  /** null while not yet checked. */
  online: boolean | null;
  message: string;
};

const companyId = z.number().int().positive();
const companyName = z
  .string()
  .trim()
  .min(1, 'A company needs a name.')
  .max(120, 'Company names are at most 120 characters.');

export const coreCalls = {
  'app.info': call(z.undefined(), returns<AppInfo>()),
  'settings.get': call(z.undefined(), returns<SettingsView>()),
  'settings.setEnvironment': call(
    z.object({ environment: environmentName }).strict(),
    returns<SettingsView>(),
  ),
  'settings.setUrls': call(
    z
      .object({ environment: environmentName, baseUrl: z.string().max(2048), scanUrl: z.string().max(2048) })
      .strict(),
    returns<SettingsView>(),
  ),
  /** Sets a company's cut-off (the active company's when none is named). */
  'settings.setCutoff': call(
    z.object({ cutoff: z.number().min(0).max(1), companyId: companyId.optional() }).strict(),
    returns<SettingsView>(),
  ),
  'credentials.setToken': call(
    z
      .object({
        environment: z.enum(['staging', 'production']),
        token: z.string().min(1, 'The token is empty.').max(8192),
      })
      .strict(),
    returns<SettingsView>(),
  ),
  'credentials.clearToken': call(
    z.object({ environment: z.enum(['staging', 'production']) }).strict(),
    returns<SettingsView>(),
  ),
  'companies.list': call(z.undefined(), returns<CompanyView[]>()),
  'companies.create': call(
    z.object({ name: companyName, locale: companyLocale.optional() }).strict(),
    returns<CompanyView>(),
  ),
  'companies.rename': call(z.object({ id: companyId, name: companyName }).strict(), returns<CompanyView>()),
  'companies.setLocale': call(
    z.object({ id: companyId, locale: companyLocale }).strict(),
    returns<CompanyView>(),
  ),
  'companies.select': call(z.object({ id: companyId }).strict(), returns<SettingsView>()),
  'status.get': call(z.undefined(), returns<StatusView>()),
};

export const coreEvents = {
  'settings.changed': event<SettingsView>(),
  'status.changed': event<StatusView>(),
};
