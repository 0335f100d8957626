import type { FieldDef } from '@dp/domain';
import type { FieldSpec } from '@/crud/types';

const f = (zh: string, en: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  type: 'string',
  label: { zh, en },
  ...extra,
});

/** Region fields (api-contract §5.8); the region has no shared resource definition (its key is `code`). */
export const REGION_FIELDS: Record<string, FieldDef> = {
  name: f('区划名称', 'Region name', {
    required: true,
    max: 64,
    requiredMessage: { zh: '请输入区划名称', en: 'please enter the region name' },
    search: 'like',
  }),
  code: f('区划编号', 'Region code', {
    required: true,
    immutable: true,
    requiredMessage: { zh: '请输入区划编号', en: 'please enter the region code' },
    pattern: { source: '^\\d{2,12}$', message: { zh: '区划编号应为2到12位数字', en: '2 to 12 digits' } },
    search: 'like',
  }),
  parentCode: f('上级编号', 'Parent code', { immutable: true }),
  parentName: f('上级区划', 'Parent region', { form: false }),
  regionLevel: f('区划层级', 'Level', { type: 'int', form: false }),
  ancestors: f('祖区划编号', 'Ancestors', { form: false, list: false }),
  provinceName: f('省级', 'Province', { form: false, list: false }),
  cityName: f('地级', 'City', { form: false, list: false }),
  districtName: f('县级', 'District', { form: false, list: false }),
  townName: f('乡级', 'Town', { form: false, list: false }),
  villageName: f('村级', 'Village', { form: false, list: false }),
  sort: f('排序', 'Sort', { type: 'int', min: 0, max: 999999 }),
  remark: f('备注', 'Remark', { max: 255, component: 'textarea', span: 24, list: false }),
};

export const regionSpecs = (levels: { label: string; value: number }[]): FieldSpec[] =>
  Object.entries(REGION_FIELDS).map(([name, def]) => ({
    name,
    def,
    ...(name === 'regionLevel' ? { options: levels, component: 'select' as const } : {}),
    ...(name === 'parentCode' ? { disabled: true } : {}),
  }));
