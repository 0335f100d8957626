import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmBody,
  DANGER_URL,
  type DangerTenant,
  DELAY_URL,
  dangerTenant,
  dayFromToday,
  type Person,
  planBody,
  rectifyBody,
} from '../../../test/danger-fixtures';
import { createTestApp } from '../../../test/helpers';
import { receiversOf } from '../../../test/notify-fixtures';
import { notifyMessage, userDept } from '../../db/schema';
import { runDueScans } from '../notify/jobs';
import { seedNotifyRules } from '../notify/seed';

let t: Awaited<ReturnType<typeof createTestApp>>;
let d: DangerTenant;

beforeAll(async () => {
  t = await createTestApp();
  d = await dangerTenant(t);
  // The department head heads the rectifying department too (as a member of it).
  await t.db.insert(userDept).values({ userId: d.id('deptHead'), deptId: d.deptB });
  await seedNotifyRules(t.db, d.tenantId);
});
afterAll(() => t.close());

const post = (who: Person, path: string, body: Record<string, unknown>) =>
  t.call('POST', `${DANGER_URL}/${path}`, d.tokens[who], body);
async function act(who: Person, id: string, action: string, body: Record<string, unknown> = {}) {
  const { version } = (await t.call('GET', `${DANGER_URL}/get/${id}`, d.tokens[who])).body.data;
  const res = await post(who, 'process', { id, action, version, ...body });
  return res.body;
}
const to = (...people: Person[]) => people.map((p) => d.id(p)).sort();
const got = (id: string, event: string) => receiversOf(t.db, id, event);

async function report() {
  const res = await post('reporter', 'save', {
    title: '二号配电室电缆沟积水',
    description: '电缆沟内积水约10厘米',
    source: 'EMPLOYEE_REPORT',
    placeId: d.placeId,
    foundTime: '2026-11-20 09:30:00',
    photoIds: [d.files.photo],
    rectifyMode: 'DEADLINE',
  });
  return String(res.body.data.id);
}

describe('danger notifications (§10), in the transition’s transaction', () => {
  it('each step of the general loop reaches the person the rule names, and nobody else', async () => {
    const id = await report();
    expect(await got(id, 'DANGER_SUBMITTED')).toEqual([]);
    await act('reporter', id, 'SUBMIT');
    // Confirmers: the safety administrators and the head of the reporting department.
    expect(await got(id, 'DANGER_SUBMITTED')).toEqual(to('safetyAdmin', 'deptHead'));

    await act('safetyAdmin', id, 'CONFIRM', confirmBody(d));
    expect(await got(id, 'DANGER_ASSIGNED')).toEqual(to('rectifier'));
    expect(await got(id, 'DANGER_CONFIRMED')).toEqual(to('reporter'));

    await act('rectifier', id, 'SUBMIT_RECTIFICATION', rectifyBody(d));
    expect(await got(id, 'DANGER_TO_ACCEPT')).toEqual(to('acceptor'));
    await act('acceptor', id, 'ACCEPT_REJECT', { opinion: '沟内仍有积水' });
    expect(await got(id, 'DANGER_REJECTED')).toEqual(to('rectifier'));
    const [rejected] = await t.db
      .select()
      .from(notifyMessage)
      .where(and(eq(notifyMessage.bizId, id), eq(notifyMessage.event, 'DANGER_REJECTED')));
    expect(rejected).toMatchObject({
      title: '隐患验收不通过: 二号配电室电缆沟积水',
      url: `/danger/detail?id=${id}`,
      readFlag: false,
    });
    expect(rejected.content).toContain('沟内仍有积水');

    // A second round on the same day is a new transition: the acceptor hears of it again.
    await act('rectifier', id, 'SUBMIT_RECTIFICATION', rectifyBody(d));
    expect(await got(id, 'DANGER_TO_ACCEPT')).toEqual(to('acceptor', 'acceptor'));

    // A refused transition sends nothing.
    expect((await act('rectifier', id, 'ACCEPT_PASS')).code).toBe(403);
    expect(await got(id, 'DANGER_CLOSED')).toEqual([]);
    await act('acceptor', id, 'ACCEPT_PASS', { opinion: '整改到位' });
    expect(await got(id, 'DANGER_CLOSED')).toEqual(to('reporter', 'rectifier'));
    expect(await receiversOf(t.db, id)).not.toContain(d.id('checker'));
  });

  it('a major danger reaches the principal at once; plan submission and decision go both ways', async () => {
    const id = await report();
    await act('reporter', id, 'SUBMIT');
    await act('safetyAdmin', id, 'CONFIRM', confirmBody(d, 'MAJOR'));
    // the rectifier is assigned; the principal is asked what a principal does, in its own event
    expect(await got(id, 'DANGER_ASSIGNED')).toEqual(to('rectifier'));
    expect(await got(id, 'DANGER_MAJOR_CONFIRMED')).toEqual(to('principal'));
    await act('rectifier', id, 'SUBMIT_PLAN', planBody);
    expect(await got(id, 'DANGER_PLAN_SUBMITTED')).toEqual(to('principal'));
    await act('principal', id, 'REJECT_PLAN', { opinion: '资金来源不明确' });
    await act('rectifier', id, 'SUBMIT_PLAN', planBody);
    await act('principal', id, 'APPROVE_PLAN');
    // Rejection and approval each reach the rectifier and the head of the rectifying department.
    expect(await got(id, 'DANGER_PLAN_RESULT')).toEqual(to('deptHead', 'deptHead', 'rectifier', 'rectifier'));
    const titles = (
      await t.db
        .select({ title: notifyMessage.title })
        .from(notifyMessage)
        .where(and(eq(notifyMessage.bizId, id), eq(notifyMessage.receiverId, d.id('rectifier'))))
    ).map((m) => m.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        '治理方案被驳回: 二号配电室电缆沟积水',
        '治理方案已批准: 二号配电室电缆沟积水',
      ]),
    );
  });

  // What each person hears of their danger: the event, and words their message must (not) say.
  const cases: {
    name: string;
    run: (id: string) => Promise<unknown>;
    person: Person;
    event: string;
    says: string[];
    never?: string[];
  }[] = [
    {
      name: 'confirmed (general): the reporter, with level, rectifier and deadline',
      run: (id) => act('safetyAdmin', id, 'CONFIRM', confirmBody(d)),
      person: 'reporter',
      event: 'DANGER_CONFIRMED',
      says: ['您上报的隐患', '已评估确认为一般事故隐患', 'rectifier', dayFromToday(7)],
      never: ['指派给您'],
    },
    {
      name: 'confirmed (major): the principal is asked to approve the plan and the report',
      run: (id) => act('safetyAdmin', id, 'CONFIRM', confirmBody(d, 'MAJOR')),
      person: 'principal',
      event: 'DANGER_MAJOR_CONFIRMED',
      says: ['重大事故隐患', '请审批其治理方案', '整改报告', dayFromToday(7)],
      never: ['已指派给您整改'],
    },
    {
      name: 'ignored: the reporter, with the reason',
      run: (id) => act('safetyAdmin', id, 'IGNORE', { ignoreReason: '属正常工况，非隐患' }),
      person: 'reporter',
      event: 'DANGER_IGNORED',
      says: ['已忽略', '原因: 属正常工况，非隐患'],
    },
    {
      name: 'closed: the reporter, with the acceptor',
      run: async (id) => {
        await act('safetyAdmin', id, 'CONFIRM', confirmBody(d));
        await act('rectifier', id, 'SUBMIT_RECTIFICATION', rectifyBody(d));
        return act('acceptor', id, 'ACCEPT_PASS', { opinion: '整改到位' });
      },
      person: 'reporter',
      event: 'DANGER_CLOSED',
      says: ['验收通过并销号', 'acceptor', '整改到位'],
    },
  ];
  it.each(cases)('$name', async ({ run, person, event, says, never }) => {
    const id = await report();
    await act('reporter', id, 'SUBMIT');
    await run(id);
    const mine = await t.db
      .select({ event: notifyMessage.event, title: notifyMessage.title, content: notifyMessage.content })
      .from(notifyMessage)
      .where(and(eq(notifyMessage.bizId, id), eq(notifyMessage.receiverId, d.id(person))));
    const hit = mine.filter((m) => m.event === event);
    expect(hit).toHaveLength(1);
    for (const s of says) expect(hit[0].content).toContain(s);
    for (const s of never ?? []) for (const m of mine) expect(`${m.title} ${m.content}`).not.toContain(s);
  });

  it('transfer and regrade tell the new rectifier and the principal', async () => {
    const id = await d.makeDanger('PENDING_RECTIFY');
    await act('safetyAdmin', id, 'TRANSFER', { rectifyUserId: d.id('teamLeader') });
    expect(await got(id, 'DANGER_ASSIGNED')).toEqual(to('teamLeader'));
    await act('safetyAdmin', id, 'REGRADE', { opinion: '涉及重大危险源' });
    expect(await got(id, 'DANGER_REGRADED')).toEqual(to('teamLeader', 'deptHead', 'principal').sort());
  });

  it('a delay application reaches its approvers; the decision reaches the applicant', async () => {
    const dangerId = await d.makeDanger('PENDING_RECTIFY');
    const res = await t.call('POST', `${DELAY_URL}/save`, d.tokens.rectifier, {
      dangerId,
      newDeadline: dayFromToday(15),
      reason: '备件到货延迟',
      interimMeasures: '设置警戒区',
    });
    expect(res.body.code).toBe(200);
    // General danger: the safety administrators and the head of the rectifying department.
    expect(await got(dangerId, 'DELAY_TO_APPROVE')).toEqual(to('safetyAdmin', 'deptHead'));
    await t.call('POST', `${DELAY_URL}/process`, d.tokens.safetyAdmin, {
      id: res.body.data.id,
      action: 'APPROVE',
      version: 0,
    });
    expect(await got(dangerId, 'DELAY_RESULT')).toEqual(to('rectifier'));
  });

  it('the overdue scan reminds the rectifier once per day, the deadline reminder once per deadline', async () => {
    const id = await d.makeDanger('PENDING_RECTIFY', {
      originalDeadline: dayFromToday(-2),
      currentDeadline: dayFromToday(-2),
    });
    const closed = await d.makeDanger('CLOSED', { currentDeadline: dayFromToday(-2) });
    await runDueScans(t.db, 'overdue');
    expect(await got(id, 'DANGER_OVERDUE')).toEqual(to('rectifier'));
    await runDueScans(t.db, 'overdue');
    expect(await got(id, 'DANGER_OVERDUE')).toEqual(to('rectifier'));
    expect(await got(closed, 'DANGER_OVERDUE')).toEqual([]);

    const soon = await d.makeDanger('PENDING_RECTIFY', {
      originalDeadline: dayFromToday(1),
      currentDeadline: dayFromToday(1),
    });
    await runDueScans(t.db, 'reminder');
    await runDueScans(t.db, 'reminder');
    expect(await got(soon, 'DANGER_DEADLINE_NEAR')).toEqual(to('rectifier'));
    expect(await got(soon, 'DANGER_OVERDUE')).toEqual([]);
  });
});
