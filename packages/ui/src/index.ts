// The whole design system in one import, for Storybook docs and measurements. Apps import per component
// ('@oa/ui/Button'), so their bundles carry only what they use. index.test.ts checks every folder is listed.
export * from './Button';
export * from './Card';
export * from './ChartKit';
export * from './Charts';
export * from './Checkbox';
export * from './ConfirmButtons';
export * from './ConfirmDialog';
export * from './DataTable';
export * from './DatePicker';
export * from './DescriptionList';
export * from './DropdownButtonList';
export * from './EmptyState';
export * from './ErrorState';
export * from './ExcelButton';
export * from './Field';
export * from './FileUpload';
export * from './format';
export * from './LoadingOverlay';
export * from './LocationPicker';
export * from './Modal';
export * from './NotFound';
export * from './NumberField';
export * from './PageHeader';
export * from './PermissionPicker';
export * from './PointMap';
export * from './ProgressBar';
export * from './RadioSelector';
export * from './SearchFilterBar';
export * from './Select';
export * from './Sidebar';
export * from './Skeleton';
export * from './Spinner';
export * from './Stack';
export * from './StatusBadge';
export * from './StatusPage';
export * from './Switch';
export * from './Tabs';
export * from './TextField';
export * from './Textarea';
export * from './Timeline';
export * from './Toast';
export * from './TopBar';
export { vars, textSize } from './theme/vars';
export {
  tokens,
  palette,
  semanticColors,
  fontSizePx,
  spacePx,
  layoutPx,
  zIndexValues,
  type FontSize,
  type Space,
  type PaletteName,
  type ScaleStep,
  type SemanticColor,
} from './theme/tokens';
export { contrastRatio } from './theme/contrast';
