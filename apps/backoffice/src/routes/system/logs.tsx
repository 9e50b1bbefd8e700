import { createFileRoute } from '@tanstack/react-router';
import { AuditLogPage } from '../../modules/system/AuditLogPage';

export const Route = createFileRoute('/system/logs')({
  component: AuditLogPage,
});
