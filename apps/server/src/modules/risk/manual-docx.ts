import { AlignmentType } from 'docx';
import { blank, lines, pack, para, run, table, title } from '../danger/docx';

/** What a manual prints, frozen when it is submitted (labels resolved). */
export type ManualSnapshot = {
  companyName: string;
  name: string;
  manualNo: string;
  versionNo: string;
  year: number;
  effectiveDate: string;
  compilerName: string;
  preface: string;
  points: {
    code: string;
    name: string;
    category: string;
    dept: string;
    responsible: string;
    riskLevel: string;
    controlLevel: string;
    measures: { category: string; items: string[] }[];
  }[];
  lines: {
    pointCode: string;
    pointName: string;
    analysis: string;
    step: string;
    hazard: string;
    accidentTypes: string;
    riskLevel: string;
    measures: string;
    controlLevel: string;
    responsible: string;
  }[];
};

const heading = (text: string) => para([run(text, { bold: true, size: 32 })], { after: 200 });

/** The control manual: cover facts, preface, the point ledger, the control list, the measures. */
export function manualDocx(
  m: ManualSnapshot,
  approval: { approverName: string; publishDate: string } | null,
) {
  return pack([
    title(m.name),
    para([run(m.companyName, { size: 32 })], { align: AlignmentType.CENTER }),
    para([run(`手册编号：${m.manualNo || '—'}    版本：${m.versionNo}    年度：${m.year}`)], {
      align: AlignmentType.CENTER,
    }),
    para([run(`编制：${m.compilerName}    实施日期：${m.effectiveDate}`)], { align: AlignmentType.CENTER }),
    para(
      [
        run(
          approval
            ? `批准：${approval.approverName}    发布日期：${approval.publishDate}`
            : '批准：＿＿＿＿    发布日期：＿＿＿＿年＿＿月＿＿日（未发布）',
        ),
      ],
      { align: AlignmentType.CENTER },
    ),
    blank(),
    heading('一、编制说明'),
    ...lines(m.preface, { indent: true }),
    heading(`二、风险点台账（共${m.points.length}个）`),
    table(
      [
        ['序号', 6],
        ['编号', 12],
        ['风险点名称', 20],
        ['类别', 14],
        ['责任部门', 14],
        ['责任人', 10],
        ['风险等级', 12],
        ['管控层级', 12],
      ],
      m.points.map((p, i) => [
        String(i + 1),
        p.code,
        p.name,
        p.category,
        p.dept,
        p.responsible,
        p.riskLevel,
        p.controlLevel,
      ]),
    ),
    blank(),
    heading(`三、风险分级管控清单（共${m.lines.length}项）`),
    table(
      [
        ['风险点', 12],
        ['作业活动/设备设施', 12],
        ['步骤/检查项目', 12],
        ['危险源或潜在事件', 18],
        ['事故类型', 10],
        ['风险等级', 8],
        ['管控措施', 18],
        ['管控层级', 5],
        ['责任人', 5],
      ],
      m.lines.map((l) => [
        `${l.pointCode} ${l.pointName}`,
        l.analysis,
        l.step,
        l.hazard,
        l.accidentTypes,
        l.riskLevel,
        l.measures,
        l.controlLevel,
        l.responsible,
      ]),
    ),
    blank(),
    heading('四、风险管控措施'),
    ...m.points.flatMap((p) => [
      para([run(`${p.code} ${p.name}（${p.riskLevel || '未评价'}）`, { bold: true })]),
      ...(p.measures.length
        ? p.measures.map((g) => para([run(`【${g.category}】${g.items.join('；')}`)], { indent: true }))
        : [para([run('—')], { indent: true })]),
    ]),
  ]);
}
