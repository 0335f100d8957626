import { Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useThrottledClick } from '@/http/throttle';
import { useUi } from '@/stores/ui';

const SAMPLE_IMAGE = '/favicon.svg';

function Crash(): never {
  throw new Error('Test render error');
}

/** /test/index: exercises shell widgets (image overlay, click throttling, error logging). */
export default function TestPage() {
  const { t } = useTranslation();
  const [clicks, setClicks] = useState(0);
  const [isCrashing, setCrashing] = useState(false);
  const onThrottled = useThrottledClick(() => setClicks((n) => n + 1));
  return (
    <Card className="dp-card-flat" title={t('route.test')} data-testid="test-page">
      <Space direction="vertical" size="large">
        <Typography.Paragraph type="secondary">{t('testPage.intro')}</Typography.Paragraph>
        <Space wrap>
          <Button onClick={() => useUi.getState().showImage(SAMPLE_IMAGE)} data-testid="test-image">
            {t('testPage.image')}
          </Button>
          <Button onClick={onThrottled} data-testid="test-throttle">
            {t('testPage.throttle', { count: clicks })}
          </Button>
          <Button danger onClick={() => setCrashing(true)} data-testid="test-crash">
            {t('testPage.crash')}
          </Button>
        </Space>
        {isCrashing && <Crash />}
      </Space>
    </Card>
  );
}
