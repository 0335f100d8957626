import { describe, expect, it } from 'vitest';
import { docxText } from '../../../test/docx';
import { noticeDocx, reportDocx } from './docx';

const danger = {
  dangerNo: 'YH-20261123-0001',
  title: '配电柜接地线松动',
  description: '二车间配电柜PE线螺栓松动 & 锈蚀',
  location: '生产二车间配电室',
  levelName: '一般事故隐患',
  deadline: '2026-11-30',
  statusName: '待整改',
};

describe('Word documents', () => {
  it('a notice carries number, addressee, dangers table, requirements, deadline, issuer and signature block', async () => {
    const buf = await noticeDocx({
      noticeNo: 'ZGTZ-2026-0001',
      title: '隐患整改通知书',
      companyName: '双重预防示范企业',
      checkedDeptName: '生产二车间',
      checkDate: '2026-11-23',
      checkerNames: '陈静、李强',
      dangers: [danger, { ...danger, dangerNo: 'YH-20261123-0002', title: '消防通道堵塞', description: '' }],
      requirements: '立即紧固接地线\n清理消防通道',
      deadline: '2026-11-30',
      issuerName: '陈静',
      issueDate: '2026-11-23',
      receiverName: '赵磊',
      signDate: '',
    });
    expect(buf.subarray(0, 2).toString()).toBe('PK');
    const text = await docxText(buf);
    for (const s of [
      '隐患整改通知书',
      '编号：ZGTZ-2026-0001',
      '生产二车间：',
      '共2项',
      '隐患编号',
      'YH-20261123-0002',
      '二车间配电柜PE线螺栓松动 & 锈蚀',
      '立即紧固接地线',
      '清理消防通道',
      '2026-11-30',
      '签发人：陈静',
      '签收人：赵磊',
      '签发单位（盖章）：双重预防示范企业',
    ])
      expect(text).toContain(s);
  });

  it('a report lists the dangers with their measures, funds, evaluation and review', async () => {
    const text = await docxText(
      await reportDocx({
        reportNo: 'ZGBG-2026-0003',
        companyName: '双重预防示范企业',
        noticeNo: 'ZGTZ-2026-0001',
        reportDeptName: '生产二车间',
        reporterName: '孙浩',
        reportDate: '2026-11-28',
        dangers: [{ ...danger, measures: '更换接地螺栓并做防锈处理', finishTime: '2026-11-27' }],
        summary: '已全部整改完毕',
        fundSummary: '1200.00',
        evaluation: '',
        reviewerName: '',
        reviewDate: '',
        reviewOpinion: '',
        statusName: '已提交',
      }),
    );
    for (const s of [
      '隐患整改报告',
      'ZGBG-2026-0003',
      'ZGTZ-2026-0001',
      '更换接地螺栓并做防锈处理',
      '1200.00 元',
      '孙浩',
    ])
      expect(text).toContain(s);
  });
});
