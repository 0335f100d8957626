import type { ResourceDef } from '@dp/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceCrud } from '@/crud/ResourceCrud';
import { getTree } from '../admin/api';
import { toCheckNodes, toTreeOptions } from '../admin/treeOptions';

/** Data or API scopes: the menu tree on the left, the scopes of the picked menu on the right. */
export function ScopeManager({ def }: { def: ResourceDef }) {
  const { t } = useTranslation();
  const [menuId, setMenuId] = useState<string>();
  const menus = useQuery({ queryKey: ['menu', 'tree'], queryFn: () => getTree('/calf-system/menu/tree') });
  const baseFilters = useMemo(() => (menuId ? { menuId } : undefined), [menuId]);
  const overrides = useMemo(
    () => ({ menuId: { treeData: toTreeOptions(menus.data), disabled: true } }),
    [menus.data],
  );
  return (
    <div className="crud-fill" style={{ flexDirection: 'row', gap: 12 }}>
      <Card
        title={t('admin.scope.menuTree')}
        size="small"
        style={{ width: 260, flexShrink: 0, overflow: 'auto' }}
      >
        <Tree
          blockNode
          key={menus.data ? 'loaded' : 'loading'}
          treeData={toCheckNodes(menus.data)}
          selectedKeys={menuId ? [menuId] : []}
          onSelect={(keys) => setMenuId(keys[0] ? String(keys[0]) : undefined)}
        />
      </Card>
      <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {menuId ? (
          <ResourceCrud key={menuId} def={def} baseFilters={baseFilters} overrides={overrides} />
        ) : (
          <Empty style={{ margin: 'auto' }} description={t('admin.scope.pickMenu')} />
        )}
      </div>
    </div>
  );
}
