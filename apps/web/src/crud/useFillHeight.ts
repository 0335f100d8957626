import { useEffect, useRef, useState } from 'react';

/**
 * The body height that lets a table fill its container with the header and pager inside it:
 * measured, never a fixed pixel value, so the pager stays pinned at the bottom.
 */
export function useFillHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [bodyHeight, setBodyHeight] = useState<number | undefined>(undefined);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const head = el.querySelector('.ant-table-header')?.getBoundingClientRect().height ?? 40;
      const pager = el.querySelector('.ant-pagination');
      const pagerHeight = pager ? pager.getBoundingClientRect().height + 16 : 0;
      const next = Math.floor(el.clientHeight - head - pagerHeight);
      setBodyHeight(next > 80 ? next : undefined);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    measure();
    return () => observer.disconnect();
  }, []);
  return { ref, bodyHeight };
}
