export { Checkbox, type CheckboxProps, type CheckboxChecked } from './Checkbox';
