import type { TargetModel } from '../models/logreg';
import type { TrainingRow } from '../models/model-files';
import type { LegacyService } from './pb-dataset';

/** Messages between the engine and its training worker thread. */
export type TrainSource =
  | { kind: 'rows'; targets: string[]; rows: TrainingRow[] }
  | { kind: 'pb'; file: string; service: LegacyService }
  | { kind: 'v2'; dbFile: string; dataset: string };

export type TrainJob = {
  jobId: number;
  key: string;
  fingerprint: string;
  modelDir: string;
  source: TrainSource;
};

export type WorkerMessage =
  | { type: 'accepted'; jobId: number; targets: string[]; rows: TrainingRow[] | null }
  | { type: 'target'; jobId: number; model: TargetModel }
  | { type: 'done'; jobId: number }
  | { type: 'failed'; jobId: number; reason: string };
