import {
  DEFAULT_LEC_BANDS,
  DEFAULT_LS_BANDS,
  evaluate,
  gradeLs,
  LS_VALUES,
  type EvaluationResult as Result,
  RISK_LEVEL_HEX,
} from '@dp/domain';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { optionLabel, useDictOptions } from '@/crud/dict';
import { LevelTag } from './LevelTag';

export type EvaluationValues = {
  evalMethod?: string;
  lecL?: number;
  lecE?: number;
  lecC?: number;
  lsL?: number;
  lsS?: number;
  directMajorReason?: string;
};

/** The live result of what the user has entered so far (same functions as the server), or null. */
export function liveEvaluation(v: EvaluationValues): Result | null {
  const reason = { directMajorReason: v.directMajorReason };
  if (v.evalMethod === 'LEC' && v.lecL && v.lecE && v.lecC) {
    return evaluate(
      { method: 'LEC', l: v.lecL, e: v.lecE, c: v.lecC },
      { ...reason, lecBands: DEFAULT_LEC_BANDS },
    );
  }
  if (v.evalMethod === 'LS' && v.lsL && v.lsS) {
    return evaluate({ method: 'LS', l: v.lsL, s: v.lsS }, { ...reason, lsBands: DEFAULT_LS_BANDS });
  }
  return null;
}

const DEGREE_DICT = { dict: 'LEC_GRADE', dictBiz: true } as const;

/** Score, degree and four-colour level shown while typing; the server recomputes on save. */
export function EvaluationResult({ values }: { values: EvaluationValues }) {
  const { t } = useTranslation();
  const degrees = useDictOptions(DEGREE_DICT);
  const result = liveEvaluation(values);
  return (
    <div
      className="risk-eval-result"
      data-testid="risk-eval-result"
      data-level={result?.riskLevel ?? ''}
      style={{
        borderLeft: `6px solid ${result ? RISK_LEVEL_HEX[result.riskLevel] : '#d9d9d9'}`,
        paddingLeft: 12,
      }}
    >
      <Descriptions size="small" column={3}>
        <Descriptions.Item label={t('risk.score')}>
          {result ? (values.evalMethod === 'LEC' ? `D = ${result.lecD}` : `R = ${result.lsR}`) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('risk.degree')}>
          {result?.lecDegree ? optionLabel(degrees, result.lecDegree) : (result?.lsGrade ?? '—')}
        </Descriptions.Item>
        <Descriptions.Item label={t('risk.level')}>
          {result ? <LevelTag level={result.riskLevel} /> : '—'}
        </Descriptions.Item>
      </Descriptions>
      {values.evalMethod === 'LS' && <LsMatrix l={values.lsL} s={values.lsS} />}
    </div>
  );
}

/** The 5×5 LS matrix (rows L 5→1, columns S 1→5) coloured by level, current cell outlined. */
export function LsMatrix({ l, s }: { l?: number; s?: number }) {
  const { t } = useTranslation();
  const rows = [...LS_VALUES].reverse();
  return (
    <table className="risk-matrix" aria-label={t('risk.matrix')}>
      <caption>{t('risk.matrix')}</caption>
      <tbody>
        {rows.map((li) => (
          <tr key={li}>
            <th scope="row">L{li}</th>
            {LS_VALUES.map((si) => {
              const g = gradeLs({ l: li, s: si });
              const isCurrent = li === l && si === s;
              return (
                <td
                  key={si}
                  data-current={isCurrent || undefined}
                  style={{
                    background: RISK_LEVEL_HEX[g.level],
                    color: g.level === 'GENERAL' ? '#333' : '#fff',
                    outline: isCurrent ? '3px solid #000' : undefined,
                    outlineOffset: -3,
                    fontWeight: isCurrent ? 700 : 400,
                  }}
                >
                  {g.r}
                </td>
              );
            })}
          </tr>
        ))}
        <tr>
          <th />
          {LS_VALUES.map((si) => (
            <th key={si} scope="col">
              S{si}
            </th>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
