import { basename, join } from 'node:path';
import type { Command } from './command';
import { parseOptions } from './command';
import { readRegularFile } from './files';
import { startEngine } from '../engine';
import { ApiClient } from '../api/client';
import { stopOcr } from '../reading/intake/ocr';
import { checkFileSize } from '../reading/limits';
import { SUPPORTED_FEATURES } from '../reading/qa/features';
import { defaultDataDir } from '../util/data-dir';
import { UserError } from '../util/errors';

/** The request carries the file as base64 (4/3 larger) and must stay under the 10 MiB body limit. */
const MAX_ASK_BYTES = Math.floor((10 * 1024 * 1024 * 3) / 4) - 64 * 1024;

const usage =
  'kontera ask FILE "question" ["question" ...] [--features TOTAL_VAT,RECEIVER_NAME] [--data DIR]';

/**
 * `kontera ask`: questions about a PDF, picture or e-invoice, answered by the local engine started
 * in this process (the engine state under the data folder, so what the app learned applies).
 * Prints the answers, with confidence and page, as JSON.
 */
export const askCommand: Command = {
  name: 'ask',
  summary: 'Ask questions about a document (PDF, PNG/JPEG, PEPPOL XML) and print the answers as JSON',
  usage,
  async run(argv, io) {
    const { values, positionals } = parseOptions(
      argv,
      { features: { type: 'string' }, data: { type: 'string' } },
      usage,
      true,
    );
    const [file, ...questions] = positionals;
    if (!file || questions.length === 0)
      throw new UserError('usage', `Give a file and at least one question.\nUsage: ${usage}`);
    if (questions.length > 5)
      throw new UserError(
        'usage',
        `At most 5 questions per document; you asked ${questions.length}. Ask the rest in a second call.`,
      );
    const features = (values.features ?? '')
      .split(',')
      .map((f) => f.trim().toUpperCase())
      .filter(Boolean);
    const unknown = features.filter((f) => !SUPPORTED_FEATURES.includes(f));
    if (unknown.length)
      throw new UserError(
        'usage',
        `Unknown feature ${unknown.join(', ')}. Known: ${SUPPORTED_FEATURES.join(', ')}.`,
      );

    // A folder, named pipe or device is refused by type: reading one would never end.
    const bytes = readRegularFile(file, 'document', (size) =>
      checkFileSize(basename(file), size, MAX_ASK_BYTES),
    );

    const engine = await startEngine({
      dataDir: join(values.data ?? defaultDataDir(), 'engine'),
      log: () => {},
    });
    try {
      const client = new ApiClient(
        { environment: 'local', baseUrl: engine.url, scanUrl: engine.url, token: engine.token },
        { retry: { maxAttempts: 1, budgetMs: 0 } },
      );
      let res;
      try {
        res = await client.scan.annotate(
          {
            document: { content: bytes },
            questions,
            features: features.map((type) => ({ type })),
          },
          { timeoutMs: 300_000 },
        );
      } catch (err) {
        // The engine names "the document"; the user knows it by its file name.
        if (err instanceof UserError) throw new UserError(err.code, `${basename(file)}: ${err.message}`);
        throw err;
      }
      const output: Record<string, unknown> = {
        file: basename(file),
        pageCount: res.documentMetadata?.pageCount ?? null,
        answers: (res.answers ?? []).map((a) => ({
          question: a.question,
          answer: a.answer ?? null,
          confidence: a.confidence.value,
          pageRef: a.pageRef,
        })),
      };
      for (const f of features) {
        const key = f.toLowerCase().replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
        output[key] = res[key] ?? [];
      }
      io.out(JSON.stringify(output, null, 2));
      return 0;
    } finally {
      await engine.close();
      await stopOcr();
    }
  },
};
