export { FileUpload, toUploadFormData, defaultFileUploadLabels, UPLOAD_FIELD_NAME } from './FileUpload';
export type { FileUploadProps, FileUploadLabels } from './FileUpload';
