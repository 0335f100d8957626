import { dict } from './builders';
import type { DictSeed } from './types';

/** Platform dictionaries (table dict), api-contract §4 seed codes plus user_status and status. */
export const systemDicts: DictSeed[] = [
  dict('sex', '性别', 'Gender', [
    ['1', '男', 'Male'],
    ['2', '女', 'Female'],
    ['3', '未知', 'Unknown'],
  ]),
  dict('notice', '通知类型', 'Notice Type', [
    ['1', '发布通知', 'Release Notice'],
    ['2', '批转通知', 'Approval Notice'],
    ['3', '转发通知', 'Forwarded Notice'],
    ['4', '指示通知', 'Instruction Notice'],
    ['5', '任免通知', 'Appointment Notice'],
    ['6', '事务通知', 'Affairs Notice'],
  ]),
  dict('menu_category', '菜单类型', 'Menu Category', [
    ['1', '菜单', 'Menu'],
    ['2', '按钮', 'Button'],
  ]),
  dict('button_func', '按钮功能', 'Button Placement', [
    ['1', '工具栏', 'Toolbar'],
    ['2', '操作栏', 'Row Actions'],
    ['3', '工具操作栏', 'Toolbar and Row Actions'],
  ]),
  dict('yes_no', '是否', 'Yes or No', [
    ['1', '否', 'No'],
    ['2', '是', 'Yes'],
  ]),
  // Flow routes: the client maps `flow_<key>` to the item's remark (spec 000 §3).
  dict('flow', '流程类型', 'Flow Type', [
    ['1', '隐患治理流程', 'Hazard Governance Flow', { remark: 'dangerRecord' }],
    ['2', '延期审批流程', 'Delay Approval Flow', { remark: 'dangerRectificationDelayApply' }],
  ]),
  dict('org_category', '机构类型', 'Organisation Type', [
    ['1', '公司', 'Company'],
    ['2', '部门', 'Department'],
    ['3', '小组', 'Team'],
  ]),
  dict('data_scope_type', '数据权限类型', 'Data Scope Type', [
    ['1', '全部可见', 'All'],
    ['2', '本人可见', 'Own Records'],
    ['3', '所在机构可见', 'Own Department'],
    ['4', '所在机构及子级可见', 'Own Department and Below'],
    ['5', '自定义', 'Custom'],
  ]),
  dict('api_scope_type', '接口权限类型', 'API Scope Type', [
    ['1', '系统接口', 'System API'],
    ['2', '业务接口', 'Business API'],
  ]),
  dict('scope_category', '权限类型', 'Scope Category', [
    ['1', '数据权限', 'Data Scope'],
    ['2', '接口权限', 'API Scope'],
  ]),
  // extra.driver: the storage driver that serves the category (ARCHITECTURE §2 Files).
  dict('oss', '对象存储类型', 'Object Storage Type', [
    ['1', 'minio', 'MinIO (S3-compatible)', { driver: 's3' }],
    ['2', '七牛云', 'Qiniu Cloud', { driver: 's3' }],
    ['3', '阿里云', 'Alibaba Cloud', { driver: 's3' }],
    ['4', '腾讯云', 'Tencent Cloud', { driver: 's3' }],
    ['5', '本地存储', 'Local Storage', { driver: 'local' }],
  ]),
  dict('sms', '短信服务类型', 'SMS Provider', [
    ['1', '云片', 'Yunpian'],
    ['2', '七牛云', 'Qiniu Cloud'],
    ['3', '阿里云', 'Alibaba Cloud'],
    ['4', '腾讯云', 'Tencent Cloud'],
    ['5', '仅记录', 'Record Only', { driver: 'record' }],
  ]),
  dict('post_category', '岗位类型', 'Post Category', [
    ['1', '高层', 'Senior Management'],
    ['2', '中层', 'Middle Management'],
    ['3', '基层', 'Staff'],
    ['4', '其他', 'Other'],
  ]),
  dict('region', '行政区划级别', 'Region Level', [
    ['0', '国家', 'Country'],
    ['1', '省份', 'Province'],
    ['2', '地市', 'City'],
    ['3', '区县', 'District'],
    ['4', '乡镇', 'Town'],
    ['5', '村委', 'Village'],
  ]),
  dict('user_type', '用户平台', 'User Platform', [
    ['1', 'WEB', 'Web'],
    ['2', 'APP', 'App'],
    ['3', 'OTHER', 'Other'],
  ]),
  // api-contract §7: 0 pending approval (self-registered), 1 active, 2 disabled.
  dict('user_status', '用户状态', 'User Status', [
    ['0', '待审核', 'Pending Approval'],
    ['1', '正常', 'Active'],
    ['2', '停用', 'Disabled'],
  ]),
  dict('status', '状态', 'Status', [
    ['1', '正常', 'Normal'],
    ['2', '停用', 'Disabled'],
  ]),
];
