/** A readable name for a URL slug: the known label, or the slug in title case ("saving-tips" → "Saving Tips"). */
export function labelFromSlug(slug: string, known: readonly { slug: string; label: string }[] = []): string {
  const match = known.find((item) => item.slug === slug);
  if (match) return match.label;
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
