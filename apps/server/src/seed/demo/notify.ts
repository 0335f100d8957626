// biome-ignore-all lint/suspicious/noTemplateCurlyInString: announcement templates hold ${name} placeholders
import { and, eq } from 'drizzle-orm';
import { parseDateTime } from '../../core/dates';
import { nextId } from '../../core/ids';
import type { Db } from '../../db/client';
import { notifyNotice } from '../../db/schema';
import type { RuleRow } from '../../modules/notify/rows';
import { publishAnnouncement } from '../../modules/notify/service';

const ANNOUNCEMENTS = [
  {
    name: '2026年安全生产月活动安排',
    titleTemplate: '关于开展2026年“安全生产月”活动的通知',
    contentTemplate:
      '各车间、部门:公司定于 ${publishTime} 起开展“安全生产月”活动,重点开展隐患排查治理、应急演练和全员安全培训,请各部门负责人组织落实。',
    publishTime: '2026-06-01 08:00:00',
  },
  {
    name: '节前安全大检查',
    titleTemplate: '国庆节前安全大检查安排',
    contentTemplate: '请各车间于节前完成动火作业、受限空间、危化品储存场所的专项检查,检查记录当日录入系统。',
    publishTime: '2026-09-25 08:30:00',
  },
];

/** Two announcements of the demo plant, published to everyone (idempotent: skipped by name). */
export async function seedNotifyDemo(db: Db, { tenantId }: { tenantId: string }): Promise<void> {
  for (const a of ANNOUNCEMENTS) {
    const [found] = await db
      .select({ id: notifyNotice.id })
      .from(notifyNotice)
      .where(
        and(
          eq(notifyNotice.tenantId, tenantId),
          eq(notifyNotice.name, a.name),
          eq(notifyNotice.isDeleted, 0),
        ),
      );
    if (found) continue;
    const publishTime = parseDateTime(a.publishTime)!;
    const [rule] = (await db
      .insert(notifyNotice)
      .values({
        id: nextId(),
        tenantId,
        name: a.name,
        noticeKind: 'ANNOUNCEMENT',
        channels: ['SITE'],
        titleTemplate: a.titleTemplate,
        contentTemplate: a.contentTemplate,
        publishTime,
        enabled: true,
      })
      .returning()) as RuleRow[];
    if (publishTime <= new Date()) await publishAnnouncement(db, rule, publishTime);
  }
}
