import { defineResource, type FieldDef } from '../resource';

/** Platform-level (not per tenant), administrator only: data sources, models, prototypes, codes (api-contract §5.13). */
const DEVELOP_CALLS = ['page', 'list', 'get', 'detail', 'save', 'update', 'submit', 'remove'] as const;

const str = (zh: string, en: string, max: number, extra: Partial<FieldDef> = {}): FieldDef => ({
  type: 'string',
  label: { zh, en },
  max,
  ...extra,
});
const flag = (zh: string, en: string): FieldDef => ({
  type: 'int',
  label: { zh, en },
  dict: 'yes_no',
  min: 0,
  max: 2,
  component: 'switch',
  list: false,
});

/** PostgreSQL data sources the code generator reads tables from; the password is stored encrypted. */
export const datasourceResource = defineResource({
  name: 'datasource',
  table: 'calf_datasource',
  path: '/calf-develop/datasource',
  label: { zh: '数据源管理', en: 'Data Sources' },
  permission: 'datasource',
  tenantScoped: false,
  calls: [...DEVELOP_CALLS],
  fields: {
    name: str('名称', 'Name', 100, { required: true, search: 'like', sortable: true }),
    driverClass: str('驱动类', 'Driver class', 100, { defaultValue: 'org.postgresql.Driver', form: false }),
    url: str('连接地址', 'URL', 500, {
      required: true,
      requiredMessage: { zh: '请输入连接地址', en: 'please enter the URL' },
      span: 24,
    }),
    username: str('用户名', 'User name', 100, { required: true }),
    password: { type: 'text', label: { zh: '密码', en: 'Password' }, max: 255, list: false, excel: false },
    remark: str('备注', 'Remark', 255, { component: 'textarea', span: 24, list: false }),
  },
});

export const modelResource = defineResource({
  name: 'model',
  table: 'calf_model',
  path: '/calf-develop/model',
  label: { zh: '数据模型', en: 'Data Models' },
  permission: 'model',
  tenantScoped: false,
  calls: [...DEVELOP_CALLS, 'exportExcel'],
  fields: {
    datasourceId: { type: 'id', label: { zh: '数据源', en: 'Data source' }, required: true, search: 'equal' },
    modelName: str('模型名称', 'Model name', 100, { required: true, search: 'like', sortable: true }),
    modelCode: str('模型编号', 'Model code', 100, {
      required: true,
      search: 'like',
      pattern: {
        source: '^[a-z][A-Za-z0-9]*$',
        message: { zh: '模型编号应为小驼峰英文', en: 'lowerCamel letters and digits' },
      },
    }),
    modelTable: str('物理表名', 'Table', 100, {
      required: true,
      search: 'like',
      pattern: {
        source: '^[A-Za-z_][A-Za-z0-9_]*$',
        message: { zh: '表名格式不正确', en: 'invalid table name' },
      },
    }),
    modelClass: str('实体类名', 'Class name', 100),
    modelRemark: str('模型备注', 'Remark', 255, { component: 'textarea', span: 24, list: false }),
  },
});

export const modelPrototypeResource = defineResource({
  name: 'modelPrototype',
  table: 'calf_model_prototype',
  path: '/calf-develop/model-prototype',
  label: { zh: '模型字段', en: 'Model Fields' },
  permission: 'model',
  tenantScoped: false,
  defaultSort: [{ column: 'id', asc: true }],
  calls: [...DEVELOP_CALLS],
  fields: {
    modelId: { type: 'id', label: { zh: '模型', en: 'Model' }, required: true, search: 'equal' },
    jdbcName: str('物理列名', 'Column', 100, {
      required: true,
      pattern: {
        source: '^[A-Za-z_][A-Za-z0-9_]*$',
        message: { zh: '列名格式不正确', en: 'invalid column name' },
      },
    }),
    jdbcType: str('物理类型', 'Column type', 100),
    propertyName: str('实体属性', 'Property', 100, {
      pattern: {
        source: '^[a-z][A-Za-z0-9]*$',
        message: { zh: '属性名应为小驼峰英文', en: 'lowerCamel letters and digits' },
      },
    }),
    propertyType: str('属性类型', 'Property type', 50),
    propertyEntity: str('属性实体', 'Property entity', 100, { list: false }),
    comment: str('注释', 'Comment', 255),
    isList: flag('列表显示', 'In list'),
    isForm: flag('表单显示', 'In form'),
    isRow: flag('独占一行', 'Full row'),
    componentType: str('组件类型', 'Component', 50),
    dictCode: str('字典编号', 'Dictionary', 100),
    isRequired: flag('必填', 'Required'),
    isQuery: flag('查询配置', 'Searchable'),
    queryType: str('查询类型', 'Query type', 20),
    maxLength: { type: 'int', label: { zh: '最大长度', en: 'Max length' }, min: 0, list: false },
  },
});

export const codeResource = defineResource({
  name: 'code',
  table: 'calf_code',
  path: '/calf-develop/code',
  label: { zh: '代码生成', en: 'Code Generator' },
  permission: 'code',
  tenantScoped: false,
  calls: [...DEVELOP_CALLS],
  fields: {
    modelId: { type: 'id', label: { zh: '数据模型', en: 'Model' }, required: true, search: 'equal' },
    serviceName: str('服务名称', 'Service', 64, { search: 'like' }),
    codeName: str('模块名称', 'Module name', 64, { required: true, search: 'like', sortable: true }),
    tableName: str('表名', 'Table', 64, { required: true }),
    tablePrefix: str('表前缀', 'Table prefix', 64, { list: false }),
    pkName: str('主键名', 'Primary key', 32, { defaultValue: 'id', list: false }),
    packageName: str('包名', 'Package', 500, { list: false }),
    templateType: str('模板类型', 'Template', 32, { defaultValue: 'crud', list: false }),
    author: str('作者', 'Author', 32, { list: false }),
    baseMode: flag('基础业务', 'Base entity'),
    wrapMode: flag('包装器', 'Wrapper'),
    feignMode: flag('远程调用', 'Feign'),
    codeStyle: str('代码风格', 'Code style', 32, { list: false }),
    apiPath: str('后端路径', 'API path', 500, {
      pattern: {
        source: '^(/[a-z0-9-]+)*$',
        message: { zh: '后端路径格式如 /calf-demo/item', en: 'like /calf-demo/item' },
      },
    }),
    webPath: str('前端路径', 'Web path', 500, {
      pattern: {
        source: '^(/[A-Za-z0-9-]+)*$',
        message: { zh: '前端路径格式如 /demo/item', en: 'like /demo/item' },
      },
    }),
  },
});
