// The link render prop is shared by every layout piece (TopBar, Sidebar, Breadcrumb, NotFound, StatCard); it
// lives in internal/ and is re-exported here, where the console already imports it from.
export { Breadcrumb, type BreadcrumbItem, type BreadcrumbProps } from './Breadcrumb';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { renderAnchor, type LinkRenderProps, type RenderLink } from '../internal/link';
