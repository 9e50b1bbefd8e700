import { lazy, Suspense, use, useState } from 'react';
import type { CSSProperties } from 'react';
import { EmptyState, Link, SegmentedControl, Spinner, vars } from '@sen/ui';
import { can } from '@sen/auth';
import type { EnumField, Resource } from '@sen/domain/resources';
import { useAuthState } from '../../app/ServicesContext';
import { useTranslation } from '../../i18n/react';
import { useLabelLocale } from '../catalogue/fields/labelLocale';
import { loadCatalogue } from '../catalogue/loadCatalogue';
import { isOpenTaskStatus, todoFiltersOf, type TodoStatus } from './todoFilters';

const CatalogueListPage = lazy(() =>
  import('../catalogue/list/CatalogueListPage').then((m) => ({ default: m.CatalogueListPage })),
);

const page: CSSProperties = { display: 'grid', gap: vars.space.md };

/**
 * /user/todo ("Việc cần làm"): the signed-in user's open appointments, i.e. the catalogue's `tasks` they own (owner
 * field `ma_nvbh`, their salesperson code) in an open status (booked, confirmed, arrived: all of them at first, or
 * one), shown by the generic list page with those filters fixed. A user without a
 * salesperson code, or without the read right on appointments, gets an honest empty state.
 */
export function MyTodoPage() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner label={t('app.loading')} />}>
      <TodoList />
    </Suspense>
  );
}

function TodoList() {
  const { t } = useTranslation();
  const locale = useLabelLocale();
  const { user } = useAuthState();
  const catalogue = use(loadCatalogue());
  const tasks = catalogue.resourceNamed('tasks') as Resource;
  const [status, setStatus] = useState<TodoStatus>('open');
  const filters = todoFiltersOf(user, status);
  const mayRead = can(user, { menuId: tasks.menuId, right: 'read' });
  const mayOpenCalendar = can(user, { menuId: 'crm.task.calendar', right: 'access' });

  if (!mayRead || !filters) {
    return (
      <EmptyState
        title={t('todo.emptyTitle')}
        description={mayRead ? t('todo.noSaler') : t('todo.noRight')}
        action={
          mayRead && mayOpenCalendar ? (
            <Link href="/crm/task/calendar">{t('todo.toCalendar')}</Link>
          ) : undefined
        }
      />
    );
  }

  const statusField = tasks.fields.trang_thai as EnumField;
  const options = [
    { value: 'open' as TodoStatus, label: t('todo.allOpen') },
    ...statusField.options
      .filter((option) => isOpenTaskStatus(option.value))
      .map((option) => ({ value: option.value as TodoStatus, label: option.label[locale] })),
  ];
  return (
    <div style={page}>
      <SegmentedControl label={t('todo.status')} value={status} onChange={setStatus} options={options} />
      <Suspense fallback={<Spinner label={t('app.loading')} />}>
        <CatalogueListPage
          key={status}
          entry={tasks}
          resource={tasks}
          fixedFilters={filters}
          settingsKey="/user/todo"
        />
      </Suspense>
    </div>
  );
}
