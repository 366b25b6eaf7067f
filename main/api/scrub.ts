/**
 * Every form in which a server might echo a secret back: as sent, URL-encoded, and base64 or
 * base64url (alone, or inside a longer encoded string such as an echoed "Authorization" header, where
 * the secret's encoding depends on its position modulo 3 bytes).
 */
export function secretForms(secret: string): string[] {
  if (secret.length < 4) return [];
  const raw = Buffer.from(secret, 'utf8');
  const forms = new Set<string>([secret, encodeURIComponent(secret), encodeURI(secret)]);
  for (const offset of [0, 1, 2]) {
    const encoded = Buffer.concat([Buffer.alloc(offset), raw]).toString('base64');
    // Drop the characters that also carry the bytes before and after the secret.
    const start = Math.ceil((offset * 4) / 3);
    const end = Math.floor(((offset + raw.length) * 4) / 3);
    const core = encoded.slice(start, end);
    if (core.length < 6) continue;
    forms.add(core);
    forms.add(core.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  const whole = raw.toString('base64');
  forms.add(whole);
  forms.add(whole.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
  forms.add(encodeURIComponent(whole));
  forms.add(raw.toString('hex'));
  // Longest first, so a whole form is replaced before any part of it.
  return [...forms].filter((f) => f.length >= 4).sort((a, b) => b.length - a.length);
}

/** Replaces every form of the secret in `text` with `[token]`. Matching ignores case only for hex and URL escapes. */
export function scrubSecret(text: string, secret: string): string {
  let out = text;
  for (const form of secretForms(secret)) {
    if (out.includes(form)) out = out.split(form).join('[token]');
  }
  // Percent-escapes may come back in lower case.
  const lowerEscaped = encodeURIComponent(secret).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase());
  if (lowerEscaped !== secret && out.includes(lowerEscaped)) out = out.split(lowerEscaped).join('[token]');
  return out;
}
