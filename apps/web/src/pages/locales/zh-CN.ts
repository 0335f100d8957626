const zhCN = {
  lock: {
    placeholder: '请输入锁屏密码解锁',
    required: '锁屏密码不能为空',
    unlock: '解锁',
    wrong: '锁屏密码错误',
    relogin: '退出并重新登录',
    dateFormat: 'YYYY年MM月DD日 dddd',
  },
  errors: {
    e403: '抱歉,您无权访问此页面',
    e404: '抱歉,您访问的页面不存在',
    e500: '抱歉,服务器出错了',
    backHome: '返回首页',
    comingSoon: '该功能正在建设中,敬请期待',
    noAddress: '未提供页面地址',
  },
  home: {
    greeting: {
      night: '夜深了,{{name}},注意休息',
      morning: '早上好,{{name}}',
      afternoon: '下午好,{{name}}',
      evening: '晚上好,{{name}}',
    },
    today: '今天是 {{date}}',
    dateFormat: 'YYYY年MM月DD日 dddd',
    role: '角色:{{role}}',
  },
  wel: {
    title: '欢迎使用双重预防信息管理平台',
    text: '从左侧菜单进入各业务模块,或前往首页查看快捷入口。',
  },
  dashboard: {
    menus: '可用菜单',
    permissions: '按钮权限',
    tabs: '已打开标签',
    unread: '未读通知',
    session: '当前会话',
    account: '账号',
    tenant: '租户',
    roles: '角色',
    issued: '令牌签发时间',
  },
  version: {
    latest: '最新',
    notes: {
      shell: '全新应用外壳:侧边菜单、顶部菜单、标签栏与页面缓存',
      themes: '13 套主题与界面设置,支持一键恢复默认',
      tabs: '标签栏支持关闭其他、清除缓存',
      logs: '前端错误日志本地记录与上传',
      auth: '账号登录、验证码、令牌自动续期',
      menus: '按角色加载菜单与按钮权限',
      system: '系统管理:参数、字典',
    },
  },
  testPage: {
    intro: '用于验证外壳组件的测试页面。',
    image: '全屏查看图片',
    throttle: '节流点击 (已计 {{count}} 次)',
    crash: '触发页面错误',
  },
};

export default zhCN;
