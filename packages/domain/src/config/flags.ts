/**
 * The configuration flags of spec sections 5 and 9 with their defaults.
 * Values travel as strings: booleans are 't' (true) or 'f' (false).
 */
export type ConfigFlag = { name: string; group: string; value: string };

const bool = (group: string, names: string[], trueNames: string[] = []): ConfigFlag[] =>
  names.map((name) => ({ name, group, value: trueNames.includes(name) ? 't' : 'f' }));

export const configDefaults: readonly ConfigFlag[] = [
  ...bool(
    'crm',
    [
      'crm_partner_require_phone',
      'crm_partner_validate_website',
      'crm_partner_search_detail',
      'crm_calllog_status',
      'crm_calllog_force_task',
      'crm_pancake_enabled',
    ],
    ['crm_partner_require_phone'],
  ),
  ...bool('sale', [
    'sale_crm_service',
    'sale_use_package_money',
    'sale_bill_require_card',
    'sale_gift_package',
    'sale_bill_deposit_service_package',
    'sale_golden_hour',
    'sale_bill_price_manual',
    'sale_bill_discount_manual',
    'sale_bill_tax_manual',
    'sale_bill_require_approve',
    'sale_service_use_room',
    'sale_service_price_manual',
    'sale_service_use_noname',
    'sale_service_package_not_enough',
    'sale_service_package_debt_money',
    'sale_service_package_multiple',
    'sale_service_package_require_main',
    'sale_service_comsume',
    'sale_service_require_approve',
    'sale_service_discount_manual',
    'sale_service_tax_manual',
    'sale_service_wage_auto',
    'sale_package_require_card',
    'sale_package_require_otp',
    'sale_service_reprint',
    'sale_no_name_discount_manual',
  ]),
  { name: 'sale_service_room_type', group: 'sale', value: 'main' },
  ...bool('room', ['room_order_change_room_employee', 'room_order_lock_time']),
  ...bool('customer', ['customer_create_user', 'customer_group3_manual']),
  ...bool('stock', ['stock_product_batch', 'stock_allow_negative'], ['stock_allow_negative']),
  { name: 'sale_package_otp_max', group: 'sale', value: '3' },
  { name: 'otp_expiration', group: 'system', value: '2' },
  { name: 'otp_max_hourly', group: 'system', value: '10' },
  { name: 'sale_return_days', group: 'sale', value: '0' },
  { name: 'room_order_start_time', group: 'room', value: '0' },
  { name: 'room_order_lock_time_value', group: 'room', value: '0' },
  { name: 'sale_invoice_type', group: 'invoice', value: '' },
  { name: 'sale_invoice_template_code', group: 'invoice', value: '' },
  { name: 'sale_invoice_series', group: 'invoice', value: '' },
  // Appointment reminders (task-reminders.ts): minutes before, and the SMS provider with its quiet hours.
  { name: 'crm_task_remind_before', group: 'crm', value: '60' },
  // The client portal: a customer cancels an upcoming appointment up to this many hours before it starts.
  { name: 'portal_cancel_before', group: 'crm', value: '24' },
  { name: 'sms_provider', group: 'sms', value: '' },
  { name: 'sms_url', group: 'sms', value: '' },
  { name: 'sms_api_key', group: 'sms', value: '' },
  { name: 'sms_brandname', group: 'sms', value: '' },
  { name: 'sms_quiet_start', group: 'sms', value: '21:00' },
  { name: 'sms_quiet_end', group: 'sms', value: '08:00' },
  ...[
    'enable',
    'provider',
    'endpoint',
    'port',
    'path',
    'domain',
    'url',
    'access_key',
    'widget',
    'widget_lib',
    'libs',
  ].map((name) => ({ name, group: 'call_center', value: name === 'enable' ? 'f' : '' })),
];

export const isTrue = (value: string | undefined | null): boolean => value === 't';

/** Reads a flag from a config list, falling back to its default. */
export const configValue = (
  configs: readonly ConfigFlag[],
  name: string,
  group?: string,
): string | undefined =>
  (
    configs.find((c) => c.name === name && (group === undefined || c.group === group)) ??
    configDefaults.find((c) => c.name === name && (group === undefined || c.group === group))
  )?.value;

export const configNumber = (configs: readonly ConfigFlag[], name: string): number => {
  const n = Number(configValue(configs, name));
  return Number.isFinite(n) ? n : 0;
};
