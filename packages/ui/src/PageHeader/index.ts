export { Breadcrumb, type BreadcrumbItem, type BreadcrumbProps } from './Breadcrumb';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { renderAnchor, type LinkRenderProps, type RenderLink } from './link';
