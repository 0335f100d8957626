import { SafetyOutlined } from '@ant-design/icons';
import { menuResource, type ResourceDef } from '@dp/domain';
import { Drawer } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useText } from '@/crud/i18n';
import { ResourceCrud } from '@/crud/ResourceCrud';
import { TreeCrud } from '@/crud/tree/TreeCrud';
import type { FieldSpec, Row } from '@/crud/types';

/** The menu tree as this screen shows it: read only (the menu page changes menus). */
const menuTree: ResourceDef = { ...menuResource, calls: ['detail'] };
/** Menus without buttons (category 1), level by level. */
const lazy = { call: 'lazy-menu-list', root: '0' };

/** Data or API scopes: the menu tree; each menu's scopes in a drawer (add, edit, delete). */
export function ScopeManager({ def }: { def: ResourceDef }) {
  const { t } = useTranslation();
  const text = useText();
  const [menu, setMenu] = useState<Row | null>(null);
  const baseFilters = useMemo(() => (menu ? { menuId: menu.id } : undefined), [menu]);
  const overrides = useMemo<Record<string, Partial<FieldSpec>>>(
    () => ({
      menuId: { treeData: menu ? [{ title: String(menu.name), value: menu.id }] : [], disabled: true },
    }),
    [menu],
  );
  return (
    <TreeCrud
      def={menuTree}
      lazy={lazy}
      leadingRowActions={(row) => [
        {
          key: 'scopes',
          label: t('admin.scope.configure'),
          icon: <SafetyOutlined />,
          code: `${def.permission}_setting`,
          onClick: () => setMenu(row),
        },
      ]}
    >
      <Drawer
        open={Boolean(menu)}
        width="min(1100px, 96vw)"
        destroyOnHidden
        title={`${t(`resource.${def.name}.label`, { defaultValue: text(def.label) })} · ${String(menu?.name ?? '')}`}
        onClose={() => setMenu(null)}
      >
        {menu && (
          <div style={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
            <ResourceCrud key={menu.id} def={def} baseFilters={baseFilters} overrides={overrides} />
          </div>
        )}
      </Drawer>
    </TreeCrud>
  );
}
