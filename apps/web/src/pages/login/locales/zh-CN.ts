const zhCN = {
  login: {
    welcome: '欢迎登录',
    hint: '请使用您的账号登录系统',
    tenantId: '租户编号',
    tenantRequired: '请输入租户编号',
    username: '账号',
    usernameRequired: '请输入账号',
    password: '密码',
    passwordRequired: '请输入密码',
    code: '验证码',
    codeRequired: '请输入验证码',
    refreshCode: '看不清?换一张',
    submit: '登 录',
    points: {
      risk: '风险分级管控:风险点辨识、评价与四色分布',
      danger: '隐患排查治理:排查、整改、验收闭环',
      training: '教育培训与通知公告,全员参与',
    },
  },
};

export default zhCN;
