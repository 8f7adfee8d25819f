import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../theme/vars';
import { contrastRatio } from '../theme/contrast';
import { palette, semanticColors, type PaletteName, type SemanticColor } from '../theme/tokens';
import * as s from './foundations.css';
import { TokenTable } from './TokenTable';

const scaleNames: Record<PaletteName, string> = {
  mint: '민트 (Primary)',
  grey: '그레이',
  blue: '블루',
  red: '레드',
  yellow: '옐로',
  orange: '오렌지',
  green: '그린',
  purple: '퍼플',
};

const ratio = (foreground: string, background: string) => `${contrastRatio(foreground, background).toFixed(1)}:1`;

function Palette() {
  return (
    <div className={s.page}>
      <h1 className={s.heading}>색상 팔레트</h1>
      <p className={s.lead}>
        모든 색은 테마 변수(<code className={s.code}>vars.palette</code>)로만 사용합니다. 기본색은 민트 500 (#00C4B3)
        입니다. 각 칸 아래 숫자는 흰 배경과의 명도 대비입니다.
      </p>
      {(Object.keys(palette) as PaletteName[]).map((name) => (
        <section key={name} className={s.section} aria-labelledby={`scale-${name}`}>
          <h2 id={`scale-${name}`} className={s.subheading}>
            {scaleNames[name]} <code className={s.code}>{name}</code>
          </h2>
          <ul className={s.swatchRow} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {Object.entries(palette[name]).map(([step, hex]) => (
              <li key={step} className={s.swatch} data-testid={`${name}-${step}`}>
                <div
                  className={s.chip}
                  style={{ background: vars.palette[name][step as unknown as keyof (typeof palette)['grey']] }}
                />
                <span className={s.caption}>
                  <strong>{step}</strong> {hex}
                </span>
                <span className={s.caption}>{ratio(hex, '#FFFFFF')}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const semanticUse: Record<SemanticColor, string> = {
  brand: '주요 버튼, 선택 상태, 강조 채움',
  brandHover: '주요 버튼 마우스 오버',
  brandPressed: '주요 버튼 누름',
  brandSubtle: '선택된 행, 옅은 강조 배경',
  brandText: '흰 배경 위 민트 글자',
  onBrand: '민트 채움 위 글자',
  text: '본문 글자',
  textSecondary: '보조 글자, 표 머리글',
  textMuted: '설명, 안내 문구',
  textDisabled: '비활성 글자 (대비 기준 제외)',
  textInverse: '어두운 배경 위 글자',
  link: '링크',
  surface: '카드, 표, 모달 배경',
  surfacePage: '페이지 배경',
  surfaceSunken: '표 머리글, 입력 영역 배경',
  surfaceInverse: '툴팁 등 어두운 배경',
  overlay: '모달 뒤 배경 막',
  border: '기본 테두리',
  borderStrong: '입력 칸 테두리',
  focusRing: '키보드 포커스 표시',
  success: '성공 글자와 아이콘',
  successSubtle: '성공 배경',
  info: '안내 글자와 아이콘',
  infoSubtle: '안내 배경',
  warning: '경고 글자와 아이콘',
  warningSubtle: '경고 배경',
  danger: '오류, 삭제',
  dangerSubtle: '오류 배경',
};

function Semantic() {
  return (
    <div className={s.page}>
      <h1 className={s.heading}>의미 색상</h1>
      <p className={s.lead}>컴포넌트는 팔레트가 아니라 용도별 의미 색상을 씁니다.</p>
      <TokenTable columns={['견본', '토큰', '값', '용도']}>
        {(Object.keys(semanticColors) as SemanticColor[]).map((token) => (
          <tr key={token}>
            <td className={s.td}>
              <div className={s.chip} style={{ width: '64px', height: '28px', background: vars.color[token] }} />
            </td>
            <td className={s.td}>
              <code className={s.code}>vars.color.{token}</code>
            </td>
            <td className={s.td}>
              <code className={s.code}>{semanticColors[token]}</code>
            </td>
            <td className={s.td}>{semanticUse[token]}</td>
          </tr>
        ))}
      </TokenTable>
    </div>
  );
}

const meta = {
  title: 'Foundations/Colors',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const PaletteStory: Story = {
  name: 'Palette',
  render: () => <Palette />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The theme's CSS variables reach the page: the primary swatch is painted #00C4B3.
    const primary = canvas.getByTestId('mint-500');
    await expect(primary).toHaveTextContent('#00C4B3');
    const chip = primary.firstElementChild as HTMLElement;
    await expect(getComputedStyle(chip).backgroundColor).toBe('rgb(0, 196, 179)');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(8);
  },
};

export const SemanticStory: Story = {
  name: 'Semantic',
  render: () => <Semantic />,
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(document.body).color).toBe('rgb(33, 37, 41)');
    await expect(within(canvasElement).getByText('vars.color.brand')).toBeVisible();
  },
};
