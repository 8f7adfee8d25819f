// @vitest-environment jsdom
import { HttpError } from '@oa/api';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useForm, type Form, type FormOptions } from './useForm';

afterEach(cleanup);

interface Values {
  name: string;
  email: string;
  tags: string[];
}
const EMPTY: Values = { name: '', email: '', tags: [] };

/** Problems in another order than the fields' on the page: the focus must follow the page. */
const validate = (values: Values) => ({
  ...(values.tags.length === 0 ? { tags: '태그를 하나 이상 고르세요.' } : {}),
  ...(values.email.includes('@') ? {} : { email: '이메일을 확인하세요.' }),
  ...(values.name === '' ? { name: '이름을 입력하세요.' } : {}),
});

/** A text input wired like a ui field: its error is its description. */
function Input({ label, error, ...props }: ReturnType<Form<Values>['field']> & { label: string }) {
  return (
    <>
      <input aria-label={label} aria-invalid={error !== undefined} aria-describedby={`${props.id}-error`} {...props} />
      {error !== undefined ? <p id={`${props.id}-error`}>{error}</p> : null}
    </>
  );
}

type Options = Partial<FormOptions<Values, string>>;
let form: Form<Values> | undefined;

/** The form of `options` (with a valid value set and a `save` that resolves) on the page. */
function TestForm(options: Options) {
  const current = useForm<Values, string>({ initial: EMPTY, validate, save: () => Promise.resolve('ok'), ...options });
  useEffect(() => {
    form = current;
  });
  return (
    <form aria-label="테스트" noValidate onSubmit={current.submit}>
      <Input label="이름" {...current.field('name')} />
      <Input label="이메일" {...current.field('email')} />
      <div id={current.idOf('tags')} role="group" aria-label="태그">
        {['a', 'b'].map((tag) => (
          <input
            key={tag}
            type="checkbox"
            aria-label={tag}
            checked={current.values.tags.includes(tag)}
            onChange={(event) => {
              current.set('tags', event.target.checked ? [...current.values.tags, tag] : []);
            }}
          />
        ))}
      </div>
      <p role="alert">{current.message}</p>
      <button type="submit">저장</button>
    </form>
  );
}

const the = () => {
  if (form === undefined) throw new Error('not rendered');
  return form;
};
const type = (label: string, value: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
};
const submit = async () => {
  await act(async () => {
    fireEvent.submit(screen.getByRole('form', { name: '테스트' }));
    await Promise.resolve();
  });
};
const fillValid = () => {
  type('이름', '김담당');
  type('이메일', 'kim@oa.kr');
  fireEvent.click(screen.getByLabelText('a'));
};
/** A failed request as the console's clients reject it: the server's error body, or no answer. */
const answer = (status: number, error?: { code: string; message: string; fields?: Record<string, string> }) =>
  new HttpError(
    'ERR_BAD_RESPONSE',
    { url: '/v1/things', method: 'PUT' },
    { status, data: error === undefined ? null : { error }, headers: new Headers() },
  );

describe('useForm', () => {
  it('shows every problem on its field, says so, focuses the first field in the page order and sends nothing', async () => {
    const save = vi.fn(() => Promise.resolve('ok'));
    render(<TestForm save={save} />);
    type('이메일', 'kim');
    await submit();
    expect(screen.getByLabelText('이름')).toHaveProperty('ariaInvalid', 'true');
    expect(screen.getByText('이름을 입력하세요.')).toBeTruthy();
    expect(screen.getByText('이메일을 확인하세요.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('입력값을 확인해 주세요.');
    expect(document.activeElement).toBe(screen.getByLabelText('이름'));
    expect(screen.getByLabelText('이메일')).toHaveProperty('value', 'kim');
    expect(save).not.toHaveBeenCalled();
  });

  it('passes the focus of a group that cannot take it to its first control', async () => {
    render(<TestForm />);
    type('이름', '김담당');
    type('이메일', 'kim@oa.kr');
    await submit();
    expect(screen.getByText('입력값을 확인해 주세요.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('a'));
  });

  it('saves once while a save runs (a second click or Enter does nothing), busy meanwhile', async () => {
    let finish: (value: string) => void = () => undefined;
    const save = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const onSaved = vi.fn();
    render(<TestForm save={save} onSaved={onSaved} />);
    fillValid();
    await submit();
    await submit();
    expect(save).toHaveBeenCalledTimes(1);
    expect(the().busy).toBe(true);
    expect(the().dirty).toBe(true);
    await act(async () => {
      finish('saved');
      await Promise.resolve();
    });
    expect(the().busy).toBe(false);
    expect(onSaved).toHaveBeenCalledWith('saved', { name: '김담당', email: 'kim@oa.kr', tags: ['a'] });
    // What was sent is now the baseline: nothing unsaved, the values as typed.
    expect(the().dirty).toBe(false);
    expect(screen.getByLabelText('이름')).toHaveProperty('value', '김담당');
    await submit();
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('asks first when told to: nothing is sent on a no, one save on a yes however often it is submitted', async () => {
    const answers: ((yes: boolean) => void)[] = [];
    const confirm = vi.fn((values: Values) => {
      expect(values.name).toBe('김담당');
      return new Promise<boolean>((resolve) => answers.push(resolve));
    });
    const save = vi.fn(() => Promise.resolve('ok'));
    render(<TestForm save={save} confirm={confirm} />);
    await submit();
    // Problems are found before anything is asked.
    expect(confirm).not.toHaveBeenCalled();
    fillValid();
    await submit();
    await submit();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(the().busy).toBe(false);
    await act(async () => {
      answers[0]?.(false);
      await Promise.resolve();
    });
    expect(save).not.toHaveBeenCalled();
    expect(the().message).toBeNull();
    await submit();
    await act(async () => {
      answers[1]?.(true);
      answers[1]?.(true);
      await Promise.resolve();
    });
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("keeps what was typed when a save fails, puts the server's fields on theirs and focuses the first", async () => {
    const save = vi.fn(() =>
      Promise.reject(
        answer(400, {
          code: 'INVALID_INPUT',
          message: '입력값이 올바르지 않습니다.',
          fields: { '/email': '이미 쓰는 이메일입니다.', unknown: '화면에 없는 칸' },
        }),
      ),
    );
    render(<TestForm save={save} />);
    fillValid();
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('입력값이 올바르지 않습니다.');
    expect(screen.getByText('이미 쓰는 이메일입니다.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('이메일'));
    expect(screen.getByLabelText('이름')).toHaveProperty('value', '김담당');
    expect(screen.getByLabelText('이메일')).toHaveProperty('value', 'kim@oa.kr');
    expect(the().dirty).toBe(true);
  });

  it("says SAVE_FAILED (or the form's own words) for an answer it cannot read, the server unreachable without one, and the 404 of a deleted record", async () => {
    const unreadable = answer(500);
    const { rerender } = render(<TestForm save={() => Promise.reject(unreadable)} />);
    fillValid();
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('저장하지 못했습니다. 잠시 후 다시 시도해 주세요.');
    rerender(<TestForm save={() => Promise.reject(unreadable)} failed="등록하지 못했습니다." />);
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('등록하지 못했습니다.');
    // No answer at all (issue 30): the server cannot be reached, and what was typed stays.
    const offline = new HttpError('ERR_NETWORK', { method: 'POST', url: '/v1/things' });
    rerender(<TestForm save={() => Promise.reject(offline)} failed="등록하지 못했습니다." />);
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.');
    expect(screen.getByLabelText<HTMLInputElement>('이름').value).toBe('김담당');
    const gone = answer(404, { code: 'NOT_FOUND', message: '대상을 찾을 수 없습니다.' });
    rerender(<TestForm save={() => Promise.reject(gone)} gone="삭제되어 저장할 수 없습니다." />);
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('삭제되어 저장할 수 없습니다.');
  });

  it('puts a duplicate (409 naming its field) on the field, not a conflict', async () => {
    const taken = answer(409, {
      code: 'NAME_TAKEN',
      message: '이미 있는 이름입니다.',
      fields: { name: '이미 있는 이름입니다.' },
    });
    render(<TestForm save={() => Promise.reject(taken)} />);
    fillValid();
    await submit();
    expect(screen.getByLabelText('이름').getAttribute('aria-describedby')).toBe(`${the().idOf('name')}-error`);
    expect(screen.getByText('이미 있는 이름입니다.', { selector: 'p:not([role])' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('이름'));
    expect(the().conflict).toBe(false);
  });

  it('says a stale revision (409 on an edit) plainly and loads the newer record on request', async () => {
    const stale = answer(409, {
      code: 'REVISION_CONFLICT',
      message: '먼저 수정되었습니다.',
      fields: { revision: 'x' },
    });
    const newer: Values = { name: '다른 사용자', email: 'other@oa.kr', tags: ['b'] };
    render(
      <TestForm
        initial={{ name: '김담당', email: 'kim@oa.kr', tags: ['a'] }}
        save={() => Promise.reject(stale)}
        conflict={{ message: '다른 사용자가 먼저 수정했습니다.', reload: () => Promise.resolve(newer) }}
      />,
    );
    type('이름', '김담당 팀장');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('다른 사용자가 먼저 수정했습니다.');
    expect(the().conflict).toBe(true);
    expect(screen.getByLabelText('이름')).toHaveProperty('value', '김담당 팀장');
    await act(async () => {
      await the().reloadLatest();
    });
    expect(screen.getByLabelText('이름')).toHaveProperty('value', '다른 사용자');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(the().conflict).toBe(false);
    expect(the().dirty).toBe(false);
  });

  it('measures unsaved changes against the baseline; reset shows new saved values', () => {
    render(<TestForm initial={{ name: '김담당', email: 'kim@oa.kr', tags: [] }} />);
    expect(the().dirty).toBe(false);
    type('이름', '김담당2');
    expect(the().dirty).toBe(true);
    type('이름', '김담당');
    expect(the().dirty).toBe(false);
    act(() => {
      the().reset({ name: '이저장', email: 'lee@oa.kr', tags: [] });
    });
    expect(screen.getByLabelText('이름')).toHaveProperty('value', '이저장');
    expect(the().dirty).toBe(false);
  });

  it("keeps the values in the page's draft while the form is away (a tab)", () => {
    let draft: Values | null = null;
    function Page() {
      const state = useState<Values | null>(null);
      const [shown, setShown] = useState(true);
      useEffect(() => {
        draft = state[0];
      });
      return (
        <>
          <button
            type="button"
            onClick={() => {
              setShown(!shown);
            }}
          >
            탭
          </button>
          {shown ? <TestForm draft={state} /> : null}
        </>
      );
    }
    render(<Page />);
    type('이름', '김담당');
    expect(draft).toEqual({ name: '김담당', email: '', tags: [] });
    fireEvent.click(screen.getByText('탭'));
    expect(screen.queryByLabelText('이름')).toBeNull();
    fireEvent.click(screen.getByText('탭'));
    expect(screen.getByLabelText('이름')).toHaveProperty('value', '김담당');
    type('이름', '');
    expect(draft).toBeNull();
  });
});
