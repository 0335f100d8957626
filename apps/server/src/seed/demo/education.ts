import { and, eq } from 'drizzle-orm';
import { dateInZone, serverTimeZone } from '../../core/dates';
import type { Db } from '../../db/client';
import { qualificationRecord } from '../../db/schema';
import { investmentPlanService } from '../../modules/education/investment';
import { meetingRecordService } from '../../modules/education/meeting';
import { qualificationRecordService } from '../../modules/education/qualification';
import {
  addParticipants,
  trainingParticipantService,
  trainingRecordService,
} from '../../modules/education/training';
import { adminContext, demoDept, demoPerson } from './demo-context';
import { type DemoPostCode, ensureDemoPosts } from './posts';

/**
 * Staff of the plant who hold certificates (account, name, department, operation category, post): the
 * demo accounts where the person is one of them, the others as staff without a sign-in.
 */
const STAFF = [
  ['wangjun', '王军', '公用工程车间', 'ELECTRICIAN', 'electrician'],
  ['liuming', '刘明', '设备维修部', 'WELDING', 'welder'],
  ['employee', '张伟', '合成车间', 'HAZ_CHEM', 'operator'],
  ['zhouli', '周丽', '精馏车间', 'HAZ_CHEM', 'operator'],
  ['safety', '陈静', '安全环保部', null, 'safety'],
  ['wutao', '吴涛', '设备维修部', 'HEIGHT', 'fitter'],
] as const;
/** Who else takes part in meetings and trainings: the demo accounts' people. */
const OTHERS = [
  ['principal', '刘洋', '综合办公室', 'gm'],
  ['depthead', '赵磊', '合成车间', 'director'],
  ['teamleader', '王芳', '合成车间', 'leader'],
  ['checker', '李强', '安全环保部', 'officer'],
] as const;

const shift = (today: string, days: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * Education demo of a fine-chemicals plant: staff certificates (some expiring or expired),
 * safety meetings with follow-ups, this year's safety investment plan and trainings.
 */
export async function seedEducationDemo(db: Db, { tenantId }: { tenantId: string }): Promise<void> {
  const [existing] = await db
    .select({ id: qualificationRecord.id })
    .from(qualificationRecord)
    .where(and(eq(qualificationRecord.tenantId, tenantId), eq(qualificationRecord.isDeleted, 0)))
    .limit(1);
  if (existing) return;
  const ctx = await adminContext(db, tenantId);
  if (!ctx) return;
  const today = dateInZone(new Date(), serverTimeZone());
  const year = Number(today.slice(0, 4));
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const depts = new Map<string, string>();
    for (const name of [
      '合成车间',
      '精馏车间',
      '储运车间',
      '公用工程车间',
      '安全环保部',
      '设备维修部',
      '综合办公室',
    ])
      depts.set(name, await demoDept(t, tenantId, name));
    const posts = await ensureDemoPosts(t, tenantId);
    const person = (account: string, realName: string, deptName: string, post: DemoPostCode) =>
      demoPerson(t, tenantId, { account, realName, deptId: depts.get(deptName)!, postId: posts[post] });
    const people: string[] = [];
    for (const [i, [account, realName, deptName, category, post]] of STAFF.entries()) {
      const userId = await person(account, realName, deptName, post);
      people.push(userId);
      // expiry spread: two already expired or expiring soon, the rest valid for years
      const expiry = [
        shift(today, 10),
        shift(today, -5),
        shift(today, 25),
        shift(today, 400),
        shift(today, 700),
        shift(today, 1000),
      ][i];
      await qualificationRecordService.insert(t, ctx, {
        userId,
        certType: category ? 'SPECIAL_OPERATION' : 'SAFETY_MANAGER',
        operationCategory: category ?? undefined,
        operationItem: category === 'HAZ_CHEM' ? '氯化工艺作业' : undefined,
        certNo: `T3201${String(year - 3)}${String(1000 + i * 37)}`,
        issuingAuthority: category ? '市应急管理局' : '省应急管理厅',
        issueDate: shift(expiry, -6 * 365),
        reviewDate: shift(expiry, -3 * 365),
        expiryDate: expiry,
      });
    }
    const [electrician, welder, operator, zhou, chen, fitter] = people;
    const others: string[] = [];
    for (const [account, realName, deptName, post] of OTHERS)
      others.push(await person(account, realName, deptName, post));
    const [gm, director, leader, officer] = others;
    await meetingRecordService.insert(t, ctx, {
      title: `${year}年第三季度安全生产委员会会议`,
      meetingType: 'SAFETY_COMMITTEE',
      meetingTime: `${shift(today, -40)} 14:00:00`,
      location: '办公楼三楼会议室',
      hostId: gm,
      recorderId: chen,
      attendeeIds: [gm, chen, director, officer, electrician, fitter],
      agenda: '1. 通报三季度隐患排查治理情况\n2. 部署储罐区防雷防静电检测\n3. 讨论四季度安全投入调整',
      minutes:
        '三季度共排查隐患46项，已整改43项，3项重大隐患正在按治理方案推进。储罐区防雷检测需在雨季前完成。',
      decisions: '同意追加储罐区可燃气体报警器更换费用；各车间于月底前完成岗位风险告知卡更新。',
      followUps: [
        { content: '完成储罐区防雷防静电检测', ownerId: electrician, dueDate: shift(today, -10), done: true },
        { content: '更新各岗位风险告知卡', ownerId: director, dueDate: shift(today, 7), done: false },
        { content: '提交四季度安全投入调整方案', ownerId: chen, dueDate: shift(today, -2), done: false },
      ],
    });
    await meetingRecordService.insert(t, ctx, {
      title: '合成车间班前会',
      meetingType: 'PRE_SHIFT',
      meetingTime: `${shift(today, -1)} 07:45:00`,
      location: '合成车间值班室',
      hostId: leader,
      recorderId: operator,
      attendeeIds: [leader, operator, fitter],
      minutes: '交接班情况正常；今日进行反应釜检修，严格执行动火作业票和有限空间作业审批。',
      followUps: [
        { content: '检修完成后恢复安全联锁并签字确认', ownerId: fitter, dueDate: today, done: false },
      ],
    });
    const plan: [string, string, string, number, number | null, string][] = [
      ['储罐区可燃气体报警器更换', 'PROTECTION_FACILITY', '储运车间', 86000, 72500, 'IN_PROGRESS'],
      ['合成车间反应釜安全联锁改造', 'PROTECTION_FACILITY', '合成车间', 240000, 240000, 'COMPLETED'],
      ['应急救援器材补充与年度演练', 'EMERGENCY_EQUIPMENT', '安全环保部', 45000, 38200, 'COMPLETED'],
      ['重大危险源在线监测系统维护', 'MAJOR_HAZARD_MONITOR', '设备维修部', 60000, 30000, 'IN_PROGRESS'],
      ['安全标准化复评咨询', 'CHECK_EVALUATION', '安全环保部', 50000, null, 'PLANNED'],
      ['劳动防护用品采购', 'PPE', '安全环保部', 120000, 96300, 'IN_PROGRESS'],
      ['全员安全教育培训', 'EDUCATION', '安全环保部', 35000, 21000, 'IN_PROGRESS'],
      ['特种设备及安全阀检测检验', 'TESTING', '设备维修部', 42000, 42000, 'COMPLETED'],
      ['安全生产责任保险', 'INSURANCE', '安全环保部', 68000, 68000, 'COMPLETED'],
    ];
    for (const [itemName, category, deptName, plannedAmount, actualAmount, planStatus] of plan) {
      await investmentPlanService.insert(t, ctx, {
        year,
        itemName,
        category,
        deptId: depts.get(deptName),
        plannedAmount,
        actualAmount: actualAmount ?? undefined,
        planStatus,
        completedDate: planStatus === 'COMPLETED' ? shift(today, -30) : undefined,
      });
    }
    const trainings: [string, string, number, string, boolean, string[]][] = [
      ['新员工三级安全教育（公司级）', 'THREE_LEVEL_COMPANY', 8, '陈静', true, [zhou, welder]],
      ['有限空间作业专题培训', 'SPECIAL_TOPIC', 4, '外聘讲师 周工', true, [operator, welder, fitter, leader]],
      ['储罐区泄漏应急演练', 'EMERGENCY_DRILL', 2, '赵磊', false, [director, zhou, chen, officer]],
      [
        '双重预防机制建设培训',
        'DUAL_PREVENTION',
        6,
        '陈静',
        true,
        [operator, leader, director, officer, electrician],
      ],
    ];
    for (const [i, [title, trainingType, hours, trainer, examRequired, who]] of trainings.entries()) {
      const day = shift(today, -90 + i * 20);
      const rec = await trainingRecordService.insert(t, ctx, {
        title,
        trainingType,
        startTime: `${day} 09:00:00`,
        endTime: `${day} ${String(9 + hours).padStart(2, '0')}:00:00`,
        hours,
        trainer,
        location: '办公楼培训室',
        organizerDeptId: depts.get('安全环保部'),
        content: `${title}：法规要求、典型事故案例、现场风险辨识与防控措施、应急处置。`,
        examRequired,
      });
      await addParticipants(t, ctx, rec.id, who);
      if (examRequired) {
        const rows = await trainingParticipantService.list(t, ctx, { recordId: rec.id });
        for (const [j, r] of rows.entries()) {
          const score = 95 - j * 9;
          await trainingParticipantService.update(t, ctx, { id: r.id, score, passed: score >= 60 });
        }
      }
    }
  });
}
