import { createFileRoute } from '@tanstack/react-router';
import { EncryptionPage } from '../../../modules/system/EncryptionPage';

export const Route = createFileRoute('/system/cryptography/encrypt')({
  component: EncryptionPage,
});
