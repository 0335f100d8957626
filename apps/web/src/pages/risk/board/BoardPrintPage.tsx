import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Radio, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { api } from '@/http/request';
import './print.css';

type Printable = {
  board: Record<string, unknown> & {
    title: string;
    boardType: string;
    levelColor: string;
    riskLevelName?: string;
    emergencyPhones?: { name: string; tel: string }[] | null;
  };
  companyName: string;
  logos: { id: string; name: string; imageIdUrl: string | null }[];
  accidentTypeNames: string[];
  qrUrl: string | null;
  qrDataUrl: string | null;
};

type Paper = 'A4' | 'A3';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * /print/riskNoticeBoard/:id — a notice board or post card laid out on A4 or A3 (`?paper=A3`),
 * outside the shell so that Chromium prints only the sheet: the level's colour band, the lists,
 * the signs and the point's QR code.
 */
export default function BoardPrintPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const paper: Paper = params.get('paper') === 'A3' ? 'A3' : 'A4';
  const { data, error, isLoading } = useQuery({
    queryKey: ['riskNoticeBoard', 'print', id],
    queryFn: () => api<Printable>({ url: `/api/shtmp-risk/riskNoticeBoard/print/${id}` }),
  });
  if (isLoading) return <Spin tip={t('riskDocs.loading')} fullscreen />;
  if (error || !data) return <Alert type="error" showIcon message={(error as Error | null)?.message ?? ''} />;
  const b = data.board;
  const isPost = b.boardType === 'POST_CARD';
  const phones = (b.emergencyPhones ?? []).map((p) => `${p.name} ${p.tel}`).join('　');
  const rows: [string, string][] = [
    [
      isPost ? t('riskDocs.post') : t('riskDocs.riskPoint'),
      text(isPost ? b.postIdName : b.riskPointTypeIdName),
    ],
    [t('riskDocs.hazards'), text(b.hazards)],
    [t('riskDocs.accidents'), data.accidentTypeNames.join('、')],
    [t('riskDocs.measures'), text(b.controlMeasures)],
    [t('riskDocs.emergency'), text(b.emergencyMeasures)],
    [
      t('riskDocs.responsible'),
      [b.responsibleDeptIdName, b.responsibleUserIdName, b.responsiblePhone].filter(Boolean).join(' / '),
    ],
    [t('riskDocs.phones'), phones],
  ];
  if (b.reportPhone) rows.push([t('riskDocs.reportPhone'), text(b.reportPhone)]);
  return (
    <div className="board-print">
      <style>{`@page { size: ${paper} portrait; margin: 0; }`}</style>
      <div className="board-print-bar">
        <span>{t('riskDocs.paper')}</span>
        <Radio.Group
          value={paper}
          optionType="button"
          options={['A4', 'A3']}
          onChange={(e) => setParams({ paper: e.target.value as string }, { replace: true })}
        />
        <Button type="primary" onClick={() => window.print()} data-testid="board-print">
          {t('riskDocs.print')}
        </Button>
        <Button onClick={() => window.close()}>{t('riskDocs.close')}</Button>
        {b.outOfDate === true && (
          <Alert
            type="warning"
            showIcon
            message={`${t('riskDocs.outOfDate')}: ${t('riskDocs.outOfDateHint')}`}
            data-testid="board-print-out-of-date"
          />
        )}
      </div>
      <article className={`board-sheet ${paper.toLowerCase()}`} data-testid="board-sheet">
        <header
          className="board-band"
          style={{
            background: b.levelColor || '#8c8c8c',
            color: b.riskLevel === 'GENERAL' ? '#000' : '#fff',
          }}
        >
          <h1>{b.title}</h1>
          <div className="board-level">
            {t('riskDocs.level')}：{b.riskLevelName || t('riskDocs.notEvaluated')}
          </div>
        </header>
        <dl className="board-grid">
          {rows.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value || '—'}</dd>
            </div>
          ))}
          <dt>{t('riskDocs.signs')}</dt>
          <dd>
            <div className="board-signs">
              {data.logos.map((l) =>
                l.imageIdUrl ? <img key={l.id} src={l.imageIdUrl} alt={l.name} title={l.name} /> : null,
              )}
            </div>
          </dd>
        </dl>
        <footer className="board-foot">
          <div>{data.companyName}</div>
          {data.qrDataUrl ? (
            <div className="board-qr">
              <img src={data.qrDataUrl} alt={t('riskDocs.scan')} />
              {t('riskDocs.scan')}
            </div>
          ) : null}
        </footer>
      </article>
    </div>
  );
}
