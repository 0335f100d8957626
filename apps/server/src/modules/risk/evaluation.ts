import {
  defaultControlLevel,
  evaluate,
  isControlLevel,
  isControlLevelAllowed,
  isLecValue,
  LEC_C_VALUES,
  LEC_E_VALUES,
  LEC_L_VALUES,
  LS_VALUES,
} from '@dp/domain';
import { badRequest } from '../../core/envelope';
import type { Row } from '../../resource/service';
import type { RiskSettings } from './settings';

const CALC_KEYS = ['lecD', 'lecDegree', 'lsR', 'riskLevel'] as const;

const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

function pick(table: readonly number[], value: number | null, name: string, label: string): number {
  if (value === null) throw badRequest(`参数错误: ${name} 请选择${label}`);
  if (!isLecValue(table, value)) {
    throw badRequest(`参数错误: ${name} ${label}取值 ${value} 不在标准取值表中 (${table.join('/')})`);
  }
  return value;
}

/**
 * Computes D/R, degree, level and the default control level of an analysed item (§2.2–2.5) into
 * `row`, from the submitted values merged over the stored ones. Values the client sent for computed
 * columns are ignored; L/E/C/S outside the standard tables are refused.
 */
export function evaluateItem(row: Row, existing: Row | undefined, settings: RiskSettings): void {
  for (const k of CALC_KEYS) delete row[k];
  const value = (k: string) => (k in row ? row[k] : existing?.[k]);
  const method = value('evalMethod');
  const reason = value('directMajorReason') as string | null | undefined;
  let result: ReturnType<typeof evaluate>;
  if (method === 'LEC') {
    result = evaluate(
      {
        method: 'LEC',
        l: pick(LEC_L_VALUES, num(value('lecL')), 'lecL', 'L（可能性）'),
        e: pick(LEC_E_VALUES, num(value('lecE')), 'lecE', 'E（暴露频率）'),
        c: pick(LEC_C_VALUES, num(value('lecC')), 'lecC', 'C（后果）'),
      },
      { directMajorReason: reason, lecBands: settings.lecBands },
    );
    Object.assign(row, { lsL: null, lsS: null });
  } else if (method === 'LS') {
    result = evaluate(
      {
        method: 'LS',
        l: pick(LS_VALUES, num(value('lsL')), 'lsL', 'L（可能性）'),
        s: pick(LS_VALUES, num(value('lsS')), 'lsS', 'S（严重性）'),
      },
      { directMajorReason: reason, lsBands: settings.lsBands },
    );
    Object.assign(row, { lecL: null, lecE: null, lecC: null });
  } else {
    throw badRequest('参数错误: evalMethod 评价方法应为 LEC 或 LS');
  }
  Object.assign(row, {
    lecD: result.lecD,
    lecDegree: result.lecDegree,
    lsR: result.lsR,
    riskLevel: result.riskLevel,
  });
  const fallback = defaultControlLevel(result.riskLevel, settings.controlLevels);
  const submitted = 'controlLevel' in row ? row.controlLevel : existing?.controlLevel;
  // an unchanged level the new grading no longer allows (new LEC/LS values) is raised, not refused
  const isKept = existing !== undefined && submitted === existing.controlLevel;
  const isTooLow = !isControlLevel(submitted) || !isControlLevelAllowed(submitted, result.riskLevel);
  if (submitted === null || submitted === undefined || submitted === '' || (isKept && isTooLow)) {
    row.controlLevel = fallback;
    return;
  }
  if (!isControlLevel(submitted) || !isControlLevelAllowed(submitted, result.riskLevel)) {
    throw badRequest(`参数错误: controlLevel 管控层级只能在默认层级（${fallback}）基础上提高，不能降低`);
  }
  row.controlLevel = submitted;
}

/** Each item needs at least one existing measure (§5.4 "≥1 Y"). */
export function requireExistingMeasure(row: Row, existing: Row | undefined): void {
  const cols = ['curTechnology', 'curManagement', 'curEducation', 'curProtection', 'curUrgent'];
  const has = cols.some((c) => {
    const v = c in row ? row[c] : existing?.[c];
    return typeof v === 'string' && v.trim() !== '';
  });
  if (!has) throw badRequest('参数错误: 现有控制措施至少填写一类');
}
