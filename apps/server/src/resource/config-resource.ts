import type { ResourceDef } from '@dp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { doneEnvelope, getContract, idParams, postContract, text } from '../core/contract';
import { done, notFound } from '../core/envelope';
import { isId } from '../core/ids';
import { paramsOf, registerResource } from './routes';
import { secretFields, withMaskedUpdate } from './secrets';
import { resourceService } from './service';

/** `status` of a provider configuration (dict yes_no): 2 enabled, 1 disabled. */
export const ENABLED = 2;
export const DISABLED = 1;

/**
 * A per-tenant provider configuration (object storage, SMS): generic CRUD whose secret fields are
 * stored encrypted and answered only as a mask, and `enable/{id}` (GET and POST, `<code>_enable`)
 * which makes exactly that one active: the others of the tenant are disabled in the same
 * transaction, under a per-tenant lock so two concurrent enables cannot leave two active.
 * `status` changes only through enable.
 */
export function registerConfigResource(
  app: FastifyInstance,
  def: ResourceDef,
  table: PgTable,
  secretKeys: string[],
  /** Extra checks of a validated row before it is stored (e.g. the storage endpoint guard). */
  check?: (row: Record<string, unknown>, existing?: Record<string, unknown>) => Promise<void>,
) {
  const { db, config } = app.deps;
  const cols = table as unknown as Record<string, PgColumn>;
  const secrets = secretFields(config.dataKey, secretKeys);
  const service = resourceService(def, table, {
    beforeWrite: async ({ row, existing }) => {
      delete row.status;
      await check?.(row, existing);
      secrets.seal(row, existing);
    },
    afterInsert: ({ saved }) => secrets.mask(saved),
    decorate: async ({ rows }) => rows.map(secrets.mask),
  });
  registerResource(app, withMaskedUpdate(service, secrets.mask, secretKeys));

  const enable = async (req: FastifyRequest) => {
    const ctx = req.ctx!;
    const id = String((req.params as { id?: string }).id ?? paramsOf(req).id ?? '');
    if (!isId(id)) throw notFound('数据不存在或已被删除');
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${def.table}:${ctx.tenantId}`}))`);
      const [row] = await tx
        .select({ id: cols.id })
        .from(table)
        .where(and(service.scope(ctx), eq(cols.id, id)));
      if (!row) throw notFound('数据不存在或已被删除');
      const now = new Date();
      await tx
        .update(table)
        .set({ status: DISABLED, updateUser: ctx.userId, updateTime: now })
        .where(and(service.scope(ctx), eq(cols.status, ENABLED)));
      await tx
        .update(table)
        .set({ status: ENABLED, updateUser: ctx.userId, updateTime: now })
        .where(and(service.scope(ctx), eq(cols.id, id)));
    });
    return done('启用成功');
  };
  const access = { config: { access: { permission: `${def.permission}_enable` } } };
  for (const path of [`${def.path}/enable/:id`, `${def.path}/enable`]) {
    const byPath = path.endsWith(':id');
    app.get(
      path,
      {
        ...access,
        schema: getContract(byPath ? {} : { id: text }, doneEnvelope, byPath ? { params: idParams } : {}),
      },
      enable,
    );
    app.post(
      path,
      {
        ...access,
        schema: postContract(byPath ? {} : { id: text }, doneEnvelope, byPath ? { params: idParams } : {}),
      },
      enable,
    );
  }
  return { service, secrets };
}
