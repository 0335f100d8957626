import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { RequestContext } from '../../core/context';
import { formatDate } from '../../core/dates';
import { nextId } from '../../core/ids';
import type { Db } from '../../db/client';
import { attach } from '../../db/schema';
import { dangerService, dangerWorkflow } from '../../modules/danger/danger-service';
import { storageDrivers } from '../../modules/resource/drivers';
import type { Row } from '../../resource/service';
import { DEMO_ACCOUNTS, type DemoPeople, seedDemoAccounts } from './accounts';

type Target =
  | 'DRAFT'
  | 'PENDING_CONFIRM'
  | 'REVOKED'
  | 'IGNORED'
  | 'PENDING_PLAN'
  | 'PENDING_RECTIFY'
  | 'PENDING_ACCEPT'
  | 'CLOSED';

/** [title, location, category, target state, level, days ago it was found]. */
type Scenario = [string, string, string, Target, 'GENERAL' | 'MAJOR', number];

const HAZARDS: [string, string, string][] = [
  ['配电箱门锁损坏', '一号厂房配电室', 'POWER'],
  ['消防通道堆放杂物', '二号厂房东侧通道', 'FIRE_EMERGENCY'],
  ['灭火器压力不足', '仓库A区', 'FIRE_EMERGENCY'],
  ['传动皮带防护罩缺失', '生产一车间3号线', 'EQUIPMENT'],
  ['员工未佩戴安全帽进入作业区', '生产二车间', 'BEHAVIOUR'],
  ['安全警示标志褪色', '罐区围堰', 'SITE_OTHER'],
  ['电缆绝缘层破损', '空压机房', 'POWER'],
  ['叉车倒车报警器失灵', '成品仓库', 'EQUIPMENT'],
  ['应急照明灯不亮', '办公楼楼梯间', 'FIRE_EMERGENCY'],
  ['有限空间作业未办理作业票', '污水池', 'CONFINED_SPACE'],
  ['压力表超期未校验', '锅炉房', 'EQUIPMENT'],
  ['地面油污未清理', '机修车间', 'ENVIRONMENT'],
];
const MAJOR_HAZARDS: [string, string, string][] = [
  ['液氨储罐区可燃气体报警器失效', '液氨罐区', 'EQUIPMENT'],
  ['危化品仓库防爆电气失效', '危化品仓库', 'POWER'],
  ['行车限位装置失效', '生产二车间行车', 'EQUIPMENT'],
];

/** About sixty dangers spread over every state; a quarter MAJOR; found over the last two months. */
function scenarios(): Scenario[] {
  const plan: [Target, number, number][] = [
    ['DRAFT', 4, 0],
    ['PENDING_CONFIRM', 6, 0],
    ['REVOKED', 3, 0],
    ['IGNORED', 3, 0],
    ['PENDING_PLAN', 0, 3],
    ['PENDING_RECTIFY', 12, 3],
    ['PENDING_ACCEPT', 7, 2],
    ['CLOSED', 17, 5],
  ];
  const out: Scenario[] = [];
  let n = 0;
  for (const [target, general, major] of plan) {
    for (let i = 0; i < general + major; i++, n++) {
      const isMajor = i >= general;
      const [title, location, category] = isMajor
        ? MAJOR_HAZARDS[n % MAJOR_HAZARDS.length]
        : HAZARDS[n % HAZARDS.length];
      out.push([title, location, category, target, isMajor ? 'MAJOR' : 'GENERAL', 1 + ((n * 7) % 55)]);
    }
  }
  return out;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** One photo in the tenant's storage, shared by the demo dangers. */
async function demoPhoto(db: Db, config: Config, ctx: RequestContext): Promise<string> {
  const id = nextId();
  const name = `${ctx.tenantId}/demo/${id}.png`;
  const { storage, ossId } = await storageDrivers(db, config).active(ctx.tenantId);
  await storage.put(name, PNG, 'image/png');
  await db.insert(attach).values({
    id,
    tenantId: ctx.tenantId,
    link: `/api/calf-resource/oss/endpoint/file/${id}`,
    name,
    originalName: '现场照片.png',
    extension: 'png',
    contentType: 'image/png',
    attachSize: PNG.length,
    ossId,
    createUser: ctx.userId,
  });
  return id;
}

function contextOf(people: DemoPeople, tenantId: string, account: string): RequestContext {
  const a = DEMO_ACCOUNTS.find((x) => x.account === account)!;
  return {
    tenantId,
    userId: people.users[account],
    account,
    userName: a.realName,
    deptIds: [people.depts[a.dept]],
    roleIds: [],
    roleAliases: [a.role],
    postIds: [],
    clientId: 'demo',
    sessionId: 'demo',
    isAdministrator: false,
    isAdmin: false,
    permissions: new Set(),
    mustChangePassword: false,
  };
}

const day = (offset: number) => formatDate(new Date(Date.now() + offset * 86_400_000));

/**
 * Moves one danger's whole history `days` into the past (found, decided, deadlines, log), so the
 * ledger shows dangers of the last weeks — some now overdue — with a consistent timeline.
 */
async function age(db: Db, id: string, days: number) {
  const n = Math.trunc(days);
  const shift = sql.raw(`interval '${n} days'`);
  const back = sql.raw(String(n));
  await db.execute(sql`update danger_record set
      found_time = found_time - ${shift}, create_time = create_time - ${shift}, update_time = update_time - ${shift},
      confirm_time = confirm_time - ${shift}, rectify_finish_time = rectify_finish_time - ${shift},
      accept_time = accept_time - ${shift}, close_time = close_time - ${shift},
      original_deadline = original_deadline - ${back}, current_deadline = current_deadline - ${back}
    where id = ${id}`);
  await db.execute(sql`update calf_flow_log set time = time - ${shift} where record_id = ${id}`);
  await db.execute(sql`update danger_rectification_record set
      finish_time = finish_time - ${shift}, submit_time = submit_time - ${shift}, accept_time = accept_time - ${shift}
    where danger_id = ${id}`);
}

/**
 * Demo step: ~60 dangers of the demo plant driven through the real transitions of the danger
 * workflow (report, submit, confirm, plan, rectify, a rejection now and then, accept, ignore,
 * revoke), then aged so found dates spread over two months and some open ones are overdue.
 */
export async function seedDemoDangers(db: Db, opts: { tenantId: string; config: Config }) {
  const { tenantId } = opts;
  const people = await seedDemoAccounts(db, { tenantId });
  const as = (account: string) => contextOf(people, tenantId, account);
  const reporters = ['employee', 'checker', 'teamleader'];
  const photo = await demoPhoto(db, opts.config, as('employee'));
  for (const [i, [title, location, category, target, level, daysAgo]] of scenarios().entries()) {
    const reporter = as(reporters[i % reporters.length]);
    let row: Row = await dangerService.insert(db, reporter, {
      title,
      description: `${location}：${title}，现场检查发现并拍照记录。`,
      source: i % 3 === 0 ? 'DAILY_PATROL' : 'EMPLOYEE_REPORT',
      placeId: '0',
      location,
      foundTime: new Date(),
      photoIds: [photo],
      rectifyMode: 'DEADLINE',
    });
    const step = async (account: string, action: string, payload: Row = {}, opinion?: string) => {
      row = await dangerWorkflow.run(db, as(account), {
        id: String(row.id),
        action,
        version: Number(row.version),
        opinion: opinion ?? null,
        payload,
      });
    };
    if (target !== 'DRAFT') {
      if (target === 'REVOKED') await step(reporter.account, 'REVOKE', {}, '重复上报，撤销');
      else await step(reporter.account, 'SUBMIT');
    }
    if (target === 'IGNORED') await step('safety', 'IGNORE', { ignoreReason: '经核实不属于事故隐患' });
    const open = ['DRAFT', 'PENDING_CONFIRM', 'REVOKED', 'IGNORED'].includes(target);
    if (!open) {
      // Deadlines between a week and a month; aged below, the short ones of open dangers run over.
      await step('safety', 'CONFIRM', {
        level,
        category,
        rectifyDeptId: people.depts.生产一车间,
        rectifyUserId: people.users.rectifier,
        acceptUserId: people.users.acceptor,
        originalDeadline: day(7 + (i % 4) * 7),
        interimMeasures: level === 'MAJOR' ? '设置警戒区域，专人监护' : null,
      });
      if (level === 'MAJOR' && target !== 'PENDING_PLAN') {
        await step('rectifier', 'SUBMIT_PLAN', {
          planGoal: `消除${title}`,
          planMeasures: '停用相关设施，更换失效部件并联调',
          planFunds: '安全生产费用列支',
          planOrgStaff: '设备部牵头，生产一车间配合',
          planTimeRequirement: '按整改期限完成',
          planSafetyAndEmergency: '治理期间加强巡检，配备应急器材',
          interimMeasures: '设置警戒区域，专人监护',
        });
        await step('principal', 'APPROVE_PLAN', {}, '同意按方案治理');
      }
    }
    const rectification = (measures: string) =>
      step('rectifier', 'SUBMIT_RECTIFICATION', {
        causeAnalysis: '日常检查维护不到位',
        rectifyMeasures: measures,
        rectifyPhotoIds: [photo],
        rectifyFinishTime: new Date(),
        actualFund: level === 'MAJOR' ? 30000 : 200 + (i % 5) * 150,
      });
    if (target === 'PENDING_ACCEPT' || target === 'CLOSED') {
      await rectification('已按要求完成整改');
      if (i % 4 === 0) {
        await step('acceptor', 'ACCEPT_REJECT', {}, '整改不彻底，请补充完善');
        await rectification('已补充完善整改并复查');
      }
    }
    if (target === 'CLOSED')
      await step(
        level === 'MAJOR' ? 'principal' : 'acceptor',
        'ACCEPT_PASS',
        level === 'MAJOR' ? { acceptFileIds: [photo] } : {},
        '验收合格，同意销号',
      );
    await age(db, String(row.id), daysAgo);
  }
}
