import { Link } from "react-router";

interface NotFoundPageProps {
  // What the address names ("job posting"); absent for an address that names no page at all.
  thing?: string;
}

export function NotFoundPage({ thing }: NotFoundPageProps) {
  return (
    <div>
      <h1 className="text-xl font-semibold">{thing ? `${thing.charAt(0).toUpperCase()}${thing.slice(1)} not found` : "Page not found"}</h1>
      <p className="mt-2 text-sm">
        {thing ? `There is no ${thing} at this address: it may have been removed, or the link is wrong. ` : "There is no page at this address. "}
        <Link className="text-blue-700 underline dark:text-blue-300" to="/postings">
          Go to job postings
        </Link>
        .
      </p>
    </div>
  );
}
