import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { RequestContext } from '../../core/context';
import { formatDate } from '../../core/dates';
import type { Db } from '../../db/client';
import { post, riskNoticeBoard, riskPointType } from '../../db/schema';
import { blank, DOCX_TYPE, pack, para, run, title } from '../../modules/danger/docx';
import { tenantToday } from '../../modules/education/settings';
import { composeBoard } from '../../modules/risk/board-compose';
import { addMonths } from '../../modules/risk/expiry';
import { docxStore, manualModule } from '../../modules/risk/manual';
import { noticeBoardService, noticeBoardWorkflow } from '../../modules/risk/notice-board';
import {
  lawRegulationService,
  safetyFileService,
  safetyManagePolicyService,
  safetyRegulationService,
  stakeholderService,
} from '../../modules/risk/registers';
import { storageDrivers } from '../../modules/storage/drivers';
import { storeAttachment } from '../../modules/storage/endpoint';
import { adminContext } from './demo-context';
import { ensureDemoPosts } from './posts';

const plusDays = (d: string, n: number) => {
  const x = new Date(`${d}T00:00:00Z`);
  x.setUTCDate(x.getUTCDate() + n);
  return formatDate(x);
};

/** A short Word document standing for an uploaded original (the demo has no real scans). */
async function demoFile(db: Db, config: Config, ctx: RequestContext, name: string, paragraphs: string[]) {
  const data = await pack([title(name), blank(), ...paragraphs.map((p) => para([run(p)], { indent: true }))]);
  const drivers = storageDrivers(db, config);
  return (
    await storeAttachment(db, drivers, ctx, {
      data,
      originalName: `${name}.docx`,
      type: DOCX_TYPE,
      ext: 'docx',
    })
  ).attachId;
}

const LAWS = [
  [
    '中华人民共和国安全生产法',
    '主席令第88号',
    'LAW',
    '全国人民代表大会常务委员会',
    '2021-09-01',
    '第四条 生产经营单位应当构建安全风险分级管控和隐患排查治理双重预防机制。',
  ],
  [
    '危险化学品安全管理条例',
    '国务院令第645号',
    'ADMIN_REG',
    '国务院',
    '2013-12-07',
    '第二十条 生产、储存危险化学品的单位，应当根据其生产、储存的危险化学品的种类和危险特性，设置相应的安全设施、设备。',
  ],
  [
    '安全标志及其使用导则',
    'GB 2894-2008',
    'NATIONAL_STD',
    '国家质量监督检验检疫总局',
    '2009-10-01',
    '4 安全标志的分类：禁止标志、警告标志、指令标志和提示标志。',
  ],
  [
    '企业职工伤亡事故分类',
    'GB 6441-1986',
    'NATIONAL_STD',
    '国家标准局',
    '1987-02-01',
    '附录A 事故类别：物体打击、车辆伤害、机械伤害、起重伤害、触电……',
  ],
  [
    '安全生产风险分级管控体系通则',
    'DB37/T 2882-2016',
    'LOCAL_STD',
    '山东省质量技术监督局',
    '2016-12-01',
    '5 风险点确定、危险源辨识分析、风险评价、风险控制措施、风险分级管控。',
  ],
] as const;

const POLICIES = [
  ['安全生产责任制', 'AQ-ZD-001', 'RESPONSIBILITY', '明确主要负责人、分管负责人、部门及岗位的安全生产职责。'],
  [
    '安全风险分级管控制度',
    'AQ-ZD-012',
    'RISK',
    '规定风险点确定、危险源辨识、风险评价及分级管控的职责和程序。',
  ],
  ['隐患排查治理制度', 'AQ-ZD-013', 'HIDDEN_DANGER', '规定隐患排查的类型、频次、治理闭环及验收要求。'],
] as const;

/**
 * The document side of the demo plant: laws and policies (one of each due for review within the
 * month), stakeholders, safety files, a post procedure, published notice boards and a post card,
 * and the year's control manual, approved.
 */
export async function seedRiskDocsDemo(db: Db, { tenantId, config }: { tenantId: string; config: Config }) {
  const ctx = await adminContext(db, tenantId);
  if (!ctx) return;
  const [existing] = await db
    .select({ id: riskNoticeBoard.id })
    .from(riskNoticeBoard)
    .where(eq(riskNoticeBoard.tenantId, tenantId))
    .limit(1);
  if (existing) return;
  ctx.permissions = new Set(['riskNoticeBoard_publish', 'riskManual_submit', 'riskManualReview_review']);
  const today = await tenantToday(db, tenantId);

  for (const [i, [lawTitle, docNo, level, authority, effectiveDate, clause]] of LAWS.entries()) {
    await lawRegulationService.insert(db, ctx, {
      title: lawTitle,
      docNo,
      level,
      issuingAuthority: authority,
      effectiveDate,
      docStatus: 'EFFECTIVE',
      applicableClauses: clause,
      complianceResult: 'COMPLIANT',
      reviewCycleMonths: 12,
      // the first one is due for its yearly compliance evaluation in two weeks
      lastEvaluatedAt: i === 0 ? addMonths(plusDays(today, 14), -12) : addMonths(today, -2),
      fileId: await demoFile(db, config, ctx, lawTitle, [`${docNo}`, clause]),
    });
  }
  const safetyDept = ctx.deptIds[0];
  for (const [i, [name, docNo, category, content]] of POLICIES.entries()) {
    await safetyManagePolicyService.insert(db, ctx, {
      name,
      docNo,
      category,
      issuingDeptId: safetyDept,
      issueDate: addMonths(today, -14),
      effectiveDate: addMonths(today, -14),
      docStatus: 'EFFECTIVE',
      reviewCycleMonths: 12,
      lastReviewDate: i === 1 ? addMonths(plusDays(today, 20), -12) : addMonths(today, -3),
      fileId: await demoFile(db, config, ctx, name, [content]),
    });
  }
  await stakeholderService.insert(db, ctx, {
    name: '山东鲁安建设工程有限公司',
    type: 'CONTRACTOR',
    creditCode: '91370100MA3C4X0Y1P',
    contactPerson: '钱建国',
    contactPhone: '0531-88661234',
    serviceScope: '储罐区防腐保温及动火作业',
    qualificationExpiry: plusDays(today, 25),
    agreementSigned: true,
    riskInformed: true,
    evaluation: 'QUALIFIED',
    hostDeptId: safetyDept,
  });
  await stakeholderService.insert(db, ctx, {
    name: '济南安评技术服务有限公司',
    type: 'SERVICE_ORG',
    contactPerson: '吴工',
    contactPhone: '0531-88998877',
    serviceScope: '安全现状评价、重大危险源辨识',
    qualificationExpiry: addMonths(today, 18),
    agreementSigned: true,
    evaluation: 'QUALIFIED',
  });

  const points = await db
    .select({ id: riskPointType.id, name: riskPointType.name })
    .from(riskPointType)
    .where(and(eq(riskPointType.tenantId, tenantId), eq(riskPointType.isDeleted, 0)))
    .orderBy(asc(riskPointType.code));
  if (points[0]) {
    await safetyFileService.insert(db, ctx, {
      riskPointTypeId: String(points[0].id),
      category: 'EMERGENCY_CARD',
      name: `${points[0].name}应急处置卡`,
      docNo: 'YJK-001',
      validUntil: addMonths(today, 12),
      showOnCard: true,
      fileId: await demoFile(db, config, ctx, `${points[0].name}应急处置卡`, [
        '发生泄漏时立即停止作业，关闭进料阀，报告班长。',
      ]),
    });
  }
  for (const p of points.slice(0, 3)) {
    const draft = await composeBoard(db, ctx, { boardType: 'POINT_BOARD', riskPointTypeId: String(p.id) });
    const board = await noticeBoardService.insert(db, ctx, { ...draft, reportPhone: '12350' });
    await noticeBoardWorkflow.run(db, ctx, {
      id: String(board.id),
      action: 'PUBLISH',
      version: Number(board.version),
      fileIds: [],
      payload: {},
    });
  }
  // the operators' post card: the post that does most of the plant's analysed jobs
  const operatorId = (await ensureDemoPosts(db, tenantId)).operator;
  const [anyPost] = await db
    .select({ id: post.id, name: post.postName })
    .from(post)
    .where(eq(post.id, operatorId));
  if (anyPost) {
    const card = await composeBoard(db, ctx, { boardType: 'POST_CARD', postId: String(anyPost.id) });
    await noticeBoardService.insert(db, ctx, card);
    await safetyRegulationService.insert(db, ctx, {
      regulationType: 'POST',
      postId: String(anyPost.id),
      title: `${anyPost.name}岗位安全操作规程`,
      code: 'GC-001',
      beforeWork: '1. 按规定穿戴劳动防护用品；\n2. 检查设备、安全附件完好。',
      duringWork: '1. 严格按工艺参数操作；\n2. 发现异常立即报告。',
      afterWork: '1. 清理现场；\n2. 做好交接班记录。',
      prohibitions: '严禁违章指挥、违章作业、违反劳动纪律。',
      emergency: '发生泄漏、着火时立即停止作业，报告并按应急处置卡处置。',
      effectiveDate: addMonths(today, -6),
      docStatus: 'EFFECTIVE',
    });
  }

  if (points.length) {
    const { service, workflow } = manualModule(docxStore(storageDrivers(db, config)));
    const year = Number(today.slice(0, 4));
    const manual = await service.insert(db, ctx, {
      name: `${year}年度安全风险分级管控手册`,
      manualNo: `FXSC-${year}`,
      versionNo: `${year}-A`,
      year,
      compilerId: ctx.userId,
      effectiveDate: today,
      preface:
        '本手册依据《安全生产风险分级管控体系通则》(DB37/T 2882)编制，收录本企业全部在用风险点的辨识、评价结果及管控措施。',
    });
    const submitted = await workflow.run(db, ctx, {
      id: String(manual.id),
      action: 'SUBMIT',
      version: Number(manual.version),
      fileIds: [],
      payload: {},
    });
    await workflow.run(
      db,
      ctx,
      {
        id: String(manual.id),
        action: 'APPROVE',
        version: Number(submitted.version),
        fileIds: [],
        payload: {},
        opinion: '同意发布',
      },
      { internal: true },
    );
  }
}
