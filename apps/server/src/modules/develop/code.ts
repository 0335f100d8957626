import { resources } from '@dp/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../../core/context';
import {
  binary,
  contract,
  declareContracts,
  envelope,
  getContract,
  idParams,
  idsBody,
  idsQuery,
  postContract,
  text,
} from '../../core/contract';
import { badRequest, ok } from '../../core/envelope';
import { isId } from '../../core/ids';
import { jszip } from '../../core/lazy-libs';
import { code } from '../../db/schema';
import { resourceContracts } from '../../resource/contract';
import { idsOf, paramsOf, registerResource } from '../../resource/routes';
import { resourceService } from '../../resource/service';
import { describeTable } from './connect';
import { ADMIN_ONLY, type DatasourceAccess } from './datasource';
import { type GenFile, generate } from './generator';
import { findModel, savedPrototypes } from './model';
import { prototypeOf } from './prototype';

export const codeService = resourceService(resources.code, code);

export function codeRoutes(app: FastifyInstance, ds: DatasourceAccess) {
  const codeRow = resourceContracts(resources.code).row;
  declareContracts(app, {
    'GET /calf-develop/code/copy/:id': getContract({}, envelope(codeRow), { params: idParams }),
    'GET /calf-develop/code/copy': getContract({ id: text }, envelope(codeRow)),
    'POST /calf-develop/code/copy': postContract({ id: text }, envelope(codeRow)),
    ...Object.fromEntries(
      ['/calf-develop/code/gen-code', '/calf-develop/code/genCode'].flatMap((path) => [
        [`GET ${path}`, contract({ querystring: idsQuery, response: binary() })],
        [`POST ${path}`, contract({ querystring: idsQuery, body: idsBody.nullish(), response: binary() })],
      ]),
    ),
  });
  const { db } = app.deps;
  registerResource(app, codeService, { administrator: 'all' });

  // Duplicates a configuration, its name suffixed with '-copy'.
  const copy = async (ctx: RequestContext, id: unknown) => {
    const src = await codeService.get(db, ctx, id);
    const { id: _id, createTime, updateTime, createUser, updateUser, createDept, status, ...rest } = src;
    const name = `${String(src.codeName ?? '')}-copy`.slice(0, 64);
    return ok(await codeService.insert(db, ctx, { ...rest, codeName: name }), '复制成功');
  };
  app.get<{ Params: { id: string } }>('/calf-develop/code/copy/:id', ADMIN_ONLY, (req) =>
    copy(req.ctx!, req.params.id),
  );
  app.get('/calf-develop/code/copy', ADMIN_ONLY, (req) => copy(req.ctx!, paramsOf(req).id));
  app.post('/calf-develop/code/copy', ADMIN_ONLY, (req) => copy(req.ctx!, paramsOf(req).id));

  /** The artefacts of one code configuration: saved prototypes, else the live columns of the table. */
  async function filesOf(ctx: RequestContext, id: string): Promise<GenFile[]> {
    const c = await codeService.get(db, ctx, id);
    const m = await findModel(db, ctx, c.modelId);
    let prototypes = await savedPrototypes(db, ctx, String(m.id));
    if (!prototypes.length) {
      const table = String(m.modelTable);
      const info = await ds.connect(ctx, m.datasourceId, (client) => describeTable(client, table));
      if (!info?.columns.length) throw badRequest('未获得相关表信息');
      prototypes = info.columns.map((col) => prototypeOf(String(m.id), col));
    }
    return generate({ code: c, model: m, prototypes });
  }

  // A ZIP of the generated files, streamed as a download (the original wrote into the server's tree).
  const genCode = async (req: FastifyRequest, reply: FastifyReply) => {
    const ids = idsOf(req);
    if (ids.length === 0) throw badRequest('请选择要生成的代码配置');
    if (ids.length > 50) throw badRequest('一次最多生成 50 个');
    for (const id of ids) if (!isId(id)) throw badRequest('参数错误: ids 应为逗号分隔的编号');
    const zip = new (await jszip())();
    const seen = new Set<string>();
    for (const id of ids) {
      for (const f of await filesOf(req.ctx!, id)) {
        if (seen.has(f.path)) throw badRequest(`生成的文件重复: ${f.path}`);
        seen.add(f.path);
        zip.file(f.path, f.content, { date: new Date('2024-01-01T00:00:00Z') });
      }
    }
    const data = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    return reply
      .header('Content-Type', 'application/zip')
      .header(
        'Content-Disposition',
        `attachment; filename="code.zip"; filename*=UTF-8''${encodeURIComponent('代码生成.zip')}`,
      )
      .send(data);
  };
  const genAccess = { config: { access: { administrator: true, permission: 'code_gen' } } };
  for (const path of ['/calf-develop/code/gen-code', '/calf-develop/code/genCode']) {
    app.get(path, genAccess, genCode);
    app.post(path, genAccess, genCode);
  }
}
