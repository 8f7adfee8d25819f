export {
  ConfirmDialog,
  ConfirmDialogHost,
  type ConfirmDialogProps,
  type ConfirmDialogHostProps,
} from './ConfirmDialog';
export {
  confirm,
  confirmStore,
  createConfirmStore,
  type ConfirmOptions,
  type ConfirmRequest,
  type ConfirmStore,
} from './confirmStore';
