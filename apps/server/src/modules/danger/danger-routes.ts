import { permissionCode, resources } from '@dp/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestContext } from '../../core/context';
import { badRequest, ok } from '../../core/envelope';
import { isId } from '../../core/ids';
import type { Db } from '../../db/client';
import { attach } from '../../db/schema';
import { paramsOf, registerResource } from '../../resource/routes';
import type { Row } from '../../resource/service';
import { flowLogOf, processInput } from '../../resource/workflow';
import { registerProcess } from '../../resource/workflow-routes';
import { signedLink } from '../resource/storage';
import { dangerService, dangerWorkflow, openDangerService } from './danger-service';
import { delayService } from './delay-apply';
import { rectificationRecordService } from './rectification-record';

const def = resources.dangerRecord;
/** Photo links of the detail call are short-lived (§7.1 getWithTempPictureUrl). */
const PHOTO_TTL_SECONDS = 15 * 60;
const FILE_FIELDS = ['photoIds', 'rectifyPhotoIds', 'acceptFileIds'];

type FileLink = { id: string; name: string; url: string };

/** `{id, name, url}` for the attach ids of the given rows' file fields, in one query. */
async function fileLinks(db: Db, ctx: RequestContext, dataKey: Buffer, rows: Row[], fields: string[]) {
  const ids = [...new Set(rows.flatMap((r) => fields.flatMap((f) => (r[f] as string[] | null) ?? [])))];
  const found = ids.length
    ? await db
        .select({ id: attach.id, name: attach.originalName })
        .from(attach)
        .where(and(eq(attach.tenantId, ctx.tenantId), eq(attach.isDeleted, 0), inArray(attach.id, ids)))
    : [];
  const names = new Map(found.map((f) => [f.id, f.name]));
  return (list: unknown): FileLink[] =>
    ((list as string[] | null) ?? [])
      .filter((id) => names.has(id))
      .map((id) => ({ id, name: names.get(id) ?? '', url: signedLink(dataKey, id, PHOTO_TTL_SECONDS) }));
}

/**
 * Everything the danger detail screen shows: the record (labels, overdue, allowedActions), its
 * timeline, its rectification rounds and delay applications, and signed links of every photo.
 */
export async function dangerDetail(db: Db, ctx: RequestContext, dataKey: Buffer, id: unknown): Promise<Row> {
  const danger = await dangerService.get(db, ctx, id);
  const dangerId = String(danger.id);
  const [flowLogs, rounds, delays] = await Promise.all([
    flowLogOf(db, ctx, def.name, dangerId),
    rectificationRecordService.list(db, ctx, { dangerId_equal: dangerId }),
    delayService.list(db, ctx, { dangerId_equal: dangerId }),
  ]);
  rounds.sort((a, b) => Number(a.round) - Number(b.round));
  const links = await fileLinks(db, ctx, dataKey, [danger, ...rounds], FILE_FIELDS);
  return {
    ...danger,
    ...Object.fromEntries(FILE_FIELDS.map((f) => [`${f}Files`, links(danger[f])])),
    flowLogs,
    rectificationRecords: rounds.map((r) => ({ ...r, photoIdsFiles: links(r.photoIds) })),
    delayApplies: delays,
  };
}

export async function dangerRecordRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;
  const base = def.path;
  const read = {
    config: { access: { permission: [permissionCode(def, 'view'), `${def.permission}_view`] } },
  };
  const button = (action: string) => ({ config: { access: { permission: `${def.permission}_${action}` } } });
  registerResource(app, dangerService);
  registerProcess(app, dangerWorkflow, { permission: `${def.permission}_process` });

  const detail = async (req: FastifyRequest, id: unknown) =>
    ok(await dangerDetail(db, req.ctx!, config.dataKey, id));
  app.get<{ Params: { id: string } }>(`${base}/get/:id`, read, (req) => detail(req, req.params.id));
  app.get<{ Params: { id: string } }>(`${base}/getWithTempPictureUrl/:id`, read, (req) =>
    detail(req, req.params.id),
  );
  app.get<{ Querystring: { id?: string } }>(`${base}/detail`, read, (req) => detail(req, req.query.id));

  app.post(`${base}/pageWithoutPass`, read, async (req) =>
    ok(await openDangerService.page(db, req.ctx!, paramsOf(req))),
  );

  /** Runs a dedicated endpoint's action and answers the record as `get` does. */
  const act = async (req: FastifyRequest, action: string, body: Row, internal = false) => {
    const input = processInput({ ...body, action });
    await dangerWorkflow.run(db, req.ctx!, input, { internal });
    return ok(await dangerDetail(db, req.ctx!, config.dataKey, input.id), '操作成功');
  };
  app.post<{ Params: { id: string } }>(`${base}/ignore/:id`, button('ignore'), async (req) => {
    if (!isId(req.params.id)) throw badRequest('参数错误: id 应为编号');
    const body = (req.body ?? {}) as Row;
    // `reason` is accepted as a synonym of the field name
    return act(req, 'IGNORE', { ...body, id: req.params.id, ignoreReason: body.ignoreReason ?? body.reason });
  });
  app.post(`${base}/updateRectificationPlan`, button('plan'), (req) =>
    act(req, 'SAVE_PLAN', (req.body ?? {}) as Row, true),
  );
  app.post(`${base}/updateRectificationInfo`, button('rectify'), (req) =>
    act(req, 'SAVE_RECTIFICATION', (req.body ?? {}) as Row, true),
  );
}

export async function rectificationRecordRoutes(app: FastifyInstance) {
  registerResource(app, rectificationRecordService);
}
