import { parentPort } from 'node:worker_threads';
import { readFile } from 'node:fs/promises';
import { hashAll, trainTarget } from '../models/logreg';
import { recencyWeights } from '../models/features';
import { finishModelFolder, saveTargetModel, startModelFolder } from '../models/model-files';
import { decodeDataset, DatasetFileError } from './pb-dataset';
import type { TrainJob, WorkerMessage } from './protocol';
import { readTrainingRows } from '../v2/training-rows';
import { utcStamp } from '../../util/time';

/**
 * The training thread: decodes and validates a dataset, trains its targets one after another and
 * reports each as soon as it is saved, so targets become available progressively while the
 * engine's main thread keeps answering requests.
 */
const port = parentPort;
if (!port) throw new Error('The training worker must run in a worker thread.');

const post = (m: WorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(m, transfer);

async function run(job: TrainJob): Promise<void> {
  let targets: string[];
  let rows;
  if (job.source.kind === 'pb') {
    let buf: Buffer;
    try {
      buf = await readFile(job.source.file);
    } catch (err) {
      post({
        type: 'failed',
        jobId: job.jobId,
        reason: `it could not be read (${(err as NodeJS.ErrnoException).code ?? 'error'})`,
      });
      return;
    }
    ({ targets, rows } = decodeDataset(buf, job.source.service));
    post({ type: 'accepted', jobId: job.jobId, targets, rows });
  } else if (job.source.kind === 'v2') {
    ({ targets, rows } = readTrainingRows(job.source.dbFile, job.source.dataset));
    post({ type: 'accepted', jobId: job.jobId, targets, rows });
  } else {
    ({ targets, rows } = job.source);
    post({ type: 'accepted', jobId: job.jobId, targets, rows: null });
  }
  await startModelFolder(job.modelDir);
  const records = rows.map((r) => r.record);
  const hashes = hashAll(records);
  const weights = recencyWeights(records);
  const trainedAt = utcStamp();
  for (const target of targets) {
    const model = trainTarget(
      target,
      hashes,
      rows.map((r) => r.targets[target]),
      weights,
    );
    await saveTargetModel(job.modelDir, model);
    const transfer = [
      model.weights.buffer,
      ...(model.candidates ? [model.candidates.offsets.buffer, model.candidates.classes.buffer] : []),
      ...(model.memory
        ? [model.memory.keys, model.memory.offsets, model.memory.classes, model.memory.evidence].map(
            (a) => a.buffer,
          )
        : []),
    ];
    post({ type: 'target', jobId: job.jobId, model }, transfer as ArrayBuffer[]);
  }
  await finishModelFolder(
    job.modelDir,
    { key: job.key, fingerprint: job.fingerprint, targets, trainedAt, rows: rows.length },
    rows,
  );
  post({ type: 'done', jobId: job.jobId });
}

// One job at a time: the engine queues; a second job arriving early waits for the first.
let chain: Promise<void> = Promise.resolve();
port.on('message', (job: TrainJob) => {
  chain = chain.then(() =>
    run(job).catch((err: unknown) => {
      const reason =
        err instanceof DatasetFileError ? err.message : `training failed (${(err as Error).message})`;
      post({ type: 'failed', jobId: job.jobId, reason });
    }),
  );
});
