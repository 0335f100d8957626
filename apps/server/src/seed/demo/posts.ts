import { and, eq } from 'drizzle-orm';
import { nextId } from '../../core/ids';
import type { Db } from '../../db/client';
import { post } from '../../db/schema';

/** The posts of the demo chemical plant (code, name): the people and job activities hold these. */
export const DEMO_POSTS = [
  ['operator', '操作工'],
  ['inspector', '巡检工'],
  ['electrician', '电工'],
  ['welder', '焊工'],
  ['forklift', '叉车司机'],
  ['leader', '班组长'],
  ['director', '车间主任'],
  ['fitter', '维修钳工'],
  ['engineer', '设备工程师'],
  ['officer', '安全员'],
  ['safety', '安全管理员'],
  ['gm', '总经理'],
] as const;
export type DemoPostCode = (typeof DEMO_POSTS)[number][0];

/** Every demo post of the tenant by code, creating the missing ones. */
export async function ensureDemoPosts(db: Db, tenantId: string): Promise<Record<DemoPostCode, string>> {
  const rows = await db
    .select({ id: post.id, code: post.postCode })
    .from(post)
    .where(and(eq(post.tenantId, tenantId), eq(post.isDeleted, 0)));
  const out = {} as Record<DemoPostCode, string>;
  for (const [i, [code, name]] of DEMO_POSTS.entries()) {
    const found = rows.find((r) => r.code === code);
    if (found) {
      out[code] = found.id;
      continue;
    }
    const id = nextId();
    await db.insert(post).values({ id, tenantId, category: 1, postCode: code, postName: name, sort: i + 2 });
    out[code] = id;
  }
  return out;
}
