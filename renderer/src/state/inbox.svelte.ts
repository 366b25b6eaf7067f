import { parseUbl, type EInvoiceDoc } from '../lib/ubl';
import { parseCsv } from '../lib/csv';
import { parseCamt053, type BankEntry } from '../lib/bank-statement';
import type { DocumentView } from '../../../preload/api';
import { api } from '../lib/bridge';
import { messageOf, request } from '../lib/call';

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
  invoice?: EInvoiceDoc;
  /** A CSV statement waits for its column mapping; camt.053 entries are ready at once. */
  csv?: string[][];
  entries?: BankEntry[];
  /** PDFs and scans live in main (documents service): their id there, and OCR progress 0..1. */
  docId?: number;
  progress?: number | null;
};

function fromDocument(d: DocumentView): InboxItem {
  return {
    id: `doc-${d.id}`,
    name: d.name,
    size: d.size,
    kind: d.kind === 'image' || d.mediaType.startsWith('image/') ? 'image' : 'pdf',
    state: d.state,
    reason: d.failure,
    addedAt: d.createdAt,
    docId: d.id,
    progress: d.progress,
  };
}

/** The file's bytes as base64, in chunks (a 20 MB scan must not blow the call stack). */
async function toBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const MAX_BYTES = 20 * 1024 * 1024;

function kindOf(file: File, head: string): InboxKind {
  const name = file.name.toLowerCase();
  if (name.endsWith('.pdf') || file.type === 'application/pdf') return 'pdf';
  if (/\.(png|jpe?g)$/.test(name) || /^image\/(png|jpeg)$/.test(file.type)) return 'image';
  if (name.endsWith('.csv') || file.type === 'text/csv') return 'bank-csv';
  if (name.endsWith('.xml') || file.type.endsWith('xml')) return /camt\.053|BkToCstmrStmt/.test(head) ? 'bank-camt' : 'e-invoice';
  return 'unknown';
}

/** Kept per company in this window's storage so a reload keeps the inbox (text files only). */
type Stored = { name: string; size: number; addedAt: string; text: string };

/**
 * Files dropped or picked into the window and what became of each: an e-invoice to book, a bank
 * statement to map and book, or a document to ask questions about.
 */
class Inbox {
  items = $state<InboxItem[]>([]);
  private companyId: number | null = null;

  private listening = false;

  open(companyId: number): void {
    if (this.companyId === companyId) return;
    this.companyId = companyId;
    this.items = [];
    for (const s of this.stored()) this.items.push(this.read(s.name, s.size, s.addedAt, s.text, null));
    if (!this.listening) {
      this.listening = true;
      // Reading and OCR run in main: their progress arrives as events.
      api.on('documents.changed', (d) => {
        if (d.companyId !== this.companyId) return;
        const item = fromDocument(d);
        this.items = this.items.some((i) => i.id === item.id) ? this.items.map((i) => (i.id === item.id ? item : i)) : [item, ...this.items];
      });
    }
    request('documents.list', { companyId })
      .then((docs) => {
        if (this.companyId !== companyId) return;
        const known = new Set(this.items.map((i) => i.id));
        this.items = [...docs.map(fromDocument).filter((d) => !known.has(d.id)), ...this.items];
      })
      .catch(() => {
        // the document list is a bonus here; the inbox still works for XML and CSV
      });
  }

  private key(): string {
    return `kontera.inbox.${this.companyId ?? 0}`;
  }

  private stored(): Stored[] {
    try {
      return JSON.parse(localStorage.getItem(this.key()) ?? '[]') as Stored[];
    } catch {
      return [];
    }
  }

  private remember(s: Stored): void {
    const all = this.stored().filter((x) => x.name !== s.name);
    all.push(s);
    try {
      localStorage.setItem(this.key(), JSON.stringify(all));
    } catch {
      // storage full: the file stays in this session only
    }
  }

  remove(id: string): void {
    const item = this.items.find((i) => i.id === id);
    this.items = this.items.filter((i) => i.id !== id);
    if (item?.docId) void request('documents.remove', { id: item.docId }).catch(() => undefined);
    else if (item) localStorage.setItem(this.key(), JSON.stringify(this.stored().filter((s) => s.name !== item.name)));
  }

  private read(name: string, size: number, addedAt: string, text: string, file: File | null): InboxItem {
    const kind = kindOf(file ?? new File([], name), text.slice(0, 2000));
    const item: InboxItem = { id: `${name}-${addedAt}`, name, size, kind, state: 'ready', reason: null, addedAt };
    try {
      if (kind === 'e-invoice') item.invoice = parseUbl(text, name);
      else if (kind === 'bank-camt') item.entries = parseCamt053(text, name);
      else if (kind === 'bank-csv') {
        item.csv = parseCsv(text);
        if (item.csv.length < 2) throw new Error(`${name} has no rows under its header.`);
      }
    } catch (err) {
      item.state = 'failed';
      item.reason = err instanceof Error ? err.message : String(err);
    }
    return item;
  }

  async add(files: FileList | File[]): Promise<InboxItem[]> {
    const added: InboxItem[] = [];
    for (const file of Array.from(files)) {
      const addedAt = new Date().toISOString();
      const placeholder: InboxItem = { id: `${file.name}-${addedAt}`, name: file.name, size: file.size, kind: kindOf(file, ''), state: 'reading', reason: null, addedAt };
      this.items = [placeholder, ...this.items.filter((i) => i.name !== file.name)];
      let item: InboxItem;
      if (file.size > MAX_BYTES) {
        item = { ...placeholder, state: 'failed', reason: `${file.name} is larger than 20 MB. Split it or scan it at a lower resolution.` };
      } else if ((placeholder.kind === 'pdf' || placeholder.kind === 'image') && this.companyId !== null) {
        try {
          const doc = await request('documents.import', { companyId: this.companyId, name: file.name, contentBase64: await toBase64(file) });
          const imported = fromDocument(doc);
          // An event may already have added it under its id.
          this.items = this.items.filter((i) => i.id !== imported.id);
          item = imported;
        } catch (err) {
          item = { ...placeholder, state: 'failed', reason: messageOf(err) };
        }
      } else if (placeholder.kind === 'unknown') {
        item = { ...placeholder, state: 'failed', reason: `Kontera reads PDF, PNG, JPEG, e-invoice XML and bank statements (CSV, camt.053). ${file.name} is none of these.` };
      } else {
        const text = await file.text();
        item = this.read(file.name, file.size, addedAt, text, file);
        if (item.state === 'ready') this.remember({ name: file.name, size: file.size, addedAt, text });
      }
      this.items = this.items.map((i) => (i.id === placeholder.id ? item : i));
      added.push(item);
    }
    return added;
  }
}

export const inbox = new Inbox();
