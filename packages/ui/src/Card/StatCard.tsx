import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ChevronRight, Minus } from 'lucide-react';
import { useId } from 'react';
import { visuallyHidden } from '../internal/a11y.css';
import { renderAnchor, type RenderLink } from '../internal/link';
import { formatNumber } from '../format';
import { deltaDirection, formatSigned } from './delta';
import * as s from './StatCard.css';

export interface StatCardProps {
  /** What is counted, e.g. '오늘 대여 건수'. */
  label: string;
  /** The number; null or undefined shows '-' (no data). Formatted with Korean grouping (1,234). */
  value?: number | null;
  /** Unit after the number, e.g. '건', '대', '원', 'kg'. */
  unit?: string;
  /** Change against the previous period; positive is up. Omitted, no change line is shown. */
  delta?: number | null;
  /** Unit of the change. Default: `unit`. Pass '%' or '%p' for a rate. */
  deltaUnit?: string;
  /** What the change compares with. Default '이전 기간 대비'. */
  deltaLabel?: string;
  /** Whether a rise is good news (green) or bad news (red, e.g. alerts). Default true. */
  higherIsBetter?: boolean;
  /** Link to the page behind the number. */
  href?: string;
  /** Text of the link. Default '자세히 보기'. */
  linkLabel?: string;
  /** Renders the link (pass the router's link); default a plain `<a href>`. */
  renderLink?: RenderLink;
  /** Data is on its way: a placeholder in place of the number, announced as busy. */
  loading?: boolean;
  /** Text for screen readers while loading. Default '불러오는 중…'. */
  loadingLabel?: string;
  className?: string;
}

const directionWords = { up: '증가', down: '감소', flat: '변동 없음' } as const;

/**
 * One key number of a dashboard: label, value with unit, change against the previous period (arrow, sign and
 * colour by whether a rise is good), and an optional link to the page behind it.
 */
export function StatCard({
  label,
  value,
  unit,
  delta,
  deltaUnit = unit,
  deltaLabel = '이전 기간 대비',
  higherIsBetter = true,
  href,
  linkLabel = '자세히 보기',
  renderLink = renderAnchor,
  loading = false,
  loadingLabel = '불러오는 중…',
  className,
}: StatCardProps) {
  const labelId = useId();
  const direction = delta === null || delta === undefined ? undefined : deltaDirection(delta);
  const tone =
    direction === undefined || direction === 'flat' ? 'flat' : (direction === 'up') === higherIsBetter ? 'good' : 'bad';
  const Arrow = direction === 'up' ? ArrowUp : direction === 'down' ? ArrowDown : Minus;
  return (
    <div role="group" aria-labelledby={labelId} aria-busy={loading || undefined} className={clsx(s.card, className)}>
      <p id={labelId} className={s.label}>
        {label}
      </p>
      <p className={s.value}>
        {loading ? (
          <>
            <span className={s.placeholder} aria-hidden />
            <span className={visuallyHidden}>{loadingLabel}</span>
          </>
        ) : value === null || value === undefined ? (
          <span className={s.number}>-</span>
        ) : (
          <>
            <span className={clsx(s.number, formatNumber(value).length > 8 && s.numberLong)}>
              {formatNumber(value)}
            </span>
            {unit !== undefined && <span className={s.unit}>{unit}</span>}
          </>
        )}
      </p>
      {!loading && direction !== undefined && delta !== null && delta !== undefined && (
        <p className={s.delta}>
          <span>{deltaLabel}</span>
          <span className={clsx(s.change, s.changeTone[tone])}>
            <Arrow size={14} aria-hidden />
            {formatSigned(delta)}
            {deltaUnit}
            <span className={visuallyHidden}> {directionWords[direction]}</span>
          </span>
        </p>
      )}
      {href !== undefined && (
        <div className={s.footer}>
          {renderLink({
            href,
            className: s.link,
            children: (
              <>
                {/* Read as '오늘 대여 건수 자세히 보기', so each card's link says where it goes. */}
                <span className={visuallyHidden}>{label}</span>
                {linkLabel}
                <ChevronRight size={14} aria-hidden />
              </>
            ),
          })}
        </div>
      )}
    </div>
  );
}
