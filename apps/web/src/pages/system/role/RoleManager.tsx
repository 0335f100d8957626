import { SafetyOutlined } from '@ant-design/icons';
import { roleResource } from '@dp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import { TreeCrud } from '@/crud/tree/TreeCrud';
import { RoleGrantDialog } from './RoleGrantDialog';

const parentLabel = { zh: '上级角色', en: 'Parent role' };

/** /authority/role — the role tree with add / child / edit / delete and the permission grant. */
export function RoleManager() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [grantIds, setGrantIds] = useState<string[]>();
  return (
    <TreeCrud
      def={roleResource}
      parentLabel={parentLabel}
      childOf={(row) => ({ parentId: row.id, sort: 1 })}
      extraToolbarActions={(selected) => [
        {
          key: 'grant',
          label: t('admin.grant.title'),
          icon: <SafetyOutlined />,
          code: 'role_grant',
          onClick: () => {
            if (selected.length === 0) message.warning(t('admin.selectAtLeastOne'));
            else setGrantIds(selected.map((r) => r.id));
          },
        },
      ]}
      leadingRowActions={(row) => [
        {
          key: 'grant',
          label: t('admin.grant.title'),
          code: 'role_grant',
          onClick: () => setGrantIds([row.id]),
        },
      ]}
    >
      <RoleGrantDialog
        open={Boolean(grantIds)}
        roleIds={grantIds ?? []}
        onClose={() => setGrantIds(undefined)}
      />
    </TreeCrud>
  );
}
