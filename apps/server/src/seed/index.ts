import { randomBytes } from 'node:crypto';
import {
  bizDicts,
  type DictItemSeed,
  type DictSeed,
  type MenuSeed,
  menuSeed,
  systemDicts,
} from '@dp/domain/seed';
import { eq } from 'drizzle-orm';
import { nextId } from '../core/ids';
import type { Db } from '../db/client';
import {
  client,
  dept,
  dict,
  dictBiz,
  menu,
  param,
  post,
  role,
  roleMenu,
  tenant,
  user,
  userDept,
} from '../db/schema';
import { hashPassword, md5Hex } from '../modules/auth/passwords';
import { seedNotifyRules, syncNotifyRules } from '../modules/notify/seed';
import { seedSafetyLogos, syncSafetyLogos } from '../modules/risk/signs/seed';
import { seedCheckItemTemplates } from './check-templates';
import { seedRegions } from './regions';
import { grantNewMenus, seedBusinessRoles } from './roles';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Menus only the platform administrator works with; tenant admin roles are not granted them. */
export const PLATFORM_MENUS = [
  'tenant',
  'tenantPackage',
  'client',
  'tool',
  'datasource',
  'model',
  'code',
  // shared by every tenant: the system dictionary, the menu tree, regions and the scopes on menus
  'dict',
  'menu',
  'region',
  'dataScope',
  'apiScope',
];

type MenuInsert = typeof menu.$inferInsert & { id: string; parentId: string; code: string };

/** Rows of a seed menu tree under `parentId`, with the materialised path `ancestors` of each. */
function flattenMenus(seed: MenuSeed[], parentId = '0', ancestors = '0', out: MenuInsert[] = []) {
  for (const m of seed) {
    const id = nextId();
    out.push({
      id,
      parentId,
      ancestors,
      code: m.code,
      name: m.name,
      alias: m.alias,
      path: m.path ?? '',
      source: m.source ?? '',
      sort: m.sort,
      category: m.category,
      action: m.action ?? 0,
      isOpen: m.isOpen ?? 1,
      remark: '',
    });
    if (m.children) flattenMenus(m.children, id, `${ancestors},${id}`, out);
  }
  return out;
}

function flattenDict(d: DictSeed, index: number) {
  const headerId = nextId();
  const row = { code: d.code, remark: '', isSealed: 0 };
  const rows: Record<string, unknown>[] = [
    {
      ...row,
      id: headerId,
      parentId: '0',
      ancestors: '0',
      dictKey: '-1',
      dictValue: d.name,
      sort: index + 1,
    },
  ];
  const walk = (items: DictItemSeed[], parentId: string, ancestors: string) => {
    for (const i of items) {
      const id = nextId();
      rows.push({
        ...row,
        id,
        parentId,
        ancestors,
        dictKey: i.key,
        dictValue: i.label,
        sort: i.sort,
        remark: typeof i.extra?.remark === 'string' ? i.extra.remark : '',
        ...(i.extra ? { extra: JSON.stringify(i.extra) } : {}),
      });
      if (i.children) walk(i.children, id, `${ancestors},${id}`);
    }
  };
  walk(d.items, headerId, `0,${headerId}`);
  return rows;
}

/**
 * Copies the business dictionaries for a tenant (run for the platform and for every new tenant),
 * with the fire-equipment check-item templates that use them and the built-in safety signs.
 */
export async function seedBizDicts(tx: Tx | Db, tenantId: string) {
  const rows = bizDicts.flatMap(flattenDict).map((r) => ({ ...r, tenantId }));
  for (let i = 0; i < rows.length; i += 500) await tx.insert(dictBiz).values(rows.slice(i, i + 500));
  await seedCheckItemTemplates(tx, tenantId);
  await seedSafetyLogos(tx, tenantId);
}

/**
 * Adds menus of the seed tree that the database does not have yet (new pages of a new release),
 * granted in every tenant as a new tenant would have them (seed/roles.ts grantNewMenus).
 */
export async function syncMenus(db: Db): Promise<number> {
  const existing = new Map(
    (await db.select({ id: menu.id, code: menu.code, ancestors: menu.ancestors }).from(menu)).map((m) => [
      String(m.code),
      { id: String(m.id), path: `${m.ancestors},${m.id}` },
    ]),
  );
  const rows: MenuInsert[] = [];
  const walk = (seed: MenuSeed[], parentId: string, ancestors: string) => {
    for (const m of seed) {
      let node = existing.get(m.code);
      if (!node) {
        const [row] = flattenMenus([{ ...m, children: [] }], parentId, ancestors);
        rows.push(row);
        node = { id: row.id, path: `${ancestors},${row.id}` };
      }
      if (m.children) walk(m.children, node.id, node.path);
    }
  };
  walk(menuSeed, '0', '0');
  if (rows.length) {
    await db.insert(menu).values(rows);
    await grantNewMenus(db, rows);
  }
  return rows.length;
}

const PARAMS: [string, string, string, string][] = [
  ['account.failCount', '登录失败锁定次数', '5', '同一账号从同一地址连续登录失败达到该次数后锁定30分钟'],
  [
    'account.captchaFailCount',
    '登录验证码阈值',
    '10',
    '同一账号30分钟内从所有地址累计登录失败达到该次数后,只能通过验证码登录(不锁定账号)',
  ],
  ['account.passwordMinLength', '密码最小长度', '8', '新密码的最少字符数'],
  [
    'account.passwordClasses',
    '密码字符种类',
    '2',
    '新密码至少包含的字符种类数(小写字母、大写字母、数字、符号)',
  ],
  [
    'net.allowHosts',
    '出站连接允许的内网主机',
    '',
    '对象存储、数据源、天气服务等出站连接默认不能连接本机、内网或本服务器自身的地址;此处列出的主机例外(平台参数),逗号分隔,格式如 minio.internal 或 10.0.0.5:9000',
  ],
  ['account.registerUser', '是否开放注册', 'true', '第三方登录用户是否可以提交注册申请'],
  ['tenant.default.accountNumber', '租户默认账号额度', '-1', '-1 表示不限'],
  ['log.retentionDays', '日志保留天数', '90', '接口、通用与错误日志保留的天数,每日清理更早的记录'],
  ['tenant.default.menuCode', '租户默认菜单', '', '逗号分隔的菜单编号;为空时授予除平台管理外的全部菜单'],
  ['danger.confirmRequired', '隐患须评估确认', 'true', 'false 时上报人提交即评估,直接进入整改或方案'],
  ['danger.noticeRequired', '整改须下发通知书', 'false', 'true 时隐患须列入已签收的整改通知书才能提交整改'],
  ['danger.maxDelays', '隐患最多延期次数', '2', '每条隐患可批准的延期申请次数上限'],
  ['danger.maxDelayDays', '单次最长延期天数', '30', '一次延期申请可延长的最多天数'],
  [
    'danger.checkFailStatus',
    '检查不合格隐患状态',
    'PENDING_CONFIRM',
    'PENDING_CONFIRM: 不合格项提交即登记为待评估隐患;DRAFT: 登记为检查人的待提交隐患',
  ],
  [
    'weather.url',
    '天气服务地址',
    'https://restapi.amap.com/v3/weather/weatherInfo',
    '高德实况天气接口地址(平台参数),首页天气组件经服务器代理访问,结果缓存30分钟',
  ],
  ['weather.key', '天气服务密钥', '', '高德 Web 服务 Key(平台参数);为空时首页显示"天气服务不可用"'],
  ['weather.city', '天气城市编码', '370102', '行政区划编码(adcode);租户可设置自己的同名参数覆盖'],
  [
    'risk.allowDraftMerge',
    '允许合并未评审分析',
    'false',
    'true 时未评审通过的作业活动、设备设施也可合并管控措施(默认仅评审通过的可合并)',
  ],
];

export type SeedResult = { seeded: boolean };

/**
 * First-run data: the platform tenant 000000 with its department, post, roles `administrator`
 * and `admin` and the business roles of domain-model §3, the demo account admin/admin (must change its password at first sign-in), the
 * full menu tree, the SPA client `web`, system and business dictionaries and parameters.
 */
export async function seed(db: Db): Promise<SeedResult> {
  const [found] = await db
    .select({ id: tenant.id })
    .from(tenant)
    .where(eq(tenant.tenantId, '000000'))
    .limit(1);
  if (found) {
    await syncMenus(db);
    await syncNotifyRules(db);
    await syncSafetyLogos(db);
    await seedRegions(db);
    return { seeded: false };
  }
  const adminPassword = await hashPassword(md5Hex('admin'));
  await db.transaction(async (tx) => {
    const tenantId = '000000';
    await tx.insert(tenant).values({ id: nextId(), tenantId, tenantName: '管理组', linkman: 'admin' });
    const deptId = nextId();
    await tx.insert(dept).values({
      id: deptId,
      tenantId,
      deptName: '双重预防示范企业',
      fullName: '双重预防示范企业',
      deptCategory: 1,
      sort: 1,
    });
    const postId = nextId();
    await tx
      .insert(post)
      .values({ id: postId, tenantId, category: 1, postCode: 'ceo', postName: '首席执行官', sort: 1 });
    const administratorId = nextId();
    const adminRoleId = nextId();
    await tx.insert(role).values([
      { id: administratorId, tenantId, roleName: '超级管理员', roleAlias: 'administrator', sort: 1 },
      { id: adminRoleId, tenantId, roleName: '管理员', roleAlias: 'admin', sort: 2 },
    ]);
    const menus = flattenMenus(menuSeed);
    await tx.insert(menu).values(menus);
    const platform = new Set<string>();
    for (const m of menus) {
      if (PLATFORM_MENUS.includes(m.code) || (m.parentId && platform.has(m.parentId))) platform.add(m.id!);
    }
    const tenantMenus = menus.filter((m) => !platform.has(m.id!));
    await tx
      .insert(roleMenu)
      .values([
        ...menus.map((m) => ({ roleId: administratorId, menuId: m.id! })),
        ...tenantMenus.map((m) => ({ roleId: adminRoleId, menuId: m.id! })),
      ]);
    const adminUserId = nextId();
    await tx.insert(user).values({
      id: adminUserId,
      tenantId,
      account: 'admin',
      password: adminPassword,
      name: 'admin',
      realName: '管理员',
      roleId: administratorId,
      deptId,
      postId,
      mustChangePassword: true,
    });
    await tx.insert(userDept).values({ userId: adminUserId, deptId });
    await tx.insert(client).values({
      id: nextId(),
      clientId: 'web',
      isPublic: true,
      authorizedGrantTypes: 'refresh_token,password,captcha,social,authorization_code',
      accessTokenValidity: 3600,
      refreshTokenValidity: 604800,
    });
    const sys = systemDicts.flatMap(flattenDict);
    for (let i = 0; i < sys.length; i += 500) await tx.insert(dict).values(sys.slice(i, i + 500));
    await seedBizDicts(tx, tenantId);
    await seedNotifyRules(tx, tenantId);
    await seedBusinessRoles(tx, tenantId);
    const now = new Date();
    await tx.insert(param).values(
      [
        ...PARAMS,
        [
          'account.initPassword',
          '账号初始密码',
          `Dp-${randomBytes(6).toString('base64url')}`,
          '重置密码与导入用户时使用,首次登录须修改',
        ] as const,
      ].map(([paramKey, paramName, paramValue, remark]) => ({
        id: nextId(),
        tenantId,
        paramKey,
        paramName,
        paramValue,
        remark,
        createTime: now,
        updateTime: now,
      })),
    );
  });
  await seedRegions(db);
  return { seeded: true };
}
