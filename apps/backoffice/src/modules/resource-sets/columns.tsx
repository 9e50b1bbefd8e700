import type { TFunction } from '../../i18n';
import { Badge, Button } from '@sen/ui';
import type { DataTableColumn } from '@sen/ui';
import type { Branch, Locale } from '@sen/domain';
import { branchText } from './branchOptions';
import { cellText, columnPlanOf } from './columnPlan';
import { choiceText, type FieldSpec } from './fieldSpecs';
import { fieldLabel } from './labels';
import * as styles from './resourceSets.styles';

/** A row of a resource set as the list shows it. */
export type ResourceRowData = Record<string, unknown> & { _id?: string };

export type ColumnOptions = {
  setName: string;
  fields: readonly FieldSpec[];
  /** Every branch (names for the ma_dvcs column). */
  branches: readonly Branch[];
  t: TFunction;
  /** The language of the choices' names. */
  locale: Locale;
  /** The row's natural key as text (button labels). */
  keyOf: (row: ResourceRowData) => string;
  onEdit?: (row: ResourceRowData) => void;
  onDelete?: (row: ResourceRowData) => void;
};

/**
 * The list's columns from the set's fields: formatted numbers and days, yes/no badges, the branch name next to its
 * code, and a pinned column with the edit/delete buttons the user's rights allow.
 */
export const resourceColumns = ({
  setName,
  fields,
  branches,
  t,
  locale,
  keyOf,
  onEdit,
  onDelete,
}: ColumnOptions): DataTableColumn<ResourceRowData>[] => {
  const choicesOf = new Map(fields.map((field) => [field.name, field.choices]));
  const columns: DataTableColumn<ResourceRowData>[] = columnPlanOf(fields).map((plan) => {
    const choices = choicesOf.get(plan.id);
    const column: DataTableColumn<ResourceRowData> = {
      id: plan.id,
      header: fieldLabel(t, setName, plan.id),
      width: plan.width,
      numeric: plan.numeric,
      sortable: plan.sortable,
      hidden: plan.hidden,
      accessor: (row) => row[plan.id],
    };
    if (plan.kind === 'boolean') {
      column.align = 'center';
      column.cell = (row) =>
        row[plan.id] === true ? (
          <Badge tone="success">{t('resources.common.yes')}</Badge>
        ) : (
          <Badge tone="neutral">{t('resources.common.no')}</Badge>
        );
    } else if (plan.branch) {
      column.cell = (row) => branchText(String(row[plan.id] ?? ''), branches);
    } else if (choices) {
      column.cell = (row) => choiceText(String(row[plan.id] ?? ''), choices, locale);
    } else {
      column.cell = (row) => cellText(plan.kind, row[plan.id]);
    }
    return column;
  });
  if (!onEdit && !onDelete) return columns;
  columns.push({
    id: '_actions',
    header: t('resources.common.actions'),
    width: 150,
    pinned: 'right',
    sortable: false,
    searchable: false,
    cell: (row) => (
      <span style={styles.rowActions}>
        {onEdit && (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('resources.common.editRow', { key: keyOf(row) })}
            onPress={() => onEdit(row)}
          >
            {t('resources.common.edit')}
          </Button>
        )}
        {onDelete && (
          <Button
            size="sm"
            variant="danger"
            aria-label={t('resources.common.deleteRow', { key: keyOf(row) })}
            onPress={() => onDelete(row)}
          >
            {t('resources.common.delete')}
          </Button>
        )}
      </span>
    ),
  });
  return columns;
};
