import { Empty, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '@/crud/types';
import { request } from '@/http/request';
import { previewKind } from './preview';

/** Shows an image or PDF attachment fetched as a blob from `oss/endpoint/preview/{id}`. */
export function PreviewModal({ row, onClose }: { row: Row | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const kind = row ? previewKind(row.extension) : null;

  useEffect(() => {
    if (!row || !kind) return;
    let objectUrl: string | null = null;
    let isCurrent = true;
    request
      .get<Blob>(`/api/calf-resource/oss/endpoint/preview/${row.id}`, { responseType: 'blob' })
      .then((res) => {
        if (!isCurrent) return;
        const type = kind === 'pdf' ? 'application/pdf' : res.data.type;
        objectUrl = URL.createObjectURL(new Blob([res.data], { type }));
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [row, kind]);

  return (
    <Modal
      open={Boolean(row)}
      title={String(row?.originalName ?? '')}
      footer={null}
      width={kind === 'pdf' ? '80%' : 720}
      onCancel={onClose}
      destroyOnHidden
    >
      {!kind ? (
        <Empty description={t('adminResource.noPreview')} />
      ) : !url ? (
        <Spin style={{ display: 'block', padding: 48 }} />
      ) : kind === 'image' ? (
        <img
          src={url}
          alt={String(row?.originalName ?? '')}
          style={{ maxWidth: '100%', display: 'block', margin: '0 auto' }}
          data-testid="attach-preview"
        />
      ) : (
        <iframe
          src={url}
          title={String(row?.originalName ?? '')}
          style={{ width: '100%', height: '70vh', border: 0 }}
          data-testid="attach-preview"
        />
      )}
    </Modal>
  );
}
