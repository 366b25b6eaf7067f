import { pricedLine } from './beside-label';
import { cellsOnLine, isLineTableHeader } from './columns';
import type { Box } from '../types';
import type { PageModel } from './page-types';

/** Lines of a table body read upwards for its header, at most. */
const BODY = 30;

/** The line a box stands on: the segment's it lies in. */
const lineOf = (model: PageModel, box: Box): number | undefined =>
  model.segs.find(
    (s) =>
      s.seg.y <= box.y + box.h / 2 &&
      box.y + box.h / 2 <= s.seg.y + s.seg.h &&
      s.seg.x <= box.x + 1 &&
      box.x < s.seg.x + s.seg.w,
  )?.seg.line;

/**
 * Whether a box stands on an item's row: a line carrying an amount, or a row of cells under the
 * line table's header ("Date | Description | Reference | Amount" over "06/19/24 | Copper Still
 * Grill | CHK 20417 | 62.35"), the rows between it and the header all of cells too. A scan's
 * misread figure ("6295" for 62.35) leaves the row no amount; its header still heads it.
 */
export function onItemRow(model: PageModel, box: Box): boolean {
  const line = lineOf(model, box);
  if (line === undefined) return false;
  const row = cellsOnLine(model, line);
  return row.some((s) => pricedLine(model, s)) || underItemsHeader(model, line);
}

/**
 * Whether a box stands in the line table's body: a row of cells under its header, the rows
 * between all of cells too. A totals line carries an amount but heads no such column run.
 */
export function inItemTable(model: PageModel, box: Box): boolean {
  const line = lineOf(model, box);
  return line !== undefined && underItemsHeader(model, line);
}

function underItemsHeader(model: PageModel, line: number): boolean {
  for (let l = line; l > line - BODY && l >= 0; l--) {
    const cells = cellsOnLine(model, l);
    if (l < line && isLineTableHeader(cells)) return true;
    if (cells.length < 2) return false;
  }
  return false;
}
