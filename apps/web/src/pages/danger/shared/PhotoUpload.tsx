import { PlusOutlined } from '@ant-design/icons';
import { Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from './dangerApi';

type Props = {
  value?: string[];
  onChange?: (ids: string[]) => void;
  /** image: photos (camera on phones); any: documents too. */
  accept?: 'image' | 'any';
  max?: number;
};

/** Several files uploaded to the tenant's storage; the value is their attach ids, in order. */
export function PhotoUpload({ value = [], onChange, accept = 'image', max = 9 }: Props) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const done = (list: UploadFile[]) =>
    list
      .map((f) => (f.response as { attachId?: string } | undefined)?.attachId)
      .filter((x): x is string => Boolean(x));
  return (
    <Upload
      accept={accept === 'image' ? 'image/*' : undefined}
      listType={accept === 'image' ? 'picture-card' : 'text'}
      multiple
      fileList={files}
      maxCount={max}
      onChange={({ fileList }) => {
        setFiles(fileList);
        const ids = done(fileList);
        if (ids.join() !== value.join()) onChange?.(ids);
      }}
      customRequest={async ({ file, onSuccess, onError }) => {
        try {
          const saved = await uploadFile(file as Blob);
          onSuccess?.(saved);
        } catch (error) {
          onError?.(error as Error);
        }
      }}
    >
      {files.length < max ? (
        <span>
          <PlusOutlined /> {accept === 'image' ? t('dangerUi.uploadPhoto') : t('dangerUi.uploadFile')}
        </span>
      ) : null}
    </Upload>
  );
}
