import {
  AlertOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BellOutlined,
  BookOutlined,
  CheckCircleOutlined,
  CloudOutlined,
  ClusterOutlined,
  CodeOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DesktopOutlined,
  EnvironmentOutlined,
  FileOutlined,
  FileTextOutlined,
  FireOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  KeyOutlined,
  LayoutOutlined,
  LineChartOutlined,
  LockOutlined,
  MessageOutlined,
  NotificationOutlined,
  ProfileOutlined,
  ReadOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** Curated icons keyed by the menu `source` values of the seed (no string-built imports). */
export const MENU_ICONS: Record<string, ComponentType> = {
  home: HomeOutlined,
  dashboard: DashboardOutlined,
  setting: SettingOutlined,
  user: UserOutlined,
  team: TeamOutlined,
  apartment: ApartmentOutlined,
  safety: SafetyOutlined,
  alert: AlertOutlined,
  audit: AuditOutlined,
  book: BookOutlined,
  file: FileOutlined,
  database: DatabaseOutlined,
  bell: BellOutlined,
  chart: LineChartOutlined,
  environment: EnvironmentOutlined,
  tool: ToolOutlined,
  cloud: CloudOutlined,
  message: MessageOutlined,
  code: CodeOutlined,
  lock: LockOutlined,
  key: KeyOutlined,
  global: GlobalOutlined,
  profile: ProfileOutlined,
  schedule: ScheduleOutlined,
  fire: FireOutlined,
  warning: WarningOutlined,
  check: CheckCircleOutlined,
  read: ReadOutlined,
  layout: LayoutOutlined,
  notification: NotificationOutlined,
  solution: SolutionOutlined,
  cluster: ClusterOutlined,
  idcard: IdcardOutlined,
  'file-text': FileTextOutlined,
  desktop: DesktopOutlined,
  bank: BankOutlined,
};

export const DEFAULT_MENU_ICON: ComponentType = AppstoreOutlined;

const byLength = Object.keys(MENU_ICONS).sort((a, b) => b.length - a.length);

/** Exact key first; legacy sources such as 'iconfont iconicon_setting' match a contained key. */
export function menuIcon(source?: string): ComponentType {
  if (!source) return DEFAULT_MENU_ICON;
  const key = source.trim().toLowerCase();
  if (MENU_ICONS[key]) return MENU_ICONS[key];
  const contained = byLength.find((name) => key.includes(name));
  return contained ? MENU_ICONS[contained] : DEFAULT_MENU_ICON;
}

export function MenuIcon({ source }: { source?: string }) {
  const Icon = menuIcon(source);
  return <Icon />;
}
