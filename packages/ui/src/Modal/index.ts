export { Modal, type ModalProps, type ModalWidth } from './Modal';
