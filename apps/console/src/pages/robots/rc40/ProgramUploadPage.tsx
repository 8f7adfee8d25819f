/** /dashboard/rc-4_0-version/edit (RC_4_0_VERSION_EDIT): upload an RC 4.0 program file. */
import { UpdateFileUploadScreen } from './UpdateFileUploadScreen';

export function ProgramUploadPage() {
  return <UpdateFileUploadScreen kind="PROGRAM" />;
}

export { ProgramUploadPage as Component };
