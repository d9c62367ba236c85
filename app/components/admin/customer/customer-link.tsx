import { Link } from "react-router";

/** A customer's name, linked to their page (issue 45) when their login is known; plain text otherwise. */
export function CustomerLink({ href, name }: { href: string | null | undefined; name: string }) {
  if (!href) return <>{name}</>;
  return (
    <Link to={href} className="font-medium text-blue-800 underline">
      {name}
    </Link>
  );
}
