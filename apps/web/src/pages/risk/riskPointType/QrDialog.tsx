import { Button, Image, Modal, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import type { Row } from '@/crud/types';
import { api, request } from '@/http/request';

/** The point's QR code (PNG from the server) with its card URL, print and revoke-by-rotation. */
export function QrDialog({ point, onClose }: { point: Row | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [src, setSrc] = useState('');
  const [url, setUrl] = useState('');
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!point) return;
    let objectUrl = '';
    void request
      .get(`/api/shtmp-risk/riskPointType/qrcode/${point.id}`, {
        responseType: 'blob',
        params: { v: version },
      })
      .then((res) => {
        objectUrl = URL.createObjectURL(res.data as Blob);
        setSrc(objectUrl);
        setUrl(String(res.headers['x-card-url'] ?? ''));
      });
    return () => URL.revokeObjectURL(objectUrl);
  }, [point, version]);
  const print = () => {
    const w = window.open('', '_blank', 'width=480,height=640');
    if (!w) return;
    w.document.title = String(point?.name ?? '');
    const img = w.document.createElement('img');
    img.src = src;
    img.style.width = '320px';
    const caption = w.document.createElement('h2');
    caption.textContent = `${String(point?.code ?? '')} ${String(point?.name ?? '')}`;
    w.document.body.append(caption, img);
    img.onload = () => w.print();
  };
  return (
    <Modal open={Boolean(point)} title={t('risk.qrTitle')} onCancel={onClose} footer={null} destroyOnHidden>
      <Space direction="vertical" align="center" style={{ width: '100%' }}>
        {src && <Image src={src} width={240} preview={false} alt={t('risk.cardUrl')} />}
        <Typography.Text>{t('risk.cardUrl')}</Typography.Text>
        <Typography.Link href={url} target="_blank" data-testid="risk-card-url" copyable>
          {url}
        </Typography.Link>
        <Space>
          <Button onClick={print}>{t('risk.print')}</Button>
          <Button
            danger
            onClick={async () => {
              await api({
                url: '/api/shtmp-risk/riskPointType/rotateQrToken',
                method: 'post',
                params: { id: point?.id },
              });
              message.success(t('risk.rotated'));
              setVersion((v) => v + 1);
            }}
          >
            {t('risk.rotate')}
          </Button>
        </Space>
      </Space>
    </Modal>
  );
}
