import { ApiOutlined } from '@ant-design/icons';
import { datasourceResource } from '@dp/domain';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { Row } from '@/crud/types';
import { testConnection } from '../common/devApi';

/** /tool/datasource — data sources of the code generator, with a connection test (lists its tables). */
export default function DatasourcePage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const test = async (row: Row) => {
    await testConnection({ id: row.id, url: row.url, username: row.username });
    message.success(t('adminDev.connectionOk'));
  };
  return (
    <ResourceCrud
      def={datasourceResource}
      extraRowActions={(row) => [
        {
          key: 'test',
          label: t('adminDev.testConnection'),
          icon: <ApiOutlined />,
          onClick: () => void test(row),
        },
      ]}
    />
  );
}
