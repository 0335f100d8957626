import { useQuery } from '@tanstack/react-query';
import { Card, Segmented, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import { fieldSpecs } from '@/crud/fields';
import { ImportDialog } from '@/crud/ImportDialog';
import type { Row } from '@/crud/types';
import type { CrudController } from '@/crud/useCrudController';
import { api } from '@/http/request';
import { AdminCrud } from '../admin/AdminCrud';
import { useSelectionAction } from '../admin/actions';
import { getTree } from '../admin/api';
import { toCheckNodes, toTreeOptions } from '../admin/treeOptions';
import { ApproveDialog, GrantRolesDialog, type Pickers, PlatformDialog } from './UserDialogs';
import { userToolbar } from './UserToolbar';
import { userApi, userCalls } from './userApi';
import { emailChecks, passwordChecks, phoneChecks, userFields, userFormFields } from './userFields';

type Dialog = { kind: 'grant' | 'platform' | 'approve' | 'import'; row?: Row; ids?: string[] };
const fill = { display: 'flex', flexDirection: 'column', minHeight: 0, minWidth: 0 } as const;

function usePickers(): Pickers {
  const depts = useQuery({ queryKey: ['dept', 'tree'], queryFn: () => getTree('/calf-system/dept/tree') });
  const roles = useQuery({ queryKey: ['role', 'tree'], queryFn: () => getTree('/calf-system/role/tree') });
  const posts = useQuery({
    queryKey: ['post', 'select'],
    queryFn: () => api<{ id: string; postName: string }[]>({ url: '/api/calf-system/post/select' }),
  });
  return useMemo(
    () => ({
      depts: toTreeOptions(depts.data),
      roles: toTreeOptions(roles.data),
      posts: (posts.data ?? []).map((p) => ({ label: p.postName, value: p.id })),
    }),
    [depts.data, roles.data, posts.data],
  );
}

/** /system/user — department tree beside the user list; normal users or pending registrations. */
export function UserManager() {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const act = useSelectionAction();
  const pickers = usePickers();
  const deptTree = useQuery({ queryKey: ['dept', 'tree'], queryFn: () => getTree('/calf-system/dept/tree') });
  const [deptId, setDeptId] = useState<string>();
  const [status, setStatus] = useState<1 | 0>(1);
  const [dialog, setDialog] = useState<Dialog>();
  const baseFilters = useMemo(() => ({ status, ...(deptId ? { deptId } : {}) }), [status, deptId]);
  const fields = useMemo(
    () =>
      fieldSpecs(userFields, {
        password: { checks: passwordChecks(t) },
        phone: { checks: phoneChecks(t) },
        email: { checks: emailChecks(t) },
        deptId: { treeData: pickers.depts, multiple: true },
        roleId: { treeData: pickers.roles, multiple: true },
        postId: { options: pickers.posts, multiple: true },
      }),
    [t, pickers],
  );
  const close = () => setDialog(undefined);
  const done = (crud: CrudController) => () => {
    close();
    void crud.list.refresh();
  };
  const isPending = status === 0;

  return (
    <div className="crud-fill" style={{ display: 'flex', flexDirection: 'row', gap: 12 }}>
      <Card
        title={t('admin.user.deptTree')}
        size="small"
        style={{ width: 240, flexShrink: 0, overflow: 'auto' }}
      >
        <Tree
          blockNode
          defaultExpandAll
          key={deptTree.data ? 'loaded' : 'loading'}
          treeData={toCheckNodes(deptTree.data)}
          selectedKeys={deptId ? [deptId] : []}
          onSelect={(keys) => setDeptId(keys[0] ? String(keys[0]) : undefined)}
        />
      </Card>
      <div style={{ ...fill, flex: 1 }}>
        <Segmented
          style={{ alignSelf: 'flex-start', marginBottom: 12 }}
          value={status}
          onChange={(v) => setStatus(v as 0 | 1)}
          options={[
            { label: t('admin.user.normal'), value: 1 },
            { label: t('admin.user.pending'), value: 0 },
          ]}
        />
        <AdminCrud
          permission="user"
          label={t('admin.labels.user')}
          queryKey={['user']}
          calls={userCalls}
          fields={fields}
          baseFilters={baseFilters}
          formFields={userFormFields}
          actionsWidth={260}
          extraToolbar={(crud) =>
            userToolbar(t, {
              grant: () =>
                crud.list.selectedKeys.length
                  ? setDialog({ kind: 'grant', ids: crud.list.selectedKeys })
                  : act({ ids: [], call: async () => undefined }),
              reset: () =>
                act({
                  ids: crud.list.selectedKeys,
                  confirm: t('admin.user.resetConfirm'),
                  call: () => userApi.resetPassword(crud.list.selectedKeys),
                  after: crud.list.refresh,
                }),
              unlock: () =>
                act({
                  ids: crud.list.selectedKeys,
                  confirm: t('admin.user.unlockConfirm'),
                  call: () => userApi.unlock(crud.list.selectedKeys),
                  after: crud.list.refresh,
                }),
              importUsers: () => setDialog({ kind: 'import' }),
              exportUsers: () =>
                modal.confirm({
                  title: t('crud.confirmTitle'),
                  content: t('crud.exportConfirm'),
                  okText: t('crud.ok'),
                  cancelText: t('crud.cancel'),
                  onOk: () =>
                    userApi.exportUsers(
                      { ...crud.list.query, current: undefined, size: undefined },
                      t('admin.labels.user'),
                    ),
                }),
            })
          }
          extraRowActions={(row, crud) =>
            isPending
              ? [
                  {
                    key: 'approve',
                    label: t('admin.user.approve'),
                    code: 'user_approve',
                    onClick: () => setDialog({ kind: 'approve', row }),
                  },
                  {
                    key: 'refuse',
                    label: t('admin.user.refuse'),
                    code: 'user_approve',
                    danger: true,
                    onClick: () =>
                      act({
                        ids: [row.id],
                        confirm: t('admin.user.refuseConfirm'),
                        call: () => userApi.refuse([row.id]),
                        after: crud.list.refresh,
                      }),
                  },
                ]
              : [
                  {
                    key: 'platform',
                    label: t('admin.user.platform'),
                    code: 'user_platform',
                    onClick: () => setDialog({ kind: 'platform', row }),
                  },
                ]
          }
        >
          {(crud) => (
            <>
              <GrantRolesDialog
                open={dialog?.kind === 'grant'}
                userIds={dialog?.ids ?? []}
                roles={pickers.roles}
                onClose={close}
                onDone={done(crud)}
              />
              <PlatformDialog
                open={dialog?.kind === 'platform'}
                user={dialog?.row}
                onClose={close}
                onDone={done(crud)}
              />
              <ApproveDialog
                open={dialog?.kind === 'approve'}
                user={dialog?.row}
                pickers={pickers}
                onClose={close}
                onDone={done(crud)}
              />
              <ImportDialog
                open={dialog?.kind === 'import'}
                onClose={close}
                onImport={(file, onUpload) => userApi.importUsers(file, 0, onUpload)}
                onTemplate={userApi.template}
                onDone={() => void crud.list.refresh()}
              />
            </>
          )}
        </AdminCrud>
      </div>
    </div>
  );
}
