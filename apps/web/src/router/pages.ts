import { type ComponentType, createElement } from 'react';
import { type LazyComponent, lazyComponent } from '@/shell/lazyComponent';
import { PageSpinner } from '@/shell/PageSpinner';
import type { TabTitle } from '@/stores/tabs';
import { loadChunk } from './chunks';

export type PageProps = { name?: string };
export type PageComponent = LazyComponent<PageProps>;
type PageModule = { default: ComponentType<PageProps> };
type Loader = () => Promise<PageModule>;

// Pages owned by the CRUD helper are discovered by file so the shell builds even before they exist.
const systemModules = import.meta.glob<PageModule>('../pages/system/*.tsx');

const cache = new Map<string, PageComponent>();

function lazyOnce(id: string, loader: Loader): PageComponent {
  let page = cache.get(id);
  if (!page) {
    const load = loadChunk(loader);
    // A page whose chunk could not be loaded is forgotten: opening it again tries afresh.
    page = lazyComponent(
      () =>
        load().catch((error: unknown) => {
          cache.delete(id);
          throw error;
        }),
      id,
      createElement(PageSpinner),
    );
    cache.set(id, page);
  }
  return page;
}

function systemPage(file: string): PageComponent | null {
  const loader = systemModules[`../pages/system/${file}.tsx`];
  return loader ? lazyOnce(file, loader) : null;
}

/** Menu path → page module of the system area (contract: src/router/pages.ts). */
export const MENU_PAGES: Record<string, string> = {
  '/system/param': 'ParamPage',
  '/system/user': 'UserPage',
  '/system/dept': 'DeptPage',
  '/system/menu': 'MenuPage',
  '/system/tenant': 'TenantPage',
  '/system/tenantPackage': 'TenantPackagePage',
  '/system/client': 'ClientPage',
  '/authority/role': 'RolePage',
  '/authority/topMenu': 'TopMenuPage',
  '/authority/dataScope': 'DataScopePage',
  '/authority/apiScope': 'ApiScopePage',
  '/system/dict': 'DictPage',
  '/system/dictBiz': 'DictBizPage',
  '/dict-horizontal/index': 'DictHorizontalPage',
  '/dict-vertical/index': 'DictVerticalPage',
};

// System administration II: one folder per page, `pages/<area>/<page>/<Name>Page.tsx`.
const folderModules = import.meta.glob<PageModule>('../pages/*/*/*Page.tsx');

/** Menu path → page module under src/pages, by its folder path. */
export const FOLDER_PAGES: Record<string, string> = {
  '/system/region': 'system/region/RegionPage',
  '/monitor/log/usual': 'monitor/log/UsualLogPage',
  '/monitor/log/api': 'monitor/log/ApiLogPage',
  '/monitor/log/error': 'monitor/log/ErrorLogPage',
  '/desk/notice': 'desk/notice/NoticePage',
  '/resource/oss': 'resource/oss/OssPage',
  '/resource/sms': 'resource/sms/SmsPage',
  '/resource/attach': 'resource/attach/AttachPage',
  '/tool/datasource': 'tool/datasource/DatasourcePage',
  '/tool/model': 'tool/model/ModelPage',
  '/tool/code': 'tool/code/CodePage',
  '/risk/riskPointType': 'risk/riskPointType/RiskPointTypePage',
  '/risk/riskPointControl': 'risk/riskPointControl/RiskPointControlPage',
  '/risk/riskJobActivity': 'risk/riskJobActivity/RiskJobActivityPage',
  '/risk/riskDeviceFacility': 'risk/riskDeviceFacility/RiskDeviceFacilityPage',
  '/risk/riskControlMeasure': 'risk/riskControlMeasure/RiskControlMeasurePage',
  '/risk/riskPointTypeReview': 'risk/review/RiskPointTypeReviewPage',
  '/risk/riskJobActivityReview': 'risk/review/RiskJobActivityReviewPage',
  '/risk/riskDeviceFacilityReview': 'risk/review/RiskDeviceFacilityReviewPage',
  '/check/checkRiskPoint': 'check/points/NormalPointPage',
  '/check/checkRiskPointExtinguisher': 'check/points/ExtinguisherPointPage',
  '/check/checkRiskPointHydrant': 'check/points/HydrantPointPage',
  '/check/checkItem': 'check/items/CheckItemPage',
  '/check/checkPlan': 'check/plans/CheckPlanPage',
  '/check/checkRecord': 'check/records/CheckRecordPage',
  '/notify/notifyNotice': 'notify/notice/NotifyNoticePage',
  '/education/qualificationRecord': 'education/qualification/QualificationPage',
  '/education/meetingRecord': 'education/meeting/MeetingPage',
  '/education/investmentPlan': 'education/investment/InvestmentPage',
  '/education/trainingRecord': 'education/training/TrainingPage',
  '/layout/place': 'layout/place/PlacePage',
  '/layout/tenantLayout': 'layout/tenantLayout/TenantLayoutPage',
  '/danger/dangerRecord': 'danger/record/DangerRecordPage',
  '/danger/dangerRectificationNotice': 'danger/notice/DangerNoticePage',
  '/danger/dangerRectificationReport': 'danger/report/DangerReportPage',
  '/danger/dangerMajorReport': 'danger/major/DangerMajorReportPage',
  '/statistics/index': 'statistics/index/StatsIndexPage',
  '/statistics/danger': 'statistics/danger/DangerStatsPage',
  '/statistics/check': 'statistics/check/CheckStatsPage',
  '/statistics/specialCheck': 'statistics/specialCheck/SpecialCheckPage',
  '/statistics/checkAverage': 'statistics/checkAverage/CheckAveragePage',
  '/statistics/inspect': 'statistics/inspect/InspectStatsPage',
  '/statistics/analysis': 'statistics/analysis/AnalysisPage',
  '/risk/riskNoticeBoard': 'risk/board/RiskNoticeBoardPage',
  '/risk/riskSafetyLogo': 'risk/riskSafetyLogo/RiskSafetyLogoPage',
  '/risk/riskSafetyFile': 'risk/riskSafetyFile/RiskSafetyFilePage',
  '/risk/riskSafetyRegulation': 'risk/riskSafetyRegulation/RiskSafetyRegulationPage',
  '/risk/riskManual': 'risk/riskManual/RiskManualPage',
  '/risk/riskManualReview': 'risk/riskManual/RiskManualReviewPage',
  '/risk/riskSafetyManagePolicy': 'risk/riskSafetyManagePolicy/RiskSafetyManagePolicyPage',
  '/risk/riskLawRegulation': 'risk/riskLawRegulation/RiskLawRegulationPage',
  '/risk/riskStakeholder': 'risk/riskStakeholder/RiskStakeholderPage',
};

function folderPage(file: string): PageComponent | null {
  const loader = folderModules[`../pages/${file}.tsx`];
  return loader ? lazyOnce(file, loader) : null;
}

export function menuPage(path: string): PageComponent | null {
  const file = MENU_PAGES[path];
  if (file) return systemPage(file);
  const folder = FOLDER_PAGES[path];
  return folder ? folderPage(folder) : null;
}

/** A menu page without a screen of its own (the generic list or "coming soon", see GenericPage). */
export function genericPage(): PageComponent {
  return lazyOnce('GenericPage', () => import('./GenericPage'));
}

export type ShellPage = { title: TabTitle; page: () => PageComponent; isTab?: boolean };

const shell = (id: string, loader: Loader) => () => lazyOnce(id, loader);

export const comingSoonPage = shell('ComingSoon', () => import('@/pages/error/ComingSoonPage'));

/** Pages of the shell that live under the main layout. */
export const SHELL_PAGES: Record<string, ShellPage> = {
  '/home/index': { title: { key: 'route.home' }, page: shell('Home', () => import('@/pages/home/HomePage')) },
  '/wel/index': { title: { key: 'route.wel' }, page: shell('Wel', () => import('@/pages/wel/WelPage')) },
  '/wel/dashboard': {
    title: { key: 'route.dashboard' },
    page: shell('Dashboard', () => import('@/pages/wel/DashboardPage')),
  },
  '/info/index': { title: { key: 'route.info' }, page: shell('Info', () => import('@/pages/info/InfoPage')) },
  '/notify/my': {
    title: { key: 'route.notifyMy' },
    page: shell('NotifyMy', () => import('@/pages/notify/my/MyMessagesPage')),
  },
  '/version/index': {
    title: { key: 'route.version' },
    page: shell('Version', () => import('@/pages/version/VersionPage')),
  },
  '/test/index': { title: { key: 'route.test' }, page: shell('Test', () => import('@/pages/test/TestPage')) },
  '/myiframe/urlPath': {
    title: { key: 'route.iframe' },
    page: shell('Iframe', () => import('@/pages/iframe/IframePage')),
  },
  '/danger/detail': {
    title: { key: 'dangerUi.route.detail' },
    page: shell('DangerDetail', () => import('@/pages/danger/detail/DangerDetailPage')),
  },
  '/dict-horizontal/index': {
    title: { key: 'route.dictHorizontal' },
    page: () => systemPage('DictHorizontalPage') ?? comingSoonPage(),
  },
  '/dict-vertical/index': {
    title: { key: 'route.dictVertical' },
    page: () => systemPage('DictVerticalPage') ?? comingSoonPage(),
  },
};

/**
 * Starts loading the page of a path before it is opened: the start-up does so for the address it
 * opens with (its chunk then loads beside the menu calls instead of after them), and the layout
 * for the menu's other pages when idle (usePagePreload). Settles when the chunk has loaded or
 * failed (a failed one is tried again when the page opens).
 */
export function preloadPage(path: string): Promise<void> {
  const page = SHELL_PAGES[path]?.page() ?? menuPage(path);
  return page
    ? page.load().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}
