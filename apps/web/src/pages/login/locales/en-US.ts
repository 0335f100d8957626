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
    showPassword: 'Show password',
    hidePassword: 'Hide password',
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
  // The password form: the forced change at sign-in and the user info page share it.
  password: {
    tab: 'Change password',
    old: 'Old password',
    new: 'New password',
    confirm: 'Confirm password',
    oldRequired: 'please fill in old password',
    newRequired: 'please fill in new password',
    confirmRequired: 'please fill in confirm password',
    max: 'At most 30 characters',
    mismatch: 'The two passwords do not match',
    policy: 'At least 8 characters with two of: lower case, upper case, digits, symbols',
    submit: 'Change password',
    changed: 'Password changed',
    changedRelogin: 'Password changed, please sign in with the new password',
    forceTitle: 'Change your initial password',
    forceHint: 'For the security of your account, change the password before using the system.',
  },
} satisfies typeof zhCN;

export default enUS;
