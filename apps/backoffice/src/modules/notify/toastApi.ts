export { toast } from '@sen/ui';
