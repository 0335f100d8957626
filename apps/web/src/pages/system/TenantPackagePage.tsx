import { tenantPackageResource } from '@dp/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import { fieldSpecs } from '@/crud/fields';
import { resourceApi } from '@/crud/resourceApi';
import { api as call } from '@/http/request';
import { AdminCrud } from './admin/AdminCrud';
import { getTree } from './admin/api';
import { toTreeOptions } from './admin/treeOptions';

const api = resourceApi(tenantPackageResource);
const calls = { fetchList: api.page, detail: api.detail, submit: api.submit, remove: api.remove };

/**
 * /system/tenantPackage — product packages (spec §2): add, edit, delete, no view; menus picked in a
 * tree and sent comma-joined; '操作成功' on success, '操作失败' and the form closes on failure.
 */
export default function TenantPackagePage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const menus = useQuery({ queryKey: ['menu', 'tree'], queryFn: () => getTree('/calf-system/menu/tree') });
  const fields = useMemo(
    () =>
      fieldSpecs(tenantPackageResource.fields, {
        menuId: { treeData: toTreeOptions(menus.data), multiple: true },
      }),
    [menus.data],
  );
  return (
    <AdminCrud
      permission="tenantPackage"
      label={t('resource.tenantPackage.label')}
      queryKey={['crud', 'tenantPackage']}
      calls={calls}
      fields={fields}
      without={['view']}
      submit={async (crud, values) => {
        try {
          const row = values.id ? values : { ...values, id: undefined };
          await call({
            url: `/api${tenantPackageResource.path}/submit`,
            method: 'post',
            data: row,
            silent: true,
          });
          message.success(t('admin.success'));
        } catch (error) {
          message.error((error as Error | undefined)?.message || t('admin.failure'));
        }
        crud.closeDialog();
        await crud.list.refresh();
      }}
    />
  );
}
