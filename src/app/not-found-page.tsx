import { Link } from "react-router";

export function NotFoundPage() {
  return (
    <div>
      <h1 className="text-xl font-semibold">Page not found</h1>
      <p className="mt-2 text-sm">
        There is no page at this address. <Link className="text-blue-700 underline dark:text-blue-300" to="/postings">Go to job postings</Link>.
      </p>
    </div>
  );
}
