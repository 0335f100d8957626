import type zhCN from './zh-CN';

const enUS = {
  profile: {
    tab: 'User info',
    avatar: 'Avatar',
    avatarHint: 'jpg/png only, no more than 500kb',
    avatarType: 'The avatar must be a jpg or png image!',
    avatarSize: 'The avatar cannot exceed 500kb!',
    upload: 'Upload',
    preview: 'View full size',
    realName: 'Real name',
    realNameRequired: 'Please enter the real name',
    name: 'Username',
    nameRequired: 'Please enter the username',
    phone: 'Phone',
    phoneRequired: 'The phone number cannot be empty',
    phoneLength: 'The phone number must have 11 digits',
    phoneFormat: 'The phone number format is incorrect',
    email: 'Email',
    emailFormat: 'Invalid email address',
  },
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
