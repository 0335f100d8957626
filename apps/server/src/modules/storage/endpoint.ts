import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../core/context';
import {
  binary,
  contract,
  declareContracts,
  envelope,
  fileUpload,
  getContract,
  idParams,
  postContract,
  text,
} from '../../core/contract';
import { formatDate } from '../../core/dates';
import { badRequest, notFound, ok } from '../../core/envelope';
import { isId, nextId } from '../../core/ids';
import type { Db } from '../../db/client';
import { attach } from '../../db/schema';
import { signedLink, verifyLink } from '../../resource/file-links';
import { paramsOf } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { type StorageDrivers, storageDrivers } from './drivers';
import { sniff } from './file-type';

export const MAX_BYTES = 10 * 1024 * 1024;
const ALLOWED = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'pdf',
  'xlsx',
  'xls',
  'docx',
  'doc',
  'pptx',
  'ppt',
  'zip',
  'txt',
  'csv',
];

type AttachRow = typeof attach.$inferSelect;

/** Stores checked content through the tenant's active driver and records it as an attachment. */
export async function storeAttachment(
  db: Db,
  drivers: StorageDrivers,
  ctx: RequestContext,
  file: { data: Buffer; originalName: string; type: string; ext: string },
): Promise<{ attachId: string; name: string }> {
  const id = nextId();
  const name = `${ctx.tenantId}/${formatDate(new Date()).replace(/-/g, '')}/${id}.${file.ext}`;
  const { storage, ossId } = await drivers.active(ctx.tenantId);
  await storage.put(name, file.data, file.type);
  const now = new Date();
  await db.insert(attach).values({
    id,
    tenantId: ctx.tenantId,
    link: `/api/calf-resource/oss/endpoint/file/${id}`,
    name,
    originalName: file.originalName.slice(0, 500),
    extension: file.ext,
    contentType: file.type,
    attachSize: file.data.length,
    ossId,
    createUser: ctx.userId,
    updateUser: ctx.userId,
    createDept: ctx.deptIds[0] ?? null,
    createTime: now,
    updateTime: now,
  });
  return { attachId: id, name };
}

/** Checks an upload (size, content), stores it through the tenant's active driver and records it. */
async function upload(req: FastifyRequest, drivers: StorageDrivers) {
  const { db, config } = req.server.deps;
  const ctx = req.ctx!;
  const file = await req.file({ limits: { fileSize: MAX_BYTES } });
  if (!file) throw badRequest('请选择要上传的文件');
  const data = await file.toBuffer().catch(() => {
    throw badRequest(`上传文件过大,最大 ${MAX_BYTES / 1024 / 1024}MB`);
  });
  if (data.length === 0) throw badRequest('上传文件为空');
  const kind = sniff(data, file.filename, ALLOWED);
  if ('error' in kind) throw badRequest(kind.error);
  const { attachId, name } = await storeAttachment(db, drivers, ctx, {
    data,
    originalName: file.filename,
    type: kind.type,
    ext: kind.ext,
  });
  return ok({
    link: signedLink(config.dataKey, attachId),
    domain: '',
    name,
    originalName: file.filename,
    attachId,
  });
}

/** Sends a stored object: inline (preview, links) or as a download. */
async function sendObject(
  reply: FastifyReply,
  drivers: StorageDrivers,
  row: AttachRow,
  disposition: 'inline' | 'attachment',
) {
  const data = await (await drivers.of(row.tenantId, row.ossId)).get(row.name);
  return reply
    .header('Content-Type', row.contentType || 'application/octet-stream')
    .header('Cache-Control', 'private, max-age=3600')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(row.originalName)}`)
    .send(data);
}

/** The caller's live attachment by id, or by a link to it (`.../file/{id}?...`). */
async function findAttach(req: FastifyRequest, ctx: RequestContext, ref: unknown): Promise<AttachRow> {
  const text = String(ref ?? '');
  const id = isId(text) ? text : /\/file\/(\d+)/.exec(text)?.[1];
  if (!id || !isId(id)) throw badRequest('参数错误: 请提供附件编号或链接');
  const [row] = await req.server.deps.db
    .select()
    .from(attach)
    .where(and(eq(attach.id, id), scoped(ctx, attach, { live: true })));
  if (!row) throw notFound('文件不存在');
  return row;
}

export async function ossEndpointRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;
  const drivers = storageDrivers(db, config);
  const base = '/calf-resource/oss/endpoint';
  const uploaded = envelope(
    z.object({
      link: z.string(),
      domain: z.string(),
      name: z.string(),
      originalName: z.string(),
      attachId: z.string(),
    }),
  );
  declareContracts(app, {
    [`POST ${base}/put-file`]: contract({ ...fileUpload(), response: uploaded }),
    [`POST ${base}/put-file-attach`]: contract({ ...fileUpload(), response: uploaded }),
    [`POST ${base}/download`]: postContract(
      { attachId: text, id: text, link: z.string(), fileName: z.string() },
      binary(),
    ),
    [`GET ${base}/preview/:id`]: getContract({}, binary(), { params: idParams }),
    [`GET ${base}/file/:id`]: getContract({ expires: text, sign: z.string() }, binary(), {
      params: idParams,
    }),
  });

  app.post(`${base}/put-file`, (req) => upload(req, drivers));
  app.post(`${base}/put-file-attach`, (req) => upload(req, drivers));

  app.post(`${base}/download`, async (req, reply) => {
    const p = paramsOf(req);
    const row = await findAttach(req, req.ctx!, p.attachId ?? p.id ?? p.link ?? p.fileName);
    return sendObject(reply, drivers, row, 'attachment');
  });

  app.get<{ Params: { id: string } }>(`${base}/preview/:id`, async (req, reply) =>
    sendObject(reply, drivers, await findAttach(req, req.ctx!, req.params.id), 'inline'),
  );

  // Opened by <img>/<a> without headers: the signature in the link is the authorisation.
  app.get<{ Params: { id: string }; Querystring: { expires?: string; sign?: string } }>(
    `${base}/file/:id`,
    { config: { access: { public: true } } },
    async (req, reply) => {
      const { id } = req.params;
      if (!isId(id) || !verifyLink(config.dataKey, id, req.query.expires ?? '', req.query.sign ?? '')) {
        throw notFound('链接无效或已过期');
      }
      const [row] = await db
        .select()
        .from(attach)
        .where(and(eq(attach.id, id), eq(attach.isDeleted, 0)));
      if (!row) throw notFound('文件不存在');
      return sendObject(reply, drivers, row, 'inline');
    },
  );
}
