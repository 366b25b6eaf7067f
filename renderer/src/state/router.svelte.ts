import type { MessageKey } from '../i18n/messages/en';

/** The views of the shell, in navigation order (labels are message keys). The address's #hash keeps the view across reloads. */
export const views = [
  { id: 'inbox', label: 'nav.inbox' },
  { id: 'invoices', label: 'nav.invoices' },
  { id: 'bank', label: 'nav.bank' },
  { id: 'outbox', label: 'nav.outbox' },
  { id: 'datasets', label: 'nav.datasets' },
  { id: 'settings', label: 'nav.settings' },
] as const satisfies readonly { id: string; label: MessageKey }[];

export type ViewId = (typeof views)[number]['id'];

const isView = (s: string): s is ViewId => views.some((v) => v.id === s);

function fromHash(): ViewId {
  const id = location.hash.replace(/^#\/?/, '').split('/')[0] ?? '';
  return isView(id) ? id : 'inbox';
}

class Router {
  current = $state<ViewId>(fromHash());
  /** Extra path after the view, e.g. #invoices/12 opens document 12. */
  detail = $state<string | null>(null);

  constructor() {
    this.detail = this.readDetail();
    window.addEventListener('hashchange', () => {
      this.current = fromHash();
      this.detail = this.readDetail();
    });
  }

  private readDetail(): string | null {
    const rest = location.hash.replace(/^#\/?/, '').split('/').slice(1).join('/');
    return rest ? decodeURIComponent(rest) : null;
  }

  go(id: ViewId, detail: string | null = null): void {
    const hash = `#${id}${detail ? `/${encodeURIComponent(detail)}` : ''}`;
    if (location.hash !== hash) location.hash = hash;
    this.current = id;
    this.detail = detail;
  }
}

export const router = new Router();
