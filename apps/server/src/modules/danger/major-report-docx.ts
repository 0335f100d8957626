import { MAJOR_REPORT_PLAN_ITEMS, resources } from '@dp/domain';
import { AlignmentType } from 'docx';
import type { RequestContext } from '../../core/context';
import { formatDate } from '../../core/dates';
import type { Db } from '../../db/client';
import { bizLabelMap } from '../../resource/dictionary';
import type { Row } from '../../resource/service';
import { dangersOf, docDangers, personLabels } from './docs-shared';
import { blank, lines, pack, para, run, table, title } from './docx';

const def = resources.dangerMajorReport;
const CN = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

export type MajorReportDoc = {
  reportNo: string;
  reportUnit: string;
  reportTo: string;
  reportDate: string;
  confirmDate: string;
  danger: { dangerNo: string; title: string; description: string; location: string; levelName: string };
  /** The six §20 items, in order: [label, text]. */
  plan: [string, string][];
  attachments: string[];
  preparerName: string;
  approverName: string;
  statusName: string;
  supervision?: { unit: string; docNo: string; deadline: string };
};

const dateText = (v: unknown) => (v instanceof Date ? formatDate(v) : String(v ?? '').slice(0, 10));
const blankDate = '＿＿＿＿年＿＿月＿＿日';

/** The report to the authority in the official layout: addressee, the danger, the §20 plan, signatures. */
export function majorReportDocx(r: MajorReportDoc): Promise<Buffer> {
  return pack([
    title('重大事故隐患报告'),
    para([run(`编号：${r.reportNo}`)], { align: AlignmentType.RIGHT }),
    para([run(`${r.reportTo || '＿＿＿＿'}：`, { bold: true })]),
    para(
      [
        run(
          `${r.reportUnit}于${r.confirmDate || blankDate}排查确认重大事故隐患一项。根据《安全生产事故隐患排查治理暂行规定》（原国家安全生产监督管理总局令第16号）第二十条的规定，现将隐患情况及治理方案报告如下：`,
        ),
      ],
      { indent: true },
    ),
    table(
      [
        ['隐患编号', 18],
        ['隐患名称及描述', 42],
        ['位置', 24],
        ['等级', 16],
      ],
      [
        [
          r.danger.dangerNo,
          r.danger.description && r.danger.description !== r.danger.title
            ? `${r.danger.title}\n${r.danger.description}`
            : r.danger.title,
          r.danger.location,
          r.danger.levelName,
        ],
      ],
    ),
    blank(),
    ...r.plan.flatMap(([label, text], i) => [
      para([run(`${CN[i]}、${label}`, { bold: true })]),
      ...lines(text, { indent: true }),
    ]),
    para([run(`${CN[r.plan.length]}、附件`, { bold: true })]),
    ...lines(r.attachments.map((a, i) => `${i + 1}. ${a}`).join('\n'), { indent: true }),
    ...(r.supervision
      ? [
          para([run(`${CN[r.plan.length + 1]}、挂牌督办`, { bold: true })]),
          para(
            [
              run(
                `督办单位：${r.supervision.unit}    督办文号：${r.supervision.docNo}    督办期限：${r.supervision.deadline}`,
              ),
            ],
            { indent: true },
          ),
        ]
      : []),
    blank(),
    para([run(`报告单位（盖章）：${r.reportUnit}`)], { align: AlignmentType.RIGHT }),
    para([run(`主要负责人：${r.approverName || '＿＿＿＿'}`)], { align: AlignmentType.RIGHT }),
    para([run(`编制人：${r.preparerName || '＿＿＿＿'}`)], { align: AlignmentType.RIGHT }),
    para([run(`报告时间：${r.reportDate || blankDate}`)], { align: AlignmentType.RIGHT }),
    para([run(`状态：${r.statusName}`)], { align: AlignmentType.RIGHT }),
  ]);
}

/** The Word file of a report record as read by the caller (`get`: labels and attachment names). */
export async function majorReportFile(db: Db, ctx: RequestContext, r: Row) {
  const [danger] = await docDangers(db, ctx, await dangersOf(db, ctx, [String(r.dangerId)]));
  const people = await personLabels(db, ctx.tenantId, [r.preparerId as string, r.approverId as string]);
  const states = await bizLabelMap(db, ctx.tenantId, 'MAJOR_REPORT_STATUS');
  const files = (r.attachmentIdsFiles as { name?: string }[] | undefined) ?? [];
  const buf = await majorReportDocx({
    reportNo: String(r.reportNo ?? ''),
    reportUnit: String(r.reportUnit ?? ''),
    reportTo: String(r.reportTo ?? ''),
    reportDate: dateText(r.reportTime),
    confirmDate: dateText(r.confirmTime),
    danger: danger ?? {
      dangerNo: String(r.dangerNo ?? ''),
      title: '',
      description: '',
      location: '',
      levelName: '',
    },
    plan: MAJOR_REPORT_PLAN_ITEMS.map((k) => [def.fields[k].label.zh, String(r[k] ?? '')]),
    attachments: files.map((f) => String(f.name ?? '')),
    preparerName: people.get(String(r.preparerId)) ?? '',
    approverName: people.get(String(r.approverId)) ?? '',
    statusName: states.get(String(r.status)) ?? String(r.status),
    supervision: r.superviseDocNo
      ? {
          unit: String(r.superviseUnit ?? ''),
          docNo: String(r.superviseDocNo),
          deadline: String(r.superviseDeadline ?? '').slice(0, 10),
        }
      : undefined,
  });
  return { buf, name: `重大事故隐患报告${r.reportNo ?? r.dangerNo ?? ''}` };
}
