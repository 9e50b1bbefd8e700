export { Form, FormActions } from './Form';
export type { FormProps } from './Form';
export { useAsyncValidation } from './useAsyncValidation';
export type { AsyncValidation, AsyncValidationOptions, AsyncValidator } from './useAsyncValidation';
