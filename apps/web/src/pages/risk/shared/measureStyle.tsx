import {
  AlertOutlined,
  BookOutlined,
  SafetyCertificateOutlined,
  SkinOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { optionLabel, useDictOptions } from '@/crud/dict';

/** The five measure categories (MEASURE_CATEGORY, DB37 column order), each with its icon and colour. */
export const MEASURE_STYLE: Record<string, { icon: ReactNode; color: string }> = {
  TECHNOLOGY: { icon: <ToolOutlined />, color: 'geekblue' },
  MANAGEMENT: { icon: <SafetyCertificateOutlined />, color: 'green' },
  EDUCATION: { icon: <BookOutlined />, color: 'purple' },
  PROTECTION: { icon: <SkinOutlined />, color: 'orange' },
  URGENT: { icon: <AlertOutlined />, color: 'red' },
};

export const MEASURE_COLUMNS = [
  ['Technology', 'TECHNOLOGY'],
  ['Management', 'MANAGEMENT'],
  ['Education', 'EDUCATION'],
  ['Protection', 'PROTECTION'],
  ['Urgent', 'URGENT'],
] as const;

const CATEGORY_DICT = { dict: 'MEASURE_CATEGORY', dictBiz: true } as const;

export function MeasureCategoryTag({ category }: { category: unknown }) {
  const options = useDictOptions(CATEGORY_DICT);
  const style = MEASURE_STYLE[String(category)];
  if (!style) return null;
  return (
    <Tag color={style.color} icon={style.icon}>
      {optionLabel(options, category)}
    </Tag>
  );
}

export function useMeasureLabel() {
  const options = useDictOptions(CATEGORY_DICT);
  return (category: string) => optionLabel(options, category);
}
