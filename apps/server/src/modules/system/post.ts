import { resources } from '@dp/domain';
import { and, asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { declareContracts, envelope, getContract } from '../../core/contract';
import { ok } from '../../core/envelope';
import { post } from '../../db/schema';
import { registerResource } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { resourceService } from '../../resource/service';

export const postService = resourceService(resources.post, post);

export async function postRoutes(app: FastifyInstance) {
  declareContracts(app, {
    'GET /calf-system/post/select': getContract(
      { tenantId: z.string() },
      envelope(
        z.array(
          z.object({
            id: z.string(),
            postCode: z.string().nullable(),
            postName: z.string(),
            category: z.number().nullable(),
          }),
        ),
      ),
    ),
  });
  const { db } = app.deps;
  registerResource(app, postService);
  // Picker for the user form: posts of a tenant (another tenant's only for the platform administrator).
  app.get<{ Querystring: { tenantId?: string } }>('/calf-system/post/select', async (req) => {
    const c = req.ctx!;
    const tenantId = req.query.tenantId && c.isAdministrator ? req.query.tenantId : c.tenantId;
    const rows = await db
      .select({ id: post.id, postCode: post.postCode, postName: post.postName, category: post.category })
      .from(post)
      .where(and(scoped(tenantId, post, { live: true })))
      .orderBy(asc(post.sort));
    return ok(rows);
  });
}
