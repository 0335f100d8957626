import { PauseCircleOutlined, PlayCircleOutlined, TeamOutlined } from '@ant-design/icons';
import {
  ANNOUNCEMENT_PLACEHOLDERS,
  isNotifyEvent,
  NOTIFY_EVENTS,
  notifyNoticeItemResource,
  notifyNoticeResource,
} from '@dp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Drawer, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { FieldSpec, Operation, Row } from '@/crud/types';
import { api } from '@/http/request';

const isOn = (row: Row) => row.enabled === true;

// Inside a rule's drawer the rule itself is neither a column nor a search field (a per-screen copy).
const itemDef = {
  ...notifyNoticeItemResource,
  fields: {
    ...notifyNoticeItemResource.fields,
    noticeId: { ...notifyNoticeItemResource.fields.noticeId, list: false, search: undefined },
  },
};

/** Placeholders and record people the rule's templates and recipients may use. */
function RuleHelp({ rule }: { rule: Row }) {
  const { t } = useTranslation();
  const event = isNotifyEvent(rule.event) ? NOTIFY_EVENTS[rule.event] : null;
  const placeholders: readonly string[] =
    rule.noticeKind === 'ANNOUNCEMENT' ? ANNOUNCEMENT_PLACEHOLDERS : (event?.placeholders ?? []);
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      message={
        <div>
          <div>
            {t('notify.rules.placeholders')}:{' '}
            {placeholders.length
              ? placeholders.map((p) => <Tag key={p}>{`\${${p}}`}</Tag>)
              : t('notify.rules.noPlaceholders')}
          </div>
          {event && (
            <div style={{ marginTop: 4 }}>
              {t('notify.rules.recordFields')}:{' '}
              {event.people.map((p) => (
                <Tag key={p}>{p}</Tag>
              ))}
            </div>
          )}
        </div>
      }
    />
  );
}

/** /notify/notifyNotice — reminder rules and announcements: templates, channels, timing, recipients. */
export default function NotifyNoticePage() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  const [recipientsOf, setRecipientsOf] = useState<Row | null>(null);

  const overrides = useMemo<Record<string, Partial<FieldSpec>>>(
    () => ({
      channels: { multiple: true, component: 'checkbox' },
      enabled: {
        render: (_v, row) =>
          isOn(row) ? (
            <Tag color="success">{t('notify.rules.enabled')}</Tag>
          ) : (
            <Tag>{t('notify.rules.disabled')}</Tag>
          ),
      },
    }),
    [t],
  );
  const itemOverrides = useMemo<Record<string, Partial<FieldSpec>>>(
    () => ({ noticeId: { hidden: true } }),
    [],
  );

  const toggle = (row: Row, on: boolean) =>
    modal.confirm({
      title: t('crud.confirmTitle'),
      content: t(on ? 'notify.rules.enableConfirm' : 'notify.rules.disableConfirm'),
      onOk: async () => {
        const path = `/api${notifyNoticeResource.path}/${on ? 'enable' : 'disable'}/${row.id}`;
        await api({ url: path, method: on ? 'post' : 'get' });
        message.success(t('crud.success'));
        await queryClient.invalidateQueries({ queryKey: ['crud', notifyNoticeResource.name] });
      },
    });

  const rowActions = (row: Row): Operation[] => [
    isOn(row)
      ? {
          key: 'disable',
          label: t('notify.rules.disable'),
          icon: <PauseCircleOutlined />,
          code: 'notifyNotice_disable',
          onClick: () => toggle(row, false),
        }
      : {
          key: 'enable',
          label: t('notify.rules.enable'),
          icon: <PlayCircleOutlined />,
          code: 'notifyNotice_enable',
          onClick: () => toggle(row, true),
        },
    {
      key: 'recipients',
      label: t('notify.rules.recipients'),
      icon: <TeamOutlined />,
      code: 'notifyNoticeItem_view',
      onClick: () => setRecipientsOf(row),
    },
  ];

  return (
    <ResourceCrud def={notifyNoticeResource} overrides={overrides} extraRowActions={rowActions}>
      <Drawer
        open={recipientsOf !== null}
        width="60%"
        destroyOnHidden
        title={t('notify.rules.recipientsOf', { name: String(recipientsOf?.name ?? '') })}
        onClose={() => setRecipientsOf(null)}
      >
        {recipientsOf && (
          <>
            <RuleHelp rule={recipientsOf} />
            <ResourceCrud
              def={itemDef}
              overrides={itemOverrides}
              baseFilters={{ noticeId: recipientsOf.id }}
            />
          </>
        )}
      </Drawer>
    </ResourceCrud>
  );
}
