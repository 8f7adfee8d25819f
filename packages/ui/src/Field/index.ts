export { Field, type FieldProps, type FieldBaseProps, type FieldControlProps, type FieldInfo } from './Field';
