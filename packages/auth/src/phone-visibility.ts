import { maskPhone, type UserInfo } from '@sen/domain';
import { can, canReadAll, isAdminUser } from './permissions.js';

/** The menu id of the customers screen, whose rights say who sees a customer's whole phone number. */
export const PARTNERS_MENU_ID = 'crm.partners';

/**
 * Whether the user sees a customer's whole phone number (spec section 9: otherwise it is masked, first and last 4
 * digits kept): an administrator; the customer's own salesperson (ma_nvbh is the user's saler code); or whoever may
 * edit every customer (edit and read-all on the customers screen). A salesperson who created a customer since
 * handed to another, a receptionist who only reads, see it masked. The server sends the masked number to them.
 */
export const partnerPhoneShown = (user: UserInfo | null, partner: { ma_nvbh?: string | null }): boolean => {
  if (!user) return false;
  if (isAdminUser(user)) return true;
  const saler = user.saler?.ma_nvbh;
  if (saler && partner.ma_nvbh && partner.ma_nvbh === saler) return true;
  return can(user, { menuId: PARTNERS_MENU_ID, right: 'edit' }) && canReadAll(user, PARTNERS_MENU_ID);
};

/** The phone as the user may see it: whole, or masked (0901234567 -> 0901**4567); null stays null. */
export const partnerPhoneFor = (
  user: UserInfo | null,
  partner: { ma_nvbh?: string | null; dien_thoai?: string | null },
): { dien_thoai: string | null; masked: boolean } => {
  const phone = partner.dien_thoai?.trim() ? partner.dien_thoai : null;
  if (!phone) return { dien_thoai: null, masked: false };
  return partnerPhoneShown(user, partner)
    ? { dien_thoai: phone, masked: false }
    : { dien_thoai: maskPhone(phone), masked: true };
};
