import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { textSize, vars } from '../theme/vars';
import { fontSizePx, fontWeight, lineHeight, type FontSize } from '../theme/tokens';
import * as s from './foundations.css';
import { TokenTable } from './TokenTable';

const sample = '다람쥐 헌 쳇바퀴에 타고파 · 보증금 1,000원 환급 완료 · RC 4.0 0123456789';

const sizeUse: Record<FontSize, string> = {
  '10': '배지, 아주 작은 보조 표기',
  '12': '캡션, 표 보조 정보',
  '13': '표 머리글, 입력 도움말',
  '14': '본문, 표 셀 (기본)',
  '15': '강조 본문',
  '16': '섹션 제목, 모달 본문',
  '18': '카드 제목',
  '20': '모달 제목',
  '23': '페이지 제목',
  '36': '대시보드 큰 숫자',
};

function Sizes() {
  return (
    <div className={s.page}>
      <h1 className={s.heading}>글자 크기</h1>
      <p className={s.lead}>
        글꼴은 Pretendard를 npm 패키지에서 직접 제공합니다. 페이지에 쓰인 글자 범위의 파일만 내려받습니다.
      </p>
      <TokenTable columns={['토큰', '크기 / 행간', '예시', '용도']}>
        {fontSizePx.map((px) => {
          const key = String(px) as FontSize;
          return (
            <tr key={px}>
              <td className={s.td}>
                <code className={s.code}>font.size[&apos;{key}&apos;]</code>
              </td>
              <td className={s.td}>
                <span className={s.caption}>
                  {px}px / {lineHeight[key]}
                </span>
              </td>
              <td className={s.td} style={textSize(key)} data-testid={`size-${key}`}>
                {px >= 20 ? '서울 다회용컵 반납 현황' : sample}
              </td>
              <td className={s.td}>
                <span className={s.caption}>{sizeUse[key]}</span>
              </td>
            </tr>
          );
        })}
      </TokenTable>
    </div>
  );
}

const weightNames: Record<keyof typeof fontWeight, string> = {
  light: 'Light 300',
  regular: 'Regular 400',
  medium: 'Medium 500',
  bold: 'Bold 700',
};

function Weights() {
  return (
    <div className={s.page}>
      <h1 className={s.heading}>글자 굵기</h1>
      <p className={s.lead}>네 가지 굵기만 씁니다: 가늘게, 보통, 중간, 굵게.</p>
      {(Object.keys(fontWeight) as (keyof typeof fontWeight)[]).map((weight) => (
        <section key={weight} className={s.section}>
          <span className={s.caption}>
            {weightNames[weight]} · <code className={s.code}>vars.font.weight.{weight}</code>
          </span>
          <p
            data-testid={`weight-${weight}`}
            style={{ margin: 0, fontWeight: vars.font.weight[weight], ...textSize('20') }}
          >
            로봇 관리 · 서울컵 관리 · 통계 · 사용자 관리 ABC 123
          </p>
        </section>
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Typography',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SizesStory: Story = {
  name: 'Sizes',
  render: () => <Sizes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const px of fontSizePx) {
      await expect(getComputedStyle(canvas.getByTestId(`size-${px}`)).fontSize).toBe(`${px}px`);
    }
  },
};

export const WeightsStory: Story = {
  name: 'Weights',
  render: () => <Weights />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByTestId('weight-bold')).fontWeight).toBe('700');
    // The self-hosted Korean font is loaded, not a system fallback.
    await document.fonts.ready;
    await expect(document.fonts.check(`700 20px "Pretendard Variable"`, '관리')).toBe(true);
  },
};
