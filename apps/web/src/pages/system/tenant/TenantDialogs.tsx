import { useQuery } from '@tanstack/react-query';
import { Form, InputNumber, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/components/DateInput';
import { useFeedback } from '@/crud/feedback';
import type { Row } from '@/crud/types';
import { api } from '@/http/request';

type Props = { open: boolean; onClose: () => void; onDone: () => void };

function useRun(onDone: () => void) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [isBusy, setBusy] = useState(false);
  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
      message.success(t('admin.success'));
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return { isBusy, run };
}

/** Account quota and expiry of the selected tenants (POST setting). */
export function TenantSettingDialog({ open, onClose, onDone, rows }: Props & { rows: Row[] }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ accountNumber?: number; expireTime?: string }>();
  const { isBusy, run } = useRun(onDone);
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (rows.length === 1)
      form.setFieldsValue({
        accountNumber: Number(rows[0].accountNumber ?? -1),
        expireTime: (rows[0].expireTime as string | undefined) ?? undefined,
      });
  }, [open, rows, form]);
  const submit = (v: { accountNumber?: number; expireTime?: string }) =>
    run(() =>
      api({
        url: '/api/calf-system/tenant/setting',
        method: 'post',
        params: {
          ids: rows.map((r) => r.id).join(','),
          accountNumber: v.accountNumber ?? -1,
          expireTime: v.expireTime ?? '',
        },
      }),
    );
  return (
    <Modal
      open={open}
      title={t('admin.tenant.settingTitle')}
      onCancel={onClose}
      confirmLoading={isBusy}
      onOk={() => void form.validateFields().then(submit)}
      forceRender
    >
      <Form form={form} layout="vertical" name="tenant-setting">
        <Form.Item
          name="accountNumber"
          label={t('admin.tenant.accountNumber')}
          extra={t('admin.tenant.accountHint')}
        >
          <InputNumber min={-1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="expireTime" label={t('admin.tenant.expireTime')}>
          <DateInput kind="datetime" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The product package of one tenant (package-detail by row id, package-setting by tenant code). */
export function TenantPackageDialog({ open, onClose, onDone, row }: Props & { row?: Row }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ packageId?: string }>();
  const { isBusy, run } = useRun(onDone);
  const packages = useQuery({
    queryKey: ['tenantPackage', 'select'],
    queryFn: () =>
      api<{ id: string; packageName: string }[]>({ url: '/api/calf-system/tenant-package/select' }),
    enabled: open,
  });
  useEffect(() => {
    if (!open || !row) return;
    form.resetFields();
    void api<{ id: string } | null>({
      url: '/api/calf-system/tenant/package-detail',
      params: { tenantId: row.id },
    }).then((p) => form.setFieldsValue({ packageId: p?.id }));
  }, [open, row, form]);
  const submit = (v: { packageId?: string }) =>
    run(() =>
      api({
        url: '/api/calf-system/tenant/package-setting',
        method: 'post',
        params: { tenantId: row!.tenantId, packageId: v.packageId ?? '' },
      }),
    );
  return (
    <Modal
      open={open}
      title={`${t('admin.tenant.packageTitle')} · ${String(row?.tenantName ?? '')}`}
      onCancel={onClose}
      confirmLoading={isBusy}
      onOk={() => void form.validateFields().then(submit)}
      forceRender
    >
      <Form form={form} layout="vertical" name="tenant-package">
        <Form.Item name="packageId" label={t('admin.tenant.packageId')}>
          <Select
            allowClear
            loading={packages.isLoading}
            options={(packages.data ?? []).map((p) => ({ label: p.packageName, value: p.id }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
