import { CloudUploadOutlined } from '@ant-design/icons';
import { ossResource } from '@dp/domain';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceCrud } from '@/crud/ResourceCrud';
import { useEnableAction, useStatusOverride, withStatusColumn } from '../common/enable';
import { TestUpload, type TestUploadHandle } from './TestUpload';

/** /resource/oss — object storage configurations: CRUD, enable one, and a test upload. */
export default function OssPage() {
  const { t } = useTranslation();
  const def = useMemo(() => withStatusColumn(ossResource, t), [t]);
  const overrides = useStatusOverride();
  const enable = useEnableAction(ossResource);
  const upload = useRef<TestUploadHandle>(null);
  return (
    <ResourceCrud
      def={def}
      overrides={overrides}
      extraRowActions={enable}
      extraToolbarActions={() => [
        {
          key: 'testUpload',
          label: t('adminResource.testUpload'),
          icon: <CloudUploadOutlined />,
          onClick: () => upload.current?.pick(),
        },
      ]}
    >
      <TestUpload ref={upload} />
    </ResourceCrud>
  );
}
