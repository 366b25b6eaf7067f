/**
 * The renderer's Content-Security-Policy, the same in Electron and in the browser host: only our
 * own scripts (no remote script, no inline script, no eval), no plugins, no framing, and network
 * access only back to where the page came from.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
