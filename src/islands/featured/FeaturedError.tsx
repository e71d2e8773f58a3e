export interface FeaturedErrorProps {
  /** The failed query's message, e.g. 'API Error: Internal server error'. */
  message?: string;
}

/** The error panel of the featured section; Try Again reloads the page. */
export default function FeaturedError({ message }: FeaturedErrorProps) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center">
      <h3 className="text-lg font-semibold text-red-900">Unable to Load Companies</h3>
      <p className="mt-2 text-red-900">We encountered an error while loading featured companies.</p>
      <p className="mt-1 text-sm text-red-800">{message || "Please try again later."}</p>
      <button
        type="button"
        className="mt-4 rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
        onClick={() => window.location.reload()}
      >
        Try Again
      </button>
    </div>
  );
}
