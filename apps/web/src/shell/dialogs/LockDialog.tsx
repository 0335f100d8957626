import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { validated } from '@/shell/validated';
import { useLock } from '@/stores/lock';
import { useUi } from '@/stores/ui';

/** Sets the lock password, then locks the session (spec §2, §5). */
export function LockDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ password: string }>();
  const close = useUi((s) => s.close);

  const submit = async () => {
    const values = await validated(form);
    if (!values) return;
    const { password } = values;
    useLock.getState().setLockPassword(password);
    useLock.getState().lock();
    close();
    navigate('/lock');
  };

  return (
    <Modal
      open
      title={t('shell.lock.title')}
      width={400}
      onCancel={close}
      onOk={() => void submit()}
      okText={t('shell.lock.ok')}
    >
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          name="password"
          label={t('shell.lock.password')}
          rules={[{ required: true, whitespace: true, message: t('shell.lock.required') }]}
        >
          <Input.Password autoFocus placeholder={t('shell.lock.placeholder')} data-testid="lock-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
