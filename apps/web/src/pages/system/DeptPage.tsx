import { deptResource } from '@dp/domain';
import { TreeCrud } from '@/crud/tree/TreeCrud';

const parentLabel = { zh: '上级机构', en: 'Parent' };

/** /system/dept — the department tree; a child starts with its parent's category. */
export default function DeptPage() {
  return (
    <TreeCrud
      def={deptResource}
      parentLabel={parentLabel}
      childOf={(row) => ({ parentId: row.id, deptCategory: row.deptCategory, sort: 1 })}
    />
  );
}
