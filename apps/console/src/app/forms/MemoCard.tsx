/** A record form's 메모: a card with the memo's text area and how much of its room is used. */
import { Card } from '@oa/ui/Card';
import { formatNumber } from '@oa/ui/format';
import { Textarea } from '@oa/ui/Textarea';
import type { Form } from './useForm';

export function MemoCard<Values extends { memo: string }>({ form, max }: { form: Form<Values>; max: number }) {
  // Every Values here has a text `memo` (TypeScript cannot see that through the generic).
  const field = form.field as (name: 'memo') => ReturnType<Form<Values>['field']>;
  return (
    <Card title="메모" headingLevel={2}>
      <Textarea
        label="메모"
        hideLabel
        rows={3}
        hint={`${String(form.values.memo.length)} / ${formatNumber(max)}자`}
        {...field('memo')}
      />
    </Card>
  );
}
