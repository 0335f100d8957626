import { SettingOutlined } from '@ant-design/icons';
import { type FieldDef, tenantResource } from '@dp/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import { fieldSpecs } from '@/crud/fields';
import { resourceApi } from '@/crud/resourceApi';
import type { FieldSpec, FormMode, Row } from '@/crud/types';
import { AdminCrud } from './admin/AdminCrud';
import { TenantPackageDialog, TenantSettingDialog } from './tenant/TenantDialogs';

const api = resourceApi(tenantResource);
const calls = { fetchList: api.page, detail: api.detail, submit: api.submit, remove: api.remove };

/** The initial password of the new tenant's `admin` account: asked when creating only. */
const adminPassword: FieldDef = {
  type: 'string',
  label: { zh: '管理员密码', en: 'Admin password' },
  required: true,
  requiredMessage: { zh: '请输入管理员初始密码', en: "please enter the admin's initial password" },
  max: 64,
  list: false,
};
const formFields = (mode: FormMode, fields: FieldSpec[]) =>
  mode === 'add' ? fields : fields.filter((f) => f.name !== 'adminPassword');

type Dialog = { kind: 'setting'; rows: Row[] } | { kind: 'package'; row: Row };

/** /system/tenant — tenants with license settings and product packages. */
export default function TenantPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [dialog, setDialog] = useState<Dialog>();
  const fields = useMemo(
    () =>
      fieldSpecs(
        { ...tenantResource.fields, adminPassword },
        {
          adminPassword: {
            checks: [
              { message: t('admin.tenant.adminPasswordMin'), test: (v) => !v || String(v).length >= 8 },
            ],
          },
        },
      ),
    [t],
  );
  const close = () => setDialog(undefined);
  return (
    <AdminCrud
      permission="tenant"
      label={t('resource.tenant.label')}
      queryKey={['crud', 'tenant']}
      calls={calls}
      fields={fields}
      formFields={formFields}
      extraToolbar={(crud) => [
        {
          key: 'setting',
          label: t('admin.tenant.setting'),
          icon: <SettingOutlined />,
          code: 'tenant_setting',
          onClick: () =>
            crud.list.selectedRows.length
              ? setDialog({ kind: 'setting', rows: crud.list.selectedRows })
              : message.warning(t('admin.selectAtLeastOne')),
        },
      ]}
      extraRowActions={(row) => [
        {
          key: 'package',
          label: t('admin.tenant.package'),
          code: 'tenant_package',
          onClick: () => setDialog({ kind: 'package', row }),
        },
      ]}
      actionsWidth={260}
    >
      {(crud) => {
        const done = () => {
          close();
          void crud.list.refresh();
        };
        return (
          <>
            <TenantSettingDialog
              open={dialog?.kind === 'setting' && dialog.rows.length > 0}
              rows={dialog?.kind === 'setting' ? dialog.rows : []}
              onClose={close}
              onDone={done}
            />
            <TenantPackageDialog
              open={dialog?.kind === 'package'}
              row={dialog?.kind === 'package' ? dialog.row : undefined}
              onClose={close}
              onDone={done}
            />
          </>
        );
      }}
    </AdminCrud>
  );
}
