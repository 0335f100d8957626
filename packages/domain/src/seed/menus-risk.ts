import { area, CRUD, DOWNLOAD, EDIT, EXPORT, IMPORT, QRCODE, REVIEW, SUBMIT_REVIEW, VIEW } from './builders';
import type { MenuSeed } from './types';

/** 风险分级管控 — domain-model §5. */
export const riskMenu: MenuSeed = area(
  {
    code: 'risk',
    name: '风险分级管控',
    nameEn: 'Risk Control',
    path: '/risk',
    source: 'safety',
    sort: 1,
  },
  [
    {
      code: 'riskPointType',
      name: '风险点管理',
      nameEn: 'Risk Points',
      source: 'environment',
      buttons: [...CRUD, EXPORT, IMPORT, QRCODE, SUBMIT_REVIEW],
    },
    {
      code: 'riskPointControl',
      name: '分级管控责任',
      nameEn: 'Control Responsibilities',
      source: 'apartment',
      buttons: [...CRUD, EXPORT, IMPORT],
    },
    {
      // Step rows (riskJobActivityItem) are edited inside this page.
      code: 'riskJobActivity',
      name: '作业活动',
      nameEn: 'Job Activities',
      source: 'team',
      buttons: [
        ...CRUD,
        EXPORT,
        IMPORT,
        ['item', '危害分析', 'Hazard Analysis', 2],
        ['merge', '合并措施', 'Merge Measures', 1],
        SUBMIT_REVIEW,
      ],
    },
    {
      // Checklist rows (riskDeviceFacilityItem) are edited inside this page.
      code: 'riskDeviceFacility',
      name: '设备设施',
      nameEn: 'Devices and Facilities',
      source: 'tool',
      buttons: [
        ...CRUD,
        EXPORT,
        IMPORT,
        ['item', '检查表分析', 'Checklist Analysis', 2],
        ['merge', '合并措施', 'Merge Measures', 1],
        SUBMIT_REVIEW,
      ],
    },
    {
      code: 'riskControlMeasure',
      name: '管控措施',
      nameEn: 'Control Measures',
      source: 'safety',
      buttons: [...CRUD, EXPORT],
    },
    {
      code: 'riskNoticeBoard',
      name: '风险告知卡',
      nameEn: 'Risk Notice Boards',
      source: 'idcard',
      buttons: [
        ...CRUD,
        // exportExcel/{id} renders one board, so export is a row action here.
        ['export', '导出', 'Export', 2],
        ['publish', '发布', 'Publish', 2],
        ['refresh', '刷新内容', 'Refresh Content', 2],
      ],
    },
    {
      code: 'riskSafetyLogo',
      name: '安全标志',
      nameEn: 'Safety Signs',
      source: 'warning',
      buttons: [...CRUD, EXPORT],
    },
    {
      code: 'riskSafetyFile',
      name: '安全资料',
      nameEn: 'Safety Files',
      source: 'file',
      buttons: [...CRUD, EXPORT, DOWNLOAD],
    },
    {
      code: 'riskSafetyRegulation',
      name: '安全操作规程',
      nameEn: 'Operating Procedures',
      source: 'profile',
      buttons: [...CRUD, EXPORT, DOWNLOAD],
    },
    {
      code: 'riskPointTypeReview',
      name: '风险点评审',
      nameEn: 'Risk Point Reviews',
      source: 'audit',
      buttons: [VIEW, EDIT, REVIEW, EXPORT],
    },
    {
      code: 'riskJobActivityReview',
      name: '作业活动评审',
      nameEn: 'Job Activity Reviews',
      source: 'audit',
      buttons: [VIEW, REVIEW, EXPORT],
    },
    {
      code: 'riskDeviceFacilityReview',
      name: '设备设施评审',
      nameEn: 'Device and Facility Reviews',
      source: 'audit',
      buttons: [VIEW, REVIEW, EXPORT],
    },
    {
      code: 'riskManual',
      name: '风险管控手册',
      nameEn: 'Risk Control Manuals',
      source: 'book',
      buttons: [...CRUD, EXPORT, SUBMIT_REVIEW, DOWNLOAD],
    },
    {
      code: 'riskManualReview',
      name: '手册评审',
      nameEn: 'Manual Reviews',
      source: 'audit',
      buttons: [VIEW, REVIEW],
    },
    {
      code: 'riskSafetyManagePolicy',
      name: '安全管理制度',
      nameEn: 'Safety Management Policies',
      source: 'file-text',
      buttons: [...CRUD, EXPORT, DOWNLOAD],
    },
    {
      code: 'riskLawRegulation',
      name: '法律法规标准',
      nameEn: 'Laws and Standards',
      source: 'bank',
      buttons: [...CRUD, EXPORT, IMPORT, DOWNLOAD],
    },
    {
      code: 'riskStakeholder',
      name: '相关方管理',
      nameEn: 'Stakeholders',
      source: 'solution',
      buttons: [...CRUD, EXPORT, IMPORT],
    },
  ],
);
