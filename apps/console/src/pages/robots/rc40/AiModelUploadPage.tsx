/** /dashboard/rc-4_0-ai-model/edit (RC_4_0_UPDATE_FILE_EDIT): upload an RC 4.0 AI model file. */
import { UpdateFileUploadScreen } from './UpdateFileUploadScreen';

export function AiModelUploadPage() {
  return <UpdateFileUploadScreen kind="AI_MODEL" />;
}

export { AiModelUploadPage as Component };
