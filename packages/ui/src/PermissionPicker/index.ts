export {
  PermissionPicker,
  type PermissionPickerGroup,
  type PermissionPickerOption,
  type PermissionPickerProps,
} from './PermissionPicker';
