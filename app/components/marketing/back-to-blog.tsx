import { Link } from "react-router";

export function BackToBlogLink() {
  return (
    <p>
      <Link to="/blog" className="font-semibold text-blue-800 underline underline-offset-4">
        Back to the blog
      </Link>
    </p>
  );
}
