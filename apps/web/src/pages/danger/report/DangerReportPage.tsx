import { PlusOutlined } from '@ant-design/icons';
import { dangerRectificationReportResource } from '@dp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Modal, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { FieldSpec, Operation, Row } from '@/crud/types';
import { api } from '@/http/request';
import { ActionDialog } from '../shared/ActionForm';
import { reportApi } from '../shared/dangerApi';
import { StatusTag } from '../shared/StatusTag';

const def = dangerRectificationReportResource;
type Pending = { row: Row; action: 'SUBMIT' | 'CONFIRM' | 'RETURN' | 'EDIT' };

/** A select filled on first opening from a list call (first 100 rows). */
function LookupSelect(props: {
  value?: string;
  onChange?: (v: string) => void;
  url: string;
  filters: Record<string, unknown>;
  labelOf: (row: Row) => string;
}) {
  const { url, filters, labelOf, ...rest } = props;
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  return (
    <Select
      {...rest}
      allowClear
      showSearch
      optionFilterProp="label"
      options={options}
      onOpenChange={async (open) => {
        if (!open || options.length) return;
        const page = await api<{ records: Row[] }>({
          url,
          method: 'post',
          data: { current: 1, size: 100, ...filters },
        });
        setOptions(page.records.map((r) => ({ value: r.id, label: labelOf(r) })));
      }}
    />
  );
}

/** Signed notices to reply to. */
const NoticeSelect = (props: { value?: string; onChange?: (v: string) => void }) => (
  <LookupSelect
    {...props}
    url="/api/shtmp-danger/dangerRectificationNotice/page"
    filters={{ status_equal: 'SIGNED' }}
    labelOf={(n) => `${n.noticeNo} ${n.checkedDeptIdName ?? ''}`}
  />
);

/** A MAJOR danger handed in for acceptance (its governance report needs no notice). */
const MajorDangerSelect = (props: { value?: string; onChange?: (v: string) => void }) => (
  <LookupSelect
    {...props}
    url="/api/shtmp-danger/dangerRecord/page"
    filters={{ level_equal: 'MAJOR', status_equal: 'PENDING_ACCEPT' }}
    labelOf={(d) => `${d.dangerNo} ${d.title}`}
  />
);

/** /danger/dangerRectificationReport — reports: drafted from a notice, submitted, confirmed or returned, Word download. */
export default function DangerReportPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const client = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [isDrafting, setDrafting] = useState(false);
  const [form] = Form.useForm();
  const refresh = () => client.invalidateQueries({ queryKey: ['crud', def.name] });
  const overrides = useMemo<Record<string, Partial<FieldSpec>>>(
    () => ({
      status: { render: (v, row) => <StatusTag status={v} label={row.statusName} /> },
      noticeId: {
        render: (_v, row) => String(row.noticeIdName ?? ''),
        input: (p) => <NoticeSelect value={p.value as string | undefined} onChange={p.onChange} />,
      },
      reportDeptId: { render: (_v, row) => String(row.reportDeptIdName ?? '') },
      reporterId: { render: (_v, row) => String(row.reporterIdName ?? '') },
    }),
    [],
  );
  const actions = (row: Row): Operation[] => {
    const allowed = (row.allowedActions as string[] | undefined) ?? [];
    return [
      ...(['SUBMIT', 'CONFIRM', 'RETURN', 'EDIT'] as const)
        .filter((a) => allowed.includes(a))
        .map((a) => ({
          key: a,
          label: t(`dangerUi.reportAction.${a}`),
          code:
            a === 'CONFIRM' || a === 'RETURN'
              ? 'dangerRectificationReport_review'
              : 'dangerRectificationReport_submit',
          danger: a === 'RETURN',
          onClick: () => setPending({ row, action: a }),
        })),
      {
        key: 'download',
        label: t('dangerUi.reportAction.download'),
        code: 'dangerRectificationReport_download',
        onClick: () => void reportApi.download(row.id, `隐患整改报告${row.reportNo ?? ''}`),
      },
    ];
  };
  return (
    <div className="dp-page crud-fill" data-testid="report-page">
      <ResourceCrud
        def={def}
        overrides={overrides}
        leadingRowActions={actions}
        extraToolbarActions={() => [
          {
            key: 'draft',
            label: t('dangerUi.newReport'),
            icon: <PlusOutlined />,
            code: 'dangerRectificationReport_add',
            onClick: () => setDrafting(true),
          },
        ]}
      />
      <Modal
        open={isDrafting}
        title={t('dangerUi.newReport')}
        onCancel={() => setDrafting(false)}
        destroyOnHidden
        onOk={async () => {
          const { noticeId, dangerId } = await form.validateFields();
          const draft = await reportApi.draft({ noticeId, dangerId });
          await reportApi.save(draft);
          message.success(t('dangerUi.done'));
          setDrafting(false);
          await refresh();
        }}
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="noticeId" label={t('dangerUi.fromNotice')}>
            <NoticeSelect />
          </Form.Item>
          <Form.Item name="dangerId" label={t('dangerUi.fromDanger')}>
            <MajorDangerSelect />
          </Form.Item>
        </Form>
      </Modal>
      <ActionDialog
        open={pending !== null}
        title={pending ? t(`dangerUi.reportAction.${pending.action}`) : ''}
        fields={[]}
        opinion={pending?.action === 'RETURN' ? 'required' : 'optional'}
        onSubmit={async ({ opinion }) => {
          if (!pending) return;
          const { row, action } = pending;
          await reportApi.process({
            id: row.id,
            version: Number(row.version),
            action,
            opinion: opinion as string,
          });
          message.success(t('dangerUi.done'));
          await refresh();
        }}
        onClose={() => setPending(null)}
      />
    </div>
  );
}
