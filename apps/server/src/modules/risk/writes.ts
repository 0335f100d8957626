import { permissionCode, type ResourceDef } from '@dp/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission, type RequestContext } from '../../core/context';
import { badRequest, done, forbidden, ok } from '../../core/envelope';
import type { Db } from '../../db/client';
import { idsOf } from '../../resource/routes';
import type { ResourceService, Row } from '../../resource/service';

/** Runs after a change inside the same transaction (roll-ups, review state): all or nothing. */
export type AfterChange = (args: {
  db: Db;
  ctx: RequestContext;
  rows: Row[];
  action: 'insert' | 'update' | 'remove';
}) => Promise<void>;

type Codes = { add: string; edit: string; delete: string };

export const writeCodes = (def: ResourceDef): Codes => ({
  add: permissionCode(def, 'add'),
  edit: permissionCode(def, 'edit'),
  delete: permissionCode(def, 'delete'),
});

/**
 * save / update / submit / remove of a risk resource, each in one transaction with the module's
 * follow-up (`after`), which the generic routes cannot run in the same transaction. Removed rows are
 * passed to `after` as they were before deletion.
 */
export function registerTransactionalWrites(
  app: FastifyInstance,
  service: ResourceService,
  after: AfterChange,
  codes: Codes = writeCodes(service.def),
): void {
  const { db } = app.deps;
  const base = service.def.path;
  const access = (permission: string | string[]) => ({ config: { access: { permission } } });
  const write = async (ctx: RequestContext, body: Row | null, isUpdate: boolean) =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const saved = isUpdate ? await service.update(t, ctx, body) : await service.insert(t, ctx, body);
      await after({ db: t, ctx, rows: [saved], action: isUpdate ? 'update' : 'insert' });
      return saved;
    });

  app.post(`${base}/save`, access(codes.add), async (req: FastifyRequest) => {
    const body = req.body as Row | null;
    if (body?.id) throw badRequest('参数错误: 新增数据不能指定 id');
    return ok(await write(req.ctx!, body, false), '新增成功');
  });
  app.post(`${base}/update`, access(codes.edit), async (req) => {
    const body = req.body as Row | null;
    if (!body?.id) throw badRequest('参数错误: id 不能为空');
    return ok(await write(req.ctx!, body, true), '更新成功');
  });
  app.post(`${base}/submit`, access([codes.add, codes.edit]), async (req) => {
    const body = req.body as Row | null;
    const isUpdate = Boolean(body?.id);
    if (!hasPermission(req.ctx!, isUpdate ? codes.edit : codes.add)) throw forbidden();
    return ok(await write(req.ctx!, body, isUpdate), isUpdate ? '更新成功' : '新增成功');
  });
  app.post(`${base}/remove`, access(codes.delete), async (req) => {
    const ctx = req.ctx!;
    const ids = idsOf(req);
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const rows = await Promise.all(ids.map((id) => service.get(t, ctx, id)));
      await service.remove(t, ctx, ids);
      await after({ db: t, ctx, rows, action: 'remove' });
    });
    return done('删除成功');
  });
}
