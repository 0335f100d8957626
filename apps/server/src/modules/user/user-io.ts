import { resources } from '@dp/domain';
import { and } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { binary, contract, declareContracts, envelope, fileUpload, getContract } from '../../core/contract';
import { ApiError, badRequest, ok } from '../../core/envelope';
import { exceljs } from '../../core/lazy-libs';
import { addSafeRow } from '../../core/sheet-cells';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { dept, post, role, user } from '../../db/schema';
import { attachmentName, XLSX_TYPE } from '../../resource/excel';
import { importProgress } from '../../resource/import-progress';
import { importRefusal } from '../../resource/import-rows';
import { paramsOf } from '../../resource/routes';
import { validateInput } from '../../resource/schema';
import { scoped } from '../../resource/scoped';
import { checkWorkbook, readSheet } from '../../resource/sheet-reader';
import { initialPassword } from '../auth/password-policy';
import { checkQuota, userService } from './user-service';

/**
 * Rows of one user import: every new account's password is hashed (argon2, tens of ms each), so
 * the bound is lower than the layer's IMPORT_MAX_ROWS; a larger file is refused up front.
 */
export const USER_IMPORT_MAX_ROWS = 1_000;

/** Columns of the user workbook: field, header, width. */
const COLUMNS = [
  ['account', '登录账号', 18],
  ['realName', '用户姓名', 14],
  ['name', '用户昵称', 14],
  ['code', '用户编号', 14],
  ['phone', '手机号码', 16],
  ['email', '电子邮箱', 24],
  ['deptName', '所属机构', 20],
  ['roleName', '所属角色', 20],
  ['postName', '所属岗位', 20],
] as const;
type Field = (typeof COLUMNS)[number][0];

function sheet(wb: ExcelJS.Workbook) {
  const ws = wb.addWorksheet('用户数据');
  ws.columns = COLUMNS.map(([key, header, width]) => ({ key, header, width }));
  ws.getRow(1).font = { bold: true };
  return ws;
}

export async function userIoRoutes(app: FastifyInstance) {
  declareContracts(app, {
    'GET /calf-user/export-user': getContract({}, binary()),
    'GET /calf-user/export-template': getContract({}, binary()),
    'POST /calf-user/import-user': contract({
      querystring: z.looseObject({ isCovered: z.string().optional() }),
      ...fileUpload(),
      response: envelope(z.unknown()),
    }),
  });
  const { db } = app.deps;

  app.get(
    '/calf-user/export-user',
    { config: { access: { permission: 'user_export' } } },
    async (req, reply) => {
      const rows = await userService.list(db, req.ctx!, paramsOf(req), 100000);
      const wb = new (await exceljs()).Workbook();
      const ws = sheet(wb);
      for (const u of rows)
        addSafeRow(
          ws,
          COLUMNS.map(([k]) => u[k] ?? ''),
        );
      const buf = Buffer.from(await wb.xlsx.writeBuffer());
      return reply
        .header('Content-Type', XLSX_TYPE)
        .header('Content-Disposition', attachmentName('用户数据'))
        .send(buf);
    },
  );

  app.get(
    '/calf-user/export-template',
    { config: { access: { permission: 'user_import' } } },
    async (_req, reply) => {
      const wb = new (await exceljs()).Workbook();
      sheet(wb);
      const buf = Buffer.from(await wb.xlsx.writeBuffer());
      return reply
        .header('Content-Type', XLSX_TYPE)
        .header('Content-Disposition', attachmentName('用户导入模板', ''))
        .send(buf);
    },
  );

  /**
   * Imports users of the caller's tenant: every row is checked first and any error refuses the
   * whole file (with row numbers); then all rows are written in one transaction. New users get
   * the tenant's account.initPassword and must change it; `isCovered=1` updates existing accounts.
   */
  app.post('/calf-user/import-user', { config: { access: { permission: 'user_import' } } }, async (req) => {
    const c = req.ctx!;
    const covered = String((req.query as Record<string, unknown>).isCovered ?? '0') === '1';
    const file = await req.file();
    if (!file) throw badRequest('请选择要导入的文件');
    const data = await file.toBuffer();
    checkWorkbook(file.filename, data, /\.xlsx$/i);
    const byHeader = new Map<string, Field>(
      COLUMNS.flatMap(([k, h]) => [[h, k] as const, [k.toLowerCase(), k] as const]),
    );
    const cols = new Map<number, Field>();
    // streamed and bounded: a file over the limit is refused before anything is looked up
    const progress = importProgress(c);
    const sheet = await readSheet(
      data,
      (header) => {
        header.forEach((h, n) => {
          const f = byHeader.get(h) ?? byHeader.get(h.toLowerCase());
          if (f) cols.set(n, f);
        });
        return [...cols.keys()];
      },
      USER_IMPORT_MAX_ROWS,
      progress,
    );
    if (![...cols.values()].includes('account'))
      throw badRequest('Excel 表头与导入模板不一致,请下载模板后填写');
    const tenantId = c.tenantId;
    const names = async (
      t: typeof dept | typeof role | typeof post,
      col: 'deptName' | 'roleName' | 'postName',
    ) => {
      const column = (t as unknown as Record<string, typeof dept.deptName>)[col];
      const rows = await db
        .select({ id: t.id, n: column })
        .from(t)
        .where(and(scoped(tenantId, t, { live: true })));
      return new Map(rows.map((r) => [String(r.n), String(r.id)]));
    };
    const [depts, roles, posts] = await together(
      db,
      () => names(dept, 'deptName'),
      () => names(role, 'roleName'),
      () => names(post, 'postName'),
    );
    const existing = new Map(
      (
        await db
          .select({ id: user.id, account: user.account })
          .from(user)
          .where(and(scoped(tenantId, user, { live: true })))
      ).map((u) => [u.account, u.id]),
    );
    const errors: string[] = [];
    const seen = new Set<string>();
    const parsed: { rowNumber: number; id?: string; input: Record<string, unknown> }[] = [];
    for (const { rowNumber, cells } of sheet.rows) {
      const v: Partial<Record<Field, string>> = {};
      for (const [n, f] of cols) v[f] = cells[n] ?? '';
      try {
        const lookup = (m: Map<string, string>, value: string | undefined, what: string) =>
          (value ?? '')
            .split(/[,，]/)
            .map((s) => s.trim())
            .filter(Boolean)
            .map((s) => {
              const id = m.get(s);
              if (!id) throw badRequest(`${what} [${s}] 不存在`);
              return id;
            })
            .join(',');
        const input = {
          account: v.account,
          realName: v.realName,
          name: v.name,
          code: v.code,
          phone: v.phone,
          email: v.email,
          deptId: lookup(depts, v.deptName, '机构'),
          roleId: lookup(roles, v.roleName, '角色'),
          postId: lookup(posts, v.postName, '岗位'),
        };
        const account = String(validateInput(resources.user, input, false).account);
        if (seen.has(account)) throw badRequest(`账号 [${account}] 在文件中重复`);
        seen.add(account);
        const id = existing.get(account);
        if (id && !covered) throw badRequest(`当前用户 [${account}] 已存在!`);
        parsed.push({ rowNumber, id, input });
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        errors.push(`第${rowNumber}行: ${e.message.replace(/^参数错误: /, '')}`);
      }
    }
    if (errors.length) throw importRefusal(errors);
    if (parsed.length === 0) throw badRequest('Excel 文件中没有数据');
    await checkQuota(db, tenantId, parsed.filter((r) => !r.id).length);
    const initial = await initialPassword(db, tenantId);
    // Every row through the layer (links, rights to grant the roles, uniqueness) in one transaction.
    let current = 0;
    try {
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        for (const [i, r] of parsed.entries()) {
          current = r.rowNumber;
          if (r.id) await userService.update(tx, c, { ...r.input, id: r.id });
          else await userService.insert(tx, c, { ...r.input, password: initial });
          progress('write', i + 1, parsed.length, i + 1 === parsed.length);
        }
      });
    } catch (e) {
      if (e instanceof ApiError) throw badRequest(`导入失败,数据未做任何修改。第${current}行: ${e.message}`);
      throw e;
    }
    return ok({ count: parsed.length }, `成功导入${parsed.length}条数据`);
  });
}
