import { CameraOutlined, FileTextOutlined } from '@ant-design/icons';
import { type Page, type ResourceDef, resources } from '@dp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Space, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFeedback } from '@/crud/feedback';
import { useText } from '@/crud/i18n';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { FieldSpec, Operation, Row } from '@/crud/types';
import { api } from '@/http/request';
import { usePageSearchParams } from '@/layout/PageLocation';
import { ActionDialog, type ActionField } from '../shared/ActionForm';
import { dangerApi, noticeApi } from '../shared/dangerApi';
import { LevelTag, OverdueText, RepeatTag, StatusTag } from '../shared/StatusTag';

/** This screen's copy of the definition: reporting goes through 随手拍, not the generic form. */
const dangerRecordResource = resources.dangerRecord;
const ledgerDef: ResourceDef = {
  ...dangerRecordResource,
  calls: dangerRecordResource.calls?.filter((c) => c !== 'submit'),
};

const REPORT_FIELDS: (Omit<ActionField, 'label'> & { defaultValue?: unknown })[] = [
  { name: 'title', kind: 'text', required: true },
  { name: 'description', kind: 'textarea', required: true },
  { name: 'photoIds', kind: 'photos', required: true },
  { name: 'placeId', kind: 'place', required: true },
  // suggested from the place (the risk points of its subtree)
  { name: 'riskPointTypeId', kind: 'riskPoint', placeField: 'placeId' },
  { name: 'location', kind: 'text' },
  { name: 'foundTime', kind: 'datetime', required: true },
  { name: 'source', kind: 'dict', dict: 'DANGER_SOURCE', required: true },
  { name: 'rectifyMode', kind: 'dict', dict: 'RECTIFY_MODE', required: true },
];

const todoPage = (query: Record<string, unknown>) =>
  api<Page<Row>>({ url: '/api/shtmp-danger/dangerRecord/todo', method: 'post', data: query });

/** /danger/dangerRecord — the danger ledger: all, open (未销号) and my to-do, with 随手拍 and notices. */
export default function DangerRecordPage() {
  const { t } = useTranslation();
  const text = useText();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { message } = useFeedback();
  // the address chooses the first sub-tab (a link to ?tab=todo); switching stays inside this tab
  const [tab, setTab] = useState(usePageSearchParams().get('tab') ?? 'all');
  const [isReporting, setReporting] = useState(false);
  const open = useCallback((row: Row) => navigate(`/danger/detail?id=${row.id}`), [navigate]);

  const overrides = useMemo<Record<string, Partial<FieldSpec>>>(
    () => ({
      dangerNo: {
        render: (v, row) => (
          <Typography.Link onClick={() => open(row)} data-testid="danger-no">
            {String(v ?? '')}
          </Typography.Link>
        ),
      },
      status: { render: (v, row) => <StatusTag status={v} label={row.statusName} /> },
      ...Object.fromEntries(
        ['reporterId', 'reporterDeptId', 'rectifyDeptId', 'rectifyUserId', 'acceptUserId'].map((name) => [
          name,
          { render: (_v: unknown, row: Row) => String(row[`${name}Name`] ?? '') },
        ]),
      ),
      level: { render: (v, row) => <LevelTag level={v} label={row.levelName} /> },
      isRepeat: { render: (_v, row) => <RepeatTag row={row} /> },
      currentDeadline: {
        render: (v, row) => (
          <Space size={4} direction="vertical">
            <span>{String(v ?? '')}</span>
            <OverdueText overdue={row.overdue} days={row.overdueDays} />
          </Space>
        ),
      },
    }),
    [open],
  );
  const toolbar = (selected: Row[]): Operation[] => [
    {
      key: 'report',
      label: t('dangerUi.report'),
      icon: <CameraOutlined />,
      code: 'dangerRecord_add',
      onClick: () => setReporting(true),
    },
    {
      key: 'notice',
      label: t('dangerUi.notice'),
      icon: <FileTextOutlined />,
      code: 'dangerRectificationNotice_add',
      onClick: async () => {
        if (selected.length === 0) {
          message.warning(t('dangerUi.selectDangers'));
          return;
        }
        await noticeApi.fromDangers(selected.map((r) => r.id));
        message.success(t('dangerUi.noticeCreated'));
        navigate('/danger/dangerRectificationNotice');
      },
    },
  ];
  const crud = (key: string) => (
    <ResourceCrud
      def={ledgerDef}
      overrides={overrides}
      // 查看 opens the danger's detail page (its timeline, rounds and actions)
      onView={open}
      extraToolbarActions={toolbar}
      listKey={key}
      fetchList={key === 'open' ? dangerApi.openPage : key === 'todo' ? todoPage : undefined}
      // the ledger export is the whole ledger's search; the open and to-do lists show other rows
      noExport={key !== 'all'}
    />
  );
  const label = (name: string) =>
    text((dangerRecordResource.fields as Record<string, { label: { zh: string; en: string } }>)[name]?.label);

  return (
    <div className="dp-page crud-fill" data-testid="danger-ledger">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={['all', 'open', 'todo'].map((key) => ({
          key,
          label: t(`dangerUi.tabs.${key}`),
          children: crud(key),
        }))}
      />
      <ActionDialog
        open={isReporting}
        title={t('dangerUi.reportTitle')}
        fields={REPORT_FIELDS.map((f) => ({ ...f, label: label(f.name) }))}
        opinion="none"
        initialValues={{
          source: 'EMPLOYEE_REPORT',
          rectifyMode: 'DEADLINE',
          foundTime: dayjs().format('YYYY-MM-DD HH:mm:ss'),
        }}
        onSubmit={async (values) => {
          const saved = await dangerApi.save(values);
          message.success(t('dangerUi.reportSaved'));
          await client.invalidateQueries({ queryKey: ['crud', ledgerDef.name] });
          navigate(`/danger/detail?id=${saved.id}`);
        }}
        onClose={() => setReporting(false)}
      />
    </div>
  );
}
