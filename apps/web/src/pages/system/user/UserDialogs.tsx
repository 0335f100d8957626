import { Form, Input, Modal, Select, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictOptions } from '@/crud/dict';
import { useFeedback } from '@/crud/feedback';
import type { Option, Row, TreeOption } from '@/crud/types';
import { userApi } from './userApi';

export type Pickers = { depts: TreeOption[]; roles: TreeOption[]; posts: Option[] };

type DialogProps = { open: boolean; onClose: () => void; onDone: () => void };

function useSubmit(onDone: () => void) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [isSubmitting, setSubmitting] = useState(false);
  const run = async (call: () => Promise<unknown>) => {
    setSubmitting(true);
    try {
      await call();
      message.success(t('admin.success'));
      onDone();
    } finally {
      setSubmitting(false);
    }
  };
  return { isSubmitting, run };
}

const treeSelect = (treeData: TreeOption[]) => (
  <TreeSelect multiple treeData={treeData} treeDefaultExpandAll allowClear maxTagCount="responsive" />
);

/** Sets the roles of the selected users (POST grant, comma-joined ids). */
export function GrantRolesDialog({
  open,
  onClose,
  onDone,
  userIds,
  roles,
}: DialogProps & { userIds: string[]; roles: TreeOption[] }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ roleIds: string[] }>();
  const { isSubmitting, run } = useSubmit(onDone);
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <Modal
      open={open}
      title={t('admin.user.grantTitle')}
      onCancel={onClose}
      confirmLoading={isSubmitting}
      onOk={() => void form.validateFields().then((v) => run(() => userApi.grant(userIds, v.roleIds)))}
      forceRender
    >
      <Form form={form} layout="vertical" name="user-grant">
        <Form.Item
          name="roleIds"
          label={t('admin.user.roles')}
          rules={[{ required: true, message: t('admin.user.rolesRequired') }]}
        >
          {treeSelect(roles)}
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Platform type and extension JSON of one user (platform-detail / update-platform). */
export function PlatformDialog({ open, onClose, onDone, user }: DialogProps & { user?: Row }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ userType: string; userExt: string }>();
  const types = useDictOptions({ dict: 'user_type' }) ?? [];
  const { isSubmitting, run } = useSubmit(onDone);
  useEffect(() => {
    if (!open || !user) return;
    form.resetFields();
    void userApi
      .platformDetail(user.id)
      .then((d) =>
        form.setFieldsValue({ userType: String(d.userType ?? 1), userExt: String(d.userExt ?? '') }),
      );
  }, [open, user, form]);
  const isJson = (v?: string) => {
    if (!v?.trim()) return true;
    try {
      JSON.parse(v);
      return true;
    } catch {
      return false;
    }
  };
  return (
    <Modal
      open={open}
      title={t('admin.user.platformTitle')}
      onCancel={onClose}
      confirmLoading={isSubmitting}
      onOk={() =>
        void form
          .validateFields()
          .then((v) => run(() => userApi.updatePlatform(user!.id, v.userType, v.userExt ?? '')))
      }
      forceRender
    >
      <Form form={form} layout="vertical" name="user-platform">
        <Form.Item
          name="userType"
          label={t('admin.user.userType')}
          rules={[
            { required: true, message: t('crud.placeholderSelect', { label: t('admin.user.userType') }) },
          ]}
        >
          <Select options={types.map((o) => ({ label: o.label, value: String(o.value) }))} />
        </Form.Item>
        <Form.Item
          name="userExt"
          label={t('admin.user.userExt')}
          rules={[
            {
              validator: (_, v) =>
                isJson(v) ? Promise.resolve() : Promise.reject(new Error(t('admin.user.userExtInvalid'))),
            },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Passes a pending registration with its department, roles and posts (audit-pass). */
export function ApproveDialog({
  open,
  onClose,
  onDone,
  user,
  pickers,
}: DialogProps & { user?: Row; pickers: Pickers }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ deptId: string[]; roleId: string[]; postId?: string[] }>();
  const { isSubmitting, run } = useSubmit(onDone);
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  const submit = (v: { deptId: string[]; roleId: string[]; postId?: string[] }) =>
    run(() =>
      userApi.approve([user!.id], {
        deptId: v.deptId.join(','),
        roleId: v.roleId.join(','),
        postId: v.postId?.join(','),
      }),
    );
  return (
    <Modal
      open={open}
      title={`${t('admin.user.approveTitle')} · ${String(user?.account ?? '')}`}
      onCancel={onClose}
      confirmLoading={isSubmitting}
      onOk={() => void form.validateFields().then(submit)}
      forceRender
    >
      <Form form={form} layout="vertical" name="user-approve">
        <Form.Item
          name="deptId"
          label={t('admin.user.deptTree')}
          rules={[{ required: true, message: t('admin.user.deptRequired') }]}
        >
          {treeSelect(pickers.depts)}
        </Form.Item>
        <Form.Item
          name="roleId"
          label={t('admin.user.roles')}
          rules={[{ required: true, message: t('admin.user.rolesRequired') }]}
        >
          {treeSelect(pickers.roles)}
        </Form.Item>
        <Form.Item name="postId" label={t('admin.user.posts')}>
          <Select
            mode="multiple"
            allowClear
            options={pickers.posts.map((o) => ({ label: o.label, value: String(o.value) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
