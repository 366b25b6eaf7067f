import { tokens } from '../fold';
import { endsWithLegalForm } from './company';
import { parts } from './legal-line';
import type { Located } from './locate';
import type { PageModel } from './page-model';
import { isTitle } from './titles';
import { findValues, isRoleOrSalutation } from './values';

/**
 * A company's web or e-mail domain names it: "Atlassian Pty Ltd" beside atlassian.com,
 * "TeamGantt" beside billing@teamgantt.com. Invoices print the issuer's domain (its support
 * address, its web site, the link the invoice came from) far more often than the buyer's, and a
 * name that is the domain's own word is that company wherever the page prints it, in body print or
 * in a footer, as PDF readers often put the issuer's block mid-page. The caller drops names the
 * page prints as the buyer's (its domain is on the page too: "f.wolf@simfin.com").
 */

/** Public mail and hosting services: a domain of theirs names no issuer. */
const SHARED_DOMAINS = new Set([
  'gmail',
  'googlemail',
  'outlook',
  'hotmail',
  'live',
  'yahoo',
  'icloud',
  'aol',
  'gmx',
  'web',
  'mail',
  'proton',
  'protonmail',
  't-online',
  'freenet',
  'orange',
  'free',
  'wanadoo',
  'github',
]);

/** Second-level labels of country domains ("example.co.uk", "example.com.au"). */
const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'or', 'ne']);

/** Host names printed as links, bare ("Fiverr.com") or in e-mail addresses. */
const HOST =
  /(?:@|\bhttps?:\/\/|\bwww\.|\b)((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:com|net|org|io|co|app|ai|eu|[a-z]{2}))\b/gi;

/** The word a host is registered under: "support.google.com" -> "google", "x.co.uk" -> "x". */
function registered(host: string): string | null {
  const labels = host.toLowerCase().split('.');
  labels.pop();
  let word = labels.pop();
  if (word && SECOND_LEVEL.has(word) && labels.length) word = labels.pop();
  return word && word.length >= 3 && !SHARED_DOMAINS.has(word) ? word.replace(/-/g, '') : null;
}

/** The registered words of the domains a text prints ("post@larsen-el.dk" -> "larsenel"). */
export function domainWords(text: string): string[] {
  if (!text.includes('.')) return [];
  return [...text.matchAll(HOST)].map((m) => registered(m[1] ?? '')).filter((w): w is string => !!w);
}

/** The registered words of every domain a page prints. */
function pageDomains(model: PageModel): Set<string> {
  return new Set(model.segs.flatMap(({ seg }) => domainWords(seg.text)));
}

/**
 * Whether a name's first words, two at least, spell a domain the page prints: "Coastline Sparks
 * Electrical" beside admin@coastlinesparks.com.au. Three words in capitals read like a person's
 * name ("Jane Marie Cooper"), and the business's own domain says they are its name.
 */
export function opensWithDomain(model: PageModel, name: string): boolean {
  const words = tokens(name);
  if (words.length < 2) return false;
  const domains = pageDomains(model);
  return words.some((_, k) => k >= 1 && domains.has(words.slice(0, k + 1).join('')));
}

/**
 * The name a line prints: the whole line, or a legal line's head before its address
 * ("Atlassian Pty Ltd, Level 6, 341 George St, Sydney" names "Atlassian Pty Ltd").
 */
function printedName(printed: string): string | null {
  // A link printed beside the name ("Semrush Inc. www.semrush.com") is not part of it.
  const text = printed.replace(LINK, ' ').replace(/\s+/g, ' ').trim();
  // The legal line's first part (legal-line.ts), up to a comma: "Coolblue B.V. · Weena 664".
  const head = (parts(text)[0] ?? '').split(',')[0]?.trim() ?? '';
  if (head !== text && endsWithLegalForm(head) && !/\d/.test(head)) return head;
  return /\d/.test(text) || !text ? null : text;
}

/** A whole printed link or address: "www.semrush.com", "mail@semrush.com", "https://x.io/a". */
const LINK = /\S*(?:@|https?:\/\/|www\.)\S+/gi;

/**
 * The domain word a name owns: its words up to its legal form start with it ("Google Cloud EMEA
 * Limited" and google.com). A name without a legal form must be the domain's word entire
 * ("TeamGantt"), since a product is often named after its maker ("Google Workspace").
 */
function ownedDomain(name: string, domains: Set<string>): string | null {
  const words = tokens(name);
  if (!words.length || words.length > 6) return null;
  if (!endsWithLegalForm(name)) return domains.has(words.join('')) ? words.join('') : null;
  for (let k = 1; k < words.length; k++) {
    const word = words.slice(0, k).join('');
    if (domains.has(word)) return word;
  }
  return null;
}

/** A name owning a domain printed on the page counts like a letterhead with its legal form. */
const SCORE = 0.7;
/** And more when it carries its legal form too. */
const WITH_FORM = 0.8;
/** What is left when names of two companies each own a domain: either may be the issuer. */
const SHARED = 0.6;

/** Names owning a domain the page prints, but for those `excluded` says are another party's. */
export function domainNames(model: PageModel, excluded: (name: string) => boolean): Located[] {
  const domains = pageDomains(model);
  if (!domains.size) return [];
  const out: Located[] = [];
  const owners = new Set<string>();
  for (const { seg, label } of model.segs) {
    if (label || seg.text.length > 120 || isTitle(seg.text) || isRoleOrSalutation(seg.text)) continue;
    const name = printedName(seg.text);
    if (!name || excluded(name) || !findValues('name', name).length) continue;
    const domain = ownedDomain(name, domains);
    if (!domain || out.some((o) => o.text === name)) continue;
    owners.add(domain);
    const score = endsWithLegalForm(name) ? WITH_FORM : SCORE;
    out.push({ text: name, normalized: name, box: seg, score, via: 'domain' });
  }
  return owners.size > 1 ? out.map((l) => ({ ...l, score: l.score * SHARED })) : out;
}
