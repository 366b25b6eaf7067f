import type { Command } from './command';

/**
 * A `kontera` subcommand as `--help` lists it. Its module, and everything it pulls in (SQLite,
 * pdf.js, OCR, the AWS SDK), is loaded only when that command runs: `kontera version` and
 * `kontera --help` start in tens of milliseconds instead of seconds.
 */
export type CommandEntry = {
  name: string;
  summary: string;
  load(): Promise<Command>;
};

/** Every `kontera` subcommand, in the order `--help` lists them. Later areas add theirs here. */
export const commands: CommandEntry[] = [
  {
    name: 'serve',
    summary: 'Open Kontera in a web browser on this computer (the browser host)',
    load: async () => (await import('./serve')).serveCommand,
  },
  {
    name: 'engine',
    summary: 'Run the local suggestion engine (the `local` environment) on this computer',
    load: async () => (await import('./engine')).engineCommand,
  },
  {
    name: 'dataset',
    summary: 'Build, import or export .pb datasets for the legacy service (manual export)',
    load: async () => (await import('./dataset')).datasetCommand,
  },
  {
    name: 'predict',
    summary: 'Send one suggestion request of a legacy model from a JSON file and print the answer',
    load: async () => (await import('./predict')).predictCommand,
  },
  {
    name: 'ask',
    summary: 'Ask questions about a document (PDF, PNG/JPEG, PEPPOL XML) and print the answers as JSON',
    load: async () => (await import('./ask')).askCommand,
  },
  {
    name: 'draft',
    summary:
      'Read an invoice (PDF, scan, UBL or CII) into a draft with lines, checks and suggestions, as JSON',
    load: async () => (await import('./draft')).draftCommand,
  },
  {
    name: 'journal',
    summary: "Export a company's bookings for a period as CSV (e-conomic, Dinero) or SIE 4",
    load: async () => (await import('./journal')).journalCommand,
  },
  {
    name: 'bank',
    summary: 'Import a bank statement (CSV or camt.053) into a company, or list its entries, as JSON',
    load: async () => (await import('./bank')).bankCommand,
  },
  {
    name: 'version',
    summary: 'Print the Kontera version',
    load: async () => (await import('./version')).versionCommand,
  },
];
