import { menuResource } from '@dp/domain';
import { useMemo } from 'react';
import { TreeCrud } from '@/crud/tree/TreeCrud';
import type { FieldSpec } from '@/crud/types';
import { MENU_ICONS } from '@/shell/icons';

const iconOptions = Object.keys(MENU_ICONS).map((key) => ({ label: key, value: key }));
const parentLabel = { zh: '上级菜单', en: 'Parent menu' };

/** /system/menu — the menu tree; parents are menus (the server's `tree`), icons the curated keys. */
export default function MenuPage() {
  const overrides = useMemo<Record<string, Partial<FieldSpec>>>(
    () => ({ source: { options: iconOptions } }),
    [],
  );
  return (
    <TreeCrud
      def={menuResource}
      overrides={overrides}
      parentLabel={parentLabel}
      childOf={(row) => ({ parentId: row.id, category: 1, isOpen: 1, sort: 1 })}
    />
  );
}
