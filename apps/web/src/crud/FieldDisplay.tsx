import { Image, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { componentOf } from './component';
import { optionLabel, useDictOptions } from './dict';
import type { FieldSpec } from './types';

/** The read-only rendering of a field value in a table cell. */
export function FieldDisplay({ spec, value }: { spec: FieldSpec; value: unknown }) {
  const { t } = useTranslation();
  const dictOptions = useDictOptions(spec.def);
  const options = spec.options ?? dictOptions;
  if (value === undefined || value === null || value === '') return null;
  const str = String(value);
  switch (componentOf(spec)) {
    case 'select':
    case 'radio':
    case 'checkbox':
      return <>{optionLabel(options, value)}</>;
    case 'switch':
      return <Tag>{value === true || str === '1' ? t('crud.yes') : t('crud.no')}</Tag>;
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
