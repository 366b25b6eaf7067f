import type { Handlers } from './dispatch';
import type { CoreHandlerNames } from './names';
import type { KonteraApp } from '../app';
import type { SettingsView } from '../../preload/api';
import { toErrorInfo } from '../util/errors';
import { round2 } from '../util/round';

export async function settingsView(app: KonteraApp): Promise<SettingsView> {
  // Without a keychain (no keyring on this computer) Settings must still open: local work needs no
  // token, and the view says why tokens cannot be stored instead of failing as a whole.
  let keychainMessage: string | null = null;
  const environments = await Promise.all(
    app.environments.list().map(async (e) => {
      const needsToken = e.name !== 'local';
      let tokenSet = false;
      if (needsToken) {
        try {
          tokenSet = await app.keychain.has(e.name);
        } catch (err) {
          keychainMessage = toErrorInfo(err).message;
        }
      }
      return { ...e, needsToken, tokenSet };
    }),
  );
  return {
    environment: app.currentEnvironment(),
    environments,
    keychainMessage,
    confidenceCutoff: companyCutoff(app, app.settings.get<number | null>('activeCompanyId', null)),
    activeCompanyId: app.settings.get<number | null>('activeCompanyId', null),
  };
}

/** The cut-off before any was chosen (also what a company without its own uses). */
const DEFAULT_CUTOFF = 0.2;
const cutoffKey = (companyId: number) => `confidenceCutoff.company.${companyId}`;

/**
 * Each company has its own cut-off (one bookkeeper's clients differ in how settled their books are).
 * A company that has not chosen one uses the cut-off chosen before cut-offs were per company.
 */
export function companyCutoff(app: KonteraApp, companyId: number | null): number {
  const before = app.settings.get<number>('confidenceCutoff', DEFAULT_CUTOFF);
  return companyId === null ? before : app.settings.get<number>(cutoffKey(companyId), before);
}

async function changed(app: KonteraApp): Promise<SettingsView> {
  const view = await settingsView(app);
  app.events.emit('settings.changed', view);
  return view;
}

/** Settings, credentials, companies and status: the calls every later area stands on. */
export function coreHandlers(app: KonteraApp): Pick<Handlers, CoreHandlerNames> {
  return {
    'app.info': () => ({ version: app.version, host: app.host, dataDir: app.dataDir }),
    'settings.get': () => settingsView(app),
    'settings.setEnvironment': async ({ environment }) => {
      app.settings.set('environment', environment);
      app.refreshStatus();
      return changed(app);
    },
    'settings.setUrls': async ({ environment, baseUrl, scanUrl }) => {
      app.environments.setUrls(environment, baseUrl, scanUrl);
      return changed(app);
    },
    'settings.setCutoff': async ({ cutoff, companyId }) => {
      const id = companyId ?? app.settings.get<number | null>('activeCompanyId', null);
      if (id !== null) app.companies.get(id);
      app.settings.set(id === null ? 'confidenceCutoff' : cutoffKey(id), round2(cutoff));
      return changed(app);
    },
    'credentials.setToken': async ({ environment, token }) => {
      await app.keychain.set(environment, token);
      app.refreshStatus();
      return changed(app);
    },
    'credentials.clearToken': async ({ environment }) => {
      await app.keychain.delete(environment);
      app.refreshStatus();
      return changed(app);
    },
    'companies.list': () => app.companies.list(),
    'companies.create': ({ name, locale }) => {
      const company = app.companies.create(name, new Date(), locale);
      if (app.settings.get<number | null>('activeCompanyId', null) === null)
        app.settings.set('activeCompanyId', company.id);
      return company;
    },
    'companies.rename': ({ id, name }) => app.companies.rename(id, name),
    'companies.setLocale': ({ id, locale }) => app.companies.setLocale(id, locale),
    'companies.select': async ({ id }) => {
      app.companies.get(id);
      app.settings.set('activeCompanyId', id);
      return changed(app);
    },
    'status.get': () => app.status(),
  };
}
