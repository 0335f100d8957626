import { type ResourceName, resources } from '@dp/domain';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceCrud } from './ResourceCrud';

/** The generic list screen for a resource registered in `@dp/domain` resources. */
export default function ResourcePage({ name }: { name: string }) {
  const { t } = useTranslation();
  const def = resources[name as ResourceName];
  if (!def) return <Empty description={t('crud.empty')} />;
  return <ResourceCrud def={def} />;
}
