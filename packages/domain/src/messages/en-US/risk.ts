import type { Catalogue } from '../translate';

/** English server messages: Risk points, analyses, controls, boards, registers and manuals. */
export const RISK: Catalogue = {
  // Risk points, analyses, controls, boards, registers, manuals
  '告知卡已发布或作废，不能修改；请新建草稿':
    'The notice card is published or obsolete and cannot be changed. Please create a new draft',
  '参数错误: 公司风险公告栏请在风险点告知牌中发布':
    'Bad parameter: publish the company risk board from the risk point notice boards',
  '告知卡「{0}」已发布，请先作废再删除':
    'The notice card "{0}" is published. Make it obsolete before deleting it',
  已生成告知卡草稿: 'Notice card draft created',
  只能刷新草稿状态的告知卡: 'Only draft notice cards can be refreshed',
  已按最新风险清单刷新: 'Refreshed from the latest risk list',
  '风险点仍被{0}条{1}引用，请先删除后再删除风险点':
    'The risk point is still used by {0} {1} records. Delete them before deleting the risk point',
  '风险点仍被{0}条{1}引用，请先处理后再删除风险点':
    'The risk point is still used by {0} {1} records. Deal with them before deleting the risk point',
  作业活动: 'job activity',
  设备设施: 'device/facility',
  管控措施: 'control measure',
  分级管控责任: 'control responsibility',
  风险点不存在或已被删除: 'The risk point does not exist or has been deleted',
  '二维码已重新生成，旧二维码失效': 'QR code regenerated; the old one no longer works',
  '参数错误: 请选择判定的风险等级': 'Bad parameter: please choose the judged risk level',
  '参数错误: 人工判定风险等级必须填写判定理由': 'Bad parameter: a manually judged risk level needs a reason',
  '参数错误: 判定理由长度不能超过500': 'Bad parameter: the reason may be at most 500 characters long',
  '参数错误: 所属风险点不存在或已被删除': 'Bad parameter: the risk point does not exist or has been deleted',
  '该风险点下已存在作业活动 [{0}]': 'This risk point already has the job activity [{0}]',
  '参数错误: 特种设备须选择特种设备种类': 'Bad parameter: special equipment needs its equipment category',
  '参数错误: {0}不存在或已被删除': 'Bad parameter: the {0} does not exist or has been deleted',
  '评审已结束，评审记录不能再修改': 'The review is over; its record can no longer be changed',
  '参数错误: 评审对象不存在或已被删除':
    'Bad parameter: the item under review does not exist or has been deleted',
  '该对象已提交评审，请等待评审结果': 'This item is already under review. Please wait for the result',
  '参数错误: 评审结论应为通过或驳回': 'Bad parameter: the conclusion must be approved or rejected',
  '参数错误: 驳回时须填写评审意见': 'Bad parameter: a rejection needs a review opinion',
  '参数错误: 评审意见长度不能超过2000': 'Bad parameter: the opinion may be at most 2,000 characters long',
  该评审已结束: 'This review is over',
  您不是该评审的评审人: 'You are not a reviewer of this review',
  评审对象不存在或已被删除: 'The item under review does not exist or has been deleted',
  已提交评审: 'Submitted for review',
  评审通过: 'Review passed',
  已驳回: 'Rejected',
  '参数错误: imageId 请上传标志图片': 'Bad parameter: imageId: please upload the sign image',
  '内置安全标志的编号、名称、类别和图片不能修改，可停用或调整排序':
    'The code, name, category and image of a built-in safety sign cannot be changed; it can be disabled or re-ordered',
  '内置安全标志「{0}」不能删除，可停用':
    'The built-in safety sign "{0}" cannot be deleted; it can be disabled',
  '参数错误: ids 应为编号列表（最多100个）': 'Bad parameter: ids must be a list of ids (at most 100)',
  安全标志不存在: 'The safety sign does not exist',
  该风险点二维码已作废或风险点已删除: "This risk point's QR code is void or the risk point has been deleted",
  '参数错误: controlLevel 管控层级不正确': 'Bad parameter: invalid controlLevel',
  '参数错误: responsibleUserId 请选择管控责任人':
    'Bad parameter: responsibleUserId, choose the person responsible',
  '参数错误: checkCycle 请选择检查周期': 'Bad parameter: checkCycle, choose the check cycle',
  '参数错误: timesPerCycle 每周期次数至少为1': 'Bad parameter: timesPerCycle must be at least 1',
  '参数错误: cycleDays 自定义周期须填写周期天数':
    'Bad parameter: cycleDays: a custom cycle needs its number of days',
  该风险点在此管控层级已有该部门的管控责任:
    'This risk point already has a control responsibility for this department at this level',
  '管控层级须从最高层级逐级覆盖到岗位级，缺少：{0}':
    'Control levels must cover every level from the highest down to the post level; missing: {0}',
  公司级: 'company',
  部门级: 'department',
  车间级: 'workshop',
  班组级: 'team',
  岗位级: 'post',
  '参数错误: 请至少填写一条管控责任': 'Bad parameter: please fill in at least one control responsibility',
  '参数错误: 管控责任条数过多': 'Bad parameter: too many control responsibilities',
  '参数错误: {0} 请选择{1}': 'Bad parameter: {0}: {1} is required',
  '参数错误: {0} {1}取值 {2} 不在标准取值表中 ({3})':
    'Bad parameter: {0}: {2} is not a standard value of {1} ({3})',
  'L（可能性）': 'L (likelihood)',
  'E（暴露频率）': 'E (exposure)',
  'C（后果）': 'C (consequence)',
  'S（严重性）': 'S (severity)',
  '参数错误: evalMethod 评价方法应为 LEC 或 LS': 'Bad parameter: evalMethod must be LEC or LS',
  '参数错误: controlLevel 管控层级只能在默认层级（{0}）基础上提高，不能降低':
    'Bad parameter: controlLevel can only be raised above the default level ({0}), not lowered',
  '参数错误: 现有控制措施至少填写一类':
    'Bad parameter: fill in at least one kind of existing control measure',
  '参数错误: 请选择规程类型': 'Bad parameter: please choose the procedure type',
  '参数错误: 请选择{0}': 'Bad parameter: {0} is required',
  '该{0}已有现行有效的操作规程「{1}」，请先将其修订或废止':
    'This {0} already has the operating procedure "{1}" in force. Revise or abolish it first',
  实施日期不能早于发布日期: 'The effective date cannot be before the publication date',
  废止日期不能早于实施日期: 'The abolition date cannot be before the effective date',
  离场日期不能早于进场日期: 'The exit date cannot be before the entry date',
  '该{0}的安全操作规程未编制': 'No safe operating procedure has been written for this {0}',
  '参数错误: 请选择本单位的风险点': 'Bad parameter: please choose a risk point of your organisation',
  '参数错误: 请选择本单位的岗位': 'Bad parameter: please choose a post of your organisation',
  '参数错误: 告知类型应为风险点告知牌或岗位风险告知卡':
    'Bad parameter: the notice type must be a risk point notice board or a post risk notice card',
  告知对象不存在: 'The notice target does not exist',
  请选择要合并的数据: 'Please select the records to merge',
  所选数据不存在或已被删除: 'A selected record does not exist or has been deleted',
  只能合并同一风险点下的分析: 'Only analyses of the same risk point can be merged',
  '只有评审通过的分析才能合并措施（可在参数 risk.allowDraftMerge 中允许草稿合并）':
    'Only approved analyses can have their measures merged (the parameter risk.allowDraftMerge allows drafts)',
  '合并完成：新增{0}条措施，跳过重复{1}条': 'Merged: {0} measures added, {1} duplicates skipped',
  '手册未收录任何启用的风险点，请先选择风险点':
    'The manual has no enabled risk points. Please choose risk points first',
  '手册已提交评审或已发布，不能修改': 'The manual is under review or published and cannot be changed',
  '手册「{0}」已提交评审或已发布，不能删除':
    'The manual "{0}" is under review or published and cannot be deleted',
  '参数错误: 评审结论应为批准或驳回': 'Bad parameter: the conclusion must be approve or reject',
  手册已批准发布: 'Manual approved and published',
  手册已驳回: 'Manual rejected',
  '表头与风险清单格式不一致，缺少：{0}': 'The header does not match the risk list format; missing: {0}',
  '岗位不存在：{0}': 'Unknown posts: {0}',
  '成功导入{0}条风险分析': '{0} risk analyses imported',
  '参数错误: placeId 应为区域编号': 'Bad parameter: placeId must be a place id',
};
