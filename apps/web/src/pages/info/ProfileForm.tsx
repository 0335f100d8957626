import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Form, Input, Spin, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useThrottledClick } from '@/http/throttle';
import { getUserProfile, putFile, type UserProfile, updateUserProfile } from '@/shell/api/system';
import { validated } from '@/shell/validated';
import { feedback } from '@/stores/feedback';
import { useSession } from '@/stores/session';
import { useUi } from '@/stores/ui';
import { avatarProblem } from './avatar';
import { phoneRules } from './passwordRules';

type Values = Pick<UserProfile, 'avatar' | 'realName' | 'name' | 'phone' | 'email'>;

export function ProfileForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: ['user-profile'], queryFn: getUserProfile });
  const [isUploading, setUploading] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const avatar = Form.useWatch('avatar', form);

  useEffect(() => {
    if (profile.data) form.setFieldsValue(profile.data);
  }, [profile.data, form]);

  const save = useThrottledClick(async () => {
    const values = await validated(form);
    if (!values) return;
    setSaving(true);
    try {
      await updateUserProfile({ ...values, id: profile.data?.id });
      useSession.getState().patchUser({ avatar: values.avatar, real_name: values.realName });
      feedback.message.success(t('common.success'));
      await queryClient.invalidateQueries({ queryKey: ['user-profile'] });
    } finally {
      setSaving(false);
    }
  });

  return (
    <Spin spinning={profile.isLoading}>
      <Form form={form} layout="vertical" className="info-form" data-testid="profile-form">
        <Form.Item
          name="avatar"
          label={t('profile.avatar')}
          extra={t('profile.avatarHint')}
          // Upload reports its file list on change; the field keeps the link customRequest stored.
          getValueFromEvent={() => form.getFieldValue('avatar')}
        >
          <Upload
            accept=".jpg,.jpeg,.png"
            listType="picture-card"
            showUploadList={false}
            beforeUpload={(file) => {
              const problem = avatarProblem(file);
              if (problem) feedback.message.error(t(problem));
              return problem ? Upload.LIST_IGNORE : true;
            }}
            customRequest={async ({ file, onSuccess, onError }) => {
              setUploading(true);
              try {
                const uploaded = await putFile(file as File);
                form.setFieldValue('avatar', uploaded.link);
                onSuccess?.(uploaded);
              } catch (error) {
                onError?.(error as Error);
              } finally {
                setUploading(false);
              }
            }}
          >
            {avatar && !isUploading ? (
              <Avatar shape="square" size={96} src={avatar} />
            ) : (
              <div>
                {isUploading ? <LoadingOutlined /> : <PlusOutlined />}
                <div style={{ marginTop: 8 }}>{t('profile.upload')}</div>
              </div>
            )}
          </Upload>
        </Form.Item>
        {avatar && (
          <Button
            type="link"
            size="small"
            onClick={() => useUi.getState().showImage(avatar)}
            className="info-preview"
          >
            {t('profile.preview')}
          </Button>
        )}
        <Form.Item
          name="realName"
          label={t('profile.realName')}
          rules={[{ required: true, message: t('profile.realNameRequired') }]}
        >
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('profile.name')}
          rules={[{ required: true, message: t('profile.nameRequired') }]}
        >
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="phone" label={t('profile.phone')} rules={phoneRules(t)} required>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('profile.email')}
          rules={[{ type: 'email', message: t('profile.emailFormat') }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Button type="primary" loading={isSaving} onClick={save} data-testid="profile-submit">
          {t('common.submit')}
        </Button>
      </Form>
    </Spin>
  );
}
