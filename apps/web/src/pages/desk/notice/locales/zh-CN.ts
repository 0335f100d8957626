export const adminNoticeZh = {
  releaseTime: '发布时间',
  bold: '加粗',
  italic: '斜体',
  heading2: '二级标题',
  heading3: '三级标题',
  bulletList: '无序列表',
  orderedList: '有序列表',
  link: '链接',
  linkUrl: '链接地址',
};

export type AdminNoticeMessages = typeof adminNoticeZh;

export default { adminNotice: adminNoticeZh };
