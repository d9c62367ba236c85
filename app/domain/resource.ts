// One card of the Resources pages: a row of the `resources` table (spec section 3).
export interface ResourceItem {
  id: string;
  title: string;
  description: string;
  url: string;
  category: string;
}
