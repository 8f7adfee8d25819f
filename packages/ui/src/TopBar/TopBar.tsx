import { clsx } from 'clsx';
import { LogOut, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../internal/a11y.css';
import { renderAnchor, type RenderLink } from '../internal/link';
import { SIDEBAR_ID } from '../Sidebar/Sidebar';
import * as s from './TopBar.css';

export interface TopBarProps {
  /** The signed-in user's name, greeted as '홍길동님, 안녕하세요'. */
  userName: string;
  /** The greeting built from the name. Default `${name}님, 안녕하세요`. */
  greeting?: (userName: string) => ReactNode;
  /** The logo. Default a mint 'OA' mark. */
  logo?: ReactNode;
  /** The word after the logo. Default 'CONSOLE' (spec §2). */
  productName?: string;
  /** Where the logo leads. Default '/dashboard'. */
  homeHref?: string;
  /** Where the change-password link leads. Default '/dashboard/change-password'. */
  changePasswordHref?: string;
  /** Text of the change-password link. Default '비밀번호 변경'. */
  changePasswordLabel?: string;
  /** Called by the logout button. */
  onLogout: () => void;
  /** Text of the logout button. Default '로그아웃'. */
  logoutLabel?: string;
  /** Whether the sidebar is shown (the toggle's aria-expanded). Default true. */
  sidebarOpen?: boolean;
  /** Called by the sidebar toggle; the console flips the Sidebar's `open`. Without it, no toggle is shown. */
  onToggleSidebar?: () => void;
  /** Id of the Sidebar the toggle controls. Default 'oa-sidebar' (the Sidebar's default id). */
  sidebarId?: string;
  /** The toggle's name while the sidebar is shown / hidden. Default '메뉴 숨기기' / '메뉴 보기'. */
  toggleLabels?: { hide: string; show: string };
  /** Renders the links (pass the router's link); default a plain `<a href>`. */
  renderLink?: RenderLink;
  className?: string;
}

/** The default logo: a mint rounded square with 'OA' (the product has no logo file of its own yet). */
function LogoMark() {
  return (
    <svg className={s.logoMark} viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect className={s.logoFill} width="32" height="32" rx="8" />
      <text className={s.logoText} x="16" y="21" textAnchor="middle" fontSize="13" fontWeight="700">
        OA
      </text>
    </svg>
  );
}

const defaultGreeting = (name: string) => (
  <>
    <span className={s.userName}>{name}</span>님, 안녕하세요
  </>
);

/**
 * The top bar of every signed-in page (spec §2, 64px): sidebar toggle, logo and CONSOLE, a greeting, the
 * change-password link and the logout button.
 */
export function TopBar({
  userName,
  greeting = defaultGreeting,
  logo = <LogoMark />,
  productName = 'CONSOLE',
  homeHref = '/dashboard',
  changePasswordHref = '/dashboard/change-password',
  changePasswordLabel = '비밀번호 변경',
  onLogout,
  logoutLabel = '로그아웃',
  sidebarOpen = true,
  onToggleSidebar,
  sidebarId = SIDEBAR_ID,
  toggleLabels = { hide: '메뉴 숨기기', show: '메뉴 보기' },
  renderLink = renderAnchor,
  className,
}: TopBarProps) {
  const ToggleIcon = sidebarOpen ? PanelLeftClose : PanelLeftOpen;
  return (
    <header className={clsx(s.topBar, className)}>
      <div className={s.start}>
        {onToggleSidebar && (
          <button
            type="button"
            className={s.iconButton}
            aria-expanded={sidebarOpen}
            aria-controls={sidebarId}
            onClick={onToggleSidebar}
          >
            <ToggleIcon size={20} aria-hidden />
            <span className={visuallyHidden}>{sidebarOpen ? toggleLabels.hide : toggleLabels.show}</span>
          </button>
        )}
        {renderLink({
          href: homeHref,
          className: s.brand,
          children: (
            <>
              {logo}
              <span className={s.product}>{productName}</span>
            </>
          ),
        })}
      </div>
      <div className={s.end}>
        <p className={s.greeting}>{greeting(userName)}</p>
        {renderLink({ href: changePasswordHref, className: s.link, children: changePasswordLabel })}
        <button type="button" className={s.logout} onClick={onLogout}>
          <LogOut size={16} aria-hidden />
          {logoutLabel}
        </button>
      </div>
    </header>
  );
}
