import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hasPermission } from '../../core/context';
import { binary, contract, docOnly } from '../../core/contract';
import { badRequest, forbidden } from '../../core/envelope';
import { exceljs } from '../../core/lazy-libs';
import { addSafeRow, safeColumns } from '../../core/sheet-cells';
import { attachmentName, XLSX_TYPE } from '../../resource/excel';
import { paramsOf } from '../../resource/routes';
import { resolveFilters } from './filters';
import type { StatCompute } from './index';

const request = z.object({
  screen: z.string().max(30),
  table: z.string().regex(/^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)?$/, '应为表名'),
  title: z.string().min(1).max(60),
  columns: z
    .array(z.object({ key: z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/), title: z.string().min(1).max(60) }))
    .min(1)
    .max(40),
});

type Ratio = { value: number | null; numerator: number; denominator: number };
const isRatio = (v: unknown): v is Ratio =>
  Boolean(v) && typeof v === 'object' && 'numerator' in (v as object) && 'denominator' in (v as object);

/** A cell: ratios as "x / y (z%)", empty for null, lists comma-joined. */
export function cellOf(v: unknown): string | number {
  if (v === null || v === undefined) return '';
  if (isRatio(v))
    return `${v.numerator} / ${v.denominator}${v.value === null ? '' : ` (${(v.value * 100).toFixed(2)}%)`}`;
  if (Array.isArray(v)) return v.join(',');
  if (typeof v === 'number' || typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? '是' : '否';
  return JSON.stringify(v);
}

/**
 * `POST /shtmp-statistics/exportExcel`: one table of a screen, computed again on the server with
 * the same filters and scope, written as .xlsx. The client names the columns (its language); the
 * keys must be fields of the table's rows. Needs the screen's `_export` code.
 */
export function registerExport(
  app: FastifyInstance,
  screens: Record<string, { code: string; compute: StatCompute }>,
) {
  const { db } = app.deps;
  const codes = Object.values(screens).map((s) => `${s.code}_export`);
  app.post(
    '/shtmp-statistics/exportExcel',
    {
      // checked in the handler with its messages; the screen's filters ride along
      schema: contract({ body: docOnly(request.loose()), response: binary() }),
      config: { access: { permission: codes } },
    },
    async (req, reply) => {
      const ctx = req.ctx!;
      const params = paramsOf(req);
      const parsed = request.safeParse(params);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw badRequest(`参数错误: ${issue.path.join('.')} ${issue.message}`);
      }
      const { screen, table, title, columns } = parsed.data;
      const def = Object.hasOwn(screens, screen) ? screens[screen] : undefined;
      if (!def) throw badRequest(`参数错误: 统计页面 [${screen}] 不存在`);
      if (!hasPermission(ctx, `${def.code}_export`)) throw forbidden();
      const data = await def.compute(db, ctx, await resolveFilters(db, ctx, params));
      // `table` names a list of the screen's answer, one level deep at most (`trend.monthly`).
      let rows: unknown = data;
      for (const part of table.split('.'))
        rows =
          rows && typeof rows === 'object' && Object.hasOwn(rows, part)
            ? (rows as Record<string, unknown>)[part]
            : undefined;
      if (!Array.isArray(rows)) throw badRequest(`参数错误: 统计表 [${table}] 不存在`);
      const out = new PassThrough();
      const wb = new (await exceljs()).stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
      const ws = wb.addWorksheet(title.slice(0, 31).replace(/[*?:\\/[\]]/g, ' '));
      ws.columns = safeColumns(
        columns.map((c) => ({ header: c.title, key: c.key, width: Math.max(12, c.title.length * 2 + 4) })),
      );
      ws.getRow(1).font = { bold: true };
      ws.getRow(1).commit();
      for (const r of rows as Record<string, unknown>[]) {
        addSafeRow(
          ws,
          columns.map((c) => cellOf(Object.hasOwn(r, c.key) ? r[c.key] : null)),
        ).commit();
      }
      ws.commit();
      void wb.commit();
      return reply
        .header('Content-Type', XLSX_TYPE)
        .header('Content-Disposition', attachmentName(title))
        .send(out);
    },
  );
}
