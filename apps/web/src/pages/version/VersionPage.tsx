import { Card, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Release history; texts live in the locale files (version.releases.*). */
const RELEASES = [
  { id: 'r110', version: '1.1.0', date: '2026-11-21', notes: ['shell', 'themes', 'tabs', 'logs'] },
  { id: 'r100', version: '1.0.0', date: '2026-11-14', notes: ['auth', 'menus', 'system'] },
] as const;

export default function VersionPage() {
  const { t } = useTranslation();
  return (
    <Card className="dp-card-flat" title={t('route.version')} data-testid="version-page">
      <Timeline
        items={RELEASES.map((release, index) => ({
          color: index === 0 ? 'blue' : 'gray',
          content: (
            <div className="version-item">
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                v{release.version} <Tag>{release.date}</Tag>
                {index === 0 && <Tag color="blue">{t('version.latest')}</Tag>}
              </Typography.Title>
              <ul>
                {release.notes.map((note) => (
                  <li key={note}>{t(`version.notes.${note}`)}</li>
                ))}
              </ul>
            </div>
          ),
        }))}
      />
    </Card>
  );
}
