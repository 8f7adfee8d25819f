import type { ReactNode } from 'react';
import * as c from './control.css';
import { describedBy } from './describedBy';
import type { FieldControlProps } from './Field';

/**
 * Text after the value inside the frame (a unit '원', a domain '@oa.co.kr'). It is part of what the value
 * means, so the control lists it last in its aria-describedby. `part` names the adornment's id
 * (`<control id>-<part>`). Gives the control props to spread and the element to put after the control.
 */
export function withAdornment(
  control: FieldControlProps,
  content: ReactNode,
  part: string,
): { control: FieldControlProps; adornment: ReactNode } {
  const id = `${control.id}-${part}`;
  const shown = content !== undefined;
  return {
    control: { ...control, 'aria-describedby': describedBy(control['aria-describedby'], shown && id) },
    adornment: shown && (
      <span id={id} className={c.adornment}>
        {content}
      </span>
    ),
  };
}
