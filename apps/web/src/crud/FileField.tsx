import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { type FieldDef, filesKey, fileUrlKey } from '@dp/domain';
import { Button, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/http/request';

export type FileItem = { id: string; name: string; url?: string };

type Props = {
  name: string;
  def: FieldDef;
  value?: unknown;
  /** The row being edited: its `<field>Url` / `<field>Files` name the files already there. */
  row?: Record<string, unknown>;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  id?: string;
};

type Uploaded = { attachId: string; link: string; originalName: string };

const toIds = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(String) : typeof v === 'string' && v ? v.split(',') : v ? [String(v)] : [];

/** Files the row already carries, by attach id. */
export function knownFiles(
  name: string,
  def: FieldDef,
  row?: Record<string, unknown>,
): Map<string, FileItem> {
  const known = new Map<string, FileItem>();
  if (!row) return known;
  if (def.type === 'file' && row[name]) {
    const id = String(row[name]);
    known.set(id, { id, name: id, url: row[fileUrlKey(name)] as string | undefined });
  }
  for (const f of (row[filesKey(name)] as FileItem[] | undefined) ?? []) known.set(f.id, f);
  return known;
}

/**
 * A `file` (one attach id) or `files` (attach id[]) field: uploads through the platform's upload
 * endpoint and keeps the ids; images show as thumbnails, other files as links.
 */
export function FileField({ name, def, value, row, onChange, disabled, id }: Props) {
  const { t } = useTranslation();
  const [known, setKnown] = useState(() => knownFiles(name, def, row));
  const [busy, setBusy] = useState(false);
  const multiple = def.type === 'files';
  const image = def.accept === 'image';
  const ids = toIds(value);
  const fileList: UploadFile[] = ids.map((fileId) => {
    const f = known.get(fileId);
    return { uid: fileId, name: f?.name ?? fileId, status: 'done', url: f?.url, thumbUrl: f?.url };
  });
  const full = !multiple && ids.length >= 1;
  return (
    <Upload
      id={id}
      accept={image ? 'image/*' : undefined}
      listType={image ? 'picture-card' : 'text'}
      fileList={fileList}
      disabled={disabled}
      multiple={multiple}
      onRemove={(file) => {
        const next = ids.filter((x) => x !== file.uid);
        onChange?.(multiple ? next : (next[0] ?? null));
      }}
      customRequest={async ({ file, onSuccess, onError }) => {
        const form = new FormData();
        form.append('file', file as Blob);
        setBusy(true);
        try {
          const up = await api<Uploaded>({
            url: '/api/calf-resource/oss/endpoint/put-file-attach',
            method: 'post',
            data: form,
          });
          setKnown((m) =>
            new Map(m).set(up.attachId, { id: up.attachId, name: up.originalName, url: up.link }),
          );
          onChange?.(multiple ? [...ids, up.attachId] : up.attachId);
          onSuccess?.(up);
        } catch (error) {
          onError?.(error as Error);
        } finally {
          setBusy(false);
        }
      }}
    >
      {disabled || full ? null : image ? (
        <span>
          <PlusOutlined /> {t('crud.uploadImage')}
        </span>
      ) : (
        <Button icon={<UploadOutlined />} loading={busy}>
          {t('crud.uploadFile')}
        </Button>
      )}
    </Upload>
  );
}
