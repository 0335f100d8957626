import { resources } from '@dp/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { done, notFound } from '../../core/envelope';
import { isId } from '../../core/ids';
import { oss } from '../../db/schema';
import { paramsOf, registerResource } from '../../resource/routes';
import { secretFields, withMaskedUpdate } from '../../resource/secrets';
import { resourceService } from '../../resource/service';
import { DISABLED, ENABLED } from './drivers';

/**
 * Object storage configurations of the tenant: generic CRUD (the secret key encrypted, answered
 * only as a mask; `status` changed only through enable) and `enable/{id}`.
 */
export async function ossRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;
  const secrets = secretFields(config.dataKey, ['secretKey']);
  const service = resourceService(resources.oss, oss, {
    beforeWrite: ({ row, existing }) => {
      delete row.status;
      secrets.seal(row, existing);
    },
    afterInsert: ({ saved }) => secrets.mask(saved),
    decorate: async ({ rows }) => rows.map(secrets.mask),
  });
  registerResource(app, withMaskedUpdate(service, secrets.mask));

  // Exactly one enabled configuration per tenant: all disabled, then the chosen one enabled, atomically.
  const enable = async (req: FastifyRequest<{ Params: { id?: string } }>) => {
    const ctx = req.ctx!;
    const id = String(req.params.id ?? paramsOf(req).id ?? '');
    if (!isId(id)) throw notFound('数据不存在或已被删除');
    await db.transaction(async (tx) => {
      const mine = and(eq(oss.tenantId, ctx.tenantId), eq(oss.isDeleted, 0));
      await tx
        .update(oss)
        .set({ status: DISABLED })
        .where(and(mine, eq(oss.status, ENABLED)));
      const hit = await tx
        .update(oss)
        .set({ status: ENABLED, updateUser: ctx.userId, updateTime: new Date() })
        .where(and(mine, eq(oss.id, id)))
        .returning({ id: oss.id });
      if (hit.length === 0) throw notFound('数据不存在或已被删除');
    });
    return done('启用成功');
  };
  const access = { config: { access: { permission: 'oss_enable' } } };
  for (const path of ['/calf-resource/oss/enable/:id', '/calf-resource/oss/enable']) {
    app.get(path, access, enable);
    app.post(path, access, enable);
  }
}
