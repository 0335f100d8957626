import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Menu pages that have no screen yet (later business issues). */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <div className="dp-card" data-testid="coming-soon">
      <Result icon={<ToolOutlined />} title={t('route.comingSoon')} subTitle={t('errors.comingSoon')} />
    </div>
  );
}
