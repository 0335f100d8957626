import { SafetyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import { fieldSpecs } from '@/crud/fields';
import { AdminCrud } from '../admin/AdminCrud';
import { getTree, treeCalls } from '../admin/api';
import { toTreeOptions } from '../admin/treeOptions';
import { RoleGrantDialog } from './RoleGrantDialog';
import { roleFields } from './roleFields';

const calls = treeCalls('/calf-system/role', { url: 'list' });

/** /authority/role — the role tree with add / child / edit / delete and the permission grant. */
export function RoleManager() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [grantIds, setGrantIds] = useState<string[]>();
  const tree = useQuery({ queryKey: ['role', 'tree'], queryFn: () => getTree('/calf-system/role/tree') });
  const fields = useMemo(
    () => fieldSpecs(roleFields, { parentId: { treeData: toTreeOptions(tree.data) } }),
    [tree.data],
  );
  return (
    <AdminCrud
      permission="role"
      label={t('admin.labels.role')}
      queryKey={['role']}
      calls={calls}
      fields={fields}
      paged={false}
      childOf={(row) => ({ parentId: row.id, sort: 1 })}
      onSaved={() => void tree.refetch()}
      extraToolbar={(crud) => [
        {
          key: 'grant',
          label: t('admin.grant.title'),
          icon: <SafetyOutlined />,
          code: 'role_grant',
          onClick: () => {
            if (crud.list.selectedKeys.length === 0) message.warning(t('admin.selectAtLeastOne'));
            else setGrantIds(crud.list.selectedKeys);
          },
        },
      ]}
      extraRowActions={(row) => [
        {
          key: 'grant',
          label: t('admin.grant.title'),
          code: 'role_grant',
          onClick: () => setGrantIds([row.id]),
        },
      ]}
      actionsWidth={320}
    >
      {() => (
        <RoleGrantDialog
          open={Boolean(grantIds)}
          roleIds={grantIds ?? []}
          onClose={() => setGrantIds(undefined)}
        />
      )}
    </AdminCrud>
  );
}
