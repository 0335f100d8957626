import { api } from '@/http/request';

const BASE = '/api/calf-develop';

export type TableInfo = { name: string; comment: string };
export type Option = { label: string; value: string };

/** Data sources for a picker (`datasource/select`). */
export const datasourceOptions = () =>
  api<{ id: string; name: string }[]>({ url: `${BASE}/datasource/select` }).then((rows) =>
    rows.map((r) => ({ label: r.name, value: String(r.id) })),
  );

/** Physical tables of a data source (`model/table-list`). */
export const tableList = (datasourceId?: string) =>
  api<TableInfo[]>({ url: `${BASE}/model/table-list`, params: { datasourceId } });

/** Models for a picker (`model/select`, names as "<table>: <name>"). */
export const modelOptions = () =>
  api<{ id: string; modelName: string }[]>({ url: `${BASE}/model/select` }).then((rows) =>
    rows.map((r) => ({ label: r.modelName, value: String(r.id) })),
  );

/** Tests a data source's connection (the stored password when the form does not change it). */
export const testConnection = (row: Record<string, unknown>) =>
  api({ url: `${BASE}/datasource/test-connection`, method: 'post', data: row });
