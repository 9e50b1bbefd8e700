import { Outlet, useChildMatches, useParams } from '@tanstack/react-router';
import { UserFormPage } from './UserFormPage';
import { UsersListPage } from './UsersListPage';
import { UserViewPage } from './UserViewPage';

/** /system/users: the list, or the page of a child route (new, view, edit) when one matches. */
export function UsersRoute() {
  return useChildMatches().length > 0 ? <Outlet /> : <UsersListPage />;
}

/** /system/users/new. */
export function NewUserRoute() {
  return <UserFormPage />;
}

/** /system/users/$id: the view page, or the edit page when /edit matches. */
export function UserRoute() {
  const { id } = useParams({ strict: false });
  if (useChildMatches().length > 0) return <Outlet />;
  return <UserViewPage key={id} id={id ?? ''} />;
}

/** /system/users/$id/edit. */
export function EditUserRoute() {
  const { id } = useParams({ strict: false });
  return <UserFormPage key={id} id={id ?? ''} />;
}
