import { defineResource } from '@dp/domain';
import { and, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, unlockAdmin } from '../../test/fixtures';
import { createTestApp } from '../../test/helpers';
import { stamp } from '../core/dates';
import { param } from '../db/schema';
import { readRows, writeRows } from './excel';

const URL = '/api/calf-system/param';
let t: Awaited<ReturnType<typeof createTestApp>>;
let tok: string;

beforeAll(async () => {
  t = await createTestApp();
  await unlockAdmin(t.db);
  tok = await t.login();
});
afterAll(() => t.close());

async function readBook(data: Buffer | ArrayBuffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as ArrayBuffer);
  const ws = wb.worksheets[0];
  const rows: string[][] = [];
  ws.eachRow((row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))),
    );
  });
  return { ws, rows };
}

async function book(rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('参数管理');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const upload = (filename: string, data: Buffer | string) => {
  const { payload, headers } = multipartFile(filename, data);
  return t.app.inject({
    method: 'POST',
    url: `${URL}/import`,
    payload,
    headers: { ...headers, 'calf-auth': `bearer ${tok}` },
  });
};
const keysLike = async (prefix: string) =>
  (
    await t.db
      .select({ k: param.paramKey })
      .from(param)
      .where(and(like(param.paramKey, `${prefix}%`), eq(param.isDeleted, 0)))
  )
    .map((r) => r.k)
    .sort();
const decodeName = (cd: string) => decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(cd)?.[1] ?? '');

describe('export', () => {
  it('writes a real .xlsx with the labels, the filtered rows and a dated file name', async () => {
    for (const i of [1, 2]) {
      await t.call('POST', `${URL}/submit`, tok, {
        paramName: `导出${i}`,
        paramKey: `xl.exp.${i}`,
        paramValue: `值${i}`,
        remark: 'hidden',
      });
    }
    const day = stamp().slice(0, 8);
    const res = await t.app.inject({
      method: 'GET',
      url: `${URL}/exportExcel`,
      query: { paramKey_likeright: 'xl.exp.', ascs: 'paramKey' },
      headers: { 'calf-auth': `bearer ${tok}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const name = decodeName(String(res.headers['content-disposition']));
    expect(name).toMatch(/^参数管理\d{14}\.xlsx$/);
    expect(name.slice(4, 12)).toBe(day);
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment;/);
    const { ws, rows } = await readBook(res.rawPayload);
    expect(ws.name).toBe('参数管理');
    // remark is not a list column, so not exported
    expect(rows).toEqual([
      ['参数名称', '参数键名', '参数键值'],
      ['导出1', 'xl.exp.1', '值1'],
      ['导出2', 'xl.exp.2', '值2'],
    ]);
  });

  it('answers POST too, and a download with the token in the query', async () => {
    const post = await t.call('POST', `${URL}/exportExcel`, tok, { paramKey_equal: 'account.failCount' });
    const { rows } = await readBook(post.raw.rawPayload);
    expect(rows.slice(1)).toEqual([['登录失败锁定次数', 'account.failCount', '5']]);
    const get = await t.app.inject({
      method: 'GET',
      url: `${URL}/exportExcel?calf-Auth=${tok}&paramKey_equal=account.failCount`,
    });
    expect(get.statusCode).toBe(200);
    expect((await readBook(get.rawPayload)).rows).toHaveLength(2);
    expect((await t.app.inject({ method: 'GET', url: `${URL}/exportExcel` })).statusCode).toBe(401);
  });

  it('writes dictionary labels instead of keys and reads them back as keys', async () => {
    const def = defineResource({
      name: 'demo',
      table: 'demo',
      path: '/demo',
      label: { zh: '示例', en: 'Demo' },
      permission: 'demo',
      tenantScoped: true,
      fields: {
        title: { type: 'string', label: { zh: '标题', en: 'Title' }, required: true },
        sex: { type: 'string', label: { zh: '性别', en: 'Sex' }, dict: 'sex' },
        active: { type: 'bool', label: { zh: '启用', en: 'Active' } },
      },
    });
    const lookup = async () => [
      { key: '1', label: '男' },
      { key: '2', label: '女' },
    ];
    const stream = await writeRows(
      def,
      [
        { title: 'a', sex: '2', active: true },
        { title: 'b', sex: '9', active: false },
      ],
      lookup,
    );
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(c as Buffer);
    const data = Buffer.concat(chunks);
    expect((await readBook(data)).rows).toEqual([
      ['标题', '性别', '启用'],
      ['a', '女', '是'],
      ['b', '9', '否'],
    ]);
    const back = await readRows(def, 'demo.xlsx', data, lookup);
    expect(back).toEqual([
      { rowNumber: 2, values: { title: 'a', sex: '2', active: true } },
      { rowNumber: 3, values: { title: 'b', sex: '9', active: false } },
    ]);
  });
});

describe('template', () => {
  it('downloads an empty workbook with the import headers, required ones marked', async () => {
    const res = await t.call('GET', `${URL}/template`, tok);
    expect(res.status).toBe(200);
    expect(decodeName(String(res.raw.headers['content-disposition']))).toBe('参数管理导入模板.xlsx');
    const { ws, rows } = await readBook(res.raw.rawPayload);
    expect(rows).toEqual([['参数名称', '参数键名', '参数键值', '备注']]);
    const note = (c: number) => {
      const n = ws.getRow(1).getCell(c).note;
      return typeof n === 'string' ? n : JSON.stringify(n ?? '');
    };
    expect(note(1)).toContain('必填');
    expect(note(4)).not.toContain('必填');
  });
});

describe('import', () => {
  it('imports every row of a good file (headers by label or field name)', async () => {
    const data = await book([
      ['参数名称', 'paramKey', '参数键值', '备注'],
      ['导入一', 'xl.imp.1', 'v1', 'r1'],
      [null, null, null, null],
      ['导入二', 'xl.imp.2', 'v2', null],
      ['导入三', 'xl.imp.3', 123, null],
    ]);
    const res = await upload('params.xlsx', data);
    expect(res.json()).toMatchObject({ code: 200, msg: '成功导入3条数据', data: { count: 3 } });
    expect(await keysLike('xl.imp.')).toEqual(['xl.imp.1', 'xl.imp.2', 'xl.imp.3']);
    const [row] = await t.db.select().from(param).where(eq(param.paramKey, 'xl.imp.3'));
    expect(row).toMatchObject({ paramName: '导入三', paramValue: '123', tenantId: '000000', status: 1 });
  });

  it('refuses a file with bad rows, naming the rows, and imports nothing', async () => {
    const data = await book([
      ['参数名称', '参数键名', '参数键值'],
      ['好的', 'xl.bad.1', 'v'],
      [null, 'xl.bad.2', 'v'],
      ['好的', 'xl.bad.3', 'v'],
      ['太长', 'k'.repeat(300), 'v'],
    ]);
    const res = await upload('bad.xlsx', data);
    expect(res.statusCode).toBe(400);
    const msg = res.json().msg as string;
    expect(msg).toContain('导入失败,数据未做任何修改');
    expect(msg).toContain('第3行');
    expect(msg).toContain('请输入参数名称');
    expect(msg).toContain('第5行');
    expect(msg).not.toContain('第2行');
    expect(msg).not.toContain('第4行');
    expect(await keysLike('xl.bad.')).toEqual([]);
  });

  it('is all or nothing when a key repeats inside the file or exists already', async () => {
    const inFile = await upload(
      'dup.xlsx',
      await book([
        ['参数名称', '参数键名', '参数键值'],
        ['一', 'xl.dup.1', 'v'],
        ['二', 'xl.dup.2', 'v'],
        ['三', 'xl.dup.1', 'v'],
      ]),
    );
    expect(inFile.statusCode).toBe(400);
    expect(inFile.json().msg).toBe('导入失败,数据未做任何修改。第4行: 当前参数键名 [xl.dup.1] 已存在!');
    const existing = await upload(
      'dup2.xlsx',
      await book([
        ['参数名称', '参数键名', '参数键值'],
        ['一', 'xl.dup.3', 'v'],
        ['二', 'account.failCount', 'v'],
      ]),
    );
    expect(existing.json().msg).toContain('第3行');
    expect(await keysLike('xl.dup.')).toEqual([]);
  });

  it('refuses files that are not Excel workbooks with clear messages', async () => {
    const before = await keysLike('');
    const fake = await upload('fake.xlsx', 'paramName,paramKey,paramValue\nx,y,z\n');
    expect(fake.json()).toMatchObject({ code: 400, msg: '文件内容不是有效的 Excel 文件' });
    const zipNotXlsx = await upload(
      'zip.xlsx',
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]),
    );
    expect(zipNotXlsx.json()).toMatchObject({ code: 400, msg: '文件内容不是有效的 Excel 文件' });
    const csv = await upload('params.csv', 'paramName,paramKey,paramValue\nx,y,z\n');
    expect(csv.json()).toMatchObject({ code: 400, msg: '只能上传 .xls 或 .xlsx 格式的 Excel 文件' });
    const xls = await upload(
      'old.xls',
      Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), Buffer.alloc(64)]),
    );
    expect(xls.json().msg).toContain('.xlsx');
    const headers = await upload(
      'h.xlsx',
      await book([
        ['foo', 'bar'],
        ['1', '2'],
      ]),
    );
    expect(headers.json().msg).toBe('Excel 表头与导入模板不一致,请下载模板后填写');
    const empty = await upload('e.xlsx', await book([['参数名称', '参数键名', '参数键值']]));
    expect(empty.json().msg).toBe('Excel 文件中没有数据');
    expect(await keysLike('')).toEqual(before);
  });

  it('refuses a request without a file', async () => {
    const res = await t.call('POST', `${URL}/import`, tok, { x: 1 });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.success).toBe(false);
  });
});
