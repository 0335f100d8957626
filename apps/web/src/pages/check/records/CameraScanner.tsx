import type { IScannerControls } from '@zxing/browser';
import { Alert } from 'antd';
import { useEffect, useRef, useState } from 'react';

/** The spec's message when the browser has no camera API. */
export const NO_MEDIA_STREAM = 'Media Stream API is not supported';

/**
 * Reads QR codes and barcodes from the camera with @zxing/browser (this module is loaded lazily,
 * only when the scanner is opened); `onResult` receives the first text read.
 */
export default function CameraScanner({ onResult }: { onResult: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(
    typeof navigator.mediaDevices?.getUserMedia === 'function' ? null : NO_MEDIA_STREAM,
  );
  useEffect(() => {
    if (error || !video.current) return;
    let controls: IScannerControls | undefined;
    let isStopped = false;
    void import('@zxing/browser').then(async ({ BrowserMultiFormatReader }) => {
      try {
        const reader = new BrowserMultiFormatReader();
        controls = await reader.decodeFromVideoDevice(undefined, video.current!, (result) => {
          if (result && !isStopped) {
            isStopped = true;
            controls?.stop();
            onResult(result.getText());
          }
        });
        if (isStopped) controls.stop();
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      }
    });
    return () => {
      isStopped = true;
      controls?.stop();
    };
  }, [error, onResult]);
  if (error) return <Alert type="error" title={error} data-testid="scanner-error" />;
  return <video ref={video} className="check-scanner-video" muted playsInline />;
}
