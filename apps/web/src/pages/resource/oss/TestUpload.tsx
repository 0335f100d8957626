import { Modal, Typography } from 'antd';
import { forwardRef, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/http/request';

export type UploadResult = { link: string; name: string; originalName: string; attachId?: string };
export type TestUploadHandle = { pick: () => void };

/** Uploads one file through `oss/endpoint/put-file` (the enabled storage) and shows the returned link. */
export const TestUpload = forwardRef<TestUploadHandle>(function TestUpload(_props, ref) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<UploadResult | null>(null);
  useImperativeHandle(ref, () => ({ pick: () => input.current?.click() }), []);

  const upload = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    setResult(
      await api<UploadResult>({
        url: '/api/calf-resource/oss/endpoint/put-file',
        method: 'post',
        data: form,
      }),
    );
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        data-testid="oss-test-upload"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Modal
        open={Boolean(result)}
        title={t('adminResource.uploadDone')}
        footer={null}
        onCancel={() => setResult(null)}
      >
        {result && (
          <Typography.Paragraph>
            {t('adminResource.uploadedLink')}:{' '}
            <Typography.Link
              href={result.link}
              target="_blank"
              rel="noreferrer"
              copyable={{ text: result.link }}
            >
              {result.originalName || result.name}
            </Typography.Link>
            <br />
            <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
              {result.link}
            </Typography.Text>
          </Typography.Paragraph>
        )}
      </Modal>
    </>
  );
});
