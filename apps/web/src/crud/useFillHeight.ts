import { useEffect, useRef, useState } from 'react';

/**
 * The body height that lets a table fill its container with the header and pager inside it:
 * measured, never a fixed pixel value, so the pager stays pinned at the bottom. Changes under
 * 4 px are ignored (see measure), and a hidden tab keeps its height.
 */
export function useFillHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [bodyHeight, setBodyHeight] = useState<number | undefined>(undefined);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      // A page of a hidden tab (display: none) measures 0: keep its height, so that the table is not
      // laid out again without, then with, its scrolling body on every tab switch.
      if (el.clientHeight === 0 && el.getClientRects().length === 0) return;
      const head = el.querySelector('.ant-table-header')?.getBoundingClientRect().height ?? 40;
      const pager = el.querySelector('.ant-pagination');
      const pagerHeight = pager ? pager.getBoundingClientRect().height + 16 : 0;
      const next = Math.floor(el.clientHeight - head - pagerHeight);
      // A container that takes its height from the table (a CRUD inside tabs, a page taller than
      // the screen) grows by the table's border with every body height set: without this dead band
      // the body crept 1 px per frame, re-rendering the table for seconds (issue #17).
      setBodyHeight((current) =>
        next <= 80 ? undefined : current !== undefined && Math.abs(next - current) < 4 ? current : next,
      );
    };
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    measure();
    return () => observer.disconnect();
  }, []);
  return { ref, bodyHeight };
}
