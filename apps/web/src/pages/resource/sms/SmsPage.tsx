import { SendOutlined } from '@ant-design/icons';
import { smsMessageResource, smsResource } from '@dp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Tabs, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { FieldSpec, Row } from '@/crud/types';
import { useEnableAction, useStatusOverride, withStatusColumn } from '../common/enable';
import { SendDialog } from './SendDialog';

/** Sent messages: `status` 1 = sent, 2 = failed. */
function SendStatus({ row }: { row: Row }) {
  const { t } = useTranslation();
  return Number(row.status) === 2 ? (
    <Tag color="error">{t('adminResource.sendFailed')}</Tag>
  ) : (
    <Tag color="success">{t('adminResource.sendSuccess')}</Tag>
  );
}

/** /resource/sms — SMS configurations (CRUD, enable, send a test) and the list of sent messages. */
export default function SmsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState<string | null>(null);
  const [tab, setTab] = useState('configs');
  const configDef = useMemo(() => withStatusColumn(smsResource, t), [t]);
  const messageDef = useMemo(() => {
    const def = withStatusColumn(smsMessageResource, t);
    const status = {
      ...def.fields.status,
      label: {
        zh: t('adminResource.result', { lng: 'zh-CN' }),
        en: t('adminResource.result', { lng: 'en-US' }),
      },
    };
    return { ...def, fields: { ...def.fields, status } };
  }, [t]);
  const statusOverride = useStatusOverride();
  const messageOverrides = useMemo<Record<string, Partial<FieldSpec>>>(
    () => ({ status: { render: (_v, row) => <SendStatus row={row} /> } }),
    [],
  );
  const enable = useEnableAction(smsResource);
  const rowActions = (row: Row) => [
    ...enable(row),
    {
      key: 'send',
      label: t('adminResource.sendTest'),
      icon: <SendOutlined />,
      code: 'sms_send',
      onClick: () => setSending(String(row.smsCode)),
    },
  ];

  return (
    <div className="crud-fill" style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'configs',
            label: t('adminResource.configs'),
            children: (
              <ResourceCrud def={configDef} overrides={statusOverride} extraRowActions={rowActions}>
                <SendDialog
                  code={sending}
                  onClose={() => setSending(null)}
                  onSent={() =>
                    void queryClient.invalidateQueries({ queryKey: ['crud', smsMessageResource.name] })
                  }
                />
              </ResourceCrud>
            ),
          },
          {
            key: 'messages',
            label: t('adminResource.messages'),
            children: <ResourceCrud def={messageDef} overrides={messageOverrides} />,
          },
        ]}
      />
    </div>
  );
}
