import { SafetyOutlined } from '@ant-design/icons';
import { type TreeNode, topMenuResource } from '@dp/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import { ResourceCrud } from '@/crud/ResourceCrud';
import { api } from '@/http/request';
import { GrantDialog } from './admin/GrantDialog';
import { toCheckNodes } from './admin/treeOptions';

/** /authority/topMenu — top menus and the menus shown under them (grant-top-tree / topmenu/grant). */
export default function TopMenuPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [ids, setIds] = useState<string[]>();
  const open = Boolean(ids?.length);
  const tree = useQuery({
    queryKey: ['topMenu', 'grant-tree'],
    queryFn: () => api<{ menu: TreeNode[] }>({ url: '/api/calf-system/menu/grant-top-tree' }),
    enabled: open,
  });
  const keys = useQuery({
    queryKey: ['topMenu', 'tree-keys', ids?.join(',')],
    queryFn: () =>
      api<{ menu: string[] }>({
        url: '/api/calf-system/menu/top-tree-keys',
        params: { topMenuIds: ids!.join(',') },
      }),
    enabled: open,
    gcTime: 0,
  });
  const tabs = useMemo(
    () => [
      {
        key: 'menu',
        label: t('admin.grant.menu'),
        tree: toCheckNodes(tree.data?.menu),
        granted: keys.data?.menu ?? [],
      },
    ],
    [tree.data, keys.data, t],
  );
  return (
    <>
      <ResourceCrud
        def={topMenuResource}
        extraToolbarActions={(selected) => [
          {
            key: 'grant',
            label: t('admin.grant.topMenuTitle'),
            icon: <SafetyOutlined />,
            code: 'topMenu_grant',
            onClick: () =>
              selected.length
                ? setIds(selected.map((r) => r.id))
                : message.warning(t('admin.selectAtLeastOne')),
          },
        ]}
      />
      <GrantDialog
        open={open}
        title={t('admin.grant.topMenuTitle')}
        tabs={tabs}
        isLoading={tree.isLoading || keys.isFetching}
        onClose={() => setIds(undefined)}
        onSubmit={async (checked) => {
          await api({
            url: '/api/calf-system/topmenu/grant',
            method: 'post',
            data: { topMenuIds: ids, menuIds: checked.menu ?? [] },
          });
          message.success(t('admin.success'));
          setIds(undefined);
        }}
      />
    </>
  );
}
