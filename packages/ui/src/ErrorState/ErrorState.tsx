import { clsx } from 'clsx';
import { CircleAlert, RotateCw } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { Button } from '../Button';
import * as s from './ErrorState.css';

export interface ErrorStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** An icon above the title (drawn at 40px, in the danger colour). Default an alert circle; `null` for none. */
  icon?: ReactNode;
  /** The main line. Default '데이터를 불러오지 못했습니다'. */
  title?: ReactNode;
  /** What went wrong, in the operator's words (the error catalogue's message), e.g. '네트워크 연결을 확인해 주세요.' */
  message?: ReactNode;
  /** Called by the retry button. Without it there is no button (e.g. a permission error a retry cannot fix). */
  onRetry?: () => void;
  /** The retry button's text. Default '다시 시도'. */
  retryLabel?: string;
  /** The retry is under way: the button shows its loading state and ignores clicks. */
  retrying?: boolean;
}

/**
 * What a list, table or chart shows when its data failed to load: an icon, '데이터를 불러오지 못했습니다', the
 * reason and a '다시 시도' button. The text is an alert, so a screen reader hears the failure when it appears.
 */
export function ErrorState({
  icon = <CircleAlert />,
  title = '데이터를 불러오지 못했습니다',
  message,
  onRetry,
  retryLabel = '다시 시도',
  retrying = false,
  className,
  ...rest
}: ErrorStateProps) {
  return (
    <div className={clsx(s.root, className)} {...rest}>
      {icon !== null && (
        <span className={s.icon} aria-hidden>
          {icon}
        </span>
      )}
      <div role="alert" className={s.text}>
        <p className={s.title}>{title}</p>
        {message !== undefined && <p className={s.message}>{message}</p>}
      </div>
      {onRetry && (
        <div className={s.action}>
          <Button variant="secondary" icon={<RotateCw size={16} />} loading={retrying} onClick={onRetry}>
            {retryLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
