import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmBody,
  DANGER_URL,
  type DangerTenant,
  dangerTenant,
  PEOPLE,
  type Person,
  planBody,
  rectifyBody,
} from '../../../test/danger-fixtures';
import { createTestApp } from '../../../test/helpers';
import { flowLog } from '../../db/schema';

/**
 * The §7.1 transition table, written here independently of the workflow definition: every
 * allowed (status, action, person) succeeds with the expected target and one log row; every other
 * combination is refused with the status, version and log untouched.
 */
const STATUSES = [
  'DRAFT',
  'PENDING_CONFIRM',
  'PENDING_PLAN',
  'PENDING_RECTIFY',
  'PENDING_ACCEPT',
  'CLOSED',
  'IGNORED',
  'REVOKED',
] as const;

type Call = {
  route: 'process' | 'ignore' | 'updateRectificationPlan' | 'updateRectificationInfo';
  body: (d: DangerTenant) => Record<string, unknown>;
};
type Rule = {
  call: Call;
  allowed: Partial<Record<(typeof STATUSES)[number], { to: string; by: Person[] }>>;
  logged?: boolean;
  fixture?: Record<string, unknown>;
};

const processOf = (
  action: string,
  body: (d: DangerTenant) => Record<string, unknown> = () => ({}),
): Call => ({
  route: 'process',
  body: (d) => ({ action, ...body(d) }),
});

const TABLE: Record<string, Rule> = {
  SUBMIT: { call: processOf('SUBMIT'), allowed: { DRAFT: { to: 'PENDING_CONFIRM', by: ['reporter'] } } },
  REVOKE: {
    call: processOf('REVOKE'),
    allowed: {
      DRAFT: { to: 'REVOKED', by: ['reporter'] },
      PENDING_CONFIRM: { to: 'REVOKED', by: ['reporter'] },
    },
  },
  IGNORE: {
    call: { route: 'ignore', body: () => ({ ignoreReason: '重复上报' }) },
    allowed: { PENDING_CONFIRM: { to: 'IGNORED', by: ['safetyAdmin', 'deptHead'] } },
  },
  CONFIRM: {
    call: processOf('CONFIRM', (d) => confirmBody(d)),
    allowed: { PENDING_CONFIRM: { to: 'PENDING_RECTIFY', by: ['safetyAdmin', 'deptHead'] } },
  },
  SAVE_PLAN: {
    call: { route: 'updateRectificationPlan', body: () => ({ planGoal: '消除隐患' }) },
    allowed: { PENDING_PLAN: { to: 'PENDING_PLAN', by: ['rectifier', 'deptHead'] } },
    logged: false,
  },
  SUBMIT_PLAN: {
    call: processOf('SUBMIT_PLAN', () => planBody),
    allowed: { PENDING_PLAN: { to: 'PENDING_PLAN', by: ['rectifier', 'deptHead'] } },
  },
  APPROVE_PLAN: {
    call: processOf('APPROVE_PLAN'),
    allowed: { PENDING_PLAN: { to: 'PENDING_RECTIFY', by: ['principal'] } },
    fixture: { ...planBody, planStatus: 'SUBMITTED' },
  },
  REJECT_PLAN: {
    call: processOf('REJECT_PLAN', () => ({ opinion: '资金来源不明确' })),
    allowed: { PENDING_PLAN: { to: 'PENDING_PLAN', by: ['principal'] } },
    fixture: { ...planBody, planStatus: 'SUBMITTED' },
  },
  SAVE_RECTIFICATION: {
    call: { route: 'updateRectificationInfo', body: () => ({ causeAnalysis: '管理不到位' }) },
    allowed: { PENDING_RECTIFY: { to: 'PENDING_RECTIFY', by: ['rectifier'] } },
    logged: false,
  },
  SUBMIT_RECTIFICATION: {
    call: processOf('SUBMIT_RECTIFICATION', rectifyBody),
    allowed: { PENDING_RECTIFY: { to: 'PENDING_ACCEPT', by: ['rectifier'] } },
  },
  ACCEPT_PASS: {
    call: processOf('ACCEPT_PASS', () => ({ opinion: '整改合格' })),
    allowed: { PENDING_ACCEPT: { to: 'CLOSED', by: ['acceptor'] } },
  },
  ACCEPT_REJECT: {
    call: processOf('ACCEPT_REJECT', () => ({ opinion: '杂物未清理干净' })),
    allowed: { PENDING_ACCEPT: { to: 'PENDING_RECTIFY', by: ['acceptor'] } },
  },
  TRANSFER: {
    call: processOf('TRANSFER', (d) => ({ rectifyUserId: d.id('checker') })),
    allowed: { PENDING_RECTIFY: { to: 'PENDING_RECTIFY', by: ['safetyAdmin', 'deptHead'] } },
  },
  REGRADE: {
    call: processOf('REGRADE', () => ({ opinion: '涉及停产整改，升级为重大隐患' })),
    allowed: { PENDING_RECTIFY: { to: 'PENDING_PLAN', by: ['safetyAdmin'] } },
  },
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let d: DangerTenant;

beforeAll(async () => {
  t = await createTestApp();
  d = await dangerTenant(t);
});
afterAll(() => t.close());

async function call(rule: Rule, person: Person, dangerId: string) {
  const body = rule.call.body(d);
  const url =
    rule.call.route === 'ignore' ? `${DANGER_URL}/ignore/${dangerId}` : `${DANGER_URL}/${rule.call.route}`;
  return t.call('POST', url, d.tokens[person], { id: dangerId, version: 0, ...body });
}

const logCount = async (dangerId: string) =>
  (
    await t.db
      .select()
      .from(flowLog)
      .where(and(eq(flowLog.resource, 'dangerRecord'), eq(flowLog.recordId, dangerId)))
  ).length;

describe('§7.1 transition table', () => {
  for (const [action, rule] of Object.entries(TABLE)) {
    for (const status of STATUSES) {
      const allowed = rule.allowed[status];
      it(`${action} from ${status}: ${allowed ? `${allowed.by.join(', ')} → ${allowed.to}` : 'nobody'}`, async () => {
        const refusedFixture = await d.makeDanger(status, rule.fixture);
        for (const person of PEOPLE) {
          const isAllowed = allowed?.by.includes(person) ?? false;
          const dangerId = isAllowed ? await d.makeDanger(status, rule.fixture) : refusedFixture;
          const res = await call(rule, person, dangerId);
          const row = await d.row(dangerId);
          const where = `${action} from ${status} by ${person}`;
          if (isAllowed) {
            expect(res.body, where).toMatchObject({ code: 200, success: true });
            expect(row, where).toMatchObject({ status: allowed!.to, version: 1 });
            expect(res.body.data.status, where).toBe(allowed!.to);
            expect(await logCount(dangerId), where).toBe(rule.logged === false ? 0 : 1);
          } else {
            expect([400, 403], `${where}: ${res.body.msg}`).toContain(res.status);
            expect(res.body.msg, where).toBeTruthy();
            expect(row, where).toMatchObject({ status, version: 0 });
            expect(await logCount(dangerId), where).toBe(0);
          }
        }
      });
    }
  }
});
