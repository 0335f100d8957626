/** Wire shapes shared by server and client (api-contract.md §1.3, §1.6, §1.7). */

export type Envelope<T> = { code: number; success: boolean; data: T; msg: string };

export type Page<T> = {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
  /** `total` is the planner's estimate: more rows matched than the layer counts exactly. */
  totalEstimated?: boolean;
};

export type TreeNode = {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  children?: TreeNode[];
  hasChildren?: boolean;
};

/** One item of a dictionary as `dictionary?code=` returns it (api-contract §4.2). */
export type DictItem = {
  id: string;
  parentId: string;
  code: string;
  dictKey: string;
  dictValue: string;
  sort: number;
  remark: string;
};

export const DEFAULT_TENANT_ID = '000000';
export const TOKEN_HEADER = 'calf-Auth';
export const CLIENT_ID = 'web';
/** The SPA is a public client: this is its identifier, not a secret. */
export const CLIENT_SECRET = 'web_public';

export const MSG = {
  success: '操作成功',
  failure: '操作失败',
  noData: '暂无承载数据',
  unauthorized: '请求未授权',
  tokenMissing: '缺失令牌,鉴权失败',
  tokenExpired: '令牌已失效',
  forbidden: '没有权限访问该资源',
  notFound: '请求的资源不存在',
  serverError: '服务器异常,请联系管理员',
  badCredentials: '用户名或密码不正确',
  badCaptcha: '验证码不正确',
  captchaRequired: '请输入验证码登录',
  tooManyFailures: '登录错误次数过多,请稍后再试',
  noTenant: '未获得用户的租户信息',
  tenantExpired: '租户授权已过期,请联系管理员',
  noRole: '未获得用户的角色信息',
  refreshExpired: '令牌授权已过期',
  userPending: '账号待审核,请联系管理员',
  userDisabled: '账号已停用,请联系管理员',
  badClient: '客户端认证失败',
  grantNotConfigured: '该登录方式未配置',
} as const;
