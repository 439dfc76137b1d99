import { Outlet } from 'react-router';

/** The profile area: the child page renders the one heading. */
export default function ProfileLayout() {
  return <Outlet />;
}
