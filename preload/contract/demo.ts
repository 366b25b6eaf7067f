import { z } from 'zod';
import { call, returns } from './define';

/** The demo company a first start offers (shipped in resources/demo, made by main/demo/generate). */
export type DemoLoadResult = {
  companyId: number;
  companyName: string;
  historyLines: number;
  bankHistory: number;
  documents: number;
  bankEntries: number;
  /** One sentence for the bookkeeper: what was loaded and what to look at first. */
  summary: string;
};

export type DemoInfo = { available: boolean; loadedCompanyId: number | null };

/** The demo's e-invoices and bank statement as text, for the window's inbox (PDFs go to main's documents). */
export type DemoFileView = { name: string; text: string };

export const demoCalls = {
  'demo.info': call(z.undefined(), returns<DemoInfo>()),
  'demo.load': call(z.undefined(), returns<DemoLoadResult>()),
  'demo.files': call(z.undefined(), returns<DemoFileView[]>()),
};
