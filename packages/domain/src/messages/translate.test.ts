import { describe, expect, it } from 'vitest';
import { resources } from '../resources';
import { EN_US } from './en-US/index';
import { bilingualPairs, createTranslator, placeholders } from './translate';

describe('createTranslator', () => {
  const translate = createTranslator(
    {
      操作成功: 'Success',
      '参数错误: {0} {1}': 'Bad parameter: {0}: {1}',
      '参数错误: {0} 应为编号': 'Bad parameter: {0} must be an id',
      '{0}应为文本': '{0} must be text',
      '{0}不能早于{1}': '{1} must not be after {0}',
      '导入失败,数据未做任何修改。{0}': 'Import failed; nothing was changed. {0}',
      '第{0}行: {1}': 'Row {0}: {1}',
      '{0} {1}': '{0}: {1}',
      '{0}、{1}': '{0}, {1}',
      公司级: 'company',
      部门级: 'department',
    },
    new Map([['参数名称', 'Parameter name']]),
  );

  it('looks whole messages up; unknown ones come back unchanged', () => {
    expect(translate('操作成功')).toBe('Success');
    expect(translate('没有的消息')).toBe('没有的消息');
    expect(translate('')).toBe('');
  });

  it('prefers the most specific template and fills the placeholders in their new order', () => {
    expect(translate('参数错误: deptId 应为编号')).toBe('Bad parameter: deptId must be an id');
    expect(translate('参数错误: name 格式不正确')).toBe('Bad parameter: name: 格式不正确');
    expect(translate('实施日期不能早于发布日期')).toBe('发布日期 must not be after 实施日期');
  });

  it('translates the interpolated parts: nested messages and labels', () => {
    expect(translate('参数错误: paramName 参数名称应为文本')).toBe(
      'Bad parameter: paramName: Parameter name must be text',
    );
    expect(translate('导入失败,数据未做任何修改。第3行: 参数名称应为文本')).toBe(
      'Import failed; nothing was changed. Row 3: Parameter name must be text',
    );
  });

  it('translates messages joined by "; " one by one', () => {
    expect(
      translate(
        '导入失败,数据未做任何修改。第3行: 参数名称应为文本; 第4行: paramKey 应为编号; 第5行: 参数名称应为文本',
      ),
    ).toBe(
      'Import failed; nothing was changed. Row 3: Parameter name must be text; Row 4: paramKey 应为编号; Row 5: Parameter name must be text',
    );
  });

  it('uses glue templates (no Chinese of their own) only when they translate a part', () => {
    expect(translate('name 参数名称应为文本')).toBe('name: Parameter name must be text');
    expect(translate('name Too small: expected string')).toBe('name Too small: expected string');
    expect(translate('公司级、部门级')).toBe('company, department');
    expect(translate('甲、乙')).toBe('甲、乙');
  });

  it('treats regular-expression characters in keys literally', () => {
    const t = createTranslator({
      '不支持的文件类型 .{0},仅支持 {1}': 'Unsupported file type .{0} (allowed: {1})',
    });
    expect(t('不支持的文件类型 .exe,仅支持 png/jpg')).toBe('Unsupported file type .exe (allowed: png/jpg)');
    expect(t('不支持的文件类型 Xexe,仅支持 png')).toBe('不支持的文件类型 Xexe,仅支持 png');
  });
});

describe('the English catalogue', () => {
  it('uses in each translation exactly the placeholders of its key', () => {
    const wrong = Object.entries(EN_US).filter(
      ([zh, en]) => [...placeholders(zh)].sort().join() !== [...placeholders(en)].sort().join(),
    );
    expect(wrong).toEqual([]);
  });

  it('translates to English only (no Chinese left in a translation)', () => {
    const chinese = Object.entries(EN_US).filter(([, en]) => /[\u4e00-\u9fff]/.test(en));
    expect(chinese).toEqual([]);
  });

  it('translates composed server messages: workflow refusals, lists, refused imports', () => {
    const translate = createTranslator(EN_US, bilingualPairs(resources));
    expect(translate('无权执行「签收」：仅限签收人、角色 SAFETY_ADMIN')).toBe(
      '"Sign" is only allowed for Receiver, role SAFETY_ADMIN',
    );
    expect(
      translate(
        '导入失败,数据未做任何修改。第3行: paramName 请输入参数名称; 第5行: 当前参数键名 [a.b] 已存在!',
      ),
    ).toBe(
      'Import failed; nothing was changed. Row 3: paramName: Parameter name is required; Row 5: Parameter key [a.b] already exists',
    );
    expect(translate('参数错误: name Too small: expected string to have >=1 characters')).toBe(
      'Bad parameter: name: Too small: expected string to have >=1 characters',
    );
  });

  it('knows the labels of the resource definitions', () => {
    const labels = bilingualPairs(resources);
    expect(labels.get('参数名称')).toBe('Parameter name');
    expect(labels.size).toBeGreaterThan(100);
  });
});
