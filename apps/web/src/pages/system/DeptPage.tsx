import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldSpecs } from '@/crud/fields';
import { AdminCrud } from './admin/AdminCrud';
import { getTree, treeCalls } from './admin/api';
import { toTreeOptions } from './admin/treeOptions';
import { deptFields } from './dept/deptFields';

const calls = treeCalls('/calf-system/dept', { url: 'list' });

/** /system/dept — the department tree; the server's refusals (children, self as parent) show as messages. */
export default function DeptPage() {
  const { t } = useTranslation();
  const tree = useQuery({ queryKey: ['dept', 'tree'], queryFn: () => getTree('/calf-system/dept/tree') });
  const fields = useMemo(
    () => fieldSpecs(deptFields, { parentId: { treeData: toTreeOptions(tree.data) } }),
    [tree.data],
  );
  return (
    <AdminCrud
      permission="dept"
      label={t('admin.labels.dept')}
      queryKey={['dept']}
      calls={calls}
      fields={fields}
      paged={false}
      childOf={(row) => ({ parentId: row.id, deptCategory: row.deptCategory, sort: 1 })}
      onSaved={() => void tree.refetch()}
    />
  );
}
