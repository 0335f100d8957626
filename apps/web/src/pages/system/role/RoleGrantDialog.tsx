import type { TreeNode } from '@dp/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import { api } from '@/http/request';
import { GrantDialog } from '../admin/GrantDialog';
import { checkedScopeIds, roleGrantPayload } from '../admin/grantKeys';
import { toCheckNodes } from '../admin/treeOptions';

type Keys = { menu: string[]; dataScope: string[]; apiScope: string[] };
type Trees = { menu: TreeNode[]; dataScope: TreeNode[]; apiScope: TreeNode[] };

type Props = { roleIds: string[]; open: boolean; onClose: () => void };

/** Menus, data scopes and API scopes of the selected roles (api-contract §6). */
export function RoleGrantDialog({ roleIds, open, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const trees = useQuery({
    queryKey: ['role', 'grant-tree'],
    queryFn: () => api<Trees>({ url: '/api/calf-system/menu/grant-tree' }),
    enabled: open,
    staleTime: 0,
  });
  const keys = useQuery({
    queryKey: ['role', 'tree-keys', roleIds.join(',')],
    queryFn: () =>
      api<Keys>({ url: '/api/calf-system/menu/role-tree-keys', params: { roleIds: roleIds.join(',') } }),
    enabled: open && roleIds.length > 0,
    staleTime: 0,
    gcTime: 0,
  });
  const tabs = useMemo(
    () =>
      (['menu', 'dataScope', 'apiScope'] as const).map((kind) => ({
        key: kind,
        label: t(`admin.grant.${kind}`),
        tree: toCheckNodes(trees.data?.[kind]),
        granted: keys.data?.[kind] ?? [],
      })),
    [trees.data, keys.data, t],
  );
  return (
    <GrantDialog
      open={open}
      title={t('admin.grant.title')}
      tabs={tabs}
      isLoading={trees.isLoading || keys.isLoading || keys.isFetching}
      onClose={onClose}
      onSubmit={async (checked) => {
        await api({
          url: '/api/calf-system/role/grant',
          method: 'post',
          data: roleGrantPayload(roleIds, {
            menu: checked.menu ?? [],
            dataScope: checkedScopeIds(tabs[1].tree, checked.dataScope ?? []),
            apiScope: checkedScopeIds(tabs[2].tree, checked.apiScope ?? []),
          }),
        });
        message.success(t('admin.success'));
        onClose();
      }}
    />
  );
}
