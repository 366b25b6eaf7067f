import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { inkGaps } from '../../main/reading/intake/ink-gaps';
import { greyOf } from '../../main/reading/intake/grey';

const FONTS = '/usr/share/fonts/truetype/dejavu';
GlobalFonts.registerFromPath(`${FONTS}/DejaVuSansMono.ttf`, 'Gaps Mono');
GlobalFonts.registerFromPath(`${FONTS}/DejaVuSans.ttf`, 'Gaps Sans');

/** One line of print at the recognition model's height (48 pixels), dark on light grey. */
function line(text: string, stretch = 1, font = 'Gaps Mono', blur = 0) {
  const canvas = createCanvas(Math.ceil(text.length * 18 * stretch) + 20, 48);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#e8e8e8';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#333';
  ctx.font = `28px "${font}"`;
  ctx.textBaseline = 'middle';
  // A photo's blur closes the gaps between letters before it closes the spaces.
  if (blur) ctx.filter = `blur(${blur}px)`;
  ctx.scale(stretch, 1);
  ctx.fillText(text, 10 / stretch, 24);
  // Where each character starts, as drawn.
  const starts = [...text].map((_, i) => 10 + ctx.measureText(text.slice(0, i)).width * stretch);
  const ends = [...text].map((_, i) => 10 + ctx.measureText(text.slice(0, i + 1)).width * stretch);
  return { ...greyOf(canvas), starts, ends };
}

/** The text split where the gaps are, by where each character's cell lies. */
function split(text: string, stretch = 1, font?: string, blur = 0): string[] {
  const picture = line(text, stretch, font, blur);
  const gaps = inkGaps(picture, text.replace(/ /g, '').length);
  const words: string[] = [''];
  let previous = 0;
  [...text].forEach((c, i) => {
    const centre = ((picture.starts[i] ?? 0) + (picture.ends[i] ?? 0)) / 2;
    if (c === ' ') return;
    if (gaps.some(([from, to]) => from >= previous && to <= centre)) words.push('');
    words[words.length - 1] += c;
    previous = centre;
  });
  return words.filter(Boolean);
}

describe('word spaces in a line of print', () => {
  it('finds the spaces between words that the recognition model read as one', () => {
    expect(split('GERBANG ALAF RESTAURANTS SDN BHD')).toEqual([
      'GERBANG',
      'ALAF',
      'RESTAURANTS',
      'SDN',
      'BHD',
    ]);
  });

  it('finds the narrower spaces of proportional print', () => {
    expect(split('Kunden AG Mitte, Rechnungsbetrag 571,04', 1, 'Gaps Sans')).toEqual([
      'Kunden',
      'AG',
      'Mitte,',
      'Rechnungsbetrag',
      '571,04',
    ]);
  });

  it('does not part a word at a narrow letter set wide in a till font', () => {
    expect(split('TRI SHAAS STATIONERY', 1.5, 'Gaps Mono', 2)).toEqual(['TRI', 'SHAAS', 'STATIONERY']);
  });

  it('finds none in a line too faint to judge', () => {
    const faint = line('TOTAL 8.50');
    faint.data.fill(232);
    expect(inkGaps(faint, 9)).toEqual([]);
  });
});
