import { type NotifyEvent, renderTemplate } from '@dp/domain';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { formatDate } from '../../core/dates';
import { nextId } from '../../core/ids';
import type { Db } from '../../db/client';
import { notifyMessage, notifyNotice, notifyNoticeItem } from '../../db/schema';
import { scoped } from '../../resource/scoped';
import { channelDrivers } from './channels';
import { SITE } from './messages';
import { publishPush } from './push';
import { type Recipient, resolveRecipients, type Target, tenantUsers } from './recipients';
import type { RuleRow } from './rows';

/** The record an event is about: its type and id, and the person / department fields it names. */
export type NotifyRecord = { type: string; id: string } & Record<string, unknown>;

export type NotifyInput = {
  tenantId: string;
  event: NotifyEvent;
  record: NotifyRecord;
  /** Web path that opens the record, e.g. `/danger/dangerRecord?id=…`. */
  recordUrl: string;
  /** Placeholder values of the event (see NOTIFY_EVENTS). */
  data: Record<string, unknown>;
  /** Escalation step reached: recipients of every step up to it are notified (default 0). */
  step?: number;
  /** A major record: rules with `majorImmediate` reach every escalation step at once. */
  isMajor?: boolean;
  /** De-duplication period (default the tenant-zone day of `now`): one message per recipient per period. */
  period?: string;
  now?: Date;
};

type Rule = RuleRow;

const dataKeyRef: { key?: Buffer } = {};

/** The key that opens stored provider secrets (set by the app at start). */
export function configureNotify(opts: { dataKey: Buffer }): void {
  dataKeyRef.key = opts.dataKey;
}

/**
 * Raises an event: every enabled rule of the tenant for it resolves its recipients (steps up to
 * the one reached), renders its templates and delivers on its channels. Site messages are always
 * written; every message is de-duplicated per record + event + recipient + period, so calling
 * twice (or a job rerun) sends nothing new. Connected recipients get a socket push.
 * Pass the transaction when called inside one: messages and push then commit with the change.
 */
export async function notify(db: Db, input: NotifyInput): Promise<{ messages: number }> {
  const rules = await db
    .select()
    .from(notifyNotice)
    .where(
      and(
        scoped(input.tenantId, notifyNotice, { live: true }),
        eq(notifyNotice.noticeKind, 'RULE'),
        eq(notifyNotice.event, input.event),
        eq(notifyNotice.enabled, true),
      ),
    );
  let messages = 0;
  for (const rule of rules as RuleRow[]) messages += await applyRule(db, rule, input);
  return { messages };
}

/** Delivers one rule for one record (also used by the reminder jobs with the step they computed). */
export async function applyRule(db: Db, rule: Rule, input: NotifyInput): Promise<number> {
  const step = input.isMajor && rule.majorImmediate ? 99 : (input.step ?? 0);
  const targets = await db
    .select({ targetType: notifyNoticeItem.targetType, targetValue: notifyNoticeItem.targetValue })
    .from(notifyNoticeItem)
    .where(
      and(
        scoped(input.tenantId, notifyNoticeItem, { live: true }),
        eq(notifyNoticeItem.noticeId, rule.id),
        lte(notifyNoticeItem.escalationStep, step),
      ),
    );
  const recipients = await resolveRecipients(db, input.tenantId, targets as Target[], input.record);
  const period = input.period ?? formatDate(input.now ?? new Date());
  return deliver(db, {
    tenantId: input.tenantId,
    rule,
    recipients,
    title: renderTemplate(rule.titleTemplate ?? '', input.data),
    content: renderTemplate(rule.contentTemplate ?? '', input.data),
    bizType: input.record.type,
    bizId: input.record.id,
    url: input.recordUrl,
    event: input.event,
    dedupeKey: `${input.event}:${input.record.type}:${input.record.id}:${period}`,
    now: input.now ?? new Date(),
  });
}

/**
 * Sends an announcement to its step-0 recipients (everybody in the tenant when it names none),
 * once: marks it published in the same transaction.
 */
export async function publishAnnouncement(db: Db, rule: Rule, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const [claimed] = (await tx
      .update(notifyNotice)
      .set({ publishedTime: now })
      .where(
        and(eq(notifyNotice.id, rule.id), eq(notifyNotice.enabled, true), isNull(notifyNotice.publishedTime)),
      )
      .returning()) as RuleRow[];
    if (!claimed) return 0;
    const targets = await tx
      .select({ targetType: notifyNoticeItem.targetType, targetValue: notifyNoticeItem.targetValue })
      .from(notifyNoticeItem)
      .where(
        and(scoped(rule.tenantId, notifyNoticeItem, { live: true }), eq(notifyNoticeItem.noticeId, rule.id)),
      );
    const db2 = tx as unknown as Db;
    const recipients = targets.length
      ? await resolveRecipients(db2, rule.tenantId, targets as Target[], {})
      : await tenantUsers(db2, rule.tenantId);
    const data = { publishTime: formatDate(claimed.publishTime ?? now) };
    return deliver(db2, {
      tenantId: rule.tenantId,
      rule: claimed,
      recipients,
      title: renderTemplate(rule.titleTemplate ?? '', data),
      content: renderTemplate(rule.contentTemplate ?? '', data),
      bizType: 'notifyNotice',
      bizId: rule.id,
      url: '',
      event: null,
      dedupeKey: `ANNOUNCEMENT:${rule.id}`,
      now,
      pushAll: targets.length === 0,
    });
  });
}

type Delivery = {
  tenantId: string;
  rule: Rule;
  recipients: Recipient[];
  title: string;
  content: string;
  bizType: string;
  bizId: string;
  url: string;
  event: string | null;
  dedupeKey: string;
  now: Date;
  pushAll?: boolean;
};

/** Writes the messages of every channel (new ones only), hands them to the drivers, pushes. */
async function deliver(db: Db, d: Delivery): Promise<number> {
  if (d.recipients.length === 0) return 0;
  const channels = [SITE, ...(d.rule.channels ?? []).filter((c) => c !== SITE && channelDrivers[c])];
  const byId = new Map(d.recipients.map((r) => [r.id, r]));
  let written = 0;
  for (const channel of channels) {
    const isSite = channel === SITE;
    const rows = d.recipients.map((r) => ({
      id: nextId(),
      tenantId: d.tenantId,
      noticeId: d.rule.id,
      receiverId: r.id,
      channel,
      event: d.event,
      title: d.title.slice(0, 200),
      content: d.content.slice(0, 4000),
      bizType: d.bizType,
      bizId: d.bizId,
      url: d.url.slice(0, 300),
      sendTime: d.now,
      sendStatus: isSite ? 'SENT' : 'PENDING',
      readFlag: false,
      dedupeKey: d.dedupeKey.slice(0, 160),
      createTime: d.now,
      updateTime: d.now,
    }));
    const inserted: { id: string; receiverId: string }[] = [];
    for (let i = 0; i < rows.length; i += 500) {
      const batch = await db
        .insert(notifyMessage)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing()
        .returning({ id: notifyMessage.id, receiverId: notifyMessage.receiverId });
      inserted.push(...(batch as typeof inserted));
    }
    written += inserted.length;
    if (inserted.length === 0) continue;
    if (isSite) {
      await publishPush(db, {
        tenantId: d.tenantId,
        all: d.pushAll,
        userIds: d.pushAll ? undefined : inserted.map((m) => m.receiverId),
        title: d.title,
        subtitle: formatDate(d.now),
      });
      continue;
    }
    const deliveries = inserted.map((m) => ({
      messageId: m.id,
      receiver: byId.get(m.receiverId)!,
      title: d.title,
      content: d.content,
    }));
    const results = await channelDrivers[channel].deliver(db, {
      tenantId: d.tenantId,
      dataKey: dataKeyRef.key ?? Buffer.alloc(32),
      deliveries,
    });
    await markResults(db, deliveries, results);
  }
  return written;
}

async function markResults(
  db: Db,
  deliveries: { messageId: string }[],
  results: { ok: boolean; error?: string }[],
) {
  const sent = deliveries.filter((_, i) => results[i]?.ok).map((x) => x.messageId);
  if (sent.length) {
    await db.update(notifyMessage).set({ sendStatus: 'SENT' }).where(inArray(notifyMessage.id, sent));
  }
  for (const [i, x] of deliveries.entries()) {
    if (results[i]?.ok) continue;
    await db
      .update(notifyMessage)
      .set({ sendStatus: 'FAILED', error: (results[i]?.error ?? '发送失败').slice(0, 500) })
      .where(eq(notifyMessage.id, x.messageId));
  }
}
