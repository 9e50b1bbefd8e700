import { useQuery } from '@tanstack/react-query';
import { configValue, isTrue, type ConfigFlag } from '@sen/domain';
import { api } from '../session/client';
import { keptRead } from '../session/kept';

/**
 * The tenant's settings a till follows (the manual price and discount flags, a room's booked time…), read once a
 * session and kept on the device, so a till opened with no network follows the same rules.
 */
export const useTillConfigs = (): readonly ConfigFlag[] =>
  useQuery({
    queryKey: ['pos', 'configs'],
    queryFn: keptRead('configs', async () => (await api.system.configs()).items),
    staleTime: 5 * 60_000,
    networkMode: 'always',
  }).data ?? [];

/** What a cashier may type on a retail line: its price and its discount (sale_bill_price_manual, _discount_manual). */
export const manualEntryOf = (configs: readonly ConfigFlag[]) => ({
  price: isTrue(configValue(configs, 'sale_bill_price_manual')),
  discount: isTrue(configValue(configs, 'sale_bill_discount_manual')),
});

/**
 * Whether spending the customer's prepaid value at the till — package sessions, their prepaid card — needs their
 * one-time code (sale_package_require_otp: the one OTP flag covers both at the till).
 */
export const prepaidOtpRequired = (configs: readonly ConfigFlag[]): boolean =>
  isTrue(configValue(configs, 'sale_package_require_otp'));
