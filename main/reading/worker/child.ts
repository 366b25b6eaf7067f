import { createHash } from 'node:crypto';
import { readDocument } from '../intake/read';
import { renderPage } from '../intake/render-page';
import { answerDocument } from '../answer-document';
import { UserError } from '../../util/errors';
import type { IntakeResult } from '../types';
import type { FromReader, ToReader } from './protocol';

/**
 * The reader process: decodes documents (pdf.js, the image library, OCR) away from the app and the
 * engine. A file that makes a native library abort takes only this process down; the parent reports
 * it as that document's error and starts a fresh reader for the next one.
 */
const send = (m: FromReader) => process.send?.(m);

if (!process.send) {
  process.stderr.write('The Kontera reader must be started by Kontera (it talks over an IPC channel).\n');
  process.exit(2);
}

// The parent went away (app closed, crashed, test finished): nothing is left to read for.
process.on('disconnect', () => process.exit(0));

process.on('message', (m: ToReader) => {
  void run(m);
});

/** Documents answered lately, by their text: see sameDocument. */
const recent = new Map<string, IntakeResult>();
const RECENT = 8;

/**
 * The document as first received, when the same text arrives again: a document arrives anew (a
 * copy) with every request, and what was built on the first copy (each page's model of labels and
 * values) is kept per page object. A bookkeeper asks one document several questions in a row.
 */
function sameDocument(doc: IntakeResult): IntakeResult {
  const key = createHash('sha1')
    .update(doc.name)
    .update(JSON.stringify(doc.pages.map((p) => [p.page, p.width, p.height, p.lines])))
    .digest('hex');
  const known = recent.get(key);
  if (known) return known;
  recent.set(key, doc);
  if (recent.size > RECENT) recent.delete(recent.keys().next().value as string);
  return doc;
}

async function run({ id, job }: ToReader): Promise<void> {
  try {
    if (job.op === 'answer') {
      const lessons = job.lessons;
      send({
        id,
        type: 'done',
        value: answerDocument(sameDocument(job.doc), job.questions, { lessons: () => lessons }),
      });
      return;
    }
    const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
    const value =
      job.op === 'read'
        ? await readDocument(job.name, bytes, {
            ...job.options,
            onProgress: (progress) => send({ id, type: 'progress', progress }),
          })
        : await renderPage(job.name, bytes, job.page, job.scale);
    send({ id, type: 'done', value });
  } catch (err) {
    if (err instanceof UserError) send({ id, type: 'user-error', code: err.code, message: err.message });
    else send({ id, type: 'failed', message: (err as Error)?.stack ?? String(err) });
  }
}

send({ type: 'ready' });
