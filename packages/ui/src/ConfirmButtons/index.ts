export { ConfirmButtons, type ConfirmButtonsProps } from './ConfirmButtons';
