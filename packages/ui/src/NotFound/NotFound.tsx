import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../Button';
import { renderAnchor, type RenderLink } from '../internal/link';
import { StatusPage } from '../StatusPage';

export interface NotFoundProps {
  /** The heading (h1). Default '페이지를 찾을 수 없습니다'. */
  title?: string;
  /** What happened and what to do. Default '요청하신 페이지가 존재하지 않거나 이동되었습니다.' */
  message?: ReactNode;
  /** A large code above the title; decorative, hidden from screen readers. Default '404'; '' hides it. */
  code?: string;
  /** Label of the way out. Default '메인으로 이동'. */
  homeLabel?: string;
  /** Where the main page is, for the link. Default '/'. */
  homeHref?: string;
  /** Renders the link to the main page (pass the router's link); default a plain `<a href>`. */
  renderLink?: RenderLink;
  /** Given, the way out is a button calling it instead of a link (e.g. navigate in code). */
  onGoHome?: () => void;
  /** Fill the window and paint the page background (when shown outside the shell). Default false. */
  fullPage?: boolean;
  className?: string;
}

/**
 * The not-found page (spec §2: any unknown path): says the page does not exist and offers a way to the main
 * page, as a link (default, `renderLink` for the router) or a button (`onGoHome`).
 */
export function NotFound({
  title = '페이지를 찾을 수 없습니다',
  message = '요청하신 페이지가 존재하지 않거나 이동되었습니다.',
  code = '404',
  homeLabel = '메인으로 이동',
  homeHref = '/',
  renderLink = renderAnchor,
  onGoHome,
  fullPage = false,
  className,
}: NotFoundProps) {
  return (
    <StatusPage
      title={title}
      message={message}
      code={code}
      fullPage={fullPage}
      className={className}
      actions={
        onGoHome ? (
          <Button onClick={onGoHome}>{homeLabel}</Button>
        ) : (
          <ButtonLink href={homeHref} renderLink={renderLink}>
            {homeLabel}
          </ButtonLink>
        )
      }
    />
  );
}
