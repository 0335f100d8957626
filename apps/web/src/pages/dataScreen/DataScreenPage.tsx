import { FundProjectionScreenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shell/useDocumentTitle';

/** The large-screen view opens in its own window; its contents belong to a later issue. */
export default function DataScreenPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('route.dataScreen'));
  return (
    <div className="data-screen" data-testid="data-screen">
      <FundProjectionScreenOutlined />
      <h1>{t('app.title')}</h1>
      <p>{t('route.dataScreen')}</p>
    </div>
  );
}
