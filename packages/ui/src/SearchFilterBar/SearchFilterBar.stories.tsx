import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { DateRangePicker, EMPTY_DATE_RANGE, type DateRangeValue } from '../DatePicker';
import { Select, type SelectOption } from '../Select';
import { TextField } from '../TextField';
import { SearchFilterBar } from './SearchFilterBar';

// A fixed today: stories never read the clock, so their pictures stay the same.
const TODAY = '2025-08-18';

const operationStates: SelectOption[] = [
  { value: 'OPERATION', label: '운영 중' },
  { value: 'CHECK', label: '점검 중' },
  { value: 'WAIT', label: '대기' },
  { value: 'STOP', label: '정지' },
  { value: 'DEFAULT', label: '미설정' },
];

const districts: SelectOption[] = ['강남구', '마포구', '서초구', '송파구', '종로구'].map((name) => ({
  value: name,
  label: name,
}));

const meta = {
  title: 'Forms/SearchFilterBar',
  component: SearchFilterBar,
  parameters: { frame: 'padded' },
  args: { onSearch: fn(), onReset: fn(), children: null },
  argTypes: { children: { control: false } },
  render: (args) => (
    <SearchFilterBar {...args}>
      <TextField label="검색어" placeholder="로봇 이름 또는 ID" />
      <Select label="운영 상태" placeholder="전체" options={operationStates} />
      <Select label="자치구" placeholder="전체" options={districts} />
      <DateRangePicker label="설치 기간" today={TODAY} />
    </SearchFilterBar>
  ),
} satisfies Meta<typeof SearchFilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A search landmark: filters in a row, then 검색 and 초기화. Enter in a text field searches. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('search', { name: '검색 조건' })).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: '검색어' }), '강남{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: '초기화' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};

/** In a narrow container the filters wrap; the buttons stay together at the end. */
export const Wrapping: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '640px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const first = canvas.getByRole('textbox', { name: '검색어' }).getBoundingClientRect();
    const last = canvas.getByRole('button', { name: /^설치 기간/ }).getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.bottom);
  },
};

/** While results load, 검색 shows its busy state and ignores clicks. */
export const Searching: Story = {
  args: { searching: true },
  play: async ({ canvas, args }) => {
    const search = canvas.getByRole('button', { name: 'Loading...' });
    await expect(search).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(search);
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

interface RobotFilters {
  q: string;
  state: string;
  period: DateRangeValue;
}

const defaults: RobotFilters = { q: '', state: '', period: EMPTY_DATE_RANGE };

/** What a list page does with the applied filters: the URL query (simplified). */
const toQuery = (filters: RobotFilters) =>
  Object.entries({ q: filters.q, state: filters.state, from: filters.period.from, to: filters.period.to })
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}=${value}`)
    .join('&');

function RobotListFilters() {
  const [applied, setApplied] = useState(defaults);
  const { register, control, handleSubmit, reset } = useForm<RobotFilters>({ defaultValues: applied });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '16px' }}>
      <SearchFilterBar
        onSearch={handleSubmit(setApplied)}
        onReset={() => {
          reset(defaults);
          setApplied(defaults);
        }}
      >
        <TextField label="검색어" placeholder="로봇 이름 또는 ID" {...register('q')} />
        <Select label="운영 상태" placeholder="전체" options={operationStates} {...register('state')} />
        <Controller
          name="period"
          control={control}
          render={({ field }) => (
            <DateRangePicker
              label="설치 기간"
              today={TODAY}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      </SearchFilterBar>
      <p>
        적용된 조건: <output>{toQuery(applied) || '(없음)'}</output>
      </p>
    </div>
  );
}

/**
 * With react-hook-form, as a list page uses it: `onSearch={handleSubmit(apply)}`, `onReset={() => reset()}`;
 * the applied filters would go to the URL.
 */
export const WithReactHookForm: Story = {
  render: () => <RobotListFilters />,
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '운영 상태' }), '점검 중');
    await userEvent.click(canvas.getByRole('button', { name: '설치 기간 기간 선택' }));
    await userEvent.click(await screen.findByRole('button', { name: '최근 7일' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '검색어' }), '강남{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('q=강남&state=CHECK&from=2025-08-12&to=2025-08-18'),
    );
    await userEvent.click(canvas.getByRole('button', { name: '초기화' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('(없음)');
    await expect(canvas.getByRole('textbox', { name: '검색어' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: '설치 기간 기간 선택' })).toBeInTheDocument();
  },
};
