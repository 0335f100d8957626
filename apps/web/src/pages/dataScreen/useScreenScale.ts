import { useEffect, useState } from 'react';

export const STAGE_W = 1920;
export const STAGE_H = 1080;

/** The factor that fits the 1920×1080 stage into the window (letterboxed, never cropped). */
const fit = () => Math.min(window.innerWidth / STAGE_W, window.innerHeight / STAGE_H);

export function useScreenScale(): number {
  const [scale, setScale] = useState(fit);
  useEffect(() => {
    const onResize = () => setScale(fit());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return scale;
}
