import { createFileRoute } from '@tanstack/react-router';
import { AppointmentsPage } from '../modules/appointments/AppointmentsPage';

export const Route = createFileRoute('/client/appointments')({
  // ?book opens the booking request form (the home's 'Đặt lịch'); parsed by hand, no zod on the first load.
  validateSearch: (raw: Record<string, unknown>): { book?: boolean } =>
    raw.book === true || raw.book === 'true' ? { book: true } : {},
  component: AppointmentsPage,
});
