import type { PillTone } from '../portal/Pill';

/** An appointment's status as the portal shows it (the labels are the app's, appointments.status.*). */
export type AppointmentStatus = '0' | '1' | '2' | '3' | '4' | '5' | '9';

/** Each status's tone: a request waiting for the desk stands out. */
export const statusTones: Record<AppointmentStatus, PillTone> = {
  '5': 'warning',
  '0': 'info',
  '1': 'success',
  '2': 'success',
  '3': 'neutral',
  '4': 'danger',
  '9': 'neutral',
};
