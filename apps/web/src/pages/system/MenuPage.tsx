import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldSpecs } from '@/crud/fields';
import { MENU_ICONS } from '@/shell/icons';
import { AdminCrud } from './admin/AdminCrud';
import { getTree, treeCalls } from './admin/api';
import { toTreeOptions } from './admin/treeOptions';
import { menuFields } from './menu/menuFields';

const calls = treeCalls('/calf-system/menu', { url: 'list' });
const iconOptions = Object.keys(MENU_ICONS).map((key) => ({ label: key, value: key }));

/** /system/menu — the menu tree; parents are limited to menus (category 1), icons to the curated keys. */
export default function MenuPage() {
  const { t } = useTranslation();
  const tree = useQuery({ queryKey: ['menu', 'tree'], queryFn: () => getTree('/calf-system/menu/tree') });
  const fields = useMemo(
    () =>
      fieldSpecs(menuFields, {
        parentId: { treeData: toTreeOptions(tree.data) },
        source: { options: iconOptions },
      }),
    [tree.data],
  );
  return (
    <AdminCrud
      permission="menu"
      label={t('admin.labels.menu')}
      queryKey={['menu']}
      calls={calls}
      fields={fields}
      paged={false}
      childOf={(row) => ({ parentId: row.id, category: 1, isOpen: 1, sort: 1 })}
    />
  );
}
