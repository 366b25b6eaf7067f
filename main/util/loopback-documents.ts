/**
 * Which loopback document servers run in this process (main/documents/doc-server.ts starts them),
 * kept here so the engine can check a `document.source.httpUri` without importing the documents
 * area: the engine fetches only addresses one of these servers made.
 */
const liveOrigins = new Set<string>();

export function addDocumentOrigin(origin: string): void {
  liveOrigins.add(origin);
}

export function removeDocumentOrigin(origin: string): void {
  liveOrigins.delete(origin);
}

export function isLoopbackDocumentUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  return (
    url.protocol === 'http:' &&
    url.hostname === '127.0.0.1' &&
    liveOrigins.has(url.origin) &&
    /^\/documents\/[A-Za-z0-9_-]{20,}$/.test(url.pathname)
  );
}
