import { PlusOutlined } from '@ant-design/icons';
import { Image, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '@/http/request';

type Props = { value?: string; onChange?: (link: string) => void; disabled?: boolean };

/** Uploads one image to the file endpoint and holds its link. */
export function ImageUpload({ value, onChange, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <Upload
      accept="image/*"
      listType="picture-card"
      showUploadList={false}
      disabled={disabled}
      customRequest={async ({ file, onSuccess, onError }) => {
        const form = new FormData();
        form.append('file', file as Blob);
        try {
          const result = await api<{ link: string }>({
            url: '/api/calf-resource/oss/endpoint/put-file',
            method: 'post',
            data: form,
          });
          onChange?.(result.link);
          onSuccess?.(result);
        } catch (error) {
          onError?.(error as Error);
        }
      }}
    >
      {value ? (
        <Image src={value} preview={false} width={96} height={96} style={{ objectFit: 'cover' }} />
      ) : (
        <span>
          <PlusOutlined /> {t('crud.uploadImage')}
        </span>
      )}
    </Upload>
  );
}
