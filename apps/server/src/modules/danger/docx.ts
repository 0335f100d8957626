import {
  AlignmentType,
  BorderStyle,
  Document,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';

/** One danger as listed in a notice or report. */
export type DocDanger = {
  dangerNo: string;
  title: string;
  description: string;
  location: string;
  levelName: string;
  deadline: string;
  statusName: string;
};

export type NoticeDoc = {
  noticeNo: string;
  title: string;
  companyName: string;
  checkedDeptName: string;
  checkDate: string;
  checkerNames: string;
  dangers: DocDanger[];
  requirements: string;
  deadline: string;
  issuerName: string;
  issueDate: string;
  receiverName: string;
  signDate: string;
};

export type ReportDoc = {
  reportNo: string;
  companyName: string;
  noticeNo: string;
  reportDeptName: string;
  reporterName: string;
  reportDate: string;
  dangers: (DocDanger & { measures: string; finishTime: string })[];
  summary: string;
  fundSummary: string;
  evaluation: string;
  reviewerName: string;
  reviewDate: string;
  reviewOpinion: string;
  statusName: string;
};

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const FONT = { ascii: 'SimSun', eastAsia: '宋体', hAnsi: 'SimSun' };
const HEADING_FONT = { ascii: 'SimHei', eastAsia: '黑体', hAnsi: 'SimHei' };
/** Half-points: 四号 14pt for the body, 二号 22pt for the title, 五号 10.5pt in tables. */
const BODY = 28;
const SMALL = 21;

export const run = (text: string, opts: { bold?: boolean; size?: number; underline?: boolean } = {}) =>
  new TextRun({
    text,
    font: FONT,
    size: opts.size ?? BODY,
    bold: opts.bold,
    underline: opts.underline ? {} : undefined,
  });

export const para = (
  children: TextRun[],
  opts: { align?: (typeof AlignmentType)[keyof typeof AlignmentType]; indent?: boolean; after?: number } = {},
) =>
  new Paragraph({
    children,
    alignment: opts.align,
    indent: opts.indent ? { firstLine: 560 } : undefined,
    spacing: { after: opts.after ?? 120, line: 400 },
  });

/** Multi-line text keeps its line breaks as paragraphs. */
export const lines = (text: string, opts: { indent?: boolean } = {}) =>
  (text.trim() === '' ? ['—'] : text.split(/\r?\n/)).map((l) => para([run(l)], { indent: opts.indent }));

export const title = (text: string) =>
  new Paragraph({
    children: [new TextRun({ text, font: HEADING_FONT, size: 44, bold: true })],
    alignment: AlignmentType.CENTER,
    spacing: { after: 240 },
  });

const number = (label: string, value: string) =>
  para([run(`${label}${value}`)], { align: AlignmentType.RIGHT });

const cell = (text: string, opts: { bold?: boolean; width: number }) =>
  new TableCell({
    width: { size: opts.width, type: WidthType.PERCENTAGE },
    children: (text === '' ? ['—'] : text.split(/\r?\n/)).map(
      (l) => new Paragraph({ children: [run(l, { bold: opts.bold, size: SMALL })] }),
    ),
  });

const border = { style: BorderStyle.SINGLE, size: 4, color: '000000' };

export function table(head: [string, number][], rows: string[][]) {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: {
      top: border,
      bottom: border,
      left: border,
      right: border,
      insideHorizontal: border,
      insideVertical: border,
    },
    rows: [
      new TableRow({
        tableHeader: true,
        children: head.map(([h, width]) => cell(h, { bold: true, width })),
      }),
      ...rows.map((r) => new TableRow({ children: r.map((v, i) => cell(v, { width: head[i][1] })) })),
    ],
  });
}

export const blank = () => new Paragraph({ children: [] });

export const pack = (children: (Paragraph | Table)[]) =>
  Packer.toBuffer(
    new Document({
      creator: '双重预防信息管理平台',
      sections: [
        {
          properties: { page: { margin: { top: 1440, bottom: 1440, left: 1440, right: 1440 } } },
          children,
        },
      ],
    }),
  );

/** The notice in the usual official layout: numbered, addressee, dangers table, requirements, signatures. */
export function noticeDocx(n: NoticeDoc): Promise<Buffer> {
  return pack([
    title(n.title),
    number('编号：', n.noticeNo),
    para([run(`${n.checkedDeptName}：`, { bold: true })]),
    para(
      [
        run(
          `${n.checkDate}，${n.checkerNames}对你单位进行了安全检查，发现存在下列事故隐患（共${n.dangers.length}项），现通知你单位按以下要求限期整改：`,
        ),
      ],
      { indent: true },
    ),
    table(
      [
        ['序号', 6],
        ['隐患编号', 18],
        ['隐患名称及描述', 34],
        ['位置', 16],
        ['等级', 10],
        ['整改期限', 16],
      ],
      n.dangers.map((d, i) => [
        String(i + 1),
        d.dangerNo,
        d.description && d.description !== d.title ? `${d.title}\n${d.description}` : d.title,
        d.location,
        d.levelName,
        d.deadline,
      ]),
    ),
    blank(),
    para([run('一、整改要求', { bold: true })]),
    ...lines(n.requirements, { indent: true }),
    para([run('二、整改期限', { bold: true })]),
    para(
      [
        run('请于 '),
        run(n.deadline, { bold: true, underline: true }),
        run(
          ' 前完成全部隐患整改，整改完成后填写整改报告（整改回执），连同整改前后照片报送安全管理部门复查验收。整改期间应落实临时管控措施，确保安全。',
        ),
      ],
      { indent: true },
    ),
    blank(),
    para([run(`签发单位（盖章）：${n.companyName}`)], { align: AlignmentType.RIGHT }),
    para([run(`签发人：${n.issuerName || '＿＿＿＿'}`)], { align: AlignmentType.RIGHT }),
    para([run(`签发日期：${n.issueDate || '＿＿＿＿年＿＿月＿＿日'}`)], { align: AlignmentType.RIGHT }),
    blank(),
    para([run('签收回执', { bold: true })]),
    para([
      run(
        `本通知书已收到，我单位将按要求落实整改。    签收人：${n.receiverName}    签收日期：${n.signDate || '＿＿＿＿年＿＿月＿＿日'}`,
      ),
    ]),
  ]);
}

/** The rectifying unit's written reply: dangers with measures, summary, funds, evaluation, review. */
export function reportDocx(r: ReportDoc): Promise<Buffer> {
  return pack([
    title('隐患整改报告'),
    number('编号：', r.reportNo),
    para([run(`${r.companyName}安全管理部门：`, { bold: true })]),
    para(
      [
        run(
          r.noticeNo
            ? `根据隐患整改通知书（${r.noticeNo}）的要求，${r.reportDeptName}已对下列隐患（共${r.dangers.length}项）完成整改，现将整改情况报告如下：`
            : `${r.reportDeptName}已对下列隐患（共${r.dangers.length}项）完成治理，现将治理情况报告如下：`,
        ),
      ],
      { indent: true },
    ),
    table(
      [
        ['序号', 6],
        ['隐患编号', 18],
        ['隐患名称', 22],
        ['整改措施', 32],
        ['完成时间', 12],
        ['状态', 10],
      ],
      r.dangers.map((d, i) => [String(i + 1), d.dangerNo, d.title, d.measures, d.finishTime, d.statusName]),
    ),
    blank(),
    para([run('一、整改情况说明', { bold: true })]),
    ...lines(r.summary, { indent: true }),
    para([run('二、投入资金', { bold: true })]),
    para([run(`本次整改共投入资金 ${r.fundSummary} 元。`)], { indent: true }),
    para([run('三、治理效果评估', { bold: true })]),
    ...lines(r.evaluation, { indent: true }),
    blank(),
    para([run(`报告部门：${r.reportDeptName}`)], { align: AlignmentType.RIGHT }),
    para([run(`报告人：${r.reporterName}`)], { align: AlignmentType.RIGHT }),
    para([run(`报告日期：${r.reportDate}`)], { align: AlignmentType.RIGHT }),
    blank(),
    para([run('审核意见', { bold: true })]),
    para([
      run(
        `${r.reviewOpinion || '＿＿＿＿＿＿＿＿'}    审核人：${r.reviewerName || '＿＿＿＿'}    审核日期：${r.reviewDate || '＿＿＿＿年＿＿月＿＿日'}    状态：${r.statusName}`,
      ),
    ]),
  ]);
}
