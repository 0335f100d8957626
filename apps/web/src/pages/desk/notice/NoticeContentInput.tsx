import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { FieldInputProps } from '@/crud/FieldInput';
import './notice.css';

// The editor (tiptap + ProseMirror) is its own chunk, loaded when a notice form opens.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** The notice `content` field: the rich-text editor, or the server-sanitized HTML when read-only. */
export function NoticeContentInput({ value, onChange, disabled, id }: FieldInputProps) {
  const html = typeof value === 'string' ? value : '';
  if (disabled) {
    return (
      <div
        id={id}
        className="notice-html"
        data-testid="notice-html"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes notice content on write
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
      <RichTextEditor id={id} value={html} onChange={(next) => onChange?.(next)} />
    </Suspense>
  );
}
