import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../theme/vars';
import { boxShadow, textShadow } from '../theme/tokens';
import * as s from './foundations.css';

const boxUse: Record<keyof typeof boxShadow, string> = {
  sm: '카드, 표',
  md: '드롭다운, 토스트',
  lg: '떠 있는 패널',
  modal: '모달',
  focus: '포커스 보조 표시',
};

function Shadows() {
  return (
    <div className={s.page}>
      <h1 className={s.heading}>그림자</h1>
      <p className={s.lead}>면의 높이를 나타내는 상자 그림자와, 이미지 위 글자를 위한 글자 그림자입니다.</p>
      <div className={s.shadowGrid}>
        {(Object.keys(boxShadow) as (keyof typeof boxShadow)[]).map((key) => (
          <div
            key={key}
            className={s.shadowCard}
            style={{ boxShadow: vars.shadow.box[key] }}
            data-testid={`shadow-${key}`}
          >
            <strong>{key}</strong>
            <span className={s.caption}>{boxUse[key]}</span>
            <code className={s.code}>vars.shadow.box.{key}</code>
          </div>
        ))}
      </div>
      <h2 className={s.subheading}>글자 그림자</h2>
      <div style={{ display: 'flex', gap: vars.space['16'] }}>
        {(Object.keys(textShadow) as (keyof typeof textShadow)[]).map((key) => (
          <div key={key} className={s.textShadowSample} style={{ textShadow: vars.shadow.text[key] }}>
            보증금 환급 {key}
          </div>
        ))}
      </div>
    </div>
  );
}

const meta = {
  title: 'Foundations/Shadows',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShadowsStory: Story = {
  name: 'Shadows',
  render: () => <Shadows />,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByTestId('shadow-modal');
    await expect(getComputedStyle(card).boxShadow).not.toBe('none');
  },
};
