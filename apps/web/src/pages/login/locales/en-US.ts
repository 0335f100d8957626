import type zhCN from './zh-CN';

const enUS = {
  login: {
    welcome: 'Welcome',
    hint: 'Sign in with your account',
    tenantId: 'Tenant number',
    tenantRequired: 'Please enter the tenant number',
    username: 'Account',
    usernameRequired: 'Please enter the account',
    password: 'Password',
    passwordRequired: 'Please enter the password',
    code: 'Captcha',
    codeRequired: 'Please enter the captcha',
    refreshCode: 'Refresh captcha',
    submit: 'Sign in',
    points: {
      risk: 'Risk grading: identify, evaluate and map risk points in four colours',
      danger: 'Hidden dangers: inspect, rectify and verify in a closed loop',
      training: 'Training and notices for every employee',
    },
  },
} satisfies typeof zhCN;

export default enUS;
