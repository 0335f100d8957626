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
} satisfies typeof zhCN;

export default enUS;
