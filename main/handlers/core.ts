import type { Handlers } from './dispatch';
import type { CoreHandlerNames } from './names';
import type { KonteraApp } from '../app';
import type { SettingsView } from '../../preload/api';
import { toErrorInfo } from '../util/errors';

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
    confidenceCutoff: app.settings.get<number>('confidenceCutoff', 0.2),
    activeCompanyId: app.settings.get<number | null>('activeCompanyId', null),
  };
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
    'settings.setCutoff': async ({ cutoff }) => {
      app.settings.set('confidenceCutoff', Math.round(cutoff * 100) / 100);
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
