import { isRiskLevel, RISK_LEVEL_HEX } from '@dp/domain';
import { Alert, Card, List, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { MEASURE_STYLE } from '../shared/measureStyle';
import './card.css';

type CardData = {
  name: string;
  code: string;
  riskLevel: string;
  riskLevelName: string;
  levelColor: string;
  hazardSummary: string;
  emergencyMeasures: string;
  deptName: string;
  responsibleName: string;
  responsiblePhone: string;
  /** Drawn from the last approved review; false while the point has never been approved. */
  isApproved: boolean;
  versionNo: number | null;
  approvedTime: string | null;
  /** The point's level or measures changed since the approval this card shows (过期/需更新). */
  outOfDate?: boolean;
  hazards: {
    name: string;
    hazard: string;
    riskLevel: string;
    riskLevelName: string;
    accidentTypes: string;
  }[];
  measures: { category: string; categoryName: string; items: string[] }[];
  controls: { controlLevelName: string; deptName: string; responsibleName: string }[];
};

type Answer = { available: boolean; message?: string; card?: CardData };

/**
 * /card/:token — the public, phone-sized risk card opened from a printed QR code (no sign-in). It
 * calls only the public card API: labels and colours come with the card, never from signed-in calls.
 */
export default function CardPage() {
  const { t } = useTranslation();
  const { token } = useParams();
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    void fetch(`/api/shtmp-risk/card/${encodeURIComponent(token ?? '')}`)
      .then((r) => r.json() as Promise<{ data: Answer }>)
      .then((body) => setAnswer(body.data ?? { available: false }))
      .catch(() => setAnswer({ available: false }));
  }, [token]);
  if (!answer) return <Spin className="risk-card-loading" tip={t('risk.cardLoading')} />;
  const card = answer.card;
  if (!answer.available || !card) {
    return (
      <main className="risk-card">
        <Alert type="warning" showIcon message={t('risk.cardRevoked')} data-testid="risk-card-revoked" />
      </main>
    );
  }
  return (
    <main className="risk-card" data-testid="risk-card">
      <header className="risk-card-head" style={{ background: card.levelColor || '#999' }}>
        <Typography.Title level={3}>{card.name}</Typography.Title>
        <div>
          {card.code} · {card.riskLevelName}
        </div>
        {card.isApproved && (
          <div data-testid="risk-card-version">
            {t('risk.cardVersion', { version: card.versionNo, date: card.approvedTime })}
          </div>
        )}
      </header>
      {card.outOfDate && (
        <Alert
          type="warning"
          showIcon
          message={t('risk.cardOutOfDate')}
          data-testid="risk-card-out-of-date"
        />
      )}
      {!card.isApproved && (
        <Alert type="info" showIcon message={t('risk.cardUnapproved')} data-testid="risk-card-unapproved" />
      )}
      <Card size="small" title={t('risk.cardHazards')}>
        {card.hazardSummary && <p>{card.hazardSummary}</p>}
        <List
          size="small"
          dataSource={card.hazards}
          renderItem={(h) => (
            <List.Item>
              <div>
                {isRiskLevel(h.riskLevel) && (
                  <Tag
                    color={RISK_LEVEL_HEX[h.riskLevel]}
                    style={{ color: h.riskLevel === 'GENERAL' ? '#333' : '#fff' }}
                  >
                    {h.riskLevelName}
                  </Tag>
                )}{' '}
                <strong>{h.name}</strong>
                <div>{h.hazard}</div>
                {h.accidentTypes && <Typography.Text type="secondary">{h.accidentTypes}</Typography.Text>}
              </div>
            </List.Item>
          )}
        />
      </Card>
      <Card size="small" title={t('risk.cardMeasures')}>
        {card.measures.map((g) => (
          <section key={g.category}>
            <Tag color={MEASURE_STYLE[g.category]?.color} icon={MEASURE_STYLE[g.category]?.icon}>
              {g.categoryName}
            </Tag>
            <ul>
              {g.items.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </section>
        ))}
      </Card>
      <Card size="small" title={t('risk.cardEmergency')}>
        <p className="risk-card-pre">{card.emergencyMeasures}</p>
      </Card>
      <Card size="small" title={t('risk.cardResponsible')}>
        <p>
          {card.deptName} · {card.responsibleName}{' '}
          {card.responsiblePhone && <a href={`tel:${card.responsiblePhone}`}>{card.responsiblePhone}</a>}
        </p>
        <List
          size="small"
          header={t('risk.cardControls')}
          dataSource={card.controls}
          renderItem={(c) => (
            <List.Item>
              {c.controlLevelName}：{c.deptName} {c.responsibleName}
            </List.Item>
          )}
        />
      </Card>
    </main>
  );
}
