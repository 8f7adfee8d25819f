import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../theme/vars';
import { layoutPx, radius, spacePx, zIndexValues, type Space } from '../theme/tokens';
import * as s from './foundations.css';
import { TokenTable } from './TokenTable';

function Spacing() {
  return (
    <div className={s.page}>
      <h1 className={s.heading}>간격</h1>
      <p className={s.lead}>여백과 간격은 아래 값만 씁니다 (px).</p>
      <TokenTable columns={['토큰', '값', '견본']}>
        {spacePx.map((px) => (
          <tr key={px}>
            <td className={s.td}>
              <code className={s.code}>space[&apos;{px}&apos;]</code>
            </td>
            <td className={s.td}>{px}px</td>
            <td className={s.td}>
              <div className={s.bar} style={{ width: vars.space[String(px) as Space] }} />
            </td>
          </tr>
        ))}
      </TokenTable>
      <h2 className={s.subheading}>모서리</h2>
      <div style={{ display: 'flex', gap: vars.space['16'] }}>
        {(Object.keys(radius) as (keyof typeof radius)[]).map((key) => (
          <div key={key} className={s.box} style={{ width: '96px', height: '64px', borderRadius: vars.radius[key] }}>
            {key} {radius[key]}
          </div>
        ))}
      </div>
    </div>
  );
}

const layoutNames: Record<keyof typeof layoutPx, string> = {
  topBarHeight: '상단 바 높이',
  sidebarWidth: '사이드바 너비',
  modalMaxWidth: '모달 최대 너비',
  buttonWidth: '버튼 기본 너비',
  buttonHeight: '버튼 기본 높이',
  dropdownWidth: '드롭다운 버튼 목록 너비',
  toastWidth: '토스트 너비',
  authPanelWidth: '로그인·회원가입 패널 너비',
};

const layerNames: Record<keyof typeof zIndexValues, string> = {
  base: '기본',
  sticky: '고정 표 머리글',
  sidebar: '사이드바',
  topBar: '상단 바',
  dropdown: '드롭다운',
  modal: '모달',
  spinnerOverlay: '전체 화면 로딩 (명세 고정값)',
  confirmDialog: '확인 대화상자',
  toast: '토스트 알림',
};

/** Tokens with a Korean name each: name, the `vars` path, and the value. */
function NamedTokenTable<K extends string>(props: {
  nameColumn: string;
  group: string;
  names: Record<K, string>;
  values: Record<K, number>;
  unit?: string;
}) {
  const { nameColumn, group, names, values, unit = '' } = props;
  return (
    <TokenTable columns={[nameColumn, '토큰', '값']}>
      {(Object.keys(values) as K[]).map((key) => (
        <tr key={key}>
          <td className={s.td}>{names[key]}</td>
          <td className={s.td}>
            <code className={s.code}>
              vars.{group}.{key}
            </code>
          </td>
          <td className={s.td}>
            {values[key]}
            {unit}
          </td>
        </tr>
      ))}
    </TokenTable>
  );
}

function Layout() {
  return (
    <div className={s.page}>
      <h1 className={s.heading}>레이아웃 크기와 레이어</h1>
      <p className={s.lead}>
        명세 §2, §9의 고정 크기입니다. 컴포넌트는 <code className={s.code}>vars.layout</code>을 씁니다.
      </p>
      <NamedTokenTable nameColumn="이름" group="layout" names={layoutNames} values={layoutPx} unit="px" />
      <div
        className={s.box}
        data-testid="button-size"
        style={{ width: vars.layout.buttonWidth, height: vars.layout.buttonHeight }}
      >
        버튼 121×34
      </div>
      <h2 className={s.subheading}>쌓임 순서 (z-index)</h2>
      <NamedTokenTable nameColumn="레이어" group="zIndex" names={layerNames} values={zIndexValues} />
    </div>
  );
}

const meta = {
  title: 'Foundations/Spacing & Sizes',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SpacingStory: Story = {
  name: 'Spacing',
  render: () => <Spacing />,
};

export const LayoutStory: Story = {
  name: 'Layout & layers',
  render: () => <Layout />,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByTestId('button-size').getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([121, 34]);
  },
};
