import {
  ANNOUNCEMENT_PLACEHOLDERS,
  isNotifyEvent,
  NOTIFY_EVENTS,
  resources,
  templatePlaceholders,
} from '@dp/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  contract,
  declareContracts,
  envelope,
  idParams,
  pageOf,
  pageQuery,
  postContract,
  text,
} from '../../core/contract';
import { badRequest, done, notFound, ok } from '../../core/envelope';
import { isId } from '../../core/ids';
import type { Db } from '../../db/client';
import { dept, notifyNotice, notifyNoticeItem, role, user } from '../../db/schema';
import { resourceContracts } from '../../resource/contract';
import { dictItemsFor } from '../../resource/dictionary';
import { paramsOf, registerResource } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { type Row, resourceService } from '../../resource/service';
import type { RuleRow } from './rows';
import { publishAnnouncement } from './service';

const CHANNEL_DICT = 'NOTIFY_CHANNEL';

/** `channels` as sent by a form: an array or a comma list; SITE is always included. */
async function normaliseChannels(db: Db, tenantId: string, raw: unknown): Promise<string[]> {
  const list = (Array.isArray(raw) ? raw.map(String) : String(raw ?? '').split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  const known = new Set((await dictItemsFor(db, tenantId, CHANNEL_DICT, true)).map((i) => i.key));
  const bad = list.filter((c) => !known.has(c));
  if (bad.length) throw badRequest(`参数错误: channels 含有未知的通知渠道 ${bad.join(',').slice(0, 60)}`);
  return [...new Set(['SITE', ...list])];
}

/** Unknown placeholders of a template for the event (or for announcements). */
export function unknownPlaceholders(kind: string, event: unknown, template: string): string[] {
  const allowed: readonly string[] =
    kind === 'ANNOUNCEMENT'
      ? ANNOUNCEMENT_PLACEHOLDERS
      : isNotifyEvent(event)
        ? NOTIFY_EVENTS[event].placeholders
        : [];
  return templatePlaceholders(template).filter((p) => !allowed.includes(p));
}

export const notifyNoticeService = resourceService(resources.notifyNotice, notifyNotice, {
  beforeWrite: async ({ ctx, row, existing, db }) => {
    // enabled / publishedTime change only through enable, disable and publishing.
    delete row.enabled;
    delete row.publishedTime;
    if (!existing) row.enabled = false;
    if ('channels' in row || !existing)
      row.channels = await normaliseChannels(db, ctx.tenantId, row.channels);
    const merged = { ...existing, ...row } as Row;
    const kind = String(merged.noticeKind ?? '');
    if (kind !== 'RULE' && kind !== 'ANNOUNCEMENT')
      throw badRequest('参数错误: noticeKind 应为 RULE 或 ANNOUNCEMENT');
    if (kind === 'RULE' && !isNotifyEvent(merged.event))
      throw badRequest('参数错误: 提醒规则须选择有效的通知事件');
    if (kind === 'ANNOUNCEMENT') row.event = null;
    for (const field of ['titleTemplate', 'contentTemplate'] as const) {
      const unknown = unknownPlaceholders(kind, merged.event, String(merged[field] ?? ''));
      if (unknown.length) {
        const list = unknown.map((p) => `\${${p}}`).join(', ');
        throw badRequest(`参数错误: ${field} 含有该事件不支持的占位符 ${list.slice(0, 120)}`);
      }
    }
    if (merged.offsetValue !== null && merged.offsetValue !== undefined && !merged.offsetUnit)
      row.offsetUnit = 'DAY';
  },
  beforeRemove: async ({ ctx, ids, db }) => {
    await db
      .update(notifyNoticeItem)
      .set({ isDeleted: 1, updateUser: ctx.userId, updateTime: new Date() })
      .where(and(scoped(ctx, notifyNoticeItem), inArray(notifyNoticeItem.noticeId, ids)));
  },
});

/** The id a call names: `/{id}`, `?id=` or a body `{id}`. */
function idOf(req: FastifyRequest): string {
  const id = String((req.params as { id?: string }).id ?? paramsOf(req).id ?? '');
  if (!isId(id)) throw badRequest('参数错误: id 应为编号');
  return id;
}

export async function ruleRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  registerResource(app, notifyNoticeService);
  const base = resources.notifyNotice.path;
  const rule = resourceContracts(resources.notifyNotice).row;
  // enabling an announcement that is due publishes it at once: `data` counts the messages sent
  const switched = envelope(z.union([z.object({ sent: z.number().int() }), z.object({})]));
  declareContracts(app, {
    ...Object.fromEntries(
      ['enable', 'disable'].flatMap((action) =>
        ['GET', 'POST'].flatMap((method) => [
          [`${method} ${base}/${action}/:id`, postContract({}, switched, { params: idParams })],
          [`${method} ${base}/${action}`, postContract({ id: text }, switched)],
        ]),
      ),
    ),
    [`POST ${base}/query`]: contract({
      querystring: pageQuery,
      body: pageQuery.nullish(),
      response: envelope(
        pageOf(rule.extend({ items: z.array(resourceContracts(resources.notifyNoticeItem).row) })),
      ),
    }),
  });

  const enable = async (req: FastifyRequest) => {
    const ctx = req.ctx!;
    const id = idOf(req);
    const [rule] = await db
      .select()
      .from(notifyNotice)
      .where(and(notifyNoticeService.scope(ctx), eq(notifyNotice.id, id)));
    if (!rule) throw notFound('数据不存在或已被删除');
    const [{ n }] = await db
      .select({ n: count() })
      .from(notifyNoticeItem)
      .where(and(scoped(ctx, notifyNoticeItem, { live: true }), eq(notifyNoticeItem.noticeId, id)));
    if (rule.noticeKind === 'RULE' && n === 0)
      throw badRequest('该规则还没有通知对象,请先添加通知对象再启用');
    const [enabled] = (await db
      .update(notifyNotice)
      .set({ enabled: true, updateUser: ctx.userId, updateTime: new Date() })
      .where(eq(notifyNotice.id, id))
      .returning()) as RuleRow[];
    const isDue = !enabled.publishTime || enabled.publishTime <= new Date();
    if (enabled.noticeKind === 'ANNOUNCEMENT' && !enabled.publishedTime && isDue) {
      const sent = await publishAnnouncement(db, enabled);
      return ok({ sent }, `已发布,发送 ${sent} 条消息`);
    }
    return done('启用成功');
  };
  const disable = async (req: FastifyRequest) => {
    const ctx = req.ctx!;
    const changed = await db
      .update(notifyNotice)
      .set({ enabled: false, updateUser: ctx.userId, updateTime: new Date() })
      .where(and(notifyNoticeService.scope(ctx), eq(notifyNotice.id, idOf(req))))
      .returning({ id: notifyNotice.id });
    if (changed.length === 0) throw notFound('数据不存在或已被删除');
    return done('停用成功');
  };
  const enableAccess = { config: { access: { permission: 'notifyNotice_enable' } } };
  const disableAccess = { config: { access: { permission: 'notifyNotice_disable' } } };
  for (const path of [`${base}/enable/:id`, `${base}/enable`]) {
    app.post(path, enableAccess, enable);
    app.get(path, enableAccess, enable);
  }
  for (const path of [`${base}/disable/:id`, `${base}/disable`]) {
    app.get(path, disableAccess, disable);
    app.post(path, disableAccess, disable);
  }

  // A page of rules with their recipients (one query for the page's items).
  app.post(`${base}/query`, { config: { access: { permission: 'notifyNotice' } } }, async (req) => {
    const ctx = req.ctx!;
    const page = await notifyNoticeService.page(db, ctx, paramsOf(req));
    const ids = page.records.map((r) => String(r.id));
    const items = ids.length
      ? (
          await db
            .select()
            .from(notifyNoticeItem)
            .where(and(notifyNoticeItemService.scope(ctx), inArray(notifyNoticeItem.noticeId, ids)))
            .orderBy(notifyNoticeItem.escalationStep, notifyNoticeItem.createTime)
        ).map(notifyNoticeItemService.output)
      : [];
    return ok({
      ...page,
      records: page.records.map((r) => ({ ...r, items: items.filter((i) => i.noticeId === r.id) })),
    });
  });
}

/** Checks that a recipient names something that exists for the rule it belongs to. */
async function checkTarget(db: Db, tenantId: string, row: Row) {
  const rule = await db
    .select({ kind: notifyNotice.noticeKind, event: notifyNotice.event })
    .from(notifyNotice)
    .where(and(scoped(tenantId, notifyNotice, { live: true }), eq(notifyNotice.id, String(row.noticeId))))
    .then((r) => r[0]);
  if (!rule) throw badRequest('参数错误: noticeId 通知规则不存在');
  const value = String(row.targetValue ?? '').trim();
  switch (row.targetType) {
    case 'ROLE': {
      const hit = await db
        .select({ id: role.id })
        .from(role)
        .where(
          and(
            scoped(tenantId, role, { live: true }),
            isId(value) ? eq(role.id, value) : eq(role.roleAlias, value),
          ),
        );
      if (!hit.length) throw badRequest(`参数错误: 角色 [${value.slice(0, 40)}] 不存在`);
      return;
    }
    case 'DEPT':
    case 'USER': {
      const table = row.targetType === 'DEPT' ? dept : user;
      const hit = isId(value)
        ? await db
            .select({ id: table.id })
            .from(table)
            .where(and(scoped(tenantId, table, { live: true }), eq(table.id, value)))
        : [];
      if (!hit.length) throw badRequest(`参数错误: ${row.targetType === 'DEPT' ? '部门' : '用户'}不存在`);
      return;
    }
    case 'RECORD_FIELD': {
      const people: readonly string[] = isNotifyEvent(rule.event) ? NOTIFY_EVENTS[rule.event].people : [];
      if (!people.includes(value))
        throw badRequest(`参数错误: 该事件的记录相关人只能是 ${people.join(', ') || '(无)'}`);
      return;
    }
    default:
      throw badRequest('参数错误: targetType 应为 ROLE、DEPT、USER 或 RECORD_FIELD');
  }
}

export const notifyNoticeItemService = resourceService(resources.notifyNoticeItem, notifyNoticeItem, {
  beforeWrite: async ({ ctx, row, existing, db }) => {
    if (existing && 'noticeId' in row && String(row.noticeId) !== String(existing.noticeId))
      throw badRequest('参数错误: 通知对象不能改到另一条规则');
    await checkTarget(db, ctx.tenantId, { ...existing, ...row });
    if (typeof row.targetValue === 'string') row.targetValue = row.targetValue.trim();
  },
});

export async function itemRoutes(app: FastifyInstance) {
  registerResource(app, notifyNoticeItemService);
}
