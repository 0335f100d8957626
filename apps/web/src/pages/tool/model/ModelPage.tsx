import { SettingOutlined } from '@ant-design/icons';
import { modelResource } from '@dp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { Row } from '@/crud/types';
import { usePickerOverride } from '../common/useOptions';
import { FieldsDialog } from './FieldsDialog';

/** /tool/model — data models of the code generator, with the field configuration grid. */
export default function ModelPage() {
  const { t } = useTranslation();
  const [configuring, setConfiguring] = useState<Row | null>(null);
  const overrides = usePickerOverride('datasourceId');
  return (
    <ResourceCrud
      def={modelResource}
      overrides={overrides}
      extraRowActions={(row) => [
        {
          key: 'configure',
          label: t('adminDev.configure'),
          icon: <SettingOutlined />,
          code: 'model_setting',
          onClick: () => setConfiguring(row),
        },
      ]}
    >
      <FieldsDialog model={configuring} onClose={() => setConfiguring(null)} />
    </ResourceCrud>
  );
}
