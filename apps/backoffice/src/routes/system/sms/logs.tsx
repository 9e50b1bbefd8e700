import { createFileRoute } from '@tanstack/react-router';
import { SmsLogsPage } from '../../../modules/system/SmsLogsPage';

export const Route = createFileRoute('/system/sms/logs')({
  component: SmsLogsPage,
});
