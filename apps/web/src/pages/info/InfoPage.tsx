import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

/** /info/index: user info and change password. */
export default function InfoPage() {
  const { t } = useTranslation();
  return (
    <Card className="dp-card-flat info-page" data-testid="info-page">
      <Tabs
        items={[
          { key: 'profile', label: t('profile.tab'), children: <ProfileForm /> },
          { key: 'password', label: t('password.tab'), children: <PasswordForm /> },
        ]}
      />
    </Card>
  );
}
