import type { AdminNoticeMessages } from './zh-CN';

const adminNoticeEn: AdminNoticeMessages = {
  releaseTime: 'Release time',
  bold: 'Bold',
  italic: 'Italic',
  heading2: 'Heading 2',
  heading3: 'Heading 3',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  link: 'Link',
  linkUrl: 'Link address',
};

export default { adminNotice: adminNoticeEn };
