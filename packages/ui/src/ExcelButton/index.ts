export { ExcelButton, type ExcelButtonProps } from './ExcelButton';
