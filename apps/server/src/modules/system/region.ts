import { and, asc, count, eq, like, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, done, notFound, ok } from '../../core/envelope';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { region } from '../../db/schema';
import { escapeLike, paging } from '../../resource/filters';
import { paramsOf } from '../../resource/routes';

type Region = typeof region.$inferSelect;
const parent = alias(region, 'p');

/** parentName and hasChildren come with the rows in the same query (never one query per row). */
const parentName = sql<string>`coalesce(${parent.name}, '')`;
const hasChildren = sql<boolean>`exists(select 1 from calf_region c where c.parent_code = ${region.code})`;

async function selectVo(db: Db, where: SQL | undefined, limit = 1000) {
  const rows = await db
    .select({ region, parentName, hasChildren })
    .from(region)
    .leftJoin(parent, eq(parent.code, region.parentCode))
    .where(where)
    .orderBy(asc(region.sort), asc(region.code))
    .limit(limit);
  return rows.map((r) => ({
    ...r.region,
    id: r.region.code,
    parentId: r.region.parentCode,
    parentName: r.parentName,
    hasChildren: r.hasChildren,
  }));
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** parentCode/code/regionLevel compare exactly; name (and code with `_like`) by substring. */
function filters(p: Record<string, unknown>, defaultParent?: string): SQL[] {
  const out: SQL[] = [];
  const parentCode = str(p.parentCode) || (!str(p.code) && !str(p.name) ? defaultParent : '');
  if (parentCode) out.push(eq(region.parentCode, parentCode));
  if (str(p.code)) out.push(like(region.code, `${escapeLike(str(p.code))}%`));
  if (str(p.name)) out.push(like(region.name, `%${escapeLike(str(p.name))}%`));
  const level = Number(str(p.regionLevel));
  if (str(p.regionLevel) && Number.isInteger(level)) out.push(eq(region.regionLevel, level));
  return out;
}

const submitSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{2,12}$/, { error: '区划编号应为2到12位数字' }),
  parentCode: z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, { error: '上级区划编号应为数字' }),
  name: z.string().trim().min(1, { error: '请输入区划名称' }).max(64, { error: '区划名称长度不能超过64' }),
  sort: z.coerce.number().int().min(0).max(999999).optional(),
  remark: z.string().max(255).optional().nullable(),
});

const LEVEL_PAIRS = ['province', 'city', 'district', 'town', 'village'] as const;

/** ancestors, level and the level-specific code/name pairs of a region placed under `up`. */
function placed(up: Region, code: string, name: string): Partial<Region> {
  const level = up.regionLevel + 1;
  if (level > 5) throw badRequest('区划层级不能超过村级');
  const row: Record<string, unknown> = { ancestors: `${up.ancestors},${up.code}`, regionLevel: level };
  LEVEL_PAIRS.forEach((pair, i) => {
    const own = i + 1 === level;
    row[`${pair}Code`] = own ? code : i + 1 < level ? up[`${pair}Code`] : '';
    row[`${pair}Name`] = own ? name : i + 1 < level ? up[`${pair}Name`] : '';
  });
  return row as Partial<Region>;
}

async function find(db: Db, code: string): Promise<Region | undefined> {
  const [row] = await db.select().from(region).where(eq(region.code, code)).limit(1);
  return row;
}

export async function regionRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const base = '/calf-system/region';
  const write = (permission: string | string[]) => ({
    config: { access: { permission, administrator: true } },
  });
  const q = (req: FastifyRequest) => paramsOf(req);

  app.get(`${base}/list`, async (req) => {
    const params = q(req);
    const { current, size } = paging(params);
    const where = and(...filters(params));
    const [records, [{ total }]] = await together(
      db,
      async () =>
        db
          .select()
          .from(region)
          .where(where)
          .orderBy(asc(region.regionLevel), asc(region.sort), asc(region.code))
          .limit(size)
          .offset((current - 1) * size),
      async () => db.select({ total: count() }).from(region).where(where),
    );
    return ok({ records, total, size, current, pages: Math.ceil(total / size) });
  });

  app.get(`${base}/lazy-list`, async (req) => ok(await selectVo(db, and(...filters(q(req), '00')))));

  app.get(`${base}/lazy-tree`, async (req) => {
    const rows = await selectVo(db, and(...filters(q(req), '00')));
    return ok(
      rows.map((r) => ({
        id: r.code,
        parentId: r.parentCode,
        title: r.name,
        key: r.code,
        value: r.code,
        hasChildren: r.hasChildren,
      })),
    );
  });

  app.get(`${base}/detail`, async (req) => {
    const code = str(q(req).code);
    if (!code) throw badRequest('缺少必要的请求参数: code');
    const [row] = await selectVo(db, eq(region.code, code), 1);
    if (!row) throw notFound('数据不存在或已被删除');
    return ok(row);
  });

  app.get(`${base}/select`, async (req) => {
    const code = str(q(req).code) || '00';
    return ok(
      await db
        .select()
        .from(region)
        .where(eq(region.parentCode, code))
        .orderBy(asc(region.sort), asc(region.code)),
    );
  });

  app.post(`${base}/submit`, write(['region_add', 'region_edit']), async (req) => {
    const parsed = submitSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw badRequest(`参数错误: ${issue?.path.join('.') || 'body'} ${issue?.message ?? '格式不正确'}`);
    }
    const input = parsed.data;
    if (input.parentCode === input.code) throw badRequest('上级区划不能是自身');
    const up = await find(db, input.parentCode);
    if (!up) throw badRequest('上级区划不存在');
    if (!input.code.startsWith(up.code === '00' ? '' : up.code)) {
      throw badRequest(`区划编号应以上级编号 ${up.code} 开头`);
    }
    const existing = await find(db, input.code);
    if (existing && existing.parentCode !== input.parentCode) {
      const [{ n }] = await db.select({ n: count() }).from(region).where(eq(region.parentCode, input.code));
      if (n > 0) throw badRequest('该区划下有子区划,不能修改上级区划');
    }
    const row = {
      code: input.code,
      parentCode: input.parentCode,
      name: input.name,
      sort: input.sort ?? existing?.sort ?? 0,
      remark: input.remark ?? existing?.remark ?? '',
      ...placed(up, input.code, input.name),
    };
    if (existing) await db.update(region).set(row).where(eq(region.code, input.code));
    else await db.insert(region).values(row);
    const [saved] = await selectVo(db, eq(region.code, input.code), 1);
    return ok(saved, existing ? '更新成功' : '新增成功');
  });

  app.post(`${base}/remove`, write('region_delete'), async (req) => {
    const p = q(req);
    const code = str(p.id) || str(p.code) || str(p.ids);
    if (!code) throw badRequest('缺少必要的请求参数: id');
    const [{ n }] = await db.select({ n: count() }).from(region).where(eq(region.parentCode, code));
    if (n > 0) throw badRequest('请先删除子节点!');
    const gone = await db.delete(region).where(eq(region.code, code)).returning({ code: region.code });
    if (gone.length === 0) throw notFound('数据不存在或已被删除');
    return done('删除成功');
  });
}
