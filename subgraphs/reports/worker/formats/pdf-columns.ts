/** Measures a text's width in points at the table's font (pdfkit's `widthOfString`). */
export type Measure = (text: string, bold: boolean) => number;

/** Space left and right of a cell's text, in points. */
export const CELL_PADDING = 3;
/** A column narrower than this wraps almost every value; wider than the cap it starves the others. */
const MIN_COLUMN = 36;
const MAX_COLUMN = 240;

export interface TableLayout {
  landscape: boolean;
  /** Each column's width in points, padding included; they add up to the page's usable width. */
  widths: number[];
}

/**
 * Column widths from the content (the header and the rows seen so far: the worker's first page
 * of rows): each column asks for its widest value, held between a minimum and a cap; the table is
 * landscape when what the columns ask for does not fit a portrait page. When they do not fit the
 * page either, the widest give up width first, down to a common cap; spare width is shared in
 * proportion to what each asked. A value wider than its column wraps (at spaces, else anywhere).
 */
export function layoutColumns(
  columns: string[],
  rows: readonly string[][],
  measure: Measure,
  page: { portrait: number; landscape: number },
): TableLayout {
  const wanted = columns.map((column, index) => {
    let widest = measure(column, true);
    for (const row of rows) widest = Math.max(widest, measure(row[index] ?? '', false));
    return Math.min(MAX_COLUMN, Math.max(MIN_COLUMN, Math.ceil(widest) + 2 * CELL_PADDING));
  });
  const total = wanted.reduce((sum, width) => sum + width, 0);
  const landscape = total > page.portrait;
  const usable = landscape ? page.landscape : page.portrait;
  return { landscape, widths: fit(wanted, usable) };
}

function fit(wanted: number[], usable: number): number[] {
  const total = wanted.reduce((sum, width) => sum + width, 0);
  if (total <= usable) return wanted.map((width) => (width * usable) / total);
  // Too wide: the widest columns give up width first, down to a common cap (the narrow ones,
  // status words and amounts, stay whole; long titles wrap at their spaces).
  let cap = usable / wanted.length;
  const narrowFirst = [...wanted].sort((a, b) => a - b);
  let left = usable;
  for (let i = 0; i < narrowFirst.length; i++) {
    const share = left / (narrowFirst.length - i);
    if (narrowFirst[i] > share) {
      cap = share;
      break;
    }
    left -= narrowFirst[i];
  }
  return wanted.map((width) => Math.min(width, cap));
}
