import { type FieldDef, filesKey, fileUrlKey, labelKey } from '@dp/domain';
import { Image, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { componentOf } from './component';
import { optionLabel, useDictOptions } from './dict';
import type { FieldSpec } from './types';

type FileLink = { id: string; name: string; url: string };

/** A file field's links from the row the server returned (`<field>Url` / `<field>Files`). */
function Files({ name, def, row }: { name: string; def: FieldDef; row?: Record<string, unknown> }) {
  const { t } = useTranslation();
  const files: FileLink[] =
    def.type === 'file'
      ? row?.[fileUrlKey(name)]
        ? [{ id: String(row[name]), name: t('crud.viewFile'), url: String(row[fileUrlKey(name)]) }]
        : []
      : ((row?.[filesKey(name)] as FileLink[] | undefined) ?? []);
  if (def.accept === 'image')
    return (
      <Image.PreviewGroup>
        <Space size={4}>
          {files.map((f) => (
            <Image
              key={f.id}
              src={f.url}
              alt={f.name}
              width={40}
              height={40}
              style={{ objectFit: 'cover' }}
            />
          ))}
        </Space>
      </Image.PreviewGroup>
    );
  return (
    <Space size={8} wrap>
      {files.map((f) => (
        <Typography.Link key={f.id} href={f.url} target="_blank" rel="noreferrer">
          {f.name}
        </Typography.Link>
      ))}
    </Space>
  );
}

/** A value shown by its option label: the field's own options, else its dictionary's. */
function OptionLabel({ spec, value }: { spec: FieldSpec; value: unknown }) {
  const dictOptions = useDictOptions(spec.options ? undefined : spec.def);
  return <>{optionLabel(spec.options ?? dictOptions, value)}</>;
}

function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return <Tag>{value ? t('crud.yes') : t('crud.no')}</Tag>;
}

/**
 * The read-only rendering of a field value in a table cell. With the row, labels the server
 * resolved (`<field>Name` of dict and ref fields) and file links are used. A plain function for
 * the common cells (text, server-resolved labels): only cells that need a dictionary or the
 * strings subscribe to them, so a page of rows is not re-rendered cell by cell as they arrive.
 */
export function FieldDisplay({
  spec,
  value,
  row,
}: {
  spec: FieldSpec;
  value: unknown;
  row?: Record<string, unknown>;
}) {
  if (value === undefined || value === null || value === '') return null;
  if (spec.def.type === 'file' || spec.def.type === 'files')
    return <Files name={spec.name} def={spec.def} row={row} />;
  const label = row?.[labelKey(spec.name)];
  if ((spec.def.ref || spec.def.dict) && typeof label === 'string') return <>{label}</>;
  if (Array.isArray(value)) {
    if (spec.def.dict) return <OptionLabel spec={spec} value={value.join(',')} />;
    return <>{value.join(', ')}</>;
  }
  const str = String(value);
  switch (componentOf(spec)) {
    case 'select':
    case 'radio':
    case 'checkbox':
      return <OptionLabel spec={spec} value={value} />;
    case 'switch':
      return <YesNo value={value === true || str === '1'} />;
    case 'image':
    case 'upload-image':
      return <Image src={str} width={40} height={40} style={{ objectFit: 'cover' }} />;
    case 'url':
      return (
        <Typography.Link href={str} target="_blank" rel="noreferrer">
          {str}
        </Typography.Link>
      );
    case 'color':
      return (
        <span>
          <span
            style={{
              display: 'inline-block',
              width: 12,
              height: 12,
              background: str,
              marginRight: 6,
              borderRadius: 2,
            }}
          />
          {str}
        </span>
      );
    case 'tree-select':
      return <>{findTitle(spec.treeData, str) ?? str}</>;
    default:
      return <>{str}</>;
  }
}

function findTitle(nodes: FieldSpec['treeData'], value: string): string | undefined {
  for (const node of nodes ?? []) {
    if (node.value === value) return node.title;
    const found = findTitle(node.children, value);
    if (found) return found;
  }
  return undefined;
}
