import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '@/shell/useDocumentTitle';

const TITLES = { 403: 'route.forbidden', 404: 'route.notFound', 500: 'route.serverError' } as const;

export default function ErrorPage({ code }: { code: 403 | 404 | 500 }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t(TITLES[code]));
  return (
    <div className="error-page" data-testid={`error-${code}`}>
      <Result
        status={code}
        title={code}
        subTitle={t(`errors.e${code}`)}
        extra={
          <Button type="primary" onClick={() => navigate('/', { replace: true })}>
            {t('errors.backHome')}
          </Button>
        }
      />
    </div>
  );
}
