import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getDeptOptions, getRoleOptions } from '@/shell/api/system';
import { refreshSession } from '@/shell/session/actions';
import { validated } from '@/shell/validated';
import { useMenu } from '@/stores/menu';
import { useSession } from '@/stores/session';
import { useTabs } from '@/stores/tabs';
import { useUi } from '@/stores/ui';

type SwitchForm = { deptId: string; roleId: string };

/** Switch department/role: refreshes the token with Dept-Id/Role-Id, then goes to / (spec §2, §4). */
export function SwitchDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SwitchForm>();
  const close = useUi((s) => s.close);
  const userInfo = useSession((s) => s.userInfo);
  const userId = userInfo?.user_id;
  const [isSaving, setSaving] = useState(false);
  const depts = useQuery({ queryKey: ['dept-select', userId], queryFn: () => getDeptOptions(userId) });
  const roles = useQuery({ queryKey: ['role-select', userId], queryFn: () => getRoleOptions(userId) });

  const submit = async () => {
    const values = await validated(form);
    if (!values) return;
    setSaving(true);
    try {
      await refreshSession(values);
      useMenu.getState().clear();
      useTabs.getState().reset();
      await queryClient.invalidateQueries();
      close();
      navigate('/');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('shell.switch.title')}
      width={420}
      onCancel={close}
      onOk={() => void submit()}
      confirmLoading={isSaving}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          deptId: userInfo?.dept_id?.includes(',') ? undefined : userInfo?.dept_id,
          roleId: userInfo?.role_id?.includes(',') ? undefined : userInfo?.role_id,
        }}
      >
        <Form.Item
          name="deptId"
          label={t('shell.switch.dept')}
          rules={[{ required: true, message: t('shell.switch.deptRequired') }]}
        >
          <Select
            loading={depts.isLoading}
            options={(depts.data ?? []).map((d) => ({ value: d.id, label: d.deptName }))}
            placeholder={t('shell.switch.deptRequired')}
          />
        </Form.Item>
        <Form.Item
          name="roleId"
          label={t('shell.switch.role')}
          rules={[{ required: true, message: t('shell.switch.roleRequired') }]}
        >
          <Select
            loading={roles.isLoading}
            options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.roleName }))}
            placeholder={t('shell.switch.roleRequired')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
