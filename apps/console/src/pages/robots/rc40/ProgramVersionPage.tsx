/** /dashboard/rc-4_0-version (프로그램 버전 관리): the update files screen for RC 4.0 program files. */
import { UpdateFilesScreen } from './UpdateFilesScreen';

export function ProgramVersionPage() {
  return <UpdateFilesScreen kind="PROGRAM" />;
}

export { ProgramVersionPage as Component };
