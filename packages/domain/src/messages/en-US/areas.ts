import type { Catalogue } from '../translate';

/** English server messages: Notifications, layout, statistics and education. */
export const AREAS: Catalogue = {
  // Notifications
  发送失败: 'Sending failed',
  接收人没有有效的手机号: 'The recipient has no valid mobile number',
  '{0}渠道未配置': 'The {0} channel is not configured',
  '参数错误: 已发送消息的 {0} 不能修改': 'Bad parameter: {0} of a sent message cannot be changed',
  '参数错误: 手工发送的消息只能是站内信 (SITE)':
    'Bad parameter: messages sent by hand can only be in-app messages (SITE)',
  消息不存在或已被删除: 'The message does not exist or has been deleted',
  '参数错误: channels 含有未知的通知渠道 {0}': 'Bad parameter: channels has unknown channels {0}',
  '参数错误: noticeKind 应为 RULE 或 ANNOUNCEMENT': 'Bad parameter: noticeKind must be RULE or ANNOUNCEMENT',
  '参数错误: 提醒规则须选择有效的通知事件': 'Bad parameter: a reminder rule needs a valid notification event',
  '参数错误: {0} 含有该事件不支持的占位符 {1}':
    'Bad parameter: {0} has placeholders this event does not support: {1}',
  '该规则还没有通知对象,请先添加通知对象再启用':
    'This rule has no recipients yet. Add recipients before enabling it',
  '已发布,发送 {0} 条消息': 'Published; {0} messages sent',
  停用成功: 'Disabled',
  '参数错误: noticeId 通知规则不存在': 'Bad parameter: noticeId: the notification rule does not exist',
  '参数错误: 角色 [{0}] 不存在': 'Bad parameter: role [{0}] does not exist',
  '参数错误: {0}不存在': 'Bad parameter: the {0} does not exist',
  部门: 'department',
  用户: 'user',
  '参数错误: 该事件的记录相关人只能是 {0}': "Bad parameter: this event's record people can only be {0}",
  '(无)': '(none)',
  '参数错误: targetType 应为 ROLE、DEPT、USER 或 RECORD_FIELD':
    'Bad parameter: targetType must be ROLE, DEPT, USER or RECORD_FIELD',
  '参数错误: 通知对象不能改到另一条规则': 'Bad parameter: a recipient cannot be moved to another rule',

  // Layout: site plans and places
  '无法读取图片尺寸,请上传有效的平面图': 'Cannot read the image size. Please upload a valid site plan',
  'SVG 文件内容无效': 'Invalid SVG file',
  '平面图只能是 PNG、JPG 或 SVG 图片(按文件内容判断)':
    'A site plan must be a PNG, JPG or SVG image (judged by content)',
  '参数错误: 区域轮廓应为 3-{0} 个顶点 [[x,y],…]':
    'Bad parameter: an area outline needs 3 to {0} vertices [[x,y],…]',
  '参数错误: 区域轮廓的顶点应为 [x,y] 数字': 'Bad parameter: outline vertices must be [x,y] numbers',
  '参数错误: 区域轮廓坐标应在 0-1 之间(相对图纸宽高)':
    'Bad parameter: outline coordinates must be between 0 and 1 (relative to the plan size)',
  '参数错误: 地理位置的纬度应在 ±90、经度应在 ±180 之内':
    'Bad parameter: latitude must be within ±90 and longitude within ±180',
  '参数错误: 绘制区域轮廓前请选择所在平面图':
    'Bad parameter: choose the site plan before drawing the area outline',
  '区域内还有检查点位 [{0}],请先移走或删除点位':
    'The area still has the check point [{0}]. Move or delete the check point first',
  '区域内还有风险点 [{0}],请先在风险点中移除该区域':
    'The risk point [{0}] is still placed in the area. Remove the area from the risk point first',
  '区域内登记有隐患 [{0}],不能删除': 'The area has the hazard [{0}] recorded and cannot be deleted',
  '参数错误: 图例应为 [{label, color: "#RRGGBB"}] 列表(最多20项)':
    'Bad parameter: the legend must be a list of [{label, color: "#RRGGBB"}] (at most 20 items)',
  '参数错误: 所属区域不存在': 'Bad parameter: the area does not exist',
  '参数错误: 平面图文件不存在': 'Bad parameter: the site plan file does not exist',
  '平面图上还有{0},请先移除后再删除': 'The site plan still has {0} on it. Remove them before deleting it',
  区域: 'areas',
  检查点位: 'check points',
  请选择要上传的平面图: 'Please choose a site plan to upload',
  '参数错误: layoutId 应为编号': 'Bad parameter: layoutId must be an id',
  平面图不存在: 'The site plan does not exist',

  // Statistics
  '应为 yyyy-MM-dd 日期': 'must be a date (yyyy-MM-dd)',
  不是有效日期: 'not a valid date',
  过长: 'too long',
  应为部门编号: 'must be a department id',
  '参数错误: 开始日期不能晚于结束日期': 'Bad parameter: the start date cannot be after the end date',
  '参数错误: 统计区间不能超过{0}年': 'Bad parameter: the period may span at most {0} years',
  '参数错误: 部门不存在或不属于当前租户':
    'Bad parameter: the department does not exist or belongs to another tenant',
  '参数错误: {0} [{1}] 不存在': 'Bad parameter: {0} [{1}] does not exist',
  检查类型: 'Check type',
  隐患等级: 'Hazard level',
  风险等级: 'Risk level',
  应为表名: 'must be a table name',
  '参数错误: 统计页面 [{0}] 不存在': 'Bad parameter: statistics page [{0}] does not exist',
  '参数错误: 统计表 [{0}] 不存在': 'Bad parameter: statistics table [{0}] does not exist',

  // Education
  '参数错误: {0}不存在或不属于本租户': 'Bad parameter: {0} does not exist or belongs to another tenant',
  持证人: 'Certificate holder',
  参训人: 'Trainee',
  '参数错误: year 应为 2000-2100 的年份': 'Bad parameter: year must be a year from 2000 to 2100',
  '参数错误: ownerId 应为编号': 'Bad parameter: ownerId must be an id',
  '已添加{0}名参训人员': '{0} trainees added',
  '参数错误: 已完成的项目请填写实际使用金额': 'Bad parameter: completed items need the amount actually spent',
  '参数错误: 计划日期应在计划年度内': 'Bad parameter: the planned date must be within the plan year',
  跟踪事项内容不能为空: 'The follow-up item needs a description',
  跟踪事项内容不能超过500字: 'A follow-up item may be at most 500 characters long',
  请选择跟踪事项责任人: 'Please choose who is responsible for the follow-up item',
  跟踪事项责任人应为编号: 'The follow-up owner must be an id',
  请选择跟踪事项完成期限: 'Please choose the follow-up deadline',
  '完成期限格式应为 yyyy-MM-dd': 'The deadline must be a date (yyyy-MM-dd)',
  跟踪事项不能超过100项: 'At most 100 follow-up items',
  '参数错误: followUps {0}': 'Bad parameter: followUps: {0}',
  跟踪事项责任人: 'Follow-up owner',
  '参数错误: 有效期至不能早于初领日期':
    'Bad parameter: the expiry date cannot be before the first issue date',
  '参数错误: 复审日期不能早于初领日期':
    'Bad parameter: the review date cannot be before the first issue date',
  '参数错误: 特种作业操作证请选择作业类别':
    'Bad parameter: please choose the work category of the special operation certificate',
  '当前持证人已登记证书编号 [{0}] 的同类证书':
    'This holder already has a certificate of this kind with number [{0}]',
  姓名不能为空: 'The name is required',
  姓名不能超过50字: 'The name may be at most 50 characters long',
  单位不能超过100字: 'The company may be at most 100 characters long',
  身份证号应为15位或18位: 'The ID card number must have 15 or 18 characters',
  联系电话应为手机号或座机号: 'The phone must be a mobile or landline number',
  身份证号与联系电话至少填写一项: 'Fill in at least one of ID card number and phone',
  应为人员列表: 'must be a list of people',
  不能超过500人: 'at most 500 people',
  '参数错误: 结束时间不能早于开始时间': 'Bad parameter: the end time cannot be before the start time',
  '第{0}人: ': 'person {0}: ',
  '第{0}人: {1}': 'person {0}: {1}',
  '参数错误: 外来参训人员 {0}{1}': 'Bad parameter: external trainees: {0}{1}',
  '参数错误: recordId 应为编号': 'Bad parameter: recordId must be an id',
  '参数错误: 培训记录不存在': 'Bad parameter: the training record does not exist',
  该人员已在本次培训的参训名单中: 'This person is already on the trainee list of this training',
  '参数错误: 请选择参训人员': 'Bad parameter: please choose the trainees',
};
