import { and, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import { badRequest } from '../../core/envelope';
import { isId } from '../../core/ids';
import type { Db } from '../../db/client';
import { attach } from '../../db/schema';
import { scoped } from '../../resource/scoped';

/** Refuses photo ids that are not image uploads of the caller's tenant (checked by stored content type). */
export async function assertImages(db: Db, ctx: RequestContext, ids: string[]): Promise<void> {
  if (!ids.length) return;
  if (ids.length > 9) throw badRequest('照片不能超过9张');
  for (const id of ids) if (!isId(id)) throw badRequest('参数错误: 照片应为附件编号');
  const rows = await db
    .select({ id: attach.id, contentType: attach.contentType })
    .from(attach)
    .where(and(scoped(ctx, attach, { live: true }), inArray(attach.id, ids)));
  if (rows.length !== new Set(ids).size) throw badRequest('照片不存在或不属于当前租户');
  if (rows.some((r) => !r.contentType.startsWith('image/'))) throw badRequest('照片只能是图片文件');
}
