import type { Segment } from '../types';
import { endsWithLegalForm, nameBeforeNumbers, opensWithLegalForm } from './company';
import type { Located } from './locate';
import type { PageModel, SegmentInfo } from './page-model';
import { findValues } from './values';
import { withDroppedSeparators } from './dropped-separators';
import { conceptById } from './lexicon';
import { tokens } from './normalize';
import { REGISTER_NAMES } from './named-register';

/**
 * The issuer's legal line, as invoices print it in their footer: its name with its legal form,
 * then its registration and VAT numbers ("Azure Interior Ltd - Registered in England No. 08123456 -
 * VAT No. GB123456789", "Muster Handel GmbH | HRB 12345 | USt-IdNr. DE123456789"), on one line or
 * over the lines above the numbers. The name beside the numbers is the issuer's, wherever the
 * letterhead is (a logo has no text).
 */

/** Whose numbers these are: the issuer's, as its legal line prints them. */
const ISSUER_NUMBERS = new Set(['supplier_orgnr', 'supplier_vat']);
/** The footer: the lowest part of what is printed. */
const FOOTER = 0.25;
/** A legal line names the issuer as surely as a letterhead in large print. */
const SCORE = 0.8;

/** Parts of a line printed with separators between them ("A Ltd - Reg. No. 1 - VAT No. GB2"). */
export const parts = (text: string): string[] =>
  text.split(/\s+[-–|·•]\s+|\s*[|·•]\s*/).filter((p) => p.trim());

/** A registration or VAT number: by its label, or by its shape whatever language labels it. */
const isRegistration = (info: SegmentInfo, model: PageModel): boolean =>
  (!!info.label && ISSUER_NUMBERS.has(info.label.concept.id)) ||
  findValues('vat', info.seg.text.replace(SPACED_VAT, '$1$2')).length > 0 ||
  // A footer's line of contacts that goes on to the registration ("Tlf. 86 14 22 90 · kontor@…
  // · CVR-nr. 31485908"): its label opens a part of its own, not the line.
  parts(withDroppedSeparators(model, info.seg)).some(
    (p) =>
      labelledRegistration(p) || labelledRegistration(p, REGISTERS, COMPANY_NUMBER) || keyedRegistration(p),
  );

/** A VAT number printed with a space after its country ("TVA LU 15837204"), as legal lines do. */
const SPACED_VAT = /\b([A-Z]{2}) (\d[\d.]{6,14}\d)\b/g;

const isCompanyName = (text: string): boolean =>
  endsWithLegalForm(text) && findValues('name', text).length > 0 && !findValues('vat', text).length;

export function legalLineNames(model: PageModel): Located[] {
  const ys = model.segs.map((s) => s.seg.y);
  const first = Math.min(...ys);
  const footer = Math.max(...ys) - (Math.max(...ys) - first) * FOOTER;
  const lh = model.lineHeight;
  const out: Located[] = [];
  const found = (seg: Segment, text: string) => {
    if (!out.some((l) => l.box === seg && l.text === text))
      out.push({ text, normalized: text, box: seg, score: SCORE, via: 'legal-line' });
  };
  const inFooter = model.segs.filter((s) => s.seg.y >= footer);
  for (const info of inFooter) {
    // One segment holding the name and a VAT number or a registration part.
    const [first, ...rest] = parts(withDroppedSeparators(model, info.seg));
    const name = first && companyAtStart(first);
    if (name && rest.length && rest.some(registers)) found(info.seg, name);
    // Or its registration right after its legal form, with no separator between ("Crystal Cove
    // Pool Care Pty Ltd  ABN 53 618 204 370", "Drogisterij Het Blauwe Huis B.V.  KvK 71406258").
    else if (first && !rest.length) {
      const named = nameBeforeNumbers(first);
      const after = first.slice(named?.length ?? 0);
      if (named && isCompanyName(named) && labelledRegistration(after, REGISTERS, COMPANY_NUMBER))
        found(info.seg, named);
    }
    if (!isRegistration(info, model)) continue;
    // The name left of the numbers on their line, or on a line just above them in their column.
    // A name line may go on with its capital ("Garage Reuter & Fils S.à r.l. – Capital social
    // 50.000 EUR – RCS Luxembourg B 45872" over "… – TVA LU 15837204"): its first part is the name.
    const nameOf = (s: SegmentInfo): string | null =>
      isCompanyName(s.seg.text)
        ? s.seg.text
        : companyAtStart(parts(withDroppedSeparators(model, s.seg))[0] ?? '');
    // Its line of print, whose phone the page may have read apart ("Tlf. 86 14 22 90 · kontor@… ·
    // CVR-nr. 31485908").
    const line = model.segs.filter((s) => s.seg.line === info.seg.line).map((s) => s.seg);
    const [start, end] = [Math.min(...line.map((b) => b.x)), Math.max(...line.map((b) => b.x + b.w))];
    // The name may stand just above where the footer begins, its numbers in it.
    for (const s of model.segs) {
      if (s === info || isRegistration(s, model)) continue;
      // Above in its column, or centred over it as a footer's lines are ("Metzgerei Haßler e.K. ·
      // Inh. Korbinian Haßler" over "St.-Nr. 132/245/60817").
      // Or where their line of print begins, the numbers a part further along it ("Tlf. 33 14 82 06
      // · CVR-nr. 38412701" under "Tårnuret Urmageri ApS · Store Kongensgade 71 · 1264 København K").
      const column =
        Math.abs(s.seg.x - info.seg.x) < lh * 3 ||
        Math.abs(s.seg.x - start) < lh ||
        Math.abs(s.seg.x + s.seg.w / 2 - (start + end) / 2) < lh * 1.5;
      const beside =
        (s.seg.line === info.seg.line && s.seg.x < info.seg.x) ||
        (s.seg.y < info.seg.y && info.seg.y - s.seg.y < lh * 3.5 && column);
      const name = beside && !bankUnder(model, s.seg) ? nameOf(s) : null;
      if (name) found(s.seg, name);
    }
  }
  return out;
}

/** The concepts of a bank's details: their key or value opens the bank's column. */
const BANK_DETAILS = new Set(['bank_account', 'iban', 'bic']);

/**
 * Whether a name stands right under a bank's details in their column ("Bankverbindung | IBAN DE62
 * … | BIC GENODEF1EK1" over "Evangelische Bank eG | Steuernummer …", a footer of three columns):
 * it is the bank's, however much its legal form and the tax number beside it look like the
 * issuer's legal line.
 */
function bankUnder(model: PageModel, seg: Segment): boolean {
  const lh = model.lineHeight;
  return model.segs.some(
    (s) =>
      s.seg.y < seg.y &&
      seg.y - s.seg.y < lh * 1.6 &&
      Math.abs(s.seg.x - seg.x) < lh &&
      ((!!s.label && BANK_DETAILS.has(s.label.concept.id)) || findValues('iban', s.seg.text).length > 0),
  );
}

/**
 * A part holding a VAT number, a registration's number of six digits or more ("RCS Nantes 842 117
 * 305"), or a number after a registration's label ("HRB 18244 AG Kassel": German register numbers
 * run to five digits or fewer).
 */
const registers = (part: string): boolean =>
  findValues('vat', part).length > 0 ||
  /\d{6,}/.test(part.replace(/[\s.]/g, '')) ||
  labelledRegistration(part);

/** The labels of a company's registration in every pack, as folded words. */
const REGISTRATION_LABELS = (conceptById.get('supplier_orgnr')?.labels ?? []).map((l) => tokens(l));
/**
 * The registers' names besides ("ABN 53 618 204 370" of Australia's), banks' codes among them
 * ("BSB 082-417"): a register's number after a legal form counts only as long as a company's.
 */
const REGISTERS = [...REGISTRATION_LABELS, ...REGISTER_NAMES];
/** The fewest digits a company's registration number runs to (KvK, CVR: 8; ABN 11; a BSB 6). */
const COMPANY_NUMBER = 8;

/**
 * A part opening with a registration's label, then a number of four digits or more, in groups as
 * some registers print theirs ("ABN 53 618 204 370").
 */
function labelledRegistration(part: string, labels = REGISTRATION_LABELS, digits = 4): boolean {
  const words = tokens(part);
  return labels.some((label) => {
    if (!label.length || !label.every((w, k) => words[k] === w)) return false;
    const groups = words.slice(label.length);
    const end = groups.findIndex((w) => !/^\d+$/.test(w));
    return groups.slice(0, end < 0 ? groups.length : end).join('').length >= digits;
  });
}

/**
 * A key naming a register among other numbers, then a company's number: "UEN / GST Reg No:
 * 201834567W" (Singapore's entity number, also its GST number, a check letter closing it).
 */
const COMPANY_ID = /^[A-Z]?\d{8,}[A-Z]?$/;

function keyedRegistration(part: string): boolean {
  const colon = part.indexOf(':');
  if (colon < 0) return false;
  const key = tokens(part.slice(0, colon));
  const value = part.slice(colon + 1).trim();
  const named = [...REGISTRATION_LABELS, ...REGISTER_NAMES].some(
    (label) => label.length > 0 && key.some((_, k) => label.every((w, j) => key[k + j] === w)),
  );
  return named && COMPANY_ID.test(value.replace(/[\s-]/g, ''));
}

/**
 * The company a legal line's first part opens with: its name up to its legal form, whatever the
 * part goes on with ("Dubreuil Menuiseries SAS au capital de 50 000 €"), or its form opening it,
 * the name up to the comma that goes on to say what it is ("SELARL Castelnau & Ferrand, notaires
 * associés, titulaire d'un office notarial"), or null.
 */
function companyAtStart(part: string): string | null {
  const opened = /^([^,]+),\s/.exec(part.trim())?.[1];
  if (opened && opensWithLegalForm(opened)) return opened;
  const words = part.trim().split(/\s+/);
  for (let end = words.length; end >= 2; end--) {
    const name = words.slice(0, end).join(' ');
    if (!isCompanyName(name)) continue;
    // A sentence that goes on after the name ends with its form's dot ("Northgate IT Solutions
    // Ltd. Registered in England …"): the dot is the sentence's, where the form is one without it.
    const bare = name.replace(/\.$/, '');
    const sentence =
      end < words.length &&
      /^\p{Lu}\p{Ll}{2,}/u.test(words[end]!) &&
      !/\./.test(words[end - 1]!.slice(0, -1));
    return sentence && isCompanyName(bare) ? bare : name;
  }
  return null;
}

/**
 * The name a letterhead or legal line prints with its registration: "DION REALTIES SDN BHD (CO.
 * NO:20154-T)" names "DION REALTIES SDN BHD", "Registered office: Azure Ltd, 1 High St" names
 * "Azure Ltd" (the part after the key that ends with its legal form). Other text is returned as is.
 */
export function nameInLegalLine(text: string): string {
  const named = nameBeforeNumbers(text);
  if (named) return named;
  const bare = text.replace(/\s*\([^()]*\d[^()]*\)\s*$/, '');
  if (bare !== text && bare.length >= 3) return bare;
  const m = /^[^:\d]{3,40}:\s*([^,]+),/.exec(text);
  const name = m?.[1]?.trim() ?? '';
  if (name && endsWithLegalForm(name)) return name;
  // A letterhead's one line of name, street and town ("Sport Caviezel AG | Voa Principala 42 |
  // 7078 Lenzerheide | 081 384 22 60", "Grüntal Gartenbau GmbH, Hölzliweg 9, 8405 Winterthur")
  // names the company in its first part, parted by bars and dots or by commas.
  for (const [head, ...rest] of [parts(text), text.split(/,\s+/)]) {
    const first = head?.trim() ?? '';
    if (rest.length && !/\d/.test(first) && endsWithLegalForm(first) && rest.some((p) => /\d/.test(p)))
      return first;
  }
  return text;
}
