const zhCN = {
  profile: {
    tab: '个人信息',
    avatar: '头像',
    avatarHint: '只能上传 jpg/png 图片,且不超过 500kb',
    avatarType: '头像只能是 jpg/png 格式!',
    avatarSize: '头像大小不能超过 500kb!',
    upload: '上传',
    preview: '查看大图',
    realName: '姓名',
    realNameRequired: '请输入姓名',
    name: '用户名',
    nameRequired: '请输入用户名',
    phone: '手机号',
    phoneRequired: '手机号码不能为空',
    phoneLength: '手机号码长度不为11位',
    phoneFormat: '手机号码格式不正确',
    email: '邮箱',
    emailFormat: '邮箱格式不正确',
  },
};

export default zhCN;
