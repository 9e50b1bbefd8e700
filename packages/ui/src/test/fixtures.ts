import type { MenuNode } from '../AppShell/menu';

/** A small menu tree shaped like the back office's (test fixture). */
export const demoMenu: MenuNode[] = [
  { id: 'dashboard', title: 'Tổng quan', href: '/dashboard/analytics' },
  {
    id: 'crm',
    title: 'CRM',
    children: [
      { id: 'crm-partners', title: 'Khách hàng', href: '/crm/partners' },
      {
        id: 'crm-tasks-group',
        title: 'Công việc',
        children: [
          { id: 'crm-tasks', title: 'Danh sách công việc', href: '/crm/tasks' },
          { id: 'crm-task-calendar', title: 'Lịch công việc', href: '/crm/task/calendar' },
        ],
      },
    ],
  },
  {
    id: 'sales',
    title: 'Bán hàng',
    children: [
      { id: 'sales-orders', title: 'Đơn hàng', href: '/sales/sale-orders' },
      { id: 'sales-returns', title: 'Trả hàng', href: '/sales/returns' },
    ],
  },
];
