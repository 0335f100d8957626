import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Spin } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '@/http/request';

/** The printed QR code of a check point (PNG from the server, which encodes the phone URL). */
export function QrDialog(props: {
  point: { id: string; name: string; number?: unknown } | null;
  onClose: () => void;
}) {
  const { point, onClose } = props;
  const { t } = useTranslation();
  const png = useQuery({
    queryKey: ['check-qr', point?.id],
    enabled: Boolean(point),
    queryFn: async () =>
      (
        await request.get<Blob>(`/api/shtmp-check/checkRiskPoint/qrcode/${point!.id}`, {
          responseType: 'blob',
        })
      ).data,
  });
  const url = useMemo(() => (png.data ? URL.createObjectURL(png.data) : null), [png.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  const print = () => {
    const w = window.open('', '_blank', 'width=420,height=520');
    if (!w || !url || !point) return;
    const doc = w.document;
    doc.title = point.name;
    const box = doc.createElement('div');
    box.style.cssText = 'text-align:center;font-family:sans-serif';
    const img = doc.createElement('img');
    img.src = url;
    img.style.width = '300px';
    const caption = doc.createElement('div');
    caption.textContent = `${String(point.number ?? '')} ${point.name}`;
    caption.style.fontSize = '18px';
    box.append(img, caption);
    doc.body.append(box);
    img.onload = () => w.print();
  };

  return (
    <Modal
      open={Boolean(point)}
      title={point ? `${t('checkPage.qrcode')} · ${point.name}` : ''}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('checkPage.close')}
        </Button>,
        <Button key="print" type="primary" disabled={!url} onClick={print}>
          {t('checkPage.print')}
        </Button>,
      ]}
    >
      <div className="check-qr">
        {url ? <img src={url} alt={t('checkPage.qrcode')} data-testid="check-qr" width={280} /> : <Spin />}
        <div>{point ? `${String(point.number ?? '')} ${point.name}` : ''}</div>
      </div>
    </Modal>
  );
}
