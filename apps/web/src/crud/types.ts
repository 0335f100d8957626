import type { Component, PageQuery as DomainPageQuery, FieldDef, Page } from '@dp/domain';
import type { ComponentType, ReactNode } from 'react';
import type { FieldInputProps } from './FieldInput';
import type { FieldCheck } from './rules';

/** A row as the server returns it: string ids, base columns plus the resource's own fields. */
export type Row = { id: string; children?: Row[]; hasChildren?: boolean } & Record<string, unknown>;

/** One field as a screen uses it: the shared definition plus per-screen overrides. */
export type FieldSpec = {
  name: string;
  def: FieldDef;
  /** Disabled in the form (e.g. dictionary code when adding a child). */
  disabled?: boolean;
  /** Hidden in the form but kept in its values. */
  hidden?: boolean;
  /** Fixed options for select/radio/checkbox fields that have no dictionary. */
  options?: Option[];
  /** Options for tree-select fields. */
  treeData?: TreeOption[];
  component?: Component;
  /** Several values (select / tree-select), sent as a comma-joined string. */
  multiple?: boolean;
  /** Extra checks after the definition's own (e.g. the spec's phone messages). */
  checks?: FieldCheck[];
  /** A screen-specific editor (e.g. rich text) used instead of the generic one. */
  input?: ComponentType<FieldInputProps>;
  /** A screen-specific table cell. */
  render?: (value: unknown, row: Row) => ReactNode;
};

export type Option = { label: string; value: string | number };
export type TreeOption = { title: string; value: string; children?: TreeOption[] };

export type SortOrder = 'ascend' | 'descend';
export type Sort = { field: string; order: SortOrder };
export type Filters = Record<string, unknown>;

/** What a list call receives: filters plus paging and ordering (`@dp/domain`'s query, paged). */
export type PageQuery = DomainPageQuery & { current: number; size: number };
/** Lists may be paged (Page) or a plain forest (tree tables). */
export type ListResult = Page<Row> | Row[];
export type FetchList = (query: PageQuery) => Promise<ListResult>;

export type FormMode = 'add' | 'edit' | 'view';

/** A toolbar or row operation; `code` is the permission button code (absent → always shown). */
export type Operation = {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  code?: string;
  danger?: boolean;
  onClick: () => void;
};
