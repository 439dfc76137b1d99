/**
 * One exclusive lock by name, shared by every tab of the site in this browser (the Web Locks API). Absent where the
 * browser has none: each tab then refreshes on its own.
 */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}
