import { resources } from '@dp/domain';
import { and } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { anyId } from '../../core/any-id';
import { attach } from '../../db/schema';
import { resignLink } from '../../resource/file-links';
import { hiddenFilesFilter } from '../../resource/private-files';
import { registerResource } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { resourceService } from '../../resource/service';
import { storageDrivers } from './drivers';

/**
 * Attachments: every upload is recorded by the endpoint; the page lists, renames (original name
 * only) and removes them. Removing deletes the stored object through the driver that wrote it.
 * The files of a row the caller may not see (a danger outside their data scope) are not listed.
 */
export async function attachRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;
  const drivers = storageDrivers(db, config);
  const service = resourceService(resources.attach, attach, {
    // a danger's photos (any privateFiles row's files) only for whom the row is visible
    rowFilter: (ctx) => hiddenFilesFilter(ctx, attach.id),
    beforeWrite: ({ row, existing }) => {
      if (!existing) return;
      for (const k of Object.keys(row)) if (k !== 'originalName') delete row[k];
    },
    decorate: async ({ rows }) =>
      rows.map((r) => ({ ...r, link: resignLink(config.dataKey, String(r.link ?? '')) })),
    beforeRemove: async ({ ctx, ids }) => {
      const rows = await db
        .select()
        .from(attach)
        .where(
          and(scoped(ctx, attach, { live: true }), hiddenFilesFilter(ctx, attach.id), anyId(attach.id, ids)),
        );
      for (const row of rows) await (await drivers.of(row.tenantId, row.ossId)).remove(row.name);
    },
  });
  registerResource(app, service);
}
