import { SafetyCertificateFilled } from '@ant-design/icons';
import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export default function WelPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card className="dp-card-flat" data-testid="wel-page">
      <Result
        icon={<SafetyCertificateFilled style={{ color: 'var(--dp-color-primary, #1f5fd6)' }} />}
        title={t('wel.title')}
        subTitle={t('wel.text')}
        extra={[
          <Button type="primary" key="home" onClick={() => navigate('/home/index')}>
            {t('route.home')}
          </Button>,
          <Button key="dash" onClick={() => navigate('/wel/dashboard')}>
            {t('route.dashboard')}
          </Button>,
        ]}
      />
    </Card>
  );
}
