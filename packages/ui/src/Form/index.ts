export { Form, FormActions } from './Form';
export type { FormProps } from './Form';
