import { and, asc, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../core/context';
import { badRequest, done, forbidden, notFound, ok } from '../../core/envelope';
import { isId, nextId } from '../../core/ids';
import { buildForest, toTreeNodes } from '../../core/tree';
import type { Db } from '../../db/client';
import { dept, user, userDept } from '../../db/schema';
import { dictItemsFor } from '../../resource/dictionary';
import { idsOf, paramsOf } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { invalidateDeptTrees } from '../auth/scopes';

const perm = (code: string | string[]) => ({ config: { access: { permission: code } } });
const READ = perm(['dept', 'dept_view']);
type DeptRow = typeof dept.$inferSelect;

const deptInput = z.object({
  id: z.union([z.string(), z.number()]).optional().nullable(),
  parentId: z.union([z.string(), z.number()]).optional().nullable(),
  tenantId: z.string().optional().nullable(),
  deptName: z.string({ error: '请输入机构名称' }).trim().min(1, { error: '请输入机构名称' }).max(45),
  fullName: z.string().trim().max(45).optional().nullable(),
  deptCategory: z.coerce.number().int().min(1).max(9).optional().nullable(),
  sort: z.coerce.number().int().min(0).max(999999).optional().nullable(),
  remark: z.string().max(255).optional().nullable(),
});

/** Departments the caller may see: their tenant's; the platform administrator's: all (or `tenantId`). */
export function deptScopeOf(ctx: RequestContext, tenantId?: string): SQL | undefined {
  if (ctx.isAdministrator) return and(eq(dept.isDeleted, 0), tenantId ? scoped(tenantId, dept) : undefined);
  return and(scoped(ctx, dept, { live: true }));
}

export async function deptsById(db: Db, ctx: RequestContext, ids: string[]): Promise<DeptRow[]> {
  if (ids.length === 0 || !ids.every(isId)) throw badRequest('参数错误: id 应为编号');
  return db
    .select()
    .from(dept)
    .where(and(deptScopeOf(ctx), inArray(dept.id, ids)));
}

export async function deptRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const p = (req: FastifyRequest) => paramsOf(req) as Record<string, string | undefined>;
  const ctx = (req: FastifyRequest) => req.ctx!;
  const vo = async (req: FastifyRequest, rows: DeptRow[], lazy = false) => {
    const cats = await dictItemsFor(db, ctx(req).tenantId, 'org_category', false);
    const parentIds = [...new Set(rows.map((r) => r.parentId).filter((x) => x !== '0'))];
    const parents = parentIds.length
      ? await db.select({ id: dept.id, n: dept.deptName }).from(dept).where(inArray(dept.id, parentIds))
      : [];
    const ids = rows.map((r) => r.id);
    const withKids =
      lazy && ids.length
        ? new Set(
            (
              await db
                .selectDistinct({ id: dept.parentId })
                .from(dept)
                .where(and(inArray(dept.parentId, ids), eq(dept.isDeleted, 0)))
            ).map((r) => r.id),
          )
        : null;
    const names = new Map(parents.map((x) => [x.id, x.n]));
    return rows.map(({ isDeleted: _d, ...r }) => ({
      ...r,
      parentName: r.parentId === '0' ? '顶级' : (names.get(r.parentId) ?? ''),
      deptCategoryName: cats.find((c) => c.key === String(r.deptCategory))?.label ?? '',
      ...(withKids ? { hasChildren: withKids.has(r.id) } : {}),
    }));
  };
  const filters = (req: FastifyRequest) => {
    const { deptName, fullName } = p(req);
    return [
      deptName ? like(dept.deptName, `%${deptName}%`) : undefined,
      fullName ? like(dept.fullName, `%${fullName}%`) : undefined,
    ];
  };
  const order = [asc(dept.sort), asc(dept.id)];

  const list = async (req: FastifyRequest) => {
    const rows = await db
      .select()
      .from(dept)
      .where(and(deptScopeOf(ctx(req), p(req).tenantId), ...filters(req)))
      .orderBy(...order);
    return ok(buildForest(await vo(req, rows)));
  };
  app.get('/calf-system/dept/list', READ, list);
  app.post('/calf-system/dept/list', READ, list);

  const lazyList = async (req: FastifyRequest) => {
    const q = p(req);
    const parentId = q.parentId && isId(q.parentId) ? q.parentId : undefined;
    const searching = !parentId && Boolean(q.deptName || q.fullName);
    const rows = await db
      .select()
      .from(dept)
      .where(
        and(
          deptScopeOf(ctx(req), q.tenantId),
          searching ? undefined : eq(dept.parentId, parentId ?? '0'),
          ...filters(req),
        ),
      )
      .orderBy(...order);
    return ok(await vo(req, rows, true));
  };
  app.get('/calf-system/dept/lazy-list', READ, lazyList);
  app.post('/calf-system/dept/lazy-list', READ, lazyList);

  // Pickers (user page, user form): any signed-in user, within their tenant.
  app.get('/calf-system/dept/tree', async (req) => {
    const rows = await db
      .select()
      .from(dept)
      .where(deptScopeOf(ctx(req), p(req).tenantId))
      .orderBy(...order);
    return ok(toTreeNodes(rows, (r) => r.deptName));
  });
  app.get('/calf-system/dept/lazy-tree', async (req) => {
    const q = p(req);
    const parentId = q.parentId && isId(q.parentId) ? q.parentId : '0';
    const rows = await db
      .select()
      .from(dept)
      .where(and(deptScopeOf(ctx(req), q.tenantId), eq(dept.parentId, parentId)))
      .orderBy(...order);
    const kids = (await vo(req, rows, true)) as { id: string; hasChildren?: boolean }[];
    return ok(
      rows.map((r, i) => ({
        id: r.id,
        parentId: r.parentId,
        title: r.deptName,
        key: r.id,
        value: r.id,
        hasChildren: Boolean(kids[i].hasChildren),
      })),
    );
  });
  app.get('/calf-system/dept/listLevel2Dept', async (req) => {
    const roots = db
      .select({ id: dept.id })
      .from(dept)
      .where(and(scoped(ctx(req), dept), eq(dept.parentId, '0'), eq(dept.isDeleted, 0)));
    const rows = await db
      .select()
      .from(dept)
      .where(and(scoped(ctx(req), dept, { live: true }), inArray(dept.parentId, roots)))
      .orderBy(...order);
    return ok(await vo(req, rows));
  });

  const detail = async (req: FastifyRequest, id: string | undefined) => {
    const [row] = await deptsById(db, ctx(req), [id ?? '']);
    if (!row) throw notFound('数据不存在或已被删除');
    return ok((await vo(req, [row]))[0]);
  };
  app.get('/calf-system/dept/detail', READ, (req) => detail(req, p(req).id));
  app.get<{ Params: { id: string } }>('/calf-system/dept/get/:id', READ, (req) => detail(req, req.params.id));

  app.post('/calf-system/dept/submit', perm(['dept_add', 'dept_edit']), async (req) => {
    const c = ctx(req);
    const parsed = deptInput.safeParse(req.body);
    if (!parsed.success)
      throw badRequest(
        `参数错误: ${parsed.error.issues[0].path.join('.')} ${parsed.error.issues[0].message}`,
      );
    const b = parsed.data;
    const id = b.id ? String(b.id) : undefined;
    if (!c.isAdministrator && !c.permissions.has(id ? 'dept_edit' : 'dept_add')) throw forbidden();
    const parentId = b.parentId && String(b.parentId) !== '' ? String(b.parentId) : '0';
    if ((id && !isId(id)) || !isId(parentId)) throw badRequest('参数错误: id 应为编号');
    if (id && id === parentId) throw badRequest('父节点不可选择自身!');
    const existing = id ? (await deptsById(db, c, [id]))[0] : undefined;
    if (id && !existing) throw notFound('数据不存在或已被删除');
    let tenantId = existing?.tenantId ?? (c.isAdministrator && b.tenantId ? b.tenantId : c.tenantId);
    let ancestors = '0';
    if (parentId !== '0') {
      const [parent] = await deptsById(db, c, [parentId]);
      if (!parent) throw badRequest('上级机构不存在');
      if (existing && parent.tenantId !== existing.tenantId) throw badRequest('上级机构须属于同一租户');
      if (id && parent.ancestors.split(',').includes(id)) throw badRequest('父节点不可选择自身或子节点!');
      tenantId = parent.tenantId;
      ancestors = `${parent.ancestors},${parent.id}`;
    }
    const values = {
      parentId,
      ancestors,
      tenantId,
      deptName: b.deptName,
      fullName: b.fullName || b.deptName,
      deptCategory: b.deptCategory ?? 1,
      sort: b.sort ?? 1,
      remark: b.remark ?? '',
    };
    const newId = id ?? nextId();
    await db.transaction(async (tx) => {
      if (!existing) return void (await tx.insert(dept).values({ ...values, id: newId }));
      await tx.update(dept).set(values).where(eq(dept.id, newId));
      if (existing.ancestors !== ancestors) {
        // Moved: every descendant's chain follows.
        const oldPrefix = `${existing.ancestors},${newId}`;
        await tx
          .update(dept)
          .set({
            ancestors: sql`${`${ancestors},${newId}`} || substr(${dept.ancestors}, ${oldPrefix.length + 1})`,
          })
          .where(
            and(
              scoped(existing.tenantId, dept),
              sql`(${dept.ancestors} = ${oldPrefix} or ${dept.ancestors} like ${`${oldPrefix},%`})`,
            ),
          );
      }
    });
    invalidateDeptTrees();
    const cats = await dictItemsFor(db, c.tenantId, 'org_category', false);
    return ok(
      {
        id: newId,
        tenantId,
        deptCategoryName: cats.find((x) => x.key === String(values.deptCategory))?.label ?? '',
      },
      id ? '更新成功' : '新增成功',
    );
  });

  app.post('/calf-system/dept/remove', perm('dept_delete'), async (req) => {
    const ids = idsOf(req);
    const rows = await deptsById(db, ctx(req), ids);
    if (rows.length !== new Set(ids).size) throw notFound('数据不存在或已被删除');
    const [child] = await db
      .select({ id: dept.id })
      .from(dept)
      .where(and(inArray(dept.parentId, ids), eq(dept.isDeleted, 0)))
      .limit(1);
    if (child) throw badRequest('请先删除子节点!');
    const [member] = await db
      .select({ id: user.id })
      .from(userDept)
      .innerJoin(user, eq(user.id, userDept.userId))
      .where(and(inArray(userDept.deptId, ids), eq(user.isDeleted, 0)))
      .limit(1);
    if (member) throw badRequest('该部门下存在用户,不能删除!');
    await db.update(dept).set({ isDeleted: 1 }).where(inArray(dept.id, ids));
    invalidateDeptTrees();
    return done('删除成功');
  });
}
