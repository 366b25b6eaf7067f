import { app } from './app.svelte';
import { messageOf, request } from '../lib/call';
import { inbox } from './inbox.svelte';
import { t } from '../i18n';

/** The first-start offer: load the demo company shipped in resources/demo. */
class DemoState {
  busy = $state(false);
  progress = $state<string | null>(null);
  error = $state<string | null>(null);

  async load(): Promise<void> {
    this.busy = true;
    this.error = null;
    this.progress = t('welcome.demoHistory');
    try {
      const result = await request('demo.load');
      this.progress = t('welcome.demoLoaded', {
        company: result.companyName,
        lines: result.historyLines,
        entries: result.bankHistory,
        documents: result.documents,
      });
      await app.refreshCompanies();
      app.settings = await request('settings.get');
      inbox.open(result.companyId);
      const files = await request('demo.files');
      await inbox.add(
        files.map(
          (f) =>
            new File([f.text], f.name, { type: f.name.endsWith('.csv') ? 'text/csv' : 'application/xml' }),
        ),
      );
    } catch (err) {
      this.error = messageOf(err);
      this.progress = null;
    } finally {
      this.busy = false;
    }
  }
}

export const demo = new DemoState();
