// Theme
export * from './theme';
// Primitives
export * from './Box';
export * from './Spinner';
export * from './Avatar';
export * from './Button';
export * from './IconButton';
export * from './Link';
// Inputs
export * from './TextField';
export * from './TextArea';
export * from './Checkbox';
export * from './Radio';
export * from './Switch';
export * from './Select';
export * from './MultiSelect';
export * from './ComboBox';
export * from './FileUpload';
export * from './TagGroup';
export * from './CodeInput';
export * from './NumericInput';
export * from './NumberKeyInput';
export * from './Numpad';
export * from './PhoneInput';
export * from './DateInput';
export * from './DatePicker';
export * from './TimePicker';
export * from './DateRangePicker';
export * from './Calendar';
export * from './SearchField';
// Surfaces and feedback
export * from './Card';
export * from './StatCard';
export * from './Chart';
export * from './EmptyState';
export * from './LoadingOverlay';
export * from './Skeleton';
export * from './Form';
export * from './Alert';
export * from './Badge';
export * from './Toast';
export * from './Dialog';
export * from './Drawer';
export * from './Tooltip';
export * from './Popover';
// Navigation
export * from './Breadcrumbs';
export * from './Pagination';
export * from './Tabs';
export * from './DropdownMenu';
export * from './SegmentedControl';
export * from './ThemeSwitcher';
export * from './LocaleSwitcher';
export * from './PrimaryColorPicker';
export * from './ThemeCustomizer';
// Data
export * from './DataTable';
export * from './Board';
export * from './FieldValue';
export * from './PrintVoucher';
export * from './Receipt';
export * from './PageSizePicker';
export * from './TableSettings';
// Layout
export * from './AppFrame';
export * from './AppShell';
export * from './CommandPalette';
export * from './NotificationBell';
export * from './LightLayout';
export * from './AuthLayout';
export * from './StatusPage';
// Language: react-aria's locale and the kit's own strings.
export * from './i18n';
// Re-exported react-aria pieces apps need to wire client-side routing.
export { RouterProvider } from 'react-aria-components';
export type { Key, Selection } from 'react-aria-components';
