export { LoadingOverlay, type LoadingOverlayProps } from './LoadingOverlay';
export { loader, createLoader, type Loader, type StopLoading } from './loader';
