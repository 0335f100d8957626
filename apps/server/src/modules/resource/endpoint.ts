import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatDate } from '../../core/dates';
import { badRequest, notFound, ok } from '../../core/envelope';
import { isId, nextId } from '../../core/ids';
import { attach } from '../../db/schema';
import { sniff } from './file-type';
import { localStorage, signedLink, verifyLink } from './storage';

const MAX_BYTES = 10 * 1024 * 1024;
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

export async function ossEndpointRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;
  const storage = localStorage(join(config.dataDir, 'files'));

  app.post('/calf-resource/oss/endpoint/put-file', async (req) => {
    const ctx = req.ctx!;
    const file = await req.file({ limits: { fileSize: MAX_BYTES } });
    if (!file) throw badRequest('请选择要上传的文件');
    const data = await file.toBuffer().catch(() => {
      throw badRequest(`上传文件过大,最大 ${MAX_BYTES / 1024 / 1024}MB`);
    });
    if (data.length === 0) throw badRequest('上传文件为空');
    const kind = sniff(data, file.filename, ALLOWED);
    if ('error' in kind) throw badRequest(kind.error);
    const id = nextId();
    const name = `${ctx.tenantId}/${formatDate(new Date()).replace(/-/g, '')}/${id}.${kind.ext}`;
    await storage.put(name, data, kind.type);
    const now = new Date();
    await db.insert(attach).values({
      id,
      tenantId: ctx.tenantId,
      link: `/api/calf-resource/oss/endpoint/file/${id}`,
      name,
      originalName: file.filename.slice(0, 500),
      extension: kind.ext,
      contentType: kind.type,
      attachSize: data.length,
      createUser: ctx.userId,
      updateUser: ctx.userId,
      createDept: ctx.deptIds[0] ?? null,
      createTime: now,
      updateTime: now,
    });
    return ok({
      link: signedLink(config.dataKey, id),
      domain: '',
      name,
      originalName: file.filename,
      attachId: id,
    });
  });

  // Opened by <img>/<a> without headers: the signature in the link is the authorisation.
  app.get<{ Params: { id: string }; Querystring: { expires?: string; sign?: string } }>(
    '/calf-resource/oss/endpoint/file/:id',
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
      const data = await storage.get(row.name);
      return reply
        .header('Content-Type', row.contentType || 'application/octet-stream')
        .header('Cache-Control', 'private, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.originalName)}`)
        .send(data);
    },
  );
}
