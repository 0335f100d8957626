import { DownloadOutlined, EyeOutlined, UploadOutlined } from '@ant-design/icons';
import { attachResource } from '@dp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { FieldSpec, Row } from '@/crud/types';
import { api, download } from '@/http/request';
import { PreviewModal } from './PreviewModal';
import { formatSize, previewKind } from './preview';

/** /resource/attach — uploaded files: filters, upload, download, image/PDF preview and delete. */
export default function AttachPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [previewing, setPreviewing] = useState<Row | null>(null);
  const overrides = useMemo<Record<string, Partial<FieldSpec>>>(
    () => ({ attachSize: { render: (value) => formatSize(value) } }),
    [],
  );

  const upload = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    await api({ url: '/api/calf-resource/oss/endpoint/put-file-attach', method: 'post', data: form });
    message.success(t('adminResource.uploadDone'));
    await queryClient.invalidateQueries({ queryKey: ['crud', attachResource.name] });
  };

  const rowActions = (row: Row) => [
    ...(previewKind(row.extension)
      ? [
          {
            key: 'preview',
            label: t('adminResource.preview'),
            icon: <EyeOutlined />,
            code: 'attach_view',
            onClick: () => setPreviewing(row),
          },
        ]
      : []),
    {
      key: 'download',
      label: t('adminResource.download'),
      icon: <DownloadOutlined />,
      code: 'attach_download',
      onClick: () =>
        void download({
          url: '/api/calf-resource/oss/endpoint/download',
          method: 'post',
          data: new URLSearchParams({ id: row.id, fileName: String(row.name ?? '') }),
          fallbackName: String(row.originalName || row.name || 'download'),
        }),
    },
  ];

  return (
    <ResourceCrud
      def={attachResource}
      overrides={overrides}
      extraRowActions={rowActions}
      extraToolbarActions={() => [
        {
          key: 'upload',
          label: t('adminResource.upload'),
          icon: <UploadOutlined />,
          code: 'attach_upload',
          onClick: () => input.current?.click(),
        },
      ]}
    >
      <input
        ref={input}
        type="file"
        hidden
        data-testid="attach-upload"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      <PreviewModal row={previewing} onClose={() => setPreviewing(null)} />
    </ResourceCrud>
  );
}
