import { matrixPercent, matrixSize, type AccaBonusMatrix } from '@shangwe/domain';

/** One row of the terms page's table: a count of selections and its percent. */
export interface AccaMatrixRow {
  selections: number;
  percent: number;
  /** The last row: that many selections or more. */
  orMore: boolean;
}

/**
 * The rows of a country's matrix from its minimum selections to its end (the percents come
 * from the domain's `matrixPercent`, so the table is the rule the slip and the server apply).
 */
export function accaMatrixRows(matrix: AccaBonusMatrix, minSelections: number): AccaMatrixRow[] {
  const size = matrixSize(matrix);
  const rows: AccaMatrixRow[] = [];
  for (let selections = Math.max(1, minSelections); selections <= size; selections += 1) {
    const percent = matrixPercent(matrix, selections, minSelections);
    if (percent > 0) rows.push({ selections, percent, orMore: selections === size });
  }
  return rows;
}
