/**
 * 변경 이력 as a button beside a screen's list tools: the audit records of one kind of action (`actionPrefix`) or one
 * target, in a dialog loaded on first open, so the screen itself does not load or ask for them.
 */
import { Button } from '@oa/ui/Button';
import { lazy, Suspense, useState } from 'react';
import type { AuditHistoryProps } from './AuditHistory';

const AuditHistoryDialog = lazy(() => import('./AuditHistoryDialog'));

export interface AuditHistoryButtonProps extends Pick<AuditHistoryProps, 'actionPrefix' | 'target'> {
  /** The dialog's title, e.g. '사용자 변경 이력'. */
  title: string;
}

export function AuditHistoryButton({ title, ...filter }: AuditHistoryButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        width="auto"
        onClick={() => {
          setOpen(true);
        }}
      >
        변경 이력
      </Button>
      <Suspense fallback={null}>
        {open ? (
          <AuditHistoryDialog
            title={title}
            {...filter}
            onClose={() => {
              setOpen(false);
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
