import type { BankCsvPreviewView, BankImportView, BankPendingView, DocumentView } from '../../../preload/api';
import { api } from '../lib/bridge';
import { CallError, messageOf, request } from '../lib/call';
import { i18n, t } from '../i18n';

export type InboxKind = 'e-invoice' | 'bank-csv' | 'bank-camt' | 'pdf' | 'image' | 'unknown';
export type InboxState = 'reading' | 'ocr' | 'ready' | 'failed';

export type InboxItem = {
  id: string;
  name: string;
  size: number;
  kind: InboxKind;
  state: InboxState;
  reason: string | null;
  addedAt: string;
  /** PDFs, scans and e-invoices live in main (documents service): their id there, and OCR progress 0..1. */
  docId?: number;
  progress?: number | null;
  /** A CSV statement waiting for its column mapping: kept in main (it survives a reload), with main's preview. */
  pendingCsv?: { pendingId: number; preview: BankCsvPreviewView };
  /** A statement imported into main (bank.list has its entries). */
  bank?: BankImportView;
};

function fromDocument(d: DocumentView): InboxItem {
  const kind: InboxKind =
    d.kind === 'e-invoice' || d.mediaType.endsWith('xml')
      ? 'e-invoice'
      : d.kind === 'image' || d.mediaType.startsWith('image/')
        ? 'image'
        : 'pdf';
  return {
    id: `doc-${d.id}`,
    name: d.name,
    size: d.size,
    kind,
    state: d.state,
    // main words its reasons in English: other windows say it in general terms
    reason: d.failure && i18n.language !== 'en' ? t('inbox.readFailed') : d.failure,
    addedAt: d.createdAt,
    docId: d.id,
    progress: d.progress,
  };
}

/** The file's bytes as base64, in chunks (a 20 MB scan must not blow the call stack). */
async function toBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const MAX_BYTES = 20 * 1024 * 1024;

function fromPending(p: BankPendingView): InboxItem {
  return {
    id: `bank-pending-${p.id}`,
    name: p.name,
    size: 0,
    kind: 'bank-csv',
    state: 'ready',
    reason: null,
    addedAt: p.addedAt,
    pendingCsv: { pendingId: p.id, preview: p.preview },
  };
}

function kindOf(file: File, head: string): InboxKind {
  const name = file.name.toLowerCase();
  if (name.endsWith('.pdf') || file.type === 'application/pdf') return 'pdf';
  if (/\.(png|jpe?g)$/.test(name) || /^image\/(png|jpeg)$/.test(file.type)) return 'image';
  if (name.endsWith('.csv') || file.type === 'text/csv') return 'bank-csv';
  if (name.endsWith('.xml') || file.type.endsWith('xml'))
    return /camt\.05[234]|BkToCstmr/.test(head) ? 'bank-camt' : 'e-invoice';
  return 'unknown';
}

/**
 * Files dropped or picked into the window and what became of each. Everything is read in main:
 * documents and e-invoices by the documents service, bank statements into the bank entries; the
 * inbox only keeps this session's view of them (no copies in the window's storage).
 */
class Inbox {
  items = $state<InboxItem[]>([]);
  /** Goes up after each statement import, so the bank list reloads. */
  bankImports = $state(0);
  private companyId: number | null = null;

  private listening = false;
  /** The newest state main reported per document: an import's answer can be older than its events. */
  private latest = new Map<string, InboxItem>();

  open(companyId: number): void {
    if (this.companyId === companyId) return;
    this.companyId = companyId;
    this.items = [];
    if (!this.listening) {
      this.listening = true;
      // Reading and OCR run in main: their progress arrives as events.
      api.on('documents.changed', (d) => {
        if (d.companyId !== this.companyId) return;
        const item = fromDocument(d);
        this.latest.set(item.id, item);
        this.items = this.items.some((i) => i.id === item.id)
          ? this.items.map((i) => (i.id === item.id ? item : i))
          : [item, ...this.items];
      });
    }
    // Statements waiting for their column mapping are kept in main: they come back after a reload.
    request('bank.pending', { companyId })
      .then((waiting) => {
        if (this.companyId !== companyId) return;
        const known = new Set(this.items.map((i) => i.id));
        this.items = [...this.items, ...waiting.map(fromPending).filter((p) => !known.has(p.id))];
      })
      .catch(() => {
        // shown again on the next open; new files still work
      });
    request('documents.list', { companyId })
      .then((docs) => {
        if (this.companyId !== companyId) return;
        const known = new Set(this.items.map((i) => i.id));
        this.items = [...docs.map(fromDocument).filter((d) => !known.has(d.id)), ...this.items];
      })
      .catch(() => {
        // the document list is a bonus here; new files still work
      });
  }

  remove(id: string): void {
    const item = this.items.find((i) => i.id === id);
    this.items = this.items.filter((i) => i.id !== id);
    if (item?.docId) void request('documents.remove', { id: item.docId }).catch(() => undefined);
    if (item?.pendingCsv && this.companyId !== null)
      void request('bank.dropPending', {
        companyId: this.companyId,
        pendingId: item.pendingCsv.pendingId,
      }).catch(() => undefined);
  }

  private update(id: string, change: Partial<InboxItem>): void {
    this.items = this.items.map((i) => (i.id === id ? { ...i, ...change } : i));
  }

  /** Imports a statement into main; a CSV without a remembered mapping waits for the mapping step. */
  private async statement(item: InboxItem, contentBase64: string, companyId: number): Promise<InboxItem> {
    if (item.kind === 'bank-csv') {
      const preview = await request('bank.previewCsv', { companyId, name: item.name, contentBase64 });
      if (!preview.remembered || preview.check.error !== null || preview.check.entryCount === 0) {
        const held = await request('bank.hold', { companyId, name: item.name, contentBase64 });
        return {
          ...item,
          id: `bank-pending-${held.id}`,
          state: 'ready',
          pendingCsv: { pendingId: held.id, preview },
        };
      }
    }
    const bank = await request('bank.importContent', { companyId, name: item.name, contentBase64 });
    this.bankImports++;
    return { ...item, state: 'ready', bank };
  }

  /** The mapping step's answer for a waiting CSV statement: import it with that mapping. */
  async importCsv(id: string, mapping: Record<string, unknown>): Promise<BankImportView> {
    const item = this.items.find((i) => i.id === id);
    if (!item?.pendingCsv || this.companyId === null)
      throw new CallError('not_found', t('inbox.statementGone'));
    const bank = await request('bank.importPending', {
      companyId: this.companyId,
      pendingId: item.pendingCsv.pendingId,
      mapping,
    });
    this.update(id, { bank, pendingCsv: undefined });
    this.bankImports++;
    return bank;
  }

  async add(files: FileList | File[]): Promise<InboxItem[]> {
    const added: InboxItem[] = [];
    for (const file of Array.from(files)) {
      const addedAt = new Date().toISOString();
      const head = file.name.toLowerCase().endsWith('.xml') ? await file.slice(0, 4000).text() : '';
      const placeholder: InboxItem = {
        id: `${file.name}-${addedAt}`,
        name: file.name,
        size: file.size,
        kind: kindOf(file, head),
        state: 'reading',
        reason: null,
        addedAt,
      };
      this.items = [placeholder, ...this.items.filter((i) => i.name !== file.name || i.docId !== undefined)];
      let item: InboxItem;
      const companyId = this.companyId;
      if (file.size > MAX_BYTES) {
        item = {
          ...placeholder,
          state: 'failed',
          reason: t('inbox.tooLarge', { name: file.name }),
        };
      } else if (placeholder.kind === 'unknown') {
        item = {
          ...placeholder,
          state: 'failed',
          reason: t('inbox.unknownKind', { name: file.name }),
        };
      } else if (companyId === null) {
        item = {
          ...placeholder,
          state: 'failed',
          reason: t('inbox.noCompany'),
        };
      } else {
        try {
          const contentBase64 = await toBase64(file);
          if (placeholder.kind === 'bank-csv' || placeholder.kind === 'bank-camt') {
            item = await this.statement(placeholder, contentBase64, companyId);
          } else {
            const answer = fromDocument(
              await request('documents.import', { companyId, name: file.name, contentBase64 }),
            );
            // Events may already have added it under its id, and be newer (an e-invoice reads in no time).
            this.items = this.items.filter((i) => i.id !== answer.id);
            item = this.latest.get(answer.id) ?? answer;
          }
        } catch (err) {
          item = { ...placeholder, state: 'failed', reason: messageOf(err) };
        }
      }
      this.items = this.items.map((i) => (i.id === placeholder.id ? item : i));
      added.push(item);
    }
    return added;
  }
}

export const inbox = new Inbox();
