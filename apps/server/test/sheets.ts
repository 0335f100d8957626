import ExcelJS from 'exceljs';

/** The first sheet of an exported workbook as text rows (header first), every cell as a reader sees it. */
export async function sheetRows(data: Buffer | ArrayBuffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as ArrayBuffer);
  const rows: string[][] = [];
  const ws = wb.worksheets[0];
  const width = ws.getRow(1).cellCount;
  ws.eachRow((row) => {
    const cells: string[] = [];
    for (let c = 1; c <= width; c++) {
      const v = row.getCell(c).value;
      cells.push(v === null || v === undefined ? '' : String(v));
    }
    rows.push(cells);
  });
  return rows;
}
