// biome-ignore-all lint/suspicious/noTemplateCurlyInString: rule templates hold ${name} placeholders
import { notifyRuleSeeds } from '@dp/domain/seed';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { notifyPlant, receiversOf } from '../../../test/notify-fixtures';
import { parseDateTime } from '../../core/dates';
import { nextId } from '../../core/ids';
import { notifyMessage, notifyNotice, smsMessage, user } from '../../db/schema';
import { seedNotifyDemo } from '../../seed/demo/notify';
import { publishDueAnnouncements } from './jobs';
import { seedNotifyRules } from './seed';
import { notify } from './service';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tok: string;
let plant: Awaited<ReturnType<typeof notifyPlant>>;
const N = '/api/shtmp-notify';
const at = (s: string) => parseDateTime(s)!;

beforeAll(async () => {
  t = await createTestApp();
  tok = await t.login();
  plant = await notifyPlant(t.db);
});
afterAll(() => t.close());

/** A record naming every person field of every event. */
function recordFor(id: string) {
  const u = plant.users;
  return {
    type: 'dangerRecord',
    id,
    createUser: u.bystander.userId,
    confirmUserId: u.safety.userId,
    rectifyUserId: u.rectifier.userId,
    acceptUserId: u.acceptor.userId,
    approverId: u.principal.userId,
    applicantId: u.rectifier.userId,
    reporterId: u.bystander.userId,
    checkUserId: u.rectifier.userId,
    dutyUserId: u.rectifier.userId,
    holderUserId: u.rectifier.userId,
    ownerId: u.rectifier.userId,
    userId: u.rectifier.userId,
    responsibleUserId: u.acceptor.userId,
    rectifyDeptId: plant.workshop,
    reporterDeptId: plant.workshop,
    deptId: plant.workshop,
  };
}

describe('notification service', () => {
  it('every seeded event reaches exactly the people its rule names, once per record and day', async () => {
    const u = plant.users;
    const roleUser: Record<string, string> = {
      SAFETY_ADMIN: u.safety.userId,
      DEPT_HEAD: u.head.userId,
      PRINCIPAL: u.principal.userId,
    };
    expect(new Set(notifyRuleSeeds.map((r) => r.event)).size).toBe(28);
    for (const seed of notifyRuleSeeds) {
      const record = recordFor(nextId());
      const expected = new Set<string>();
      for (const r of seed.recipients.filter((x) => x.step === 0)) {
        if (r.targetType === 'ROLE') expected.add(roleUser[r.targetValue]);
        else if (r.targetValue.endsWith('.head')) expected.add(u.head.userId);
        else expected.add(String(record[r.targetValue as keyof typeof record]));
      }
      const input = {
        tenantId: '000000',
        event: seed.event,
        record,
        recordUrl: `/danger/dangerRecord?id=${record.id}`,
        data: { dangerNo: 'YH-20260301-0001', dangerName: '配电柜门未关', deadline: '2026-03-05' },
        now: at('2026-03-01 09:00:00'),
      };
      const first = await notify(t.db, input);
      expect(first.messages, seed.event).toBe(expected.size);
      expect(await receiversOf(t.db, record.id, seed.event), seed.event).toEqual([...expected].sort());
      // Same record, event and day: nothing new. The next day: again.
      expect((await notify(t.db, { ...input, now: at('2026-03-01 17:00:00') })).messages).toBe(0);
      expect((await notify(t.db, { ...input, now: at('2026-03-02 09:00:00') })).messages).toBe(expected.size);
    }
  });

  it('renders the templates and links the record', async () => {
    const record = recordFor(nextId());
    await notify(t.db, {
      tenantId: '000000',
      event: 'DANGER_ASSIGNED',
      record,
      recordUrl: `/danger/dangerRecord?id=${record.id}`,
      data: { dangerNo: 'YH-20260301-0002', dangerName: '消防通道堵塞', deadline: '2026-03-08' },
    });
    const [m] = await t.db.select().from(notifyMessage).where(eq(notifyMessage.bizId, record.id));
    expect(m).toMatchObject({
      receiverId: plant.users.rectifier.userId,
      title: '隐患整改任务: 消防通道堵塞',
      content: '隐患 YH-20260301-0002 已指派给您整改,整改期限 2026-03-08。',
      url: `/danger/dangerRecord?id=${record.id}`,
      bizType: 'dangerRecord',
      sendStatus: 'SENT',
      readFlag: false,
    });
  });

  it('a major record reaches every escalation step at once', async () => {
    const record = recordFor(nextId());
    const input = {
      tenantId: '000000',
      event: 'DANGER_OVERDUE' as const,
      record,
      recordUrl: '/danger/dangerRecord',
      data: {},
    };
    await notify(t.db, input);
    expect(await receiversOf(t.db, record.id)).toEqual([plant.users.rectifier.userId]);
    const major = recordFor(nextId());
    await notify(t.db, { ...input, record: major, isMajor: true });
    expect(await receiversOf(t.db, major.id)).toEqual(
      [plant.users.rectifier.userId, plant.users.head.userId, plant.users.principal.userId].sort(),
    );
  });

  it('every tenant starts with the §10 rules (also one created through the API), seeded once', async () => {
    const created = await t.call('POST', '/api/calf-system/tenant/submit', tok, {
      tenantName: '示范化工',
      linkman: '王工',
      adminPassword: 'Initial#2026',
    });
    expect(created.body.code).toBe(200);
    const tenantId = created.body.data.tenantId as string;
    const rules = await t.db.select().from(notifyNotice).where(eq(notifyNotice.tenantId, tenantId));
    expect(rules).toHaveLength(notifyRuleSeeds.length);
    expect(rules.every((r) => r.enabled === true && r.noticeKind === 'RULE')).toBe(true);
    expect(await seedNotifyRules(t.db, tenantId)).toBe(0);
    const bare = await createTenant(t.db);
    expect(await seedNotifyRules(t.db, bare.tenantId)).toBe(notifyRuleSeeds.length);
  });
});

describe('rules, recipients and announcements over HTTP', () => {
  const rule = (body: Record<string, unknown>) => t.call('POST', `${N}/notifyNotice/save`, tok, body);

  it('refuses templates with placeholders the event does not know, and rules without recipients', async () => {
    const bad = await rule({
      name: '测试',
      noticeKind: 'RULE',
      event: 'DANGER_ASSIGNED',
      channels: 'SITE',
      titleTemplate: '隐患 ${dangerNo}',
      contentTemplate: '期限 ${deadline} ${planName}',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('${planName}');
    const noEvent = await rule({
      name: 'x',
      noticeKind: 'RULE',
      channels: 'SITE',
      titleTemplate: 'a',
      contentTemplate: 'b',
    });
    expect(noEvent.body.msg).toContain('通知事件');
    const badChannel = await rule({
      name: 'x',
      noticeKind: 'RULE',
      event: 'DANGER_ASSIGNED',
      channels: 'SITE,PIGEON',
      titleTemplate: 'a',
      contentTemplate: 'b',
    });
    expect(badChannel.body.msg).toContain('PIGEON');
    const ok = await rule({
      name: '整改指派(短信)',
      noticeKind: 'RULE',
      event: 'DANGER_ASSIGNED',
      channels: 'SMS',
      titleTemplate: '隐患 ${dangerNo}',
      contentTemplate: '请于 ${deadline} 前整改',
    });
    expect(ok.body.code).toBe(200);
    expect(ok.body.data).toMatchObject({ enabled: false, channels: ['SITE', 'SMS'] });
    const id = ok.body.data.id as string;
    const empty = await t.call('POST', `${N}/notifyNotice/enable/${id}`, tok);
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('没有通知对象');

    const item = (body: Record<string, unknown>) => t.call('POST', `${N}/notifyNoticeItem/save`, tok, body);
    expect(
      (await item({ noticeId: id, targetType: 'RECORD_FIELD', targetValue: 'checkUserId' })).body.msg,
    ).toContain('rectifyUserId');
    expect((await item({ noticeId: id, targetType: 'ROLE', targetValue: 'NO_SUCH_ROLE' })).status).toBe(400);
    expect((await item({ noticeId: id, targetType: 'USER', targetValue: '123' })).status).toBe(400);
    expect(
      (await item({ noticeId: id, targetType: 'RECORD_FIELD', targetValue: 'rectifyUserId' })).body.code,
    ).toBe(200);

    const query = await t.call('POST', `${N}/notifyNotice/query`, tok, { name: '整改指派(短信)' });
    expect(query.body.data.records[0].items).toHaveLength(1);
    expect((await t.call('POST', `${N}/notifyNotice/enable/${id}`, tok)).body.code).toBe(200);
    expect((await t.call('GET', `${N}/notifyNotice/get/${id}`, tok)).body.data.enabled).toBe(true);

    // Enabled: the rectifier gets a site message and an SMS (record-only driver); no phone → failed.
    await t.db.update(user).set({ phone: '13912345678' }).where(eq(user.id, plant.users.rectifier.userId));
    const record = recordFor(nextId());
    const input = {
      tenantId: '000000',
      event: 'DANGER_ASSIGNED' as const,
      record,
      recordUrl: '/x',
      data: {},
    };
    await notify(t.db, input);
    const sms = await t.db
      .select()
      .from(notifyMessage)
      .where(and(eq(notifyMessage.bizId, record.id), eq(notifyMessage.channel, 'SMS')));
    expect(sms).toHaveLength(1);
    expect(sms[0].sendStatus).toBe('SENT');
    expect((await t.db.select().from(smsMessage).where(eq(smsMessage.phone, '13912345678'))).length).toBe(1);

    // Disabled: nothing from this rule (the seeded rule still sends its site message).
    expect((await t.call('GET', `${N}/notifyNotice/disable/${id}`, tok)).body.code).toBe(200);
    const again = recordFor(nextId());
    await notify(t.db, { ...input, record: again });
    const rows = await t.db.select().from(notifyMessage).where(eq(notifyMessage.bizId, again.id));
    expect(rows.map((r) => r.noticeId)).not.toContain(id);
    expect(rows).toHaveLength(1);
  });

  it('publishes an announcement to the whole tenant once; a scheduled one when its time comes', async () => {
    const created = await rule({
      name: '安全生产月',
      noticeKind: 'ANNOUNCEMENT',
      channels: 'SITE',
      titleTemplate: '六月安全生产月活动通知',
      contentTemplate: '请各部门于 ${publishTime} 起开展安全生产月活动。',
    });
    expect(created.body.code).toBe(200);
    const bad = await rule({
      name: 'x',
      noticeKind: 'ANNOUNCEMENT',
      channels: 'SITE',
      titleTemplate: '${dangerNo}',
      contentTemplate: 'x',
    });
    expect(bad.status).toBe(400);
    const id = created.body.data.id as string;
    const res = await t.call('POST', `${N}/notifyNotice/enable`, tok, { id });
    const users = await t.db
      .select()
      .from(user)
      .where(and(eq(user.tenantId, '000000'), eq(user.isDeleted, 0), eq(user.status, 1)));
    expect(res.body.data.sent).toBe(users.length);
    expect((await receiversOf(t.db, id)).length).toBe(users.length);
    await t.call('GET', `${N}/notifyNotice/disable/${id}`, tok);
    expect((await t.call('POST', `${N}/notifyNotice/enable/${id}`, tok)).body.data).toEqual({});
    expect((await receiversOf(t.db, id)).length).toBe(users.length);

    const later = await rule({
      name: '节前检查',
      noticeKind: 'ANNOUNCEMENT',
      channels: 'SITE',
      titleTemplate: '节前安全检查',
      contentTemplate: '节前安全大检查安排',
      publishTime: '2099-01-01 08:00:00',
    });
    await t.call('POST', `${N}/notifyNotice/enable/${later.body.data.id}`, tok);
    expect(await receiversOf(t.db, later.body.data.id)).toHaveLength(0);
    expect(await publishDueAnnouncements(t.db, at('2099-01-01 08:05:00'))).toBe(users.length);
    expect(await publishDueAnnouncements(t.db, at('2099-01-01 08:15:00'))).toBe(0);
  });

  it('my messages: page, unread count, read and read all, never another user’s', async () => {
    const me = await createUser(t.db, { tenantId: '000000', roleId: plant.roles.worker });
    const other = plant.users.rectifier;
    const meTok = await t.login({ account: me.account, password: me.password });
    const otherTok = await t.login({ account: other.account, password: other.password });
    for (const name of ['一', '二', '三']) {
      await notify(t.db, {
        tenantId: '000000',
        event: 'DANGER_ASSIGNED',
        record: { type: 'dangerRecord', id: nextId(), rectifyUserId: me.userId },
        recordUrl: '/danger/dangerRecord',
        data: { dangerName: `隐患${name}` },
      });
    }
    expect((await t.call('GET', `${N}/notifyMessage/unread-count`, meTok)).body.data).toBe(3);
    const page = await t.call('POST', `${N}/notifyMessage/my`, meTok, { current: 1, size: 2 });
    expect(page.body.data).toMatchObject({ total: 3, size: 2, pages: 2, unread: 3 });
    expect(page.body.data.records[0]).toMatchObject({ tag: 0, title: '隐患整改任务: 隐患三', img: '' });
    const first = page.body.data.records[0].noticeId as string;
    // Another user can neither read nor mark my message.
    expect((await t.call('GET', `${N}/notifyMessage/my/${first}`, otherTok)).status).toBe(404);
    await t.call('POST', `${N}/notifyMessage/read`, otherTok, { ids: [first] });
    expect((await t.call('GET', `${N}/notifyMessage/unread-count`, meTok)).body.data).toBe(3);
    await t.call('POST', `${N}/notifyMessage/read`, meTok, { ids: [first] });
    expect((await t.call('GET', `${N}/notifyMessage/unread-count`, meTok)).body.data).toBe(2);
    expect((await t.call('GET', `${N}/notifyMessage/my/${first}`, meTok)).body.data.tag).toBe(1);
    expect((await t.call('POST', `${N}/notifyMessage/read-all`, meTok)).body.data).toBe(2);
    expect((await t.call('GET', `${N}/notifyMessage/unread-count`, meTok)).body.data).toBe(0);
    // An administrator sends one site message by hand; other channels and changing the receiver are refused.
    const manual = await t.call('POST', `${N}/notifyMessage/save`, tok, {
      receiverId: me.userId,
      channel: 'SITE',
      title: '请于今日下班前提交巡检记录',
      content: '二号罐区巡检记录尚未提交。',
    });
    expect(manual.body.data).toMatchObject({ sendStatus: 'SENT', readFlag: false });
    expect((await t.call('GET', `${N}/notifyMessage/unread-count`, meTok)).body.data).toBe(1);
    const sms = { receiverId: me.userId, channel: 'SMS', title: 'x', content: 'y' };
    expect((await t.call('POST', `${N}/notifyMessage/save`, tok, sms)).status).toBe(400);
    const moved = { id: manual.body.data.id, receiverId: other.userId };
    expect((await t.call('POST', `${N}/notifyMessage/update`, tok, moved)).status).toBe(400);
    await t.call('POST', `${N}/notifyMessage/read-all`, meTok);
    // The tenant-wide message list needs the notifyMessage permission.
    expect((await t.call('POST', `${N}/notifyMessage/page`, meTok, {})).status).toBe(403);
    expect(
      (await t.call('POST', `${N}/notifyMessage/page`, tok, { receiverId: me.userId })).body.data.total,
    ).toBe(4);
  });
});

describe('demo data', () => {
  it('publishes the demo plant’s announcements once', async () => {
    await seedNotifyDemo(t.db, { tenantId: '000000' });
    await seedNotifyDemo(t.db, { tenantId: '000000' });
    const demo = await t.db
      .select()
      .from(notifyNotice)
      .where(and(eq(notifyNotice.tenantId, '000000'), eq(notifyNotice.noticeKind, 'ANNOUNCEMENT')));
    const named = demo.filter((r) => ['2026年安全生产月活动安排', '节前安全大检查'].includes(String(r.name)));
    expect(named).toHaveLength(2);
    const users = await t.db
      .select()
      .from(user)
      .where(and(eq(user.tenantId, '000000'), eq(user.isDeleted, 0)));
    for (const r of named) expect((await receiversOf(t.db, String(r.id))).length).toBe(users.length);
  });
});
