const IMAGES = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp'];

export type PreviewKind = 'image' | 'pdf' | null;

/** What the preview modal can show for a file extension (images and PDF only). */
export function previewKind(extension: unknown): PreviewKind {
  const ext = String(extension ?? '')
    .toLowerCase()
    .replace(/^\./, '');
  if (IMAGES.includes(ext)) return 'image';
  if (ext === 'pdf') return 'pdf';
  return null;
}

/** Human-readable size of `attachSize` bytes. */
export function formatSize(bytes: unknown): string {
  const n = Number(bytes);
  if (!Number.isFinite(n) || n < 0) return '';
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
