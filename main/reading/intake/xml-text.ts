import iconv from 'iconv-lite';

/**
 * The text of an XML file in the encoding it is written in: a byte-order mark decides (UTF-8,
 * UTF-16), else the encoding its declaration names (`<?xml version="1.0" encoding="ISO-8859-1"?>`),
 * else UTF-8, the XML default. E-invoices are nearly always UTF-8, but a Latin-1 one must not turn
 * "Müller" into "M�ller".
 */
export function decodeXml(bytes: Uint8Array): string {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return buf.subarray(3).toString('utf8');
  if (buf[0] === 0xff && buf[1] === 0xfe) return iconv.decode(buf.subarray(2), 'utf16le');
  if (buf[0] === 0xfe && buf[1] === 0xff) return iconv.decode(buf.subarray(2), 'utf16be');
  const declared = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(
    buf.subarray(0, 200).toString('latin1'),
  )?.[1];
  if (declared && !/^utf-?8$/i.test(declared) && iconv.encodingExists(declared))
    return iconv.decode(buf, declared);
  return buf.toString('utf8');
}
