/** A form's card while its record loads: the card's title, a Korean status line, and placeholder lines. */
import { Card } from '@oa/ui/Card';
import { Skeleton } from '@oa/ui/Skeleton';
import { Stack } from '@oa/ui/Stack';
import * as s from './LoadingCard.css';

export interface LoadingCardProps {
  title: string;
  /** e.g. '로봇 정보를 불러오는 중…' */
  message: string;
  /** The placeholder lines' widths. */
  lines?: readonly string[];
}

export function LoadingCard({ title, message, lines = ['60%', '80%', '40%'] }: LoadingCardProps) {
  return (
    <Card title={title} headingLevel={2} aria-busy="true">
      <p className={s.message} role="status">
        {message}
      </p>
      <Stack gap="12">
        {lines.map((width, index) => (
          <Skeleton key={index} width={width} />
        ))}
      </Stack>
    </Card>
  );
}
