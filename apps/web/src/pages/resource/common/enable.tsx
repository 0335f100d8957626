import { CheckCircleOutlined } from '@ant-design/icons';
import type { FieldDef, ResourceDef } from '@dp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import type { Operation, Row } from '@/crud/types';
import { api } from '@/http/request';

/** `status` of oss/sms configurations (dict yes_no): 2 = the one enabled configuration. */
export const ENABLED = 2;
export const isEnabled = (row: Record<string, unknown>) => Number(row.status) === ENABLED;

/** The configuration's status as a column (a per-screen copy; the shared definition stays untouched). */
export function withStatusColumn(def: ResourceDef, t: TFunction): ResourceDef {
  const status: FieldDef = {
    type: 'int',
    label: {
      zh: t('adminResource.status', { lng: 'zh-CN' }),
      en: t('adminResource.status', { lng: 'en-US' }),
    },
    form: false,
  };
  return { ...def, fields: { ...def.fields, status } };
}

export function StatusTag({ row }: { row: Record<string, unknown> }) {
  const { t } = useTranslation();
  return isEnabled(row) ? (
    <Tag color="success" icon={<CheckCircleOutlined />}>
      {t('adminResource.enabled')}
    </Tag>
  ) : (
    <Tag>{t('adminResource.disabled')}</Tag>
  );
}

/** The "enable" row action: `enable/{id}` makes this configuration the tenant's only active one. */
export function useEnableAction(def: Pick<ResourceDef, 'path' | 'name' | 'permission'>) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  return useCallback(
    (row: Row): Operation[] =>
      isEnabled(row)
        ? []
        : [
            {
              key: 'enable',
              label: t('adminResource.enable'),
              icon: <CheckCircleOutlined />,
              code: `${def.permission}_enable`,
              onClick: () =>
                modal.confirm({
                  title: t('crud.confirmTitle'),
                  content: t('adminResource.enableConfirm'),
                  onOk: async () => {
                    await api({ url: `/api${def.path}/enable/${row.id}`, method: 'post' });
                    message.success(t('crud.success'));
                    await queryClient.invalidateQueries({ queryKey: ['crud', def.name] });
                  },
                }),
            },
          ],
    [def, message, modal, queryClient, t],
  );
}

/** Overrides showing `status` as the enabled/disabled tag. */
export function useStatusOverride() {
  return useMemo(() => ({ status: { render: (_: unknown, row: Row) => <StatusTag row={row} /> } }), []);
}
