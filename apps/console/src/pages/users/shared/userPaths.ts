/** The users area's screens (the route table's paths). */
export const USER_LIST_PATH = '/dashboard/user-list';
export const GROUP_LIST_PATH = '/dashboard/user-list-group';
export const GROUP_REGISTER_PATH = '/dashboard/user-list-group-register';

/** A permission group's edit page. */
export const groupEditPath = (id: number) => `${GROUP_REGISTER_PATH}/${String(id)}`;
