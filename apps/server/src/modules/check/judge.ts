/** An item row as far as judging goes (resultType, minValue, maxValue). */
export type JudgedItem = Record<string, unknown>;

export type Answer = { result?: 'PASS' | 'FAIL' | 'NA'; value?: string; description?: string };

const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));

/**
 * The result of one answer: PASS_FAIL takes the chosen result; NUMBER is judged against the item's
 * range (outside it is an automatic FAIL, never an error); TEXT passes unless marked FAIL. A FAIL the
 * checker chose needs a description; NA skips the value.
 */
export function judge(item: JudgedItem, a: Answer): { result?: 'PASS' | 'FAIL' | 'NA'; error?: string } {
  if (a.result === 'NA') return { result: 'NA' };
  switch (item.resultType) {
    case 'NUMBER': {
      if (!a.value) return { error: '请输入数值' };
      const v = Number(a.value);
      if (!Number.isFinite(v)) return { error: '数值格式不正确' };
      const min = num(item.minValue);
      const max = num(item.maxValue);
      const outside = (min !== null && v < min) || (max !== null && v > max);
      if (outside) return { result: 'FAIL' };
      if (a.result === 'FAIL' && !a.description) return { error: '不合格项请填写问题描述' };
      return { result: a.result === 'FAIL' ? 'FAIL' : 'PASS' };
    }
    case 'TEXT':
      if (!a.value) return { error: '请填写检查情况' };
      if (a.result === 'FAIL' && !a.description) return { error: '不合格项请填写问题描述' };
      return { result: a.result === 'FAIL' ? 'FAIL' : 'PASS' };
    default:
      if (!a.result) return { error: '请选择检查结果' };
      if (a.result === 'FAIL' && !a.description) return { error: '不合格项请填写问题描述' };
      return { result: a.result };
  }
}
