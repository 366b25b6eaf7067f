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

export const demoCalls = {
  'demo.info': call(z.undefined(), returns<DemoInfo>()),
  'demo.load': call(z.undefined(), returns<DemoLoadResult>()),
};
