import { isLoopbackDocumentUrl } from '../../util/loopback-documents';
import { EngineError, badRequest } from '../errors';

const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

/**
 * Fetches `document.source.httpUri`. Only the app's own loopback document server is asked (one-time
 * addresses it made); any other host is refused without a connection being made.
 */
export async function fetchDocument(uri: string): Promise<Buffer> {
  if (!isLoopbackDocumentUrl(uri)) {
    throw badRequest([
      {
        path: 'document.source.httpUri',
        message:
          "the local engine fetches documents only from Kontera's own document server on this computer; send the document as content (base64) instead",
      },
    ]);
  }
  let res: Response;
  try {
    res = await fetch(uri, { redirect: 'error', signal: AbortSignal.timeout(15_000) });
  } catch {
    throw new EngineError(
      404,
      'The document could not be fetched from its address. Ask again with a new address or send the content.',
    );
  }
  if (res.status !== 200) {
    throw new EngineError(
      404,
      'The document address has been used or has expired (addresses work once). Ask again with a new address.',
    );
  }
  const bytes = Buffer.from(await res.arrayBuffer());
  if (bytes.length > MAX_DOCUMENT_BYTES) throw new EngineError(413, 'The document is larger than 20 MiB.');
  return bytes;
}
