import type zhCN from './zh-CN';

const enUS = {
  lock: {
    placeholder: 'Enter the lock password to unlock',
    required: 'lock password cannot be empty',
    unlock: 'Unlock',
    wrong: 'Wrong lock password',
    relogin: 'Log out and sign in again',
    dateFormat: 'dddd, MMMM D, YYYY',
  },
  errors: {
    e403: 'Sorry, you are not allowed to access this page',
    e404: 'Sorry, the page you visited does not exist',
    e500: 'Sorry, something went wrong on the server',
    backHome: 'Back home',
    comingSoon: 'This feature is under construction',
    noAddress: 'No page address given',
  },
  home: {
    greeting: {
      night: 'It is late, {{name}}, take a rest',
      morning: 'Good morning, {{name}}',
      afternoon: 'Good afternoon, {{name}}',
      evening: 'Good evening, {{name}}',
    },
    today: 'Today is {{date}}',
    dateFormat: 'dddd, MMMM D, YYYY',
    role: 'Role: {{role}}',
  },
  wel: {
    title: 'Welcome to the Dual Prevention Information Management Platform',
    text: 'Open a module from the side menu, or go to the home page for quick entries.',
  },
  dashboard: {
    menus: 'Menus',
    permissions: 'Button permissions',
    tabs: 'Open tabs',
    unread: 'Unread notices',
    session: 'Current session',
    account: 'Account',
    tenant: 'Tenant',
    roles: 'Roles',
    issued: 'Token issued',
  },
  version: {
    latest: 'Latest',
    notes: {
      shell: 'New application shell: side menu, top menu, tab bar and page cache',
      themes: '13 themes and a preferences panel with a real reset',
      tabs: 'Tab bar: close others and clear cache',
      logs: 'Client error log kept locally and uploadable',
      auth: 'Account sign-in, captcha and automatic token refresh',
      menus: 'Menus and button permissions per role',
      system: 'System administration: parameters, dictionaries',
    },
  },
  testPage: {
    intro: 'A page for checking the shell widgets.',
    image: 'Show image full screen',
    throttle: 'Throttled click ({{count}} counted)',
    crash: 'Trigger a page error',
  },
} satisfies typeof zhCN;

export default enUS;
