import { resources } from '@dp/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../core/context';
import { declareContracts, envelope, getContract, postContract, text } from '../../core/contract';
import { badRequest, notFound, ok } from '../../core/envelope';
import { isId } from '../../core/ids';
import { datasource } from '../../db/schema';
import { paramsOf, registerResource } from '../../resource/routes';
import { secretFields, withMaskedUpdate } from '../../resource/secrets';
import { type Row, resourceService } from '../../resource/service';
import { type Credentials, ownDatabase, parseDatasourceUrl, testConnection, withConnection } from './connect';

export const ADMIN_ONLY = { config: { access: { administrator: true } } };
export const PG_DRIVER = 'org.postgresql.Driver';

export type DatasourceAccess = {
  /** The stored data source's connection details (password decrypted), or 404. */
  credentials: (ctx: RequestContext, id: unknown) => Promise<Credentials>;
  /** Runs `work` on a connection to the stored data source (SSRF guard applied every time). */
  connect: <T>(ctx: RequestContext, id: unknown, work: Parameters<typeof withConnection<T>>[3]) => Promise<T>;
};

export function datasourceRoutes(app: FastifyInstance): DatasourceAccess {
  declareContracts(app, {
    'GET /calf-develop/datasource/select': getContract(
      {},
      envelope(z.array(z.object({ id: z.string(), name: z.string() }))),
    ),
    'POST /calf-develop/datasource/test-connection': postContract(
      { id: text, url: z.string(), username: z.string(), password: z.string() },
      envelope(z.boolean()),
    ),
  });
  const { db, config } = app.deps;
  const secrets = secretFields(config.dataKey, ['password']);
  const ownDb = ownDatabase(config.databaseUrl, config.embeddedPgPort);
  const service = resourceService(resources.datasource, datasource, {
    // Every save tests the connection with the merged (new over stored) details.
    beforeWrite: async ({ row, existing }) => {
      row.driverClass = PG_DRIVER;
      if (typeof row.url === 'string') parseDatasourceUrl(row.url);
      const password =
        'password' in row && row.password && !String(row.password).includes('******')
          ? String(row.password)
          : existing
            ? secrets.clear(existing, 'password')
            : '';
      const url = String(row.url ?? existing?.url ?? '');
      const username = String(row.username ?? existing?.username ?? '');
      await testConnection(db, ownDb, { url, username, password });
      secrets.seal(row, existing);
    },
    afterInsert: ({ saved }) => secrets.mask(saved),
    decorate: async ({ rows }) => rows.map(secrets.mask),
  });
  registerResource(app, withMaskedUpdate(service, secrets.mask, ['password']), { administrator: 'all' });

  async function stored(ctx: RequestContext, id: unknown): Promise<Row> {
    if (!isId(String(id ?? ''))) throw badRequest('参数错误: datasourceId 应为编号');
    const [row] = await db
      .select()
      .from(datasource)
      .where(and(service.scope(ctx), eq(datasource.id, String(id))));
    if (!row) throw notFound('数据源不存在或已被删除');
    return row;
  }
  const credentials = async (ctx: RequestContext, id: unknown): Promise<Credentials> => {
    const row = await stored(ctx, id);
    return { url: String(row.url), username: String(row.username), password: secrets.clear(row, 'password') };
  };

  app.get('/calf-develop/datasource/select', ADMIN_ONLY, async (req) => {
    const rows = await service.list(db, req.ctx!, {});
    return ok(rows.map((r) => ({ id: r.id, name: r.name })));
  });
  // Tests the connection of a form before it is saved (the stored password when none is sent).
  app.post('/calf-develop/datasource/test-connection', ADMIN_ONLY, async (req) => {
    const p = paramsOf(req);
    const keep = p.id && (!p.password || String(p.password).includes('******'));
    const password = keep ? (await credentials(req.ctx!, p.id)).password : String(p.password ?? '');
    await testConnection(db, ownDb, {
      url: String(p.url ?? ''),
      username: String(p.username ?? ''),
      password,
    });
    return ok(true, '连接成功');
  });

  return {
    credentials,
    connect: async (ctx, id, work) => withConnection(db, ownDb, await credentials(ctx, id), work),
  };
}
