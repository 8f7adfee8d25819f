/** /dashboard/rc-4_0-ai-model (AI 모델 관리): the update files screen for RC 4.0 AI model files. */
import { UpdateFilesScreen } from './UpdateFilesScreen';

export function AiModelPage() {
  return <UpdateFilesScreen kind="AI_MODEL" />;
}

export { AiModelPage as Component };
