import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageLocation } from '@/layout/PageLocation';

/** /myiframe/urlPath?src=…: an embedded external page (spec §2). */
export default function IframePage() {
  const { t } = useTranslation();
  const { search } = usePageLocation();
  const src = new URLSearchParams(search).get('src');
  if (!src || /^\s*javascript:/i.test(src)) return <Empty description={t('errors.noAddress')} />;
  return <iframe className="dp-iframe" src={src} title={new URLSearchParams(search).get('name') ?? src} />;
}
