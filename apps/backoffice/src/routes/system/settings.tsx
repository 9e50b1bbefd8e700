import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../modules/settings/SettingsPage';

export const Route = createFileRoute('/system/settings')({
  component: SettingsPage,
});
