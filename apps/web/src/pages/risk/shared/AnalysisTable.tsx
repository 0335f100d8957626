import { useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '@/crud/types';
import { api } from '@/http/request';
import type { AnalysisKindConfig } from './ItemEditor';
import { LevelTag } from './LevelTag';

type Page = { records: Row[]; total: number };

/** Query key of one header's analysed lines (shared by the view and the line editor). */
export const analysisRowsKey = (itemPath: string, headerId: unknown) => ['risk-items', itemPath, headerId];

/** The analysed lines (JHA steps / SCL lines) of one header, in their number order. */
export function useAnalysisRows(itemPath: string, config: AnalysisKindConfig, headerId: unknown) {
  return useQuery({
    queryKey: analysisRowsKey(itemPath, headerId),
    enabled: Boolean(headerId),
    queryFn: () =>
      api<Page>({
        url: `/api${itemPath}/page`,
        method: 'post',
        data: { [`${config.fk}_equal`]: headerId, current: 1, size: 500 },
      }),
  });
}

const num = (v: unknown) => (v === null || v === undefined || v === '' ? '?' : String(Number(v)));

/** "L×E×C = D" (LEC) or "L×S = R" (risk matrix): the evaluation of one line at a glance. */
export function scoreText(r: Row): string {
  return r.evalMethod === 'LEC'
    ? `${num(r.lecL)}×${num(r.lecE)}×${num(r.lecC)} = ${num(r.lecD)}`
    : `${num(r.lsL)}×${num(r.lsS)} = ${num(r.lsR)}`;
}

/** The analysis table of one header: number, the kind's text fields, evaluation and level; `actions` adds a last column. */
export function AnalysisTable(props: {
  rows: Row[];
  loading?: boolean;
  config: AnalysisKindConfig;
  actions?: (r: Row) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Table<Row>
      className="risk-analysis-table"
      rowKey="id"
      size="small"
      loading={props.loading}
      dataSource={props.rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: t('risk.no'), dataIndex: props.config.noField, width: 60 },
        ...props.config.textFields.map((f) => ({ title: f.label, dataIndex: f.name, ellipsis: true })),
        {
          title: t('risk.evaluation'),
          width: 130,
          render: (_: unknown, r: Row) => <span className="risk-score">{scoreText(r)}</span>,
        },
        {
          title: t('risk.level'),
          width: 110,
          render: (_: unknown, r: Row) => <LevelTag level={r.riskLevel} />,
        },
        ...(props.actions
          ? [{ title: '', width: 140, render: (_: unknown, r: Row) => props.actions?.(r) }]
          : []),
      ]}
    />
  );
}
