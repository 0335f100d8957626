import { WarningOutlined } from '@ant-design/icons';
import { dangerMajorReportResource, MAJOR_REPORT_DUE_DAYS } from '@dp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Space, Switch, Tag, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optionLabel, useDictOptions } from '@/crud/dict';
import { useFeedback } from '@/crud/feedback';
import { useText } from '@/crud/i18n';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { FieldSpec, Filters, Operation, Row } from '@/crud/types';
import { ActionDialog, type ActionField } from '../shared/ActionForm';
import { majorReportApi } from '../shared/dangerApi';
import { StatusTag } from '../shared/StatusTag';

const def = dangerMajorReportResource;
const DANGER_STATUS = { dict: 'DANGER_STATUS', dictBiz: true };

type Spec = Omit<ActionField, 'label'>;
type ActionSpec = {
  fields: Spec[];
  opinion: 'none' | 'optional' | 'required';
  code: string;
  isDanger?: boolean;
};

const P = def.permission;
/** The workflow's steps (the server offers them in `allowedActions`), with their inputs and buttons. */
export const MAJOR_ACTIONS: Record<string, ActionSpec> = {
  SUBMIT: { fields: [], opinion: 'optional', code: `${P}_submit` },
  APPROVE: { fields: [], opinion: 'optional', code: `${P}_approve` },
  REJECT: { fields: [], opinion: 'required', code: `${P}_approve`, isDanger: true },
  SUPERVISE: {
    fields: [
      { name: 'superviseUnit', kind: 'text', required: true },
      { name: 'superviseDocNo', kind: 'text', required: true },
      { name: 'superviseDeadline', kind: 'date', required: true },
    ],
    opinion: 'optional',
    code: `${P}_supervise`,
  },
  APPLY_REMOVAL: {
    fields: [{ name: 'removalApplyNote', kind: 'textarea' }],
    opinion: 'none',
    code: `${P}_removal`,
  },
  DECIDE_REMOVAL: {
    fields: [
      { name: 'removalResult', kind: 'dict', dict: 'APPROVE_RESULT', required: true },
      { name: 'removalDate', kind: 'date', required: true },
      { name: 'removalNote', kind: 'textarea' },
    ],
    opinion: 'none',
    code: `${P}_removal`,
  },
};

/**
 * /danger/dangerMajorReport — every confirmed MAJOR danger with its report to the authority
 * (§20), listed supervision and removal; reports not REPORTED within MAJOR_REPORT_DUE_DAYS days
 * of the confirmation are flagged (and can be listed alone).
 */
export default function DangerMajorReportPage() {
  const { t } = useTranslation();
  const text = useText();
  const { message } = useFeedback();
  const client = useQueryClient();
  const dangerStates = useDictOptions(DANGER_STATUS);
  const [pending, setPending] = useState<{ row: Row; action: string } | null>(null);
  const [overdueOnly, setOverdueOnly] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: ['crud', def.name] });
  const label = (name: string) =>
    text((def.fields as Record<string, { label: { zh: string; en: string } }>)[name]?.label) || name;
  const overrides = useMemo<Record<string, Partial<FieldSpec>>>(
    () => ({
      status: {
        render: (v, row) => (
          <Space size={4} wrap>
            <StatusTag status={v} label={row.statusName} />
            {row.overdue ? (
              <Tooltip title={t('dangerUi.majorDue', { days: MAJOR_REPORT_DUE_DAYS })}>
                <Tag color="red" icon={<WarningOutlined />} data-testid="overdue-tag">
                  {t('dangerUi.overdueReport')}
                </Tag>
              </Tooltip>
            ) : null}
          </Space>
        ),
      },
      dangerId: {
        render: (_v, row) => (
          <Space size={4} wrap>
            <span>{String(row.dangerIdName ?? '')}</span>
            {row.dangerStatus ? (
              <StatusTag
                status={row.dangerStatus}
                label={optionLabel(dangerStates, String(row.dangerStatus))}
              />
            ) : null}
          </Space>
        ),
      },
      preparerId: { render: (_v, row) => String(row.preparerIdName ?? '') },
      approverId: { render: (_v, row) => String(row.approverIdName ?? '') },
    }),
    [t, dangerStates],
  );
  const actions = (row: Row): Operation[] => {
    const allowed = (row.allowedActions as string[] | undefined) ?? [];
    return [
      ...Object.entries(MAJOR_ACTIONS)
        .filter(([a]) => allowed.includes(a))
        .map(([a, spec]) => ({
          key: a,
          label: t(`dangerUi.majorAction.${a}`),
          code: spec.code,
          danger: spec.isDanger,
          onClick: () => setPending({ row, action: a }),
        })),
    ];
  };
  const spec = pending ? MAJOR_ACTIONS[pending.action] : undefined;
  const baseFilters: Filters | undefined = overdueOnly ? { overdue: '1' } : undefined;
  return (
    <div className="dp-page crud-fill" data-testid="major-report-page">
      <ResourceCrud
        def={def}
        overrides={overrides}
        baseFilters={baseFilters}
        listKey={overdueOnly ? 'overdue' : undefined}
        leadingRowActions={actions}
        extraRowActions={(row) => [
          {
            key: 'download',
            label: t('dangerUi.majorAction.download'),
            code: `${P}_download`,
            onClick: () =>
              void majorReportApi.download(row.id, `重大事故隐患报告${row.reportNo ?? row.dangerNo ?? ''}`),
          },
        ]}
        extraToolbarActions={() => [
          {
            key: 'overdue',
            label: (
              <Space size={6}>
                <Switch size="small" checked={overdueOnly} data-testid="overdue-only" />
                {t('dangerUi.overdueOnly')}
              </Space>
            ),
            onClick: () => setOverdueOnly((v) => !v),
          },
        ]}
      />
      <ActionDialog
        open={pending !== null}
        title={pending ? t(`dangerUi.majorAction.${pending.action}`) : ''}
        fields={(spec?.fields ?? []).map((f) => ({ ...f, label: label(f.name) }))}
        opinion={spec?.opinion ?? 'optional'}
        onSubmit={async ({ opinion, ...payload }) => {
          if (!pending) return;
          await majorReportApi.process({
            ...payload,
            id: pending.row.id,
            version: Number(pending.row.version),
            action: pending.action,
            opinion: opinion as string | undefined,
          });
          message.success(t('dangerUi.done'));
          await refresh();
        }}
        onClose={() => setPending(null)}
      />
    </div>
  );
}
