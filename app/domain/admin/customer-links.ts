export function customerHref(userId: string): string {
  return `/admin/customers/${userId}`;
}
