export { FileUpload, type FileUploadProps, type FileUploadStatus } from './FileUpload';
export { acceptTokens, checkFile, formatBytes, type FileAccept, type FileCheckOptions } from './checkFile';
