import { SafetyCertificateFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function SiderLogo({ isCollapsed }: { isCollapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className="dp-logo" title={t('app.title')}>
      <SafetyCertificateFilled className="dp-logo-mark" />
      {!isCollapsed && <span className="dp-logo-text">{t('app.shortTitle')}</span>}
    </Link>
  );
}
