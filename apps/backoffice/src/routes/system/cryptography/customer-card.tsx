import { createFileRoute } from '@tanstack/react-router';
import { EncryptionPage } from '../../../modules/system/EncryptionPage';

const CustomerCardEncryption = () => <EncryptionPage mode="customer-card" />;

export const Route = createFileRoute('/system/cryptography/customer-card')({
  component: CustomerCardEncryption,
});
