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
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
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
  // The password form: the forced change at sign-in and the user info page share it.
  password: {
    tab: '修改密码',
    old: '原密码',
    new: '新密码',
    confirm: '确认密码',
    oldRequired: '请输入原密码',
    newRequired: '请输入新密码',
    confirmRequired: '请输入确认密码',
    max: '密码长度不能超过30位',
    mismatch: '两次输入的密码不一致',
    policy: '密码至少8位,且包含小写字母、大写字母、数字、符号中的至少2种',
    submit: '修改密码',
    changed: '密码修改成功',
    changedRelogin: '密码修改成功,请使用新密码重新登录',
    forceTitle: '请修改初始密码',
    forceHint: '为了账号安全,首次登录需要修改密码后才能继续使用系统。',
  },
};

export default zhCN;
