import type ExcelJS from 'exceljs';
import { exceljs } from '../../core/lazy-libs';
import { addSafeRow } from '../../core/sheet-cells';

/** One board as printed (its labels resolved), for the Excel template ready to print. */
export type PrintableBoard = {
  title: string;
  companyName: string;
  targetLabel: string;
  targetName: string;
  riskLevelName: string;
  levelColor: string;
  hazards: string;
  accidentTypes: string;
  controlMeasures: string;
  emergencyMeasures: string;
  signs: string;
  responsible: string;
  emergencyPhones: string;
  reportPhone: string;
  qrPng: Buffer | null;
};

const argb = (hex: string) => `FF${(hex || '#999999').replace('#', '').toUpperCase()}`;
const thin = { style: 'thin' as const, color: { argb: 'FF000000' } };
const BORDER = { top: thin, left: thin, bottom: thin, right: thin };

/** A4 portrait, fitted to one page: the level's colour band on top, then label/value rows. */
export async function boardWorkbook(b: PrintableBoard): Promise<Buffer> {
  const wb = new (await exceljs()).Workbook();
  wb.creator = '双重预防信息管理平台';
  const ws = wb.addWorksheet('风险告知卡', {
    pageSetup: {
      paperSize: 9,
      orientation: 'portrait',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 1,
      horizontalCentered: true,
      margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.5, header: 0.2, footer: 0.2 },
    },
  });
  ws.columns = [{ width: 18 }, { width: 30 }, { width: 30 }, { width: 18 }];
  const band = addSafeRow(ws, [b.title]);
  ws.mergeCells(band.number, 1, band.number, 4);
  band.height = 42;
  band.getCell(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(b.levelColor) } };
  band.getCell(1).font = { bold: true, size: 22, color: { argb: 'FFFFFFFF' } };
  band.getCell(1).alignment = { horizontal: 'center', vertical: 'middle' };
  const rows: [string, string, number][] = [
    [b.targetLabel, b.targetName, 24],
    ['风险等级', b.riskLevelName, 24],
    ['主要危险有害因素', b.hazards, 0],
    ['易导致的事故类型', b.accidentTypes, 24],
    ['主要管控措施', b.controlMeasures, 0],
    ['应急处置措施', b.emergencyMeasures, 0],
    ['安全标志', b.signs, 24],
    ['责任部门/责任人/电话', b.responsible, 24],
    ['应急电话', b.emergencyPhones, 24],
    ['举报电话', b.reportPhone, 24],
  ];
  for (const [label, value, height] of rows) {
    const r = addSafeRow(ws, [label, value]);
    ws.mergeCells(r.number, 2, r.number, b.qrPng && r.number <= 4 ? 3 : 4);
    const lines = Math.max(1, value.split('\n').length, Math.ceil(value.length / 40));
    r.height = height || Math.min(400, 18 * lines + 8);
    r.getCell(1).font = { bold: true };
    r.getCell(1).alignment = { vertical: 'middle', horizontal: 'center', wrapText: true };
    r.getCell(2).alignment = { vertical: 'middle', wrapText: true };
    for (let c = 1; c <= 4; c++) r.getCell(c).border = BORDER;
    if (label === '风险等级') {
      r.getCell(2).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(b.levelColor) } };
      r.getCell(2).font = { bold: true, color: { argb: 'FFFFFFFF' } };
    }
  }
  if (b.qrPng) {
    ws.mergeCells(2, 4, 4, 4);
    const image = wb.addImage({ buffer: b.qrPng as unknown as ExcelJS.Buffer, extension: 'png' });
    ws.addImage(image, { tl: { col: 3.1, row: 1.1 }, ext: { width: 110, height: 110 } });
  }
  const foot = addSafeRow(ws, [`${b.companyName}  安全风险告知`]);
  ws.mergeCells(foot.number, 1, foot.number, 4);
  foot.getCell(1).alignment = { horizontal: 'right' };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
